// Cost per million tokens of every token workload under every plan, side by side (docs/MODEL.md
// §12.1): what the command line, the results panel and the report show to compare self-hosting
// with a hosted API.
#pragma once

#include <optional>
#include <vector>

#include "model/results/scenario_result.h"

namespace fleetcost {

struct TokenCosts {
  std::vector<int> workloads;  // workloads with tokens, in workload order
  // [plan][k]: the cost per million tokens of workloads[k] under the plan (MODEL.md §5)
  std::vector<std::vector<std::optional<double>>> byPlan;
  std::vector<int> cheapestPlan;  // [k]: the plan with the lowest cost (first on ties)
  bool empty() const { return workloads.empty(); }
};

TokenCosts tokenCosts(const ScenarioResult& result);

// Whether some plan of the result is a hosted API plan.
bool hasApiPlan(const ScenarioResult& result);

}  // namespace fleetcost
