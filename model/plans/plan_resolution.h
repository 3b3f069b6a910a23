// Resolves each plan's site, server per GPU model, rental offer per GPU model and servers per
// rack, reporting what is missing (MODEL.md §4, §4.4, §9): the second validation stage.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

// `prepared` must already hold its GPUs, sites, offers and regions.
std::vector<PreparedPlan> resolvePlans(const Scenario& scenario, const PreparedScenario& prepared,
                                       Problems& problems);

}  // namespace fleetcost
