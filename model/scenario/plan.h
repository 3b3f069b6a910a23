// A plan: one strategy (rent on demand, rent reserved, colocate, hybrid, hosted API) at a site
// and/or in a rental region, with its financing; or a portfolio that gives each workload one of
// them. MODEL.md §4, docs/MODEL.md §12, §13.
#pragma once

#include <optional>
#include <string>
#include <vector>

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

// A portfolio plan's supply for one workload (docs/MODEL.md §13): a typed strategy with the
// site, rental region and providers it needs, as a plan of that strategy would state them.
struct Assignment {
  std::optional<std::string> workload;  // name of a Workload
  std::optional<std::string> strategy;  // rent_on_demand | rent_reserved | colocate | hybrid | api
  std::optional<std::string> site;
  std::optional<std::string> rentalRegion;
  std::optional<std::string> provider;
  std::optional<std::string> apiProvider;
  Figure spotShare;  // rent_on_demand: the share of tolerant workloads wanted on spot (§15)
  Extras extras;
  bool operator==(const Assignment&) const = default;
};

struct Plan {
  std::optional<std::string> name;
  // rent_on_demand | rent_reserved | colocate | hybrid | api | portfolio
  std::optional<std::string> strategy;
  std::optional<std::string> site;          // id of a Site
  std::optional<std::string> rentalRegion;  // id of a Region
  std::optional<std::string> provider;
  std::optional<std::string> apiProvider;  // api plans: only API offers of this provider
  Figure spotShare;  // rent_on_demand: the share of tolerant workloads wanted on spot (§15)
  std::vector<Assignment> assignments;     // portfolio plans: one per workload
  bool assignmentsPresent = false;
  Financing financing;
  Extras extras;
  bool operator==(const Plan&) const = default;
};

}  // namespace fleetcost
