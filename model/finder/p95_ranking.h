// The finder's objective P95 (docs/finder.md): the candidates of lowest present value ranked by
// the 95th percentile of their present value over Monte Carlo trials, all run in one analysis
// with the same draws (MODEL.md §7), as `montecarlo` reports them for the plans written.
#pragma once

#include "model/finder/plan_finder.h"

namespace fleetcost {

// Ranks out.ranked (the pool) by P95 and keeps options.top of them; fills each candidate's p95
// and out.paretoP95 (present value against P95, over the pool). `progress` reports the trials
// done as a share of `share` after `start`.
void rankByP95(const Scenario& scenario, int index, const FinderOptions& options,
               const FinderProgress& progress, double start, double share, FinderResult& out);

}  // namespace fleetcost
