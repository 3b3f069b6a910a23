// fleetcost-cli find's table, in the reader's language: what was searched, the ranked plans
// against the scenario's best own plan, the best plan's supplies, what separates it from the
// runner-up, and the Pareto front of present value against peak fiscal-year capex.
#pragma once

#include <cstdint>
#include <string>

#include "model/finder/plan_finder.h"

namespace fleetcost::cli {

// `trials`, `seed` and `pool`: the options of the objective P95, named when it ranked.
std::string writeFinderTable(const std::string& scenario, const std::string& currency,
                             const FinderResult& result, long long trials, std::uint64_t seed,
                             int pool);

}  // namespace fleetcost::cli
