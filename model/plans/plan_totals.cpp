// Resetting a plan's result, and the totals and present values of its dated flows.
#include "model/plans/plan_totals.h"

namespace fleetcost {

void resetPlanResult(const PreparedScenario& p, const PreparedPlan& plan, bool report,
                     PlanResult& r) {
  const int H = p.horizon;
  const std::size_t G = p.gpus.size();
  r.planIndex = plan.index;
  if (r.name != plan.name) r.name = plan.name;
  r.strategy = plan.strategy;
  for (int c = 0; c < kCategoryCount; ++c) {
    if (c < kBaseCategoryCount || (c == int(Category::Api) && p.hasApiPlan))
      r.flows[c].assign(H + 1, 0.0);
    else
      r.flows[c].clear();
  }
  r.ownsServers = false;
  r.co2Tonnes = 0.0;
  r.costPerGpuHour.reset();
  r.costPerUsefulGpuHour.reset();
  r.goodput.reset();
  r.spotGpuHours = 0.0;
  r.hybridCaps.clear();
  r.reserved.clear();
  r.blockGpus.clear();
  r.committed.clear();
  r.apiOffers.clear();
  r.costByWorkload.clear();
  r.parts.clear();
  r.supplies.clear();
  if (!report) return;
  r.ownedServers.assign(G, std::vector<long long>(H, 0));
  r.racks.assign(H, 0);
  r.facilityKwh.assign(H, 0.0);
  r.burstGpuHours.assign(G, Series(H, 0.0));
  r.rentsGpu.assign(G, false);
  for (std::size_t g = 0; g < G; ++g) r.rentsGpu[g] = plan.offerByGpu[g] >= 0;
  r.costByGpu.assign(G, 0.0);
  if (plan.strategy != Strategy::Api) return;
  r.apiOffers.assign(p.workloads.size(), std::string());
  r.costByWorkload.assign(p.workloads.size(), 0.0);
}

PlanResult emptyPlanResult(const PreparedScenario& p, const PreparedPlan& plan) {
  PlanResult r;
  resetPlanResult(p, plan, true, r);
  return r;
}

double totalDemandGpuHours(const PreparedScenario& p) {
  double hours = 0.0;
  for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g)
    for (int m = 0; m < p.horizon; ++m) hours += p.demand.gpuHours(g, m);
  return hours;
}

void finishPlanTotals(const PreparedScenario& p, PlanResult& r, bool costPerGpuHour,
                      CategorySet written) {
  const int H = p.horizon;
  r.total.assign(H + 1, 0.0);
  r.cumulative.resize(H + 1);
  r.pvCumulative.resize(H + 1);
  // Each date's total adds the categories in order, starting from +0. A total is never -0 (a sum
  // is -0 only when both terms are), so a category of zeros would leave it as it is: those
  // outside `written` are skipped.
  double* __restrict total = r.total.data();
  for (int c = 0; c < kCategoryCount; ++c) {
    const Series& flow = r.flows[c];
    if (flow.empty() || !(written & categoryBit(static_cast<Category>(c)))) continue;
    const double* __restrict from = flow.data();
    for (int t = 0; t <= H; ++t) total[t] += from[t];
  }
  double running = 0.0, pvRunning = 0.0;
  for (int t = 0; t <= H; ++t) {
    running += total[t];
    pvRunning += total[t] * p.discount[t];
    r.cumulative[t] = running;
    r.pvCumulative[t] = pvRunning;
  }
  r.nominalCost = r.cumulative[H];
  r.pvCost = r.pvCumulative[H];
  r.costPerGpuHour.reset();
  if (!costPerGpuHour) return;
  const double hours = totalDemandGpuHours(p);
  if (hours > 0) r.costPerGpuHour = r.nominalCost / hours;
}

}  // namespace fleetcost
