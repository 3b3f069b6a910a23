// Hybrid caps: a present-value-only pass over the fleet simulation per candidate cap.
#include "plans/hybrid_caps.h"

#include <algorithm>

#include "plans/owned_fleet.h"
#include "plans/owning.h"

namespace fleetcost {

namespace {

struct PresentValueSink {
  const PreparedScenario& p;
  const PreparedPlan& plan;
  const PreparedSite& site;
  int g;
  double pv = 0.0;
  long long highestRacks = 0;

  void bought(int m, long long, double amount, double) { pv += amount * p.discount[m]; }
  void sold(int m, int, long long, double proceeds) { pv -= proceeds * p.discount[m]; }
  void terminal(int, long long, double credit) { pv -= credit * p.discount[p.horizon]; }
  void month(const FleetMonth& f) {
    const PreparedGpu& gpu = p.gpus[g];
    const int m = f.month;
    const double itKwh = kHoursPerMonth * f.owned * gpu.idleKw +
                         (gpu.maxKw - gpu.idleKw) / gpu.gpusPerServer * f.servedGpuHours;
    const double energy = itKwh * site.pue * site.energyPerKwh * site.energyEscalation[m];
    const double upkeep = f.heldPriceValue * p.maintenanceAnnualPct / 12.0 +
                          f.owned * gpu.gpusPerServer * p.licensePerGpuYear / 12.0;
    const int offer = plan.offerByGpu[g];
    const double burst = offer >= 0 ? f.burstGpuHours * p.offers[offer].onDemandByMonth[m] : 0.0;
    const auto racks = countFrom(
        ceilTolerant(static_cast<double>(f.owned) / plan.serversPerRack[g]));
    const long long newRacks = std::max(0LL, racks - highestRacks);
    highestRacks = std::max(highestRacks, racks);
    const double colo = site.coloEscalation[m];
    const double rackMonthly =
        racks * site.spacePerRackMonth * colo + racks * site.maxKwPerRack * site.powerPerKwMonth * colo +
        racks * site.monthlyPerRack * colo +
        racks * site.crossConnectsPerRack * site.crossConnectMonth * colo;
    pv += newRacks * (site.setupFeePerRack + site.capexPerRack) * p.discount[m];
    pv += (energy + upkeep + burst + rackMonthly) * p.discount[m + 1];
  }
};

}  // namespace

double hybridGpuPresentValue(const PreparedScenario& p, const PreparedPlan& plan, int g,
                             long long cap, std::vector<long long>& scratch) {
  PresentValueSink sink{p, plan, p.sites[plan.site], g};
  simulateFleet(p, g, cap, scratch, sink);
  return sink.pv;
}

std::vector<long long> chooseHybridCaps(const PreparedScenario& p, const PreparedPlan& plan) {
  const int G = static_cast<int>(p.gpus.size());
  std::vector<long long> caps(G, 0);
  std::vector<long long> scratch;
  for (int g = 0; g < G; ++g) {
    const auto& required = p.gpus[g].requiredServers;
    const long long highest = required.empty() ? 0 : *std::max_element(required.begin(), required.end());
    double best = hybridGpuPresentValue(p, plan, g, 0, scratch);
    for (long long cap = 1; cap <= highest; ++cap) {
      const double pv = hybridGpuPresentValue(p, plan, g, cap, scratch);
      if (beatsIncumbent(pv, best)) {
        best = pv;
        caps[g] = cap;
      }
    }
  }
  if (std::all_of(caps.begin(), caps.end(), [](long long c) { return c == 0; })) return caps;
  const std::vector<long long> none(G, 0);
  const double searched = evaluateOwningPlan(p, plan, caps).pvCost;
  const double owningNothing = evaluateOwningPlan(p, plan, none).pvCost;
  return beatsIncumbent(searched, owningNothing) ? caps : none;
}

}  // namespace fleetcost
