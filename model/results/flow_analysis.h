// Analyses of a plan's dated flows (MODEL.md §5): present value by category, yearly totals,
// totals and running sums. Cash flows are data; these free functions over them are what the
// charts, the PDF report and the exports call, so each sum is written once.
#pragma once

#include <array>

#include "model/results/category.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// Σ_t flows[c][t] × discount[t] for each category c, summed in date order; a category the plan
// does not report (an empty series) is 0. A date past the end of `discount` counts at factor 1
// (as at a zero rate): evaluations always give H + 1 factors for H + 1 dates.
std::array<double, kCategoryCount> presentValueByCategory(const PlanResult& plan,
                                                          const Series& discount);

// The year a flow dated t months from the start falls in: ⌈t / 12⌉, and date 0 (purchases at
// the start) in year 1: t = 0..12 → 1, 13..24 → 2.
int yearOfDate(int t);

// The flows of each year 1..years: out[y - 1] = Σ of dated[t] with yearOfDate(t) = y, in date
// order. Dates in a later year than `years` are left out.
Series yearlyTotals(const Series& dated, int years);

// Σ of the series from the first element to the last.
double totalOf(const Series& series);

// Running sums: out[t] = dated[0] + … + dated[t].
Series cumulativeSums(const Series& dated);

// Each date's flow times its discount factor: out[t] = dated[t] × discount[t], with factor 1
// past the end of `discount` (as presentValueByCategory).
Series discountedFlows(const Series& dated, const Series& discount);

}  // namespace fleetcost
