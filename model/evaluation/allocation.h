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

}  // namespace fleetcost
