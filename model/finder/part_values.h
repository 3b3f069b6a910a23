// What one supply costs for one set of workloads (docs/finder.md): the part of a portfolio that
// serves exactly those workloads with that supply, compiled and evaluated by the one engine. The
// finder prices every set once and sums assignments from these values.
#pragma once

#include <vector>

#include "model/finder/supply_options.h"
#include "model/plans/portfolio_parts.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// How close an owned part comes to one of its site's limits: its highest use, in which month.
struct SiteLimitUse {
  bool racks = false;  // racks, else the power envelope in kW
  double used = 0, limit = 0;
  int month = 0;
};

struct PartValue {
  bool priced = false;  // compiles and evaluates (its present value and the rest are set)
  bool ok = false;      // priced and within its site's limits
  double presentValue = 0;
  std::vector<double> capexByYear;   // per fiscal year: hardware bought, rack set-up, cooling capex
  double rentedGpuHours = 0;         // demand not served by owned servers (all of it when renting)
  double gpuHours = 0;               // the workloads' demand
  std::vector<SiteLimitUse> limits;  // an owned part's use of its site's stated limits
};

// The part serving workloads `workloads` (indices in s.workloads, ascending) with `option`;
// `check`: run the first validation stage on it too (for a supply not tried before).
PartValue evaluatePart(const Scenario& s, const Scenario& base, const std::string& pointer,
                       const SupplyOption& option, const std::vector<int>& workloads, bool afterTax,
                       bool check);

}  // namespace fleetcost
