// A rental offer: one provider's price for one GPU model in one region, on demand and reserved,
// with an optional dated price path.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"
#include "model/scenario/price_path.h"

namespace fleetcost {

struct RentalOffer {
  std::optional<std::string> id;
  std::optional<std::string> name;
  std::optional<std::string> provider;
  std::optional<std::string> region;  // id of a Region
  std::optional<std::string> gpu;     // id of a GpuModel
  std::optional<std::string> currency;
  Figure onDemandPerGpuHour;
  Figure reservedPerGpuMonth;
  Figure reservedTermMonths;                       // whole
  Figure reservedUnitGpus = Figure::defaulted(8);  // whole
  Figure annualPriceChange;
  Figure kwhPerGpuHour;
  PricePath pricePath;
  Extras extras;
  bool operator==(const RentalOffer&) const = default;
};

}  // namespace fleetcost
