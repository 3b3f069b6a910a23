// The JSON form of evaluation results, exactly as MODEL.md §0 lays it out
// ("format": "fleetcost-result", version 1).
#pragma once

#include <string>
#include <vector>

#include "model/results/scenario_result.h"

namespace fleetcost {

std::string writeResultJson(const std::vector<ScenarioResult>& scenarios);

}  // namespace fleetcost
