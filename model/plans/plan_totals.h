// The parts of a plan's result that follow from its flows (MODEL.md §5): total, cumulative,
// present values, nominal cost and cost per GPU-hour; and an empty result to fill in.
#pragma once

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// Name, strategy, the nine categories at zero (H + 1 dates) and zero fleet series.
PlanResult emptyPlanResult(const PreparedScenario& p, const PreparedPlan& plan);

// Fills total, cumulative, pv_cumulative, pv_cost, nominal_cost and cost_per_gpu_hour.
void finishPlanTotals(const PreparedScenario& p, PlanResult& result);

// Σ_{g,m} GPUh_g(m).
double totalDemandGpuHours(const PreparedScenario& p);

}  // namespace fleetcost
