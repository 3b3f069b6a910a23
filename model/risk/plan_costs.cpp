// Renting and owning flows for risk trials; the order of every sum follows renting.cpp,
// owned_fleet.h and owning.cpp so that a trial at the base figures matches them exactly.
#include "model/risk/plan_costs.h"

#include <algorithm>

#include "model/plans/after_tax.h"
#include "model/plans/owned_fleet.h"
#include "model/plans/plan_totals.h"
#include "model/risk/trial_demand.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

constexpr double kWeekToMonth = kHoursPerMonth / kHoursPerWeek;

// Categories a plan of this kind writes; the others stay at zero from the first trial on.
constexpr Category kRentingCategories[] = {Category::RentalOnDemand, Category::RentalReserved};
constexpr Category kOwnedCategories[] = {Category::Hardware, Category::Residual, Category::Power,
                                         Category::Operations, Category::RentalOnDemand};
constexpr Category kSiteCategories[] = {Category::Space, Category::Power, Category::Cooling,
                                        Category::Network, Category::Operations};

void resetResult(const PreparedScenario& p, const PreparedPlan& plan, PlanResult& r) {
  const int H = p.horizon;
  const bool fresh = r.flows[0].size() != static_cast<std::size_t>(H + 1);
  r.planIndex = plan.index;
  if (fresh) {
    r.name = plan.name;
    r.strategy = plan.strategy;
    for (int c = 0; c < kBaseCategoryCount; ++c) r.flows[c].assign(H + 1, 0.0);
  } else if (isOwning(plan.strategy)) {
    for (Category c : kOwnedCategories) r.flow(c).assign(H + 1, 0.0);
    for (Category c : kSiteCategories) r.flow(c).assign(H + 1, 0.0);
  } else {
    for (Category c : kRentingCategories) r.flow(c).assign(H + 1, 0.0);
  }
  r.costByGpu.assign(p.gpus.size(), 0.0);
  r.ownsServers = false;
}

// finishPlanTotals without the cost per GPU-hour: the same sums in the same order (each date's
// total adds the categories in order, starting from 0), category by category.
void planTotals(const PreparedScenario& p, PlanResult& r) {
  const int H = p.horizon;
  r.total.assign(H + 1, 0.0);
  r.cumulative.resize(H + 1);
  r.pvCumulative.resize(H + 1);
  double* __restrict total = r.total.data();
  for (const Series& flow : r.flows) {
    if (flow.empty()) continue;
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
}

void rentingCosts(const PreparedScenario& p, const TrialDemand& d, const PreparedPlan& plan,
                  const PlanDecisions& held, PlanResult& r) {
  const int H = p.horizon;
  const bool reserving = plan.strategy == Strategy::RentReserved;
  for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    double gpuCost = 0.0;
    if (!reserving) {
      for (int m = 0; m < H; ++m) {
        const double cost = d.gpuHours(g, m) * o.onDemandByMonth[m];
        r.flow(Category::RentalOnDemand)[m + 1] += cost;
        gpuCost += cost;
      }
      r.costByGpu[g] = gpuCost;
      continue;
    }
    int term = 0;
    for (int start = 0; start < H; start += o.termMonths, ++term) {
      const int end = std::min(start + o.termMonths, H);
      const long long reserved = g < static_cast<int>(held.reserved.size()) &&
                                         term < static_cast<int>(held.reserved[g].size())
                                     ? held.reserved[g][term]
                                     : 0;
      const double price = o.reservedByMonth[start];
      for (int m = start; m < end; ++m) {
        const double fixed = reserved * price;
        const double onDemand =
            kWeekToMonth * d.sumAbove(g, m, double(reserved)) * o.onDemandByMonth[m];
        r.flow(Category::RentalReserved)[m + 1] += fixed;
        r.flow(Category::RentalOnDemand)[m + 1] += onDemand;
        gpuCost += fixed + onDemand;
      }
    }
    r.costByGpu[g] = gpuCost;
  }
}

