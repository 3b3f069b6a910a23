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

struct StaleFigure {
  std::string pointer;  // from the root: /scenarios/0/sites/1/energy_per_kwh
  std::string owner;    // the object's name or id; "" for the scenario's own figures
  std::string key;      // energy_per_kwh
  std::string asOf;     // its date
  int months = 0;       // its age before the prices' date
};

struct StaleFigures {
  std::string pricesAsOf;  // the date they are measured against (prices_as_of, else today)
  int staleAfterMonths = 12;
  std::vector<StaleFigure> figures;  // oldest first, then in file order
};

// Today's date as YYYY-MM-DD (the local calendar).
std::string todayDate();

// Scenario `index` of `workbook`: its stale figures against prices_as_of, or against `today`
// (YYYY-MM-DD) when the workbook states no prices date. A specification never goes stale, and a
// figure without a date is not checked.
StaleFigures staleFigures(const Workbook& workbook, std::size_t index, const std::string& today);

// One warning for them all, at the oldest figure; nothing when none is stale.
std::optional<Warning> staleFiguresWarning(const StaleFigures& stale);

}  // namespace fleetcost
