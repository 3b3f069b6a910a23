// Break-even of owning plans against renting plans (MODEL.md §5): the first date from which
// owning stays at or below renting to the end, nominal and discounted.
#pragma once

#include <optional>
#include <vector>

#include "model/results/scenario_result.h"

namespace fleetcost {

inline constexpr double kBreakEvenTolerance = 1e-6;

// Smallest t with owning(t') <= renting(t') + 1e-6 for every t' in t..H; null when owning
// ends above renting.
std::optional<int> breakEvenDate(const Series& owning, const Series& renting);

// total_B(t) - total_A(t) for the IRR, with differences within rounding noise
// (max(1e-6, 1e-9 * the larger total)) set to 0, so two plans that are the same for months do
// not get a rate computed from noise.
std::vector<double> monthlySavings(const Series& owning, const Series& renting);

// Owning plans (that own a server in some month) in plan order, each against the renting
// plans in plan order.
std::vector<BreakEven> breakEvenPairs(const std::vector<PlanResult>& plans);

}  // namespace fleetcost
