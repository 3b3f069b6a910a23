// Owning plans: fleets per GPU model, combined racks, site flows, CO2 and cost per GPU model.
#include "model/plans/owning.h"

#include "model/plans/owned_fleet.h"
#include "model/plans/plan_totals.h"

namespace fleetcost {

namespace {

// Collects one GPU model's fleet into dated flows of its own.
struct FlowSink {
  const PreparedScenario& p;
  const PreparedPlan& plan;
  const PreparedSite& site;
  int g;
  std::array<Series, kCategoryCount>& own;
  std::vector<long long>& owned;
  std::vector<long long>& racks;
  Series& itKwh;
  Series& burstGpuHours;
  std::vector<Cohort>* cohorts;
  std::vector<int> cohortOfMonth = std::vector<int>(p.horizon, -1);

  Series& at(Category c) { return own[static_cast<int>(c)]; }

  void bought(int m, long long count, double amount, double unitPrice) {
    at(Category::Hardware)[m] += amount;
    if (!cohorts) return;
    cohortOfMonth[m] = static_cast<int>(cohorts->size());
    cohorts->push_back(Cohort{g, m, count, amount, count * unitPrice, -1, 0.0});
  }
  void sold(int m, int b, long long, double proceeds) {
    at(Category::Residual)[m] -= proceeds;
    if (!cohorts) return;
    Cohort& c = (*cohorts)[cohortOfMonth[b]];
    c.soldMonth = m;
    c.proceeds = proceeds;
  }
  void terminal(int b, long long, double credit) {
    at(Category::Residual)[p.horizon] -= credit;
    if (cohorts) (*cohorts)[cohortOfMonth[b]].proceeds = credit;
  }
  void month(const FleetMonth& f) {
    const PreparedGpu& gpu = p.gpus[g];
    const int m = f.month;
    owned[m] = f.owned;
    racks[m] = countFrom(ceilTolerant(static_cast<double>(f.owned) / plan.serversPerRack[g]));
    itKwh[m] = kHoursPerMonth * f.owned * gpu.idleKw +
               (gpu.maxKw - gpu.idleKw) / gpu.gpusPerServer * f.servedGpuHours;
    burstGpuHours[m] = f.burstGpuHours;
    at(Category::Power)[m + 1] +=
        itKwh[m] * site.pue * site.energyPerKwh * site.energyEscalation[m];
    // power_fee_basis "used": the per-kW fee on this GPU model's rated kW is its own flow.
    at(Category::Power)[m + 1] +=
        f.owned * feeKwPerServer(site, gpu) * site.powerPerKwMonth * site.coloEscalation[m];
    at(Category::Operations)[m + 1] += f.heldPriceValue * p.maintenanceAnnualPct / 12.0 +
                                       f.owned * gpu.gpusPerServer * p.licensePerGpuYear / 12.0;
    const int offer = plan.offerByGpu[g];
    if (offer >= 0)
      at(Category::RentalOnDemand)[m + 1] += f.burstGpuHours * p.offers[offer].onDemandByMonth[m];
  }
};

}  // namespace

PlanResult evaluateOwningPlan(const PreparedScenario& p, const PreparedPlan& plan,
                              const std::vector<long long>& caps, OwningDetail* detail) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  const PreparedSite& site = p.sites[plan.site];
  PlanResult r = emptyPlanResult(p, plan);
  r.racks.assign(H, 0);
  r.facilityKwh.assign(H, 0.0);

  std::vector<std::array<Series, kCategoryCount>> gpuFlows(G);
  std::vector<std::vector<long long>> gpuRacks(G, std::vector<long long>(H, 0));
  std::vector<Series> itKwh(G, Series(H, 0.0));
  std::vector<Series>& burst = r.burstGpuHours;
  std::vector<long long> scratch;
  std::vector<Cohort> cohorts;
  for (int g = 0; g < G; ++g) {
    for (auto& series : gpuFlows[g]) series.assign(H + 1, 0.0);
    FlowSink sink{p,           plan,
                  site,        g,
                  gpuFlows[g], r.ownedServers[g],
                  gpuRacks[g], itKwh[g],
                  burst[g],    detail ? &cohorts : nullptr};
    simulateFleet(p, g, caps[g], scratch, sink);
  }

