// fleetcost-cli find's table, in the reader's language: what was searched, the ranked plans
// against the scenario's best own plan, the best plan's supplies, what separates it from the
// runner-up, and the Pareto front of present value against peak fiscal-year capex.
#pragma once

#include <string>

#include "model/finder/plan_finder.h"

namespace fleetcost::cli {

std::string writeFinderTable(const std::string& scenario, const std::string& currency,
                             const FinderResult& result);

}  // namespace fleetcost::cli
