// Every figure of a scenario with where it is (JSON pointer, the objects it belongs to), its
// unit and currency, in file order: what the report's assumptions register lists.
#pragma once

#include <string>
#include <vector>

#include "model/scenario/field_rule.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

struct FigureEntry {
  std::string pointer;   // from the scenario, e.g. /sites/0/energy_per_kwh
  std::string group;     // the scenario's part that holds it: sites, ownership, fx_per_usd, ...
  std::string owner;     // the object's name or id ("Tokyo colocation"), or "" for the scenario
  std::string key;       // the figure's key, e.g. energy_per_kwh
  std::string unit;      // "per kWh"
  std::string currency;  // money fields: the object's currency; "" otherwise
  Rule rule = Rule::Any;
  const Figure* figure = nullptr;  // points into the scenario
};

// Stated figures only (a default that the file does not state is not an input).
std::vector<FigureEntry> scenarioFigures(const Scenario& scenario);

}  // namespace fleetcost
