// Workload allocation.
#include "model/evaluation/allocation.h"

namespace fleetcost {

std::vector<WorkloadCost> allocateToWorkloads(const PreparedScenario& p,
                                              const std::vector<PlanResult>& plans) {
  std::vector<double> gpuHours(p.gpus.size(), 0.0);
  for (const PreparedWorkload& w : p.workloads) gpuHours[w.gpu] += w.totalGpuHours;
  std::vector<WorkloadCost> costs;
  costs.reserve(plans.size() * p.workloads.size());
  std::vector<double> rentedHours;
  for (std::size_t j = 0; j < plans.size(); ++j) {
    // An api plan charges each workload its API offer serves its own tokens; its GPU models'
    // costs are shared by the workloads it rents GPUs for (docs/MODEL.md §12).
    const std::vector<std::string>& api = plans[j].apiOffers;
    const bool byApi = !api.empty();
    if (byApi) {
      rentedHours.assign(p.gpus.size(), 0.0);
      for (std::size_t i = 0; i < p.workloads.size(); ++i)
        if (api[i].empty()) rentedHours[p.workloads[i].gpu] += p.workloads[i].totalGpuHours;
    }
    const std::vector<double>& hours = byApi ? rentedHours : gpuHours;
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
      const PreparedWorkload& w = p.workloads[i];
      WorkloadCost cost;
      cost.workload = static_cast<int>(i);
      cost.plan = static_cast<int>(j);
      if (byApi && !api[i].empty())
        cost.cost = plans[j].costByWorkload[i];
      else if (hours[w.gpu] > 0)
        cost.cost = plans[j].costByGpu[w.gpu] * (w.totalGpuHours / hours[w.gpu]);
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
