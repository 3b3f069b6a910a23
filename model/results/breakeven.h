// Break-even of owning plans against renting plans (MODEL.md §5): the first date from which
// owning stays at or below renting to the end, nominal and discounted.
#pragma once

#include <optional>
#include <vector>

#include "results/scenario_result.h"

namespace fleetcost {

inline constexpr double kBreakEvenTolerance = 1e-6;

// Smallest t with owning(t') <= renting(t') + 1e-6 for every t' in t..H; null when owning
// ends above renting.
std::optional<int> breakEvenDate(const Series& owning, const Series& renting);

// Owning plans (that own a server in some month) in plan order, each against the renting
// plans in plan order.
std::vector<BreakEven> breakEvenPairs(const std::vector<PlanResult>& plans);

}  // namespace fleetcost