  // Site rows on the combined racks (§4.4); each month's site costs are shared by racks.
  std::vector<Series> shared(G, Series(H, 0.0));
  long long highestRacks = 0;
  for (int m = 0; m < H; ++m) {
    long long racks = 0, owned = 0;
    for (int g = 0; g < G; ++g) {
      racks += gpuRacks[g][m];
      owned += r.ownedServers[g][m];
      r.facilityKwh[m] += itKwh[g][m] * site.pue;
    }
    r.racks[m] = racks;
    const long long newRacks = std::max(0LL, racks - highestRacks);
    highestRacks = std::max(highestRacks, racks);
    const double any = owned > 0 ? 1.0 : 0.0;
    const double colo = site.coloEscalation[m];
    const double setup = newRacks * site.setupFeePerRack;
    const double coolingCapex = newRacks * site.capexPerRack;
    const double space = racks * site.spacePerRackMonth * colo;
    // power_fee_basis "allocated": the per-kW fee on the racks' allocation (0 when "used").
    const double powerFee = racks * feeKwPerRack(site) * site.powerPerKwMonth * colo;
    const double coolingMonthly = racks * site.monthlyPerRack * colo;
    const double network = racks * site.crossConnectsPerRack * site.crossConnectMonth * colo +
                           any * site.transitMbps * site.transitPerMbpsMonth * colo;
    const double operations = any * (site.remoteHandsHoursMonth * site.remoteHandsPerHour * colo +
                                     site.staffFte * site.staffAnnualCost / 12.0);
    r.flow(Category::Space)[m] += setup;
    r.flow(Category::Cooling)[m] += coolingCapex;
    r.flow(Category::Space)[m + 1] += space;
    r.flow(Category::Power)[m + 1] += powerFee;
    r.flow(Category::Cooling)[m + 1] += coolingMonthly;
    r.flow(Category::Network)[m + 1] += network;
    r.flow(Category::Operations)[m + 1] += operations;
    const double siteCost =
        setup + coolingCapex + space + powerFee + coolingMonthly + network + operations;
    if (racks > 0)
      for (int g = 0; g < G; ++g)
        shared[g][m] = siteCost * static_cast<double>(gpuRacks[g][m]) / static_cast<double>(racks);
  }

  // Each GPU model's own flows, CO2 of the burst, and the cost charged to it.
  const double siteGrid = site.region >= 0 ? p.regions[site.region].gridKgCo2PerKwh : 0.0;
  double co2Kg = 0.0;
  for (int m = 0; m < H; ++m) co2Kg += r.facilityKwh[m] * siteGrid;
  for (int g = 0; g < G; ++g) {
    double own = 0.0;
    for (int c = 0; c < kBaseCategoryCount; ++c)
      for (int t = 0; t <= H; ++t) {
        r.flows[c][t] += gpuFlows[g][c][t];
        own += gpuFlows[g][c][t];
      }
    double sharedTotal = 0.0;
    for (int m = 0; m < H; ++m) sharedTotal += shared[g][m];
    r.costByGpu[g] = own + sharedTotal;
    const int offer = plan.offerByGpu[g];
    if (offer >= 0) {
      const PreparedOffer& o = p.offers[offer];
      const double grid = o.region >= 0 ? p.regions[o.region].gridKgCo2PerKwh : 0.0;
      for (int m = 0; m < H; ++m) co2Kg += burst[g][m] * o.kwhPerGpuHour * grid;
    }
    for (int m = 0; m < H; ++m) r.ownsServers = r.ownsServers || r.ownedServers[g][m] > 0;
  }
  r.co2Tonnes = co2Kg / 1000.0;
  finishPlanTotals(p, r);
  if (detail) {
    detail->cohorts = std::move(cohorts);
    detail->gpuFlows = std::move(gpuFlows);
    detail->sharedByMonth = std::move(shared);
  }
  return r;
}

}  // namespace fleetcost
