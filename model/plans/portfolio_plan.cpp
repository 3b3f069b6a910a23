// A portfolio's flows as the sum of its parts'.
#include "model/plans/portfolio_plan.h"

namespace fleetcost {

namespace {

void addSeries(const Series& from, Series& to) {
  if (from.empty()) return;
  if (to.empty()) to.assign(from.size(), 0.0);
  for (std::size_t t = 0; t < from.size(); ++t) to[t] += from[t];
}

// The part's reported series, in the scenario's GPU models and workloads.
void addReported(const PreparedScenario& p, const PortfolioPart& part, const PlanResult& from,
                 PlanResult& r) {
  const int H = p.horizon;
  for (std::size_t g = 0; g < part.gpuOf.size(); ++g) {
    const int to = part.gpuOf[g];
    for (int m = 0; m < H; ++m) {
      r.ownedServers[to][m] += from.ownedServers[g][m];
      r.burstGpuHours[to][m] += from.burstGpuHours[g][m];
    }
    r.rentsGpu[to] = r.rentsGpu[to] || from.rentsGpu[g];
    r.costByGpu[to] += from.costByGpu[g];
  }
  for (int m = 0; m < H; ++m) {
    r.racks[m] += from.racks[m];
    r.facilityKwh[m] += from.facilityKwh[m];
  }
  if (!from.apiOffers.empty()) {
    if (r.apiOffers.empty()) r.apiOffers.assign(p.workloads.size(), std::string());
    for (std::size_t w = 0; w < part.supply.workloads.size(); ++w)
      r.apiOffers[part.supply.workloads[w]] = from.apiOffers[w];
  }
}

}  // namespace

void portfolioPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                        const PlanDecisions& decisions, bool report, PlanResult& r) {
  if (report) {
    r.parts.resize(plan.parts.size());
    r.supplies.clear();
    for (const PortfolioPart& part : plan.parts) r.supplies.push_back(part.supply);
  }
  PlanWork work;
  for (std::size_t k = 0; k < plan.parts.size(); ++k) {
    const PortfolioPart& part = plan.parts[k];
    const PreparedScenario& q = *part.prepared;
    PlanEvaluationCache cache;
    cache.reset(q);
    const PlanDecisions partDecisions = k < decisions.parts.size()
                                            ? decisions.parts[k]
                                            : planDecisions(q, q.plans[0], nullptr, cache);
    evaluatePlanFlows(q, q.plans[0], partDecisions, report, cache, work);
    const PlanResult& from = work.result;
    for (int c = 0; c < kCategoryCount; ++c) addSeries(from.flows[c], r.flows[c]);
    r.co2Tonnes += from.co2Tonnes;
    r.spotGpuHours += from.spotGpuHours;
    r.ownsServers = r.ownsServers || from.ownsServers;
    if (!report) continue;
    addReported(p, part, from, r);
    r.parts[k] = std::move(work.result);
    work.result = PlanResult();
  }
}

}  // namespace fleetcost
