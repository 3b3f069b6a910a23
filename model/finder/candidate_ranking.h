// How the finder keeps its candidates (docs/finder.md): the best groups of equal present value,
// best first, and the Pareto front of present value against the peak fiscal year's capex.
#pragma once

#include <vector>

#include "model/finder/plan_finder.h"

namespace fleetcost {

// Alternatives of equal present value listed with a ranked candidate (the others are counted).
inline constexpr std::size_t kAlternativesListed = 3;

// Equal present values: within 1e-9 of the larger (sums of the same parts in another order).
bool equalPresentValue(double a, double b);

// Lower present value first; equal ones by their supplies, in option order.
bool betterCandidate(const FinderCandidate& a, const FinderCandidate& b);

// Keeps the `top` best groups of equal present value, best first. A candidate of a ranked
// group's present value joins that group: the group is shown by its first member in supply
// order and counts the others in equalAlternatives.
void keepBest(std::vector<FinderCandidate>& ranked, FinderCandidate c, int top);

// Keeps the front of candidates no other is at most as expensive as in present value and in
// peak fiscal-year capex (the first of equal ones).
void keepPareto(std::vector<FinderCandidate>& front, const FinderCandidate& c);

}  // namespace fleetcost
