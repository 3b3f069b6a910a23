// Warnings of MODEL.md §8/§9: a plan that owns or rents a GPU model restricted in the region
// (export controls), quoting the region's restriction note; and an api plan that rents GPUs for
// a workload naming a model no API offer of its region serves (docs/MODEL.md §12).
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

std::vector<Warning> restrictionWarnings(const PreparedScenario& p,
                                         const std::vector<PlanResult>& plans);

}  // namespace fleetcost
