// Workload allocation.
#include "model/results/allocation.h"

namespace fleetcost {

std::vector<WorkloadCost> allocateToWorkloads(const PreparedScenario& p,
                                              const std::vector<PlanResult>& plans) {
  std::vector<double> gpuHours(p.gpus.size(), 0.0);
  for (const PreparedWorkload& w : p.workloads) gpuHours[w.gpu] += w.totalGpuHours;
  std::vector<WorkloadCost> costs;
  costs.reserve(plans.size() * p.workloads.size());
  for (std::size_t j = 0; j < plans.size(); ++j) {
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
      const PreparedWorkload& w = p.workloads[i];
      WorkloadCost cost;
      cost.workload = static_cast<int>(i);
      cost.plan = static_cast<int>(j);
      if (gpuHours[w.gpu] > 0)
        cost.cost = plans[j].costByGpu[w.gpu] * (w.totalGpuHours / gpuHours[w.gpu]);
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
