// Totals and present values of a plan's dated flows.
#include "model/plans/plan_totals.h"

namespace fleetcost {

PlanResult emptyPlanResult(const PreparedScenario& p, const PreparedPlan& plan) {
  const int H = p.horizon;
  const std::size_t G = p.gpus.size();
  PlanResult r;
  r.planIndex = plan.index;
  r.name = plan.name;
  r.strategy = plan.strategy;
  for (int c = 0; c < kBaseCategoryCount; ++c) r.flows[c].assign(H + 1, 0.0);
  r.ownedServers.assign(G, std::vector<long long>(H, 0));
  r.racks.assign(H, 0);
  r.facilityKwh.assign(H, 0.0);
  r.burstGpuHours.assign(G, Series(H, 0.0));
  r.rentsGpu.assign(G, false);
  for (std::size_t g = 0; g < G; ++g) r.rentsGpu[g] = plan.offerByGpu[g] >= 0;
  r.costByGpu.assign(G, 0.0);
  return r;
}

double totalDemandGpuHours(const PreparedScenario& p) {
  double hours = 0.0;
  for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g)
    for (int m = 0; m < p.horizon; ++m) hours += p.demand.gpuHours(g, m);
  return hours;
}

void finishPlanTotals(const PreparedScenario& p, PlanResult& r) {
  const int H = p.horizon;
  r.total.assign(H + 1, 0.0);
  r.cumulative.assign(H + 1, 0.0);
  r.pvCumulative.assign(H + 1, 0.0);
  double running = 0.0, pvRunning = 0.0;
  for (int t = 0; t <= H; ++t) {
    double total = 0.0;
    for (const Series& flow : r.flows)
      if (!flow.empty()) total += flow[t];
    r.total[t] = total;
    running += total;
    pvRunning += total * p.discount[t];
    r.cumulative[t] = running;
    r.pvCumulative[t] = pvRunning;
  }
  r.nominalCost = r.cumulative[H];
  r.pvCost = r.pvCumulative[H];
  const double hours = totalDemandGpuHours(p);
  r.costPerGpuHour.reset();
  if (hours > 0) r.costPerGpuHour = r.nominalCost / hours;
}

}  // namespace fleetcost
