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

// Millions of workload w's tokens in month m: GPUh_w(m) * tokens_per_second_per_gpu * 3600 / 10^6
// (MODEL.md §3); 0 for a workload sized in GPU-hours.
inline double millionsOfTokens(const PreparedWorkload& w, int m) {
  return w.gpuHours[m] * w.tokensPerGpuHour.value_or(0.0) / 1e6;
}

// Per used GPU model, the GPU-hours an api plan rents on demand: F_g(m), those of the workloads
// no API offer of the plan serves (an empty series for a GPU model without such a workload).
std::vector<Series> apiRentedGpuHours(const PreparedScenario& p, const PreparedPlan& plan);

// Every dated flow of an api plan into `r` (reset by the caller). With `report`, also the offer
// and the cost of each workload the API serves, the GPU-hours rented instead, their CO2 and
// their cost per GPU model.
void apiPlanFlows(const PreparedScenario& p, const PreparedPlan& plan, bool report, PlanResult& r);

}  // namespace fleetcost
