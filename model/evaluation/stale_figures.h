// Prices older than the workbook allows (docs/file-format.md, "Evidence"): every money figure and
// exchange rate of a scenario whose as_of lies more than stale_after_months before the prices'
// date (prices_as_of, else today), oldest first, and one warning that sums them up.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// Today's date as YYYY-MM-DD (the local calendar).
std::string todayDate();

// Scenario `index` of `workbook`: its stale figures against prices_as_of, or against `today`
// (YYYY-MM-DD) when the workbook states no prices date. A specification never goes stale, and a
// figure without a date is not checked.
StalePrices staleFigures(const Workbook& workbook, std::size_t index, const std::string& today);

// One warning for them all, at the oldest figure; nothing when none is stale.
std::optional<Warning> staleFiguresWarning(const StalePrices& stale);

}  // namespace fleetcost
