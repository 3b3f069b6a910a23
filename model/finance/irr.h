// Internal rate of return of owning against renting (MODEL.md §6, §9): the monthly rate r > -1 at
// which the monthly differences have zero present value, nearest 0, reported annualised.
#pragma once

#include <optional>
#include <vector>

namespace fleetcost {

// d[t] for t = 0..H. Scans x = ln(1 + annual rate) outward from 0 in steps of 0.01, the
// positive side first at each distance, over [-10, 50], then bisects the bracket. Null when d
// has no sign change or no root in range.
std::optional<double> annualIrr(const std::vector<double>& d);

}  // namespace fleetcost
