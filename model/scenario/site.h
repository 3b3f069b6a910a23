// A colocation site: its fees (in the site's currency) and the cooling options it offers.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/scenario/figure.h"

namespace fleetcost {

struct CoolingOption {
  std::optional<std::string> name;
  Figure maxKwPerRack;
  Figure pue;
  Figure capexPerRack;
  Figure monthlyPerRack;
  // What it cools ("air" when absent, or "liquid": direct-to-chip) and the weight a rack position
  // may carry in kg (MODEL.md §4.4).
  std::optional<std::string> kind;
  Figure maxKgPerRack;
  Extras extras;
  bool isLiquid() const { return kind && *kind == "liquid"; }
  bool operator==(const CoolingOption&) const = default;
};

struct Site {
  std::optional<std::string> id;
  std::optional<std::string> name;
  std::optional<std::string> region;  // id of a Region
  std::optional<std::string> currency;
  Figure usableRackUnits = Figure::defaulted(42);
  Figure spacePerRackMonth;
  Figure powerPerKwMonth;
  // What power_per_kw_month is charged on: "allocated" (the racks' whole max_kw_per_rack, the
  // default when absent) or "used" (the owned servers' power_max_kw). MODEL.md reading §10.
  std::optional<std::string> powerFeeBasis;
  Figure energyPerKwh;
  Figure setupFeePerRack;
  Figure crossConnectsPerRack;
  Figure crossConnectMonth;
  Figure transitMbps;
  Figure transitPerMbpsMonth;
  Figure remoteHandsHoursMonth;
  Figure remoteHandsPerHour;
  Figure staffFte;
  Figure staffAnnualCost;
  Figure coloAnnualChange;
  Figure energyAnnualChange;
  // Limits (docs/MODEL.md §13.4): the power envelope in kW (growing from a month on) and racks.
  Figure maxPowerKw;
  Figure maxPowerKwLater;
  Figure maxPowerKwLaterFromMonth;     // whole
  Figure maxRacks;                     // whole
  std::optional<std::string> cooling;  // name of the chosen cooling option
  std::vector<CoolingOption> coolingOptions;
  bool coolingOptionsPresent = false;
  Extras extras;
  bool operator==(const Site&) const = default;
};

}  // namespace fleetcost