// simulateFleet (owned_fleet.h) for GPU model g under `cap`, reading the trial's demand: what
// does not depend on the plan's site or offer.
void simulate(const PreparedScenario& p, const TrialDemand& d, int g, long long cap,
              bool keepCohorts, FleetRun& run, std::vector<long long>& cohorts,
              std::vector<int>& cohortOfMonth) {
  const PreparedGpu& gpu = p.gpus[g];
  const int H = p.horizon;
  const int L = p.leadTimeMonths;
  const int refresh = p.refreshMonths;
  const double perServer = 1.0 + p.installPct;
  run.cap = cap;
  run.ready = true;
  run.cohortsKept = keepCohorts;
  run.cohorts.clear();
  run.owned.resize(H);
  run.held.resize(H);
  run.served.resize(H);
  run.burst.resize(H);
  run.hardware.assign(H + 1, 0.0);
  run.residual.assign(H + 1, 0.0);
  cohorts.assign(H, 0);
  if (keepCohorts) cohortOfMonth.assign(H, -1);
  long long owned = 0;
  double held = 0.0;
  // The tolerant ceiling changes only when its argument does: remembered from last month.
  long long lastSized = -1, spares = 0;
  for (int m = 0; m < H; ++m) {
    const long long sized = m < L ? 0 : std::min(gpu.requiredServers[m], cap);
    if (sized != lastSized) {
      spares = countFrom(ceilTolerant(sized * p.spareRatio));
      lastSized = sized;
    }
    const long long target = sized + spares;
    if (m >= refresh) {
      const int b = m - refresh;
      const long long count = cohorts[b];
      if (count > 0) {
        const double proceeds = count * gpu.priceByMonth[b] * p.resaleByAge[refresh];
        run.residual[m] -= proceeds;
        if (keepCohorts) {
          Cohort& c = run.cohorts[cohortOfMonth[b]];
          c.soldMonth = m;
          c.proceeds = proceeds;
        }
        owned -= count;
        held -= count * gpu.priceByMonth[b];
        cohorts[b] = 0;
      }
    }
    if (owned < target) {
      const long long count = target - owned;
      const double unitPrice = gpu.priceByMonth[m];
      const double amount = count * (unitPrice * perServer + gpu.networkCapex);
      run.hardware[m] += amount;
      if (keepCohorts) {
        cohortOfMonth[m] = static_cast<int>(run.cohorts.size());
        run.cohorts.push_back(Cohort{g, m, count, amount, count * unitPrice, -1, 0.0});
      }
      cohorts[m] = count;
      owned += count;
      held += count * unitPrice;
    }
    const double capacity = static_cast<double>(std::max(0LL, owned - spares)) * gpu.gpusPerServer;
    const double above = d.sumAbove(g, m, capacity);
    const double toHours = kHoursPerMonth / kHoursPerWeek;
    run.owned[m] = owned;
    run.held[m] = held;
    run.served[m] = (d.sum(g, m) - above) * toHours;
    run.burst[m] = above * toHours;
  }
  if (!p.creditTerminalValue) return;
  for (int b = 0; b < H; ++b)
    if (cohorts[b] > 0) {
      const double credit = cohorts[b] * gpu.priceByMonth[b] * p.resaleByAge[H - b];
      run.residual[H] -= credit;
      if (keepCohorts) run.cohorts[cohortOfMonth[b]].proceeds = credit;
    }
}

// FlowSink (owning.cpp) on a fleet run: GPU model g's own flows in this plan.
void fleetCosts(const PreparedScenario& p, const TrialDemand& d, const PreparedPlan& plan, int g,
                long long cap, bool keepCohorts, PlanWork& w, FleetCache& fleets) {
  const PreparedGpu& gpu = p.gpus[g];
  const PreparedSite& site = p.sites[plan.site];
  const int H = p.horizon;
  std::vector<FleetRun>& runs = fleets.byGpu[g];
  auto run = std::find_if(runs.begin(), runs.end(), [&](const FleetRun& r) {
    return r.ready && r.cap == cap && (r.cohortsKept || !keepCohorts);
  });
  if (run == runs.end()) {
    run = std::find_if(runs.begin(), runs.end(), [](const FleetRun& r) { return !r.ready; });
    if (run == runs.end()) run = runs.emplace(runs.end());
    simulate(p, d, g, cap, keepCohorts, *run, w.cohorts, w.cohortOfMonth);
  }
  auto& own = w.detail.gpuFlows[g];
  // Only the owned categories are written; each is cleared here (the rest stay zero).
  if (own[0].size() != static_cast<std::size_t>(H + 1))
    for (auto& series : own) series.assign(H + 1, 0.0);
  else
    for (Category c : kOwnedCategories) own[int(c)].assign(H + 1, 0.0);
  own[int(Category::Hardware)] = run->hardware;
  own[int(Category::Residual)] = run->residual;
  Series& power = own[int(Category::Power)];
  Series& operations = own[int(Category::Operations)];
  Series& rental = own[int(Category::RentalOnDemand)];
  if (keepCohorts)
    w.detail.cohorts.insert(w.detail.cohorts.end(), run->cohorts.begin(), run->cohorts.end());
  long long* racks = &w.racks[static_cast<std::size_t>(g) * H];
  const int offer = plan.offerByGpu[g];
  long long lastOwned = -1, rackCount = 0;
  for (int m = 0; m < H; ++m) {
    const long long owned = run->owned[m];
    const double held = run->held[m];
    w.result.ownsServers = w.result.ownsServers || owned > 0;
    w.owned[static_cast<std::size_t>(g) * H + m] = owned;
    if (owned != lastOwned) {
      rackCount = countFrom(ceilTolerant(static_cast<double>(owned) / plan.serversPerRack[g]));
      lastOwned = owned;
    }
    racks[m] = rackCount;
    const double itKwh = kHoursPerMonth * owned * gpu.idleKw +
                         (gpu.maxKw - gpu.idleKw) / gpu.gpusPerServer * run->served[m];
    power[m + 1] += itKwh * site.pue * site.energyPerKwh * site.energyEscalation[m];
    operations[m + 1] += held * p.maintenanceAnnualPct / 12.0 +
                         owned * gpu.gpusPerServer * p.licensePerGpuYear / 12.0;
    // power_fee_basis "used": the per-kW fee on this GPU model's rated kW is its own flow.
    power[m + 1] +=
        owned * feeKwPerServer(site, gpu) * site.powerPerKwMonth * site.coloEscalation[m];
    if (offer >= 0) rental[m + 1] += run->burst[m] * p.offers[offer].onDemandByMonth[m];
  }
}

