// The ownership policy of a scenario: sizing margins, refresh cycle, lead time, price trends,
// resale, install, maintenance and licences. Defaults are MODEL.md §0's.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"

namespace fleetcost {

struct Ownership {
  bool present = false;
  std::optional<std::string> currency;  // defaults to the reporting currency
  Figure headroom;
  Figure spareRatio = Figure::defaulted(0.02);
  Figure refreshMonths = Figure::defaulted(48);
  Figure leadTimeMonths;
  Figure hardwareAnnualPriceChange;
  Figure resaleAnnualDecline = Figure::defaulted(0.35);
  Figure installPct = Figure::defaulted(0.03);
  Figure maintenanceAnnualPct = Figure::defaulted(0.05);
  Figure insuranceAnnualPct;  // of the held servers' price per year
  Figure licensePerGpuYear;
  // Hours a job waits for an owned server's repair when there is no spare (docs/MODEL.md §14).
  Figure repairHours;
  std::optional<bool> creditTerminalValue;  // default true
  Extras extras;

  bool creditsTerminalValue() const { return creditTerminalValue.value_or(true); }
  bool operator==(const Ownership&) const = default;
};

}  // namespace fleetcost
