// The plan finder's result as JSON (docs/finder.md): the supplies, the search's size and
// exactness, the ranked candidates with their assignments, the Pareto front and what separates
// the best from the runner-up.
#pragma once

#include <string>
#include <vector>

#include "model/finder/plan_finder.h"

namespace fleetcost {

struct NamedFinderResult {
  std::string scenario;
  std::string currency;
  const FinderResult* result = nullptr;
};

std::string writeFinderJson(const std::vector<NamedFinderResult>& results);

}  // namespace fleetcost
