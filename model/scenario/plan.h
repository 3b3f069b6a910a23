// A plan: one strategy (rent on demand, rent reserved, colocate, hybrid, hosted API) at a site
// and/or in a rental region, with its financing. MODEL.md §4, docs/MODEL.md §12.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/figure.h"

namespace fleetcost {

struct Financing {
  bool present = false;
  std::optional<std::string> method;  // cash | lease
  Figure annualRate;
  Figure termMonths;  // whole
  Extras extras;
  bool operator==(const Financing&) const = default;
};

struct Plan {
  std::optional<std::string> name;
  std::optional<std::string> strategy;  // rent_on_demand | rent_reserved | colocate | hybrid | api
  std::optional<std::string> site;      // id of a Site
  std::optional<std::string> rentalRegion;  // id of a Region
  std::optional<std::string> provider;
  std::optional<std::string> apiProvider;  // api plans: only API offers of this provider
  Financing financing;
  Extras extras;
  bool operator==(const Plan&) const = default;
};

}  // namespace fleetcost
