// Gathering the cost per million tokens of each plan and token workload.
#include "model/results/token_costs.h"

#include <algorithm>

namespace fleetcost {

TokenCosts tokenCosts(const ScenarioResult& r) {
  TokenCosts out;
  std::vector<int> column(r.workloadNames.size(), -1);
  for (const WorkloadCost& w : r.workloads)
    if (w.costPerMillionTokens && column[w.workload] < 0) {
      column[w.workload] = 0;  // marked; numbered below in workload order
    }
  for (std::size_t w = 0; w < column.size(); ++w)
    if (column[w] == 0) {
      column[w] = static_cast<int>(out.workloads.size());
      out.workloads.push_back(static_cast<int>(w));
    }
  out.byPlan.assign(r.plans.size(), std::vector<std::optional<double>>(out.workloads.size()));
  for (const WorkloadCost& w : r.workloads)
    if (column[w.workload] >= 0) out.byPlan[w.plan][column[w.workload]] = w.costPerMillionTokens;
  out.cheapestPlan.assign(out.workloads.size(), -1);
  for (std::size_t k = 0; k < out.workloads.size(); ++k)
    for (std::size_t j = 0; j < r.plans.size(); ++j) {
      const std::optional<double>& cost = out.byPlan[j][k];
      int& best = out.cheapestPlan[k];
      if (cost && (best < 0 || *cost < *out.byPlan[best][k])) best = static_cast<int>(j);
    }
  return out;
}

bool hasApiPlan(const ScenarioResult& r) {
  return std::any_of(r.plans.begin(), r.plans.end(),
                     [](const PlanResult& p) { return p.strategy == Strategy::Api; });
}

}  // namespace fleetcost
