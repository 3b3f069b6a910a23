// A rental offer's dated price path (docs/MODEL.md §12): prices at later months, e.g. a forward
// curve, read linearly between points and held after the last; it replaces annual_price_change
// for the prices its points state. `scale` multiplies every point's price (risk analyses vary it).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/figure.h"

namespace fleetcost {

struct PricePoint {
  Figure month;               // whole, >= 1, ascending along the path
  Figure onDemandPerGpuHour;  // in the offer's currency
  Figure reservedPerGpuMonth;
  Extras extras;
  bool operator==(const PricePoint&) const = default;
};

struct PricePath {
  bool present = false;
  std::vector<PricePoint> points;
  bool pointsPresent = false;
  Figure scale = Figure::defaulted(1);
  std::optional<std::string> source;
  std::optional<std::string> asOf;
  std::optional<std::string> note;
  Extras extras;
  bool operator==(const PricePath&) const = default;
};

}  // namespace fleetcost
