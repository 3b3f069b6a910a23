// Warnings of MODEL.md §8/§9: a plan that owns or rents a GPU model restricted in the region
// (export controls), quoting the region's restriction note.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

std::vector<Warning> restrictionWarnings(const PreparedScenario& p,
                                         const std::vector<PlanResult>& plans);

}  // namespace fleetcost
