// A plan's result around its flows (MODEL.md §5): an empty result to fill, and what follows from
// the flows: total, cumulative, present values, nominal cost and cost per GPU-hour.
#pragma once

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// Name, strategy, the nine categories (and api in a scenario with an api plan) at zero (H + 1
// dates), no lease or tax; with `report`, the fleet series and costs per GPU model (and per
// workload for api plans) at zero too. Reuses the result's storage.
void resetPlanResult(const PreparedScenario& p, const PreparedPlan& plan, bool report,
                     PlanResult& r);
PlanResult emptyPlanResult(const PreparedScenario& p, const PreparedPlan& plan);

// A set of categories, one bit per category.
using CategorySet = unsigned;
inline constexpr CategorySet kEveryCategory = (1u << kCategoryCount) - 1;
inline constexpr CategorySet categoryBit(Category c) {
  return 1u << static_cast<int>(c);
}

// Fills total, cumulative, pv_cumulative, pv_cost and nominal_cost; with `costPerGpuHour`, also
// the cost per GPU-hour of the scenario's demand. Categories outside `written` must be all zero
// (as resetPlanResult left them): they are not added.
void finishPlanTotals(const PreparedScenario& p, PlanResult& result, bool costPerGpuHour = true,
                      CategorySet written = kEveryCategory);

// Σ_{g,m} GPUh_g(m).
double totalDemandGpuHours(const PreparedScenario& p);

}  // namespace fleetcost
