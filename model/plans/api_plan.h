// Hosted API plans (docs/MODEL.md §12): each workload an API offer serves pays for its tokens,
// month m's input, cached input and output tokens at the offer's prices of month m, dated m + 1
// (category api); the workloads no API offer serves are rented on demand (§4.1) in the plan's
// rental region.
#pragma once

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// The blended price of a million of workload w's tokens in month m at API offer `a`:
// s ((1 - k) p_in(m) + k p_cached(m)) + (1 - s) p_out(m), s its input share, k its cached share.
double apiPricePerMillionTokens(const PreparedApiOffer& a, const PreparedWorkload& w, int m);

// Every dated flow of an api plan into `r` (reset by the caller). With `report`, also the offer
// and the cost of each workload the API serves, the GPU-hours rented instead, their CO2 and
// their cost per GPU model.
void apiPlanFlows(const PreparedScenario& p, const PreparedPlan& plan, bool report, PlanResult& r);

}  // namespace fleetcost
