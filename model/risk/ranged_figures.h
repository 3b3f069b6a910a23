// The figures of a scenario that carry a range (MODEL.md §2, §7): where each is (pointer, label,
// rule, unit), its bounds (whole numbers rounded half up) and which part of the compiled
// scenario a new value of it changes, so a risk trial recomputes only that part.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "model/scenario/field_rule.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// The part of a PreparedScenario a figure feeds (MODEL.md §2–§6).
enum class FigureEffect {
  None,          // used by no cost (GPU specifications, CO2 only, cooling options not chosen,
                 // reserved units: the reservations are held)
  Rebuild,       // horizon, reserved terms: the scenario is compiled again for the trial
  Discount,      // discount_rate_annual
  Money,         // an exchange rate: every amount is converted again
  Ownership,     // ownership scalars (spares, refresh, lead time, resale, install, ...)
  Sizing,        // headroom: required servers of every GPU model
  ServerPrices,  // hardware_annual_price_change: every server's price by month
  Server,        // a server model: price, network capex, power, size, GPUs per server
  Site,          // a site or its chosen cooling option
  Offer,         // a rental offer's prices, trend and price path
  ApiOffer,      // a hosted API offer's prices and trend
  Region,        // a region's tax rule
  Workload,      // a workload's demand
  Plan,          // a plan's lease
};

struct RangedFigure {
  std::string pointer;  // "/scenarios/0/sites/1/energy_per_kwh"
  std::string label;    // "Hong Kong colocation: energy per kWh"
  std::string key;      // the field's key
  std::string owner;    // "Hong Kong colocation" ("" for the scenario's own figures)
  // A short name of the owner from the workbook's names ("H100 Tokyo" for an offer, "Tokyo
  // colocation" for a site; "" for the scenario's, the ownership policy's and exchange rates),
  // such that no two figures of the same key have the same subject (figure_subjects.h).
  std::string subject;
  std::string unit;  // "per kWh", money fields with their currency: "HKD per kWh"
  Rule rule = Rule::Any;
  bool whole = false;  // a whole-number field: bounds and draws are rounded half up
  double low = 0, value = 0, high = 0;  // bounds rounded when whole
  FigureEffect effect = FigureEffect::None;
  int index = -1;  // the object the effect names (server model, site, offer, API offer, region,
                   // workload, plan index in the scenario's lists)
  // The figure inside a scenario of the same shape (to set a trial's value).
  std::function<Figure&(Scenario&)> in;
};

// Half up: 2.5 -> 3, -2.5 -> -2 (MODEL.md §7).
double roundHalfUp(double value);

// The value a figure takes for `x` (rounded half up when whole).
inline double figureValue(const RangedFigure& f, double x) {
  return f.whole ? roundHalfUp(x) : x;
}

// Every figure of the scenario with low < value or value < high after rounding, in the order of
// MODEL.md §0 (scenario, fx, ownership, regions, servers, sites, offers with their price paths,
// workloads, plans), then the API offers (docs/MODEL.md §12).
// `pointer` is the scenario's ("/scenarios/i"). With `everyFigure`, every stated figure (the
// break-even map can sweep one without a range).
std::vector<RangedFigure> rangedFigures(const Scenario& scenario, const std::string& pointer,
                                        bool everyFigure = false);

// Bounds that break their field's rule (checkRule), as problems at ".../low" and ".../high".
Problems checkBounds(const std::vector<RangedFigure>& figures);

}  // namespace fleetcost
