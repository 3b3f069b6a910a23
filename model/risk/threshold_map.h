// The break-even map of a threshold (docs/thresholds.md): the difference of the threshold's own
// pair of plans, evaluated as the threshold evaluates it (decisions chosen again or held; for
// utilisation, today's fleet), over a grid of the threshold's input and rental prices. Its zero
// line therefore passes through the threshold at today's rental prices, which is what the
// results panel's "show on the map" marks.
#pragma once

#include <optional>
#include <string>
#include <utility>

#include "model/risk/breakeven_map.h"
#include "model/risk/thresholds.h"

namespace fleetcost {

struct ThresholdMapOptions {
  // Across: the threshold's input (kUtilisation: demand on today's fleet, in × today's);
  // up: the other (rental_price_scale, or utilisation when the input is the rental price
  // scale and the owning plan owns servers today, else demand_scale).
  std::string input;
  std::string other;
  // In the searched variable (the demand scale for utilisation).
  std::pair<double, double> inputRange{0.5, 1.5}, otherRange{0.5, 1.5};
  bool across = true;  // the input across (x) and the other up (y); false: the other way round
  int steps = 21;
  ThresholdOptions pair;  // owning, renting, holdDecisions, threads, cancel (inputs unused)
};

// The options that show `threshold` (of `result`) on a map: its input on one axis with a range
// around today and the threshold, rental prices (or utilisation) on the other.
ThresholdMapOptions thresholdMapOptions(const RiskModel& model, const ThresholdResult& result,
                                        const Threshold& threshold, int steps = 21);

// The map; `error` when the options cannot be used, `problems` when a point cannot be
// evaluated. Axis labels and units are the inputs' ("demand on today's fleet", "x today").
BreakEvenMap runThresholdMap(const RiskModel& model, const ThresholdMapOptions& options);

}  // namespace fleetcost
