// The finder's table of part values (docs/finder.md): for each supply, the workloads it can serve
// and its value for every set of them; and what one assignment of workloads to supplies sums to.
#pragma once

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

#include "model/finder/part_values.h"
#include "model/finder/plan_finder.h"

namespace fleetcost {

// One supply's values of every set of the workloads it can serve, indexed by the set's bits
// among those workloads.
struct SupplyTable {
  std::vector<int> workloads;     // that the supply can serve, ascending
  std::vector<int> bitOf;         // per scenario workload: its bit, or -1
  std::vector<PartValue> values;  // per set; empty when the supply serves too many workloads
};

struct PartTable {
  std::vector<SupplyTable> supplies;  // per FinderResult::options
  std::vector<int> siteOf;            // per supply: the site it owns at, or -1
  int years = 0;                      // fiscal years of the horizon
  // The scenario's capex budget per fiscal year and maximum rented share, with a rounding
  // tolerance; +infinity when it states none.
  double budget = std::numeric_limits<double>::infinity();
  double maxRented = std::numeric_limits<double>::infinity();
};

// The candidate whose supply o serves the set masks[o]: its present value, capex by fiscal year
// and rented share summed from the table into `c` (not its options). False when a part breaks a
// site limit or cannot be priced, or the sum breaks the budget or the rented share.
bool sumParts(const PartTable& table, std::span<const std::size_t> masks, FinderCandidate& c);

}  // namespace fleetcost
