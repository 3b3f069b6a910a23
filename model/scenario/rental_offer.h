// A rental offer: one provider's price for one GPU model in one region, on demand and reserved,
// spot, in capacity blocks or under a commitment, with an optional dated price path.
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
  // Job interruptions per 1,000 GPU-hours rented from this offer (docs/MODEL.md §14).
  Figure interruptionsPer1000GpuHours;
  // Spot (docs/MODEL.md §15): its price per GPU-hour, its interruption rate and the share of a
  // workload's GPU-hours spot capacity can take.
  Figure spotPerGpuHour;
  Figure spotInterruptionsPer1000GpuHours;
  Figure spotAvailability = Figure::defaulted(1);
  // Capacity blocks and an hours commitment (docs/MODEL.md §16), bought by the reservation search.
  Figure blockPerGpuHour;
  Figure blockDays = Figure::defaulted(1);  // whole: 1..14, or a multiple of 7 up to 182
  Figure commitmentPerGpuHour;
  Figure commitmentGpuHoursPerMonth;
  PricePath pricePath;
  Extras extras;
  bool operator==(const RentalOffer&) const = default;
};

}  // namespace fleetcost
