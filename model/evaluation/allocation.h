// Per-workload share of each plan's nominal cost (MODEL.md §5): each GPU model's cost shared by
// its workloads' GPU-hours over the horizon (an api plan's: by the workloads it rents GPUs for;
// those its API serves are charged their tokens), and cost per million tokens for token workloads.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

std::vector<WorkloadCost> allocateToWorkloads(const PreparedScenario& p,
                                              const std::vector<PlanResult>& plans);

// Each workload's weight within its GPU model under a typed plan of `p`: its GPU-hours over the
// horizon; where the plan rents some of a GPU model as spot (docs/MODEL.md §15.3), every
// workload of that GPU model weighs its rental at its own prices, Σ_m GPUh_w(m) ((1 − σ_w)
// p_od(m) + σ_w p_s(m)), so a workload that may not run on spot takes none of spot's discount.
std::vector<double> allocationWeights(const PreparedScenario& p, const PreparedPlan& plan);

}  // namespace fleetcost