// evaluateOwningPlan's site rows and sums.
void owningCosts(const PreparedScenario& p, const TrialDemand& d, const PreparedPlan& plan,
                 const std::vector<long long>& caps, bool keepCohorts, PlanWork& w,
                 FleetCache& fleets) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  const PreparedSite& site = p.sites[plan.site];
  PlanResult& r = w.result;
  w.detail.gpuFlows.resize(G);
  w.detail.cohorts.clear();
  w.racks.assign(static_cast<std::size_t>(G) * H, 0);
  w.owned.assign(static_cast<std::size_t>(G) * H, 0);
  for (int g = 0; g < G; ++g) fleetCosts(p, d, plan, g, caps[g], keepCohorts, w, fleets);
  long long highestRacks = 0;
  for (int m = 0; m < H; ++m) {
    long long racks = 0, owned = 0;
    for (int g = 0; g < G; ++g) {
      racks += w.racks[static_cast<std::size_t>(g) * H + m];
      owned += w.owned[static_cast<std::size_t>(g) * H + m];
    }
    const long long newRacks = std::max(0LL, racks - highestRacks);
    highestRacks = std::max(highestRacks, racks);
    const double anyOwned = owned > 0 ? 1.0 : 0.0;
    const double colo = site.coloEscalation[m];
    r.flow(Category::Space)[m] += newRacks * site.setupFeePerRack;
    r.flow(Category::Cooling)[m] += newRacks * site.capexPerRack;
    r.flow(Category::Space)[m + 1] += racks * site.spacePerRackMonth * colo;
    // power_fee_basis "allocated": the per-kW fee on the racks' allocation (0 when "used").
    r.flow(Category::Power)[m + 1] += racks * feeKwPerRack(site) * site.powerPerKwMonth * colo;
    r.flow(Category::Cooling)[m + 1] += racks * site.monthlyPerRack * colo;
    r.flow(Category::Network)[m + 1] +=
        racks * site.crossConnectsPerRack * site.crossConnectMonth * colo +
        anyOwned * site.transitMbps * site.transitPerMbpsMonth * colo;
    r.flow(Category::Operations)[m + 1] +=
        anyOwned * (site.remoteHandsHoursMonth * site.remoteHandsPerHour * colo +
                    site.staffFte * site.staffAnnualCost / 12.0);
  }
  // Adding the categories a GPU model never writes (zeros) would change nothing.
  for (int g = 0; g < G; ++g)
    for (Category c : kOwnedCategories) {
      double* __restrict to = r.flow(c).data();
      const double* __restrict from = w.detail.gpuFlows[g][int(c)].data();
      for (int t = 0; t <= H; ++t) to[t] += from[t];
    }
}

}  // namespace

void FleetCache::reset(std::size_t gpus) {
  byGpu.resize(gpus);
  for (auto& runs : byGpu)
    for (FleetRun& run : runs) run.ready = false;
}

void planCosts(const PreparedScenario& p, const TrialDemand& demand, int j,
               const PlanDecisions& held, PlanWork& work, FleetCache& fleets) {
  const PreparedPlan& plan = p.plans[j];
  resetResult(p, plan, work.result);
  const bool lateParts = needsLeaseOrTax(p, plan);
  if (!isOwning(plan.strategy)) {
    rentingCosts(p, demand, plan, held, work.result);
    if (lateParts)
      applyLeaseAndTax(p, plan, nullptr, work.result);
    else
      planTotals(p, work.result);
    return;
  }
  std::vector<long long> caps(p.gpus.size(), kNoCap);
  if (plan.strategy == Strategy::Hybrid && held.hybridCaps.size() == p.gpus.size())
    caps = held.hybridCaps;
  owningCosts(p, demand, plan, caps, lateParts, work, fleets);
  if (!lateParts) {
    planTotals(p, work.result);
    return;
  }
  work.detail.sharedByMonth.assign(p.gpus.size(), Series(p.horizon, 0.0));
  applyLeaseAndTax(p, plan, &work.detail, work.result);
}

}  // namespace fleetcost
