// Owning plans: fleets per GPU model priced at the site, combined racks, site rows, CO2 and the
// cost charged to each GPU model.
#include "model/plans/owning.h"

#include <algorithm>

#include "model/plans/owned_month.h"
#include "model/plans/site_month.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

constexpr Category kOwnCategories[] = {Category::Hardware, Category::Residual, Category::Power,
                                       Category::Operations, Category::RentalOnDemand};

}  // namespace

void gpuRacks(const PreparedPlan& plan, const FleetRun& run, long long* racks) {
  const double perRack = static_cast<double>(plan.serversPerRack[run.gpu]);
  long long lastOwned = -1, rackCount = 0;
  for (std::size_t m = 0; m < run.owned.size(); ++m) {
    const long long owned = run.owned[m];
    if (owned != lastOwned) {  // racks change only with the fleet
      rackCount = countFrom(ceilTolerant(static_cast<double>(owned) / perRack));
      lastOwned = owned;
    }
    racks[m] = rackCount;
  }
}

namespace {

// The owned months' costs into the power, operations and rental flows (dated m + 1), with the
// burst rented or not as the caller found: the loop has no branch and vectorises.
template <BurstRental kBurst>
void addOwnedMonths(OwnedMonthRates r, int H, const double* __restrict owned,
                    const double* __restrict held, const double* __restrict served,
                    const double* __restrict burst, double* __restrict power,
                    double* __restrict operations, double* __restrict rental) {
  for (int m = 0; m < H; ++m) {
    const OwnedMonthCosts c =
        ownedMonthCosts<kBurst>(r, m, FleetMonth{owned[m], held[m], served[m], burst[m]});
    power[m + 1] += c.energy;
    power[m + 1] += c.powerFee;
    operations[m + 1] += c.upkeep;
    rental[m + 1] += c.burstRental;
  }
}

}  // namespace

void addGpuOwnFlows(const PreparedScenario& p, const PreparedPlan& plan, const FleetRun& run,
                    CategoryFlows& to, double* itKwh) {
  const int H = p.horizon;
  double* __restrict hardware = to[int(Category::Hardware)].data();
  double* __restrict residual = to[int(Category::Residual)].data();
  const double* __restrict runHardware = run.hardware.data();
  const double* __restrict runResidual = run.residual.data();
  for (int t = 0; t <= H; ++t) hardware[t] += runHardware[t];
  for (int t = 0; t <= H; ++t) residual[t] += runResidual[t];
  const OwnedMonthRates rates(p, plan, run.gpu);
  const auto add =
      rates.onDemand ? addOwnedMonths<BurstRental::Rented> : addOwnedMonths<BurstRental::NotRented>;
  add(rates, H, run.ownedNumber.data(), run.held.data(), run.served.data(), run.burst.data(),
      to[int(Category::Power)].data(), to[int(Category::Operations)].data(),
      to[int(Category::RentalOnDemand)].data());
  if (!itKwh) return;
  for (int m = 0; m < H; ++m)
    itKwh[m] =
        ownedMonthCosts(rates, m,
                        FleetMonth{run.ownedNumber[m], run.held[m], run.served[m], run.burst[m]})
            .itKwh;
}

void owningPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                     const std::vector<long long>& caps, bool keepCohorts, bool report,
                     FleetRuns& runs, OwningDetail& detail, PlanResult& r) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  const PreparedSite& site = p.sites[plan.site];
  // Each GPU model's own flows are kept apart when lease, tax or the report need them.
  const bool apart = keepCohorts || report;
  if (apart) detail.gpuFlows.resize(G);
  detail.cohorts.clear();
  detail.racks.resize(static_cast<std::size_t>(G) * H);
  std::vector<const FleetRun*> fleets(G);
  std::vector<Series> itKwh;
  if (report) itKwh.assign(G, Series(H, 0.0));
  for (int g = 0; g < G; ++g) {
    const FleetRun& run = runs.get(p, g, caps[g], keepCohorts);
    fleets[g] = &run;
    gpuRacks(plan, run, &detail.racks[static_cast<std::size_t>(g) * H]);
    if (keepCohorts)
      detail.cohorts.insert(detail.cohorts.end(), run.cohorts.begin(), run.cohorts.end());
    if (apart) {
      for (Series& series : detail.gpuFlows[g]) series.assign(H + 1, 0.0);
      addGpuOwnFlows(p, plan, run, detail.gpuFlows[g], report ? itKwh[g].data() : nullptr);
    }
    if (report) {
      r.ownedServers[g] = run.owned;
      r.burstGpuHours[g] = run.burst;
    }
  }

  // Site rows on the combined racks (§4.4); reported, each month's site costs shared by racks.
  if (report) detail.sharedByMonth.assign(G, Series(H, 0.0));
  detail.planRacks.assign(H, 0);
  detail.planOwned.assign(H, 0);
  long long* __restrict planRacks = detail.planRacks.data();
  long long* __restrict planOwned = detail.planOwned.data();
  for (int g = 0; g < G; ++g) {
    const long long* __restrict racks = &detail.racks[static_cast<std::size_t>(g) * H];
    const long long* __restrict owned = fleets[g]->owned.data();
    for (int m = 0; m < H; ++m) planRacks[m] += racks[m];
    for (int m = 0; m < H; ++m) planOwned[m] += owned[m];
  }
  double* __restrict space = r.flow(Category::Space).data();
  double* __restrict cooling = r.flow(Category::Cooling).data();
  double* __restrict power = r.flow(Category::Power).data();
  double* __restrict network = r.flow(Category::Network).data();
  double* __restrict operations = r.flow(Category::Operations).data();
  long long highestRacks = 0;
  for (int m = 0; m < H; ++m) {
    const long long racks = planRacks[m], owned = planOwned[m];
    r.ownsServers = r.ownsServers || owned > 0;
    const long long newRacks = std::max(0LL, racks - highestRacks);
    highestRacks = std::max(highestRacks, racks);
    const SiteMonthCosts c = siteMonthCosts(
        site, m, SiteLoad{static_cast<double>(racks), static_cast<double>(newRacks), owned > 0});
    space[m] += c.setup;
    cooling[m] += c.coolingCapex;
    space[m + 1] += c.space;
    power[m + 1] += c.powerFee;
    cooling[m + 1] += c.coolingMonthly;
    network[m + 1] += c.network;
    operations[m + 1] += c.operations;
    if (!report) continue;
    r.racks[m] = racks;
    for (int g = 0; g < G; ++g) r.facilityKwh[m] += itKwh[g][m] * site.pue;
    if (racks > 0)
      for (int g = 0; g < G; ++g)
        detail.sharedByMonth[g][m] =
            c.total() * static_cast<double>(detail.racks[static_cast<std::size_t>(g) * H + m]) /
            static_cast<double>(racks);
  }
  // Then each GPU model's own flows, in the same order whether kept apart or not.
  for (int g = 0; g < G; ++g) {
    if (!apart) {
      addGpuOwnFlows(p, plan, *fleets[g], r.flows);
      continue;
    }
    for (Category c : kOwnCategories) {
      double* __restrict to = r.flow(c).data();
      const double* __restrict from = detail.gpuFlows[g][int(c)].data();
      for (int t = 0; t <= H; ++t) to[t] += from[t];
    }
  }
  if (!report) return;

  // CO2 of the site's energy and of the burst, and the cost charged to each GPU model.
  const double siteGrid = site.region >= 0 ? p.regions[site.region].gridKgCo2PerKwh : 0.0;
  double co2Kg = 0.0;
  for (int m = 0; m < H; ++m) co2Kg += r.facilityKwh[m] * siteGrid;
  for (int g = 0; g < G; ++g) {
    double own = 0.0;
    for (int c = 0; c < kBaseCategoryCount; ++c)
      for (int t = 0; t <= H; ++t) own += detail.gpuFlows[g][c][t];
    double sharedTotal = 0.0;
    for (int m = 0; m < H; ++m) sharedTotal += detail.sharedByMonth[g][m];
    r.costByGpu[g] = own + sharedTotal;
    const int offer = plan.offerByGpu[g];
    if (offer >= 0) {
      const PreparedOffer& o = p.offers[offer];
      const double grid = o.region >= 0 ? p.regions[o.region].gridKgCo2PerKwh : 0.0;
      for (int m = 0; m < H; ++m) co2Kg += r.burstGpuHours[g][m] * o.kwhPerGpuHour * grid;
    }
  }
  r.co2Tonnes = co2Kg / 1000.0;
}

}  // namespace fleetcost
