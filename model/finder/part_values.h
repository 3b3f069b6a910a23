// What one supply costs for one set of workloads (docs/finder.md): the part of a portfolio that
// serves exactly those workloads with that supply, compiled and evaluated by the one engine. The
// finder prices every set once and sums assignments from these values.
#pragma once

#include <vector>

#include "model/finder/supply_options.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

struct PartValue {
  bool ok = false;  // compiles and evaluates (no problem)
  double presentValue = 0;
  std::vector<double> capexByYear;  // per fiscal year: hardware bought, rack set-up, cooling capex
  double rentedGpuHours = 0;        // demand not served by owned servers (all of it when renting)
  double gpuHours = 0;              // the workloads' demand
};

// The scenario with no workloads and no plans, to which a part's are added.
Scenario partBase(const Scenario& s);

// The part serving workloads `workloads` (indices in s.workloads, ascending) with `option`;
// `check`: run the first validation stage on it too (for a supply not tried before).
PartValue evaluatePart(const Scenario& s, const Scenario& base, const std::string& pointer,
                       const SupplyOption& option, const std::vector<int>& workloads, bool afterTax,
                       bool check);

// Fiscal years of a horizon of H months (dates 0..H), and the year of date t: 12-month years
// from the first month (docs/finder.md).
inline int fiscalYearCount(int horizon) {
  return horizon / 12 + 1;
}
inline int fiscalYearOf(int date) {
  return date / 12;
}

}  // namespace fleetcost
