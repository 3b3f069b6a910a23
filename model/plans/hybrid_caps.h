// The hybrid cap search of MODEL.md §4.5: for each GPU model alone, the number of owned
// servers (0..peak) with the lowest present value of its own flows; then the whole plan
// against owning nothing.
#pragma once

#include <vector>

#include "model/plans/burst_index.h"
#include "model/plans/fleet_run.h"
#include "model/plans/prepared_scenario.h"

namespace fleetcost {

// Present value of GPU model g's own flows in a hybrid plan with cap `cap` (§4.5's list): its
// fleet run priced as the plan prices it, and the rows of its racks alone without the any(m)
// terms. The reference the search is tested against.
double hybridGpuPresentValue(const PreparedScenario& p, const PreparedPlan& plan, int g,
                             long long cap);

// The search's present values of caps 0..max_m S_req_g(m) (equal to hybridGpuPresentValue up to
// rounding, computed incrementally: per-unit rates of each month, the uncapped run's state
// before the cap binds, a closed form once it binds for good).
std::vector<double> hybridCapPresentValues(const PreparedScenario& p, const PreparedPlan& plan,
                                           int g, const HoursByServers& index);

// The chosen caps, per used GPU model.
std::vector<long long> chooseHybridCaps(const PreparedScenario& p, const PreparedPlan& plan,
                                        HybridSearchIndex& index, FleetRuns& runs);

}  // namespace fleetcost
