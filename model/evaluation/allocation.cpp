// Workload allocation.
#include "model/evaluation/allocation.h"

namespace fleetcost {

namespace {

// Plan j's cost of each workload of `p`, in workload order.
std::vector<double> costsOfPlan(const PreparedScenario& p, const PreparedPlan& plan,
                                const PlanResult& result) {
  std::vector<double> costs(p.workloads.size(), 0.0);
  if (plan.strategy == Strategy::Portfolio) {
    // Each part charges its own workloads (docs/MODEL.md §13).
    for (std::size_t k = 0; k < plan.parts.size() && k < result.parts.size(); ++k) {
      const PortfolioPart& part = plan.parts[k];
      const PreparedScenario& q = *part.prepared;
      const std::vector<double> partCosts = costsOfPlan(q, q.plans[0], result.parts[k]);
      for (std::size_t w = 0; w < part.supply.workloads.size(); ++w)
        costs[part.supply.workloads[w]] = partCosts[w];
    }
    return costs;
  }
  // An api plan charges each workload its API offer serves its own tokens; its GPU models'
  // costs are shared by the workloads it rents GPUs for (docs/MODEL.md §12).
  const std::vector<std::string>& api = result.apiOffers;
  const bool byApi = !api.empty();
  std::vector<double> hours(p.gpus.size(), 0.0);
  for (std::size_t i = 0; i < p.workloads.size(); ++i)
    if (!byApi || api[i].empty()) hours[p.workloads[i].gpu] += p.workloads[i].totalGpuHours;
  for (std::size_t i = 0; i < p.workloads.size(); ++i) {
    const PreparedWorkload& w = p.workloads[i];
    if (byApi && !api[i].empty())
      costs[i] = result.costByWorkload[i];
    else if (hours[w.gpu] > 0)
      costs[i] = result.costByGpu[w.gpu] * (w.totalGpuHours / hours[w.gpu]);
  }
  return costs;
}

}  // namespace

std::vector<WorkloadCost> allocateToWorkloads(const PreparedScenario& p,
                                              const std::vector<PlanResult>& plans) {
  std::vector<WorkloadCost> costs;
  costs.reserve(plans.size() * p.workloads.size());
  for (std::size_t j = 0; j < plans.size(); ++j) {
    const std::vector<double> planCosts = costsOfPlan(p, p.plans[j], plans[j]);
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
      const PreparedWorkload& w = p.workloads[i];
      WorkloadCost cost;
      cost.workload = static_cast<int>(i);
      cost.plan = static_cast<int>(j);
      cost.cost = planCosts[i];
      if (w.tokensPerGpuHour) {
        const double tokens = w.totalGpuHours * *w.tokensPerGpuHour;
        if (tokens > 0) cost.costPerMillionTokens = cost.cost / (tokens / 1e6);
      }
      costs.push_back(cost);
    }
  }
  return costs;
}

}  // namespace fleetcost
