// Best-first branch and bound over the finder's part table, for spaces of more assignments than
// it enumerates (docs/finder.md): a node gives supplies to the first k workloads; its bound adds,
// for each workload still to place, the least that adding it to any set of any of its supplies
// ever costs in the table, so no assignment below the node costs less. Nodes are expanded lowest
// bound first, so assignments come out cheapest first; stopped early, the lowest open bound is a
// proven lower bound on every assignment not yet ranked.
#pragma once

#include <vector>

#include "model/finder/part_table.h"
#include "model/finder/plan_finder.h"

namespace fleetcost {

// Ranks the space of `out.optionsOfWorkload` into out.ranked and out.pareto (of the assignments
// reached); sets out.assignments, feasible, exact and lowerBound (docs/finder.md).
void branchAndBound(const PartTable& table, const FinderOptions& options,
                    const FinderProgress& progress, FinderResult& out);

// Per supply and workload bit: the least value(M + w) - value(M) over the supply's sets M
// without w; empty when some set of the supply could not be priced (no bound is then proven).
std::vector<std::vector<double>> leastMarginalCosts(const PartTable& table);

}  // namespace fleetcost
