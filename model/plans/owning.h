// Evaluates an owning plan (colocate or hybrid) with given caps: each GPU model's fleet, the
// racks they fill at the site, and every dated flow of MODEL.md §4.3 and §4.4.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// One purchase and what became of it; the after-tax view (§6) depreciates or leases these.
struct Cohort {
  int gpu = 0;
  int boughtMonth = 0;
  long long count = 0;
  double hardwareAmount = 0;  // the hardware flow of the purchase
  double priceValue = 0;      // count * p_b, the base of resale and maintenance
  int soldMonth = -1;         // refresh sale in the horizon, else -1
  double proceeds = 0;        // refresh or terminal credit (positive)
};

// What owning plans keep beyond the reported result.
struct OwningDetail {
  std::vector<Cohort> cohorts;
  std::vector<std::array<Series, kCategoryCount>> gpuFlows;  // each GPU model's own flows
  std::vector<Series> sharedByMonth;  // per GPU model: its share of site costs, per month
};

// caps: per used GPU model, kNoCap for colocate.
PlanResult evaluateOwningPlan(const PreparedScenario& p, const PreparedPlan& plan,
                              const std::vector<long long>& caps, OwningDetail* detail = nullptr);

}  // namespace fleetcost
