// Thresholds as JSON (keys in docs/thresholds.md), one scenario after another, as fleetcost-cli
// thresholds prints them (its table: app/cli/tables/threshold_table.h).
#pragma once

#include <string>
#include <vector>

#include "model/risk/risk_output.h"
#include "model/risk/thresholds.h"

namespace fleetcost {

std::string thresholdsJson(const std::vector<Analysed<ThresholdResult>>& scenarios);

}  // namespace fleetcost
