// Workload allocation.
#include "model/evaluation/allocation.h"

#include <algorithm>

#include "model/plans/goodput.h"

namespace fleetcost {

namespace {

// Plan j's cost of each workload of `p`, in workload order.
std::vector<double> costsOfPlan(const PreparedScenario& p, const PreparedPlan& plan,
                                const PlanResult& result) {
  // A plan that loses work shares its GPU models' costs by the GPU-hours it buys (§14.3).
  if (plan.goodputCopy) return costsOfPlan(*plan.goodputCopy, plan.goodputCopy->plans[0], result);
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
  const std::vector<double> weight = allocationWeights(p, plan);
  std::vector<double> hours(p.gpus.size(), 0.0);
  for (std::size_t i = 0; i < p.workloads.size(); ++i)
    if (!byApi || api[i].empty()) hours[p.workloads[i].gpu] += weight[i];
  for (std::size_t i = 0; i < p.workloads.size(); ++i) {
    const PreparedWorkload& w = p.workloads[i];
    if (byApi && !api[i].empty())
      costs[i] = result.costByWorkload[i];
    else if (hours[w.gpu] > 0)
      costs[i] = result.costByGpu[w.gpu] * (weight[i] / hours[w.gpu]);
  }
  return costs;
}

}  // namespace

std::vector<double> allocationWeights(const PreparedScenario& p, const PreparedPlan& plan) {
  std::vector<double> weight;
  for (const PreparedWorkload& w : p.workloads) weight.push_back(w.totalGpuHours);
  if (plan.strategy != Strategy::RentOnDemand) return weight;
  for (std::size_t g = 0; g < p.gpus.size() && g < plan.offerByGpu.size(); ++g) {
    if (plan.offerByGpu[g] < 0) continue;
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    const bool spot = !o.spotByMonth.empty() &&
                      std::any_of(p.workloads.begin(), p.workloads.end(), [&](const auto& w) {
                        return w.gpu == static_cast<int>(g) && w.spotShare > 0.0;
                      });
    if (!spot) continue;
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
      const PreparedWorkload& w = p.workloads[i];
      if (w.gpu != static_cast<int>(g)) continue;
      double rental = 0.0;
      for (int m = 0; m < p.horizon && m < static_cast<int>(w.gpuHours.size()); ++m)
        rental += w.gpuHours[m] *
                  ((1.0 - w.spotShare) * o.onDemandByMonth[m] + w.spotShare * o.spotByMonth[m]);
      weight[i] = rental;
    }
  }
  return weight;
}

std::vector<WorkloadCost> allocateToWorkloads(const PreparedScenario& p,
                                              const std::vector<PlanResult>& plans) {
  std::vector<WorkloadCost> costs;
  costs.reserve(plans.size() * p.workloads.size());
  for (std::size_t j = 0; j < plans.size(); ++j) {
    const std::vector<double> planCosts = costsOfPlan(p, p.plans[j], plans[j]);
    const std::vector<double> goodput = workloadGoodput(p, p.plans[j]);
    for (std::size_t i = 0; i < p.workloads.size(); ++i) {
      const PreparedWorkload& w = p.workloads[i];
      WorkloadCost cost;
      cost.workload = static_cast<int>(i);
      cost.plan = static_cast<int>(j);
      cost.cost = planCosts[i];
      cost.goodput = goodput[i];
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
