// Replaying an evaluated scenario's plans with their decisions to list them month by month.
#include "model/evaluation/decision_rows.h"

#include "model/evaluation/allocation.h"

#include "model/plans/api_plan.h"
#include "model/plans/fleet_run.h"
#include "model/plans/owning.h"
#include "model/plans/prepared_scenario.h"
#include "model/plans/renting.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

namespace {

// An owning plan's fleet of GPU model g, as the evaluation ran it.
void ownedRows(const PreparedScenario& p, const FleetRun& run, GpuDecisionRows& rows) {
  const int H = p.horizon;
  rows.owned = run.owned;
  rows.bought.assign(H, 0);
  rows.sold.assign(H, 0);
  rows.keptToEnd.assign(H, 0);
  for (const Cohort& c : run.cohorts) {
    rows.bought[c.boughtMonth] += c.count;
    if (c.soldMonth >= 0)
      rows.sold[c.soldMonth] += c.count;
    else
      rows.keptToEnd[c.boughtMonth] += c.count;
  }
  rows.servedGpuHours = run.served;
  rows.rentedGpuHours = run.burst;
}

PlanDecisionRows owningRows(const PreparedScenario& p, const PreparedPlan& plan,
                            const std::vector<long long>& caps, FleetRuns& runs) {
  const int H = p.horizon;
  PlanDecisionRows out;
  out.racks.assign(H, 0);
  out.serversPerRack = plan.serversPerRack;
  out.gpus.resize(p.gpus.size());
  std::vector<long long> racks(H);
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    const FleetRun& run = runs.get(p, static_cast<int>(g), caps[g], true);
    GpuDecisionRows& rows = out.gpus[g];
    ownedRows(p, run, rows);
    gpuRacks(plan, run, racks.data());
    for (int m = 0; m < H; ++m) out.racks[m] += racks[m];
  }
  return out;
}

// Renting on demand rents every GPU-hour demanded; renting reserved, what each term's
// reservation leaves.
void rentingRows(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& result,
                 PlanDecisionRows& out) {
  const int H = p.horizon;
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    GpuDecisionRows& rows = out.gpus[g];
    const int gpu = static_cast<int>(g);
    rows.rentedGpuHours.assign(H, 0.0);
    if (plan.strategy == Strategy::RentOnDemand) {
      for (int m = 0; m < H; ++m) rows.rentedGpuHours[m] = p.demand.gpuHours(gpu, m);
      if (plan.offerByGpu[g] >= 0 && !p.offers[plan.offerByGpu[g]].spotByMonth.empty())
        rows.spotGpuHours = spotGpuHours(p, gpu);
      continue;
    }
    const PreparedOffer& offer = p.offers[plan.offerByGpu[g]];
    rows.reservedTermMonths = offer.termMonths;
    rows.reservedGpus.assign(H, 0);
    const bool blocks = g < result.blockGpus.size() && !offer.blockByMonth.empty();
    const bool commits = g < result.committed.size() && !offer.commitmentByMonth.empty();
    if (blocks) rows.blockGpus = result.blockGpus[g];
    rows.blockPeriodMonths = offer.blockPeriodMonths;
    if (commits) rows.committed.assign(H, 0);
    for (int m = 0; m < H; ++m) {
      const long long reserved = result.reserved[g][m / offer.termMonths];
      rows.reservedGpus[m] = reserved;
      const long long blocked = blocks ? rows.blockGpus[m] : 0;
      if (commits) rows.committed[m] = result.committed[g][m / offer.termMonths];
      rows.rentedGpuHours[m] =
          gpuHoursAboveReservation(p, gpu, m, static_cast<double>(reserved + blocked));
    }
  }
}

// A hosted API plan: the workloads its API offers serve (their tokens are the scenario's) and
// the GPU-hours of the others, rented on demand.
void apiRows(const PreparedScenario& p, const PreparedPlan& plan, ScenarioDecisionRows& scenario,
             PlanDecisionRows& out) {
  const int H = p.horizon;
  std::vector<Series> rented = apiRentedGpuHours(p, plan);
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    out.gpus[g].rentedGpuHours = std::move(rented[g]);
    out.gpus[g].rentedGpuHours.resize(H, 0.0);
  }
  for (std::size_t w = 0; w < p.workloads.size(); ++w) {
    const int offer = plan.apiOfferByWorkload[w];
    if (offer < 0) continue;
    out.apiWorkloads.push_back({static_cast<int>(w), p.apiOffers[offer].index});
    Series& tokens = scenario.millionsOfTokens[w];
    if (!tokens.empty()) continue;
    tokens.resize(H);
    for (int m = 0; m < H; ++m) tokens[m] = millionsOfTokens(p.workloads[w], m);
  }
}

// Whether the result states a reservation for every used GPU model and term.
bool reservationsCover(const PreparedScenario& p, const PreparedPlan& plan,
                       const PlanResult& result) {
  if (result.reserved.size() != p.gpus.size()) return false;
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    const int term = p.offers[plan.offerByGpu[g]].termMonths;
    if (static_cast<int>(result.reserved[g].size()) < (p.horizon + term - 1) / term) return false;
  }
  return true;
}

// The scenario's used GPU models, their servers and demand, and its workloads' weights.
ScenarioDecisionRows scenarioRows(const PreparedScenario& p) {
  const int H = p.horizon;
  const std::size_t G = p.gpus.size();
  ScenarioDecisionRows out;
  out.horizon = H;
  out.refreshMonths = p.refreshMonths;
  for (const PreparedGpu& gpu : p.gpus) {
    out.gpuModels.push_back(gpu.modelIndex);
    out.servers.push_back(gpu.serverIndex);
  }
  out.demandGpuHours.assign(G, Series(H, 0.0));
  for (std::size_t g = 0; g < G; ++g)
    for (int m = 0; m < H; ++m)
      out.demandGpuHours[g][m] = p.demand.gpuHours(static_cast<int>(g), m);
  out.millionsOfTokens.resize(p.workloads.size());
  for (const PreparedWorkload& w : p.workloads) {
    out.workloadGpu.push_back(w.gpu);
    out.workloadGpuHours.push_back(w.totalGpuHours);
    out.workloadTokens.push_back(w.tokensPerGpuHour.has_value());
  }
  return out;
}

bool planRows(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& planResult,
              FleetRuns& runs, ScenarioDecisionRows& scope, PlanDecisionRows& rows);

// A portfolio's parts, each replayed in its own compiled scenario under its own decisions
// (PlanResult::parts), its workloads then indexed as the scenario's.
bool portfolioRows(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& result,
                   ScenarioDecisionRows& scope, PlanDecisionRows& rows) {
  if (result.parts.size() != plan.parts.size()) return false;
  const std::size_t W = p.workloads.size();
  for (std::size_t k = 0; k < plan.parts.size(); ++k) {
    const PortfolioPart& part = plan.parts[k];
    if (!part.prepared || part.prepared->plans.size() != 1) return false;
    const PreparedScenario& q = *part.prepared;
    PartDecisionRows out;
    out.gpuOf = part.gpuOf;
    out.workloads = part.supply.workloads;
    ScenarioDecisionRows own = scenarioRows(q);
    FleetRuns runs;
    runs.reset(q.gpus.size());
    PlanDecisionRows partPlan;
    if (!planRows(q, q.plans[0], result.parts[k], runs, own, partPlan)) return false;
    // The part's workloads as the scenario's.
    ScenarioDecisionRows& to = out.rows;
    to.horizon = own.horizon;
    to.refreshMonths = own.refreshMonths;
    to.gpuModels = std::move(own.gpuModels);
    to.servers = std::move(own.servers);
    // A part that loses work (docs/MODEL.md §14): its demand rows are what it buys.
    const bool bought = !partPlan.boughtGpuHours.empty();
    to.demandGpuHours = std::move(bought ? partPlan.boughtGpuHours : own.demandGpuHours);
    if (bought) own.workloadGpuHours = std::move(partPlan.workloadBoughtGpuHours);
    to.boughtDemand = bought;
    if (!partPlan.workloadWeights.empty()) {
      to.workloadWeights.assign(W, 0.0);
      to.workloadMonthlyGpuHours.assign(W, Series());
      for (std::size_t i = 0; i < out.workloads.size() && i < partPlan.workloadWeights.size(); ++i) {
        to.workloadWeights[out.workloads[i]] = partPlan.workloadWeights[i];
        to.workloadMonthlyGpuHours[out.workloads[i]] = partPlan.workloadMonthlyGpuHours[i];
      }
      partPlan.workloadWeights.clear();
      partPlan.workloadMonthlyGpuHours.clear();
    }
    partPlan.boughtGpuHours.clear();
    partPlan.workloadBoughtGpuHours.clear();
    to.millionsOfTokens.assign(W, Series());
    to.workloadGpu.assign(W, -1);
    to.workloadGpuHours.assign(W, 0.0);
    to.workloadTokens.assign(W, false);
    for (std::size_t i = 0; i < out.workloads.size() && i < own.workloadGpu.size(); ++i) {
      const int w = out.workloads[i];
      to.workloadGpu[w] = own.workloadGpu[i];
      to.workloadGpuHours[w] = own.workloadGpuHours[i];
      to.workloadTokens[w] = own.workloadTokens[i];
      to.millionsOfTokens[w] = std::move(own.millionsOfTokens[i]);
      // The Monthly inputs sheet's token rows are the scenario's.
      if (!to.millionsOfTokens[w].empty() && scope.millionsOfTokens[w].empty())
        scope.millionsOfTokens[w] = to.millionsOfTokens[w];
    }
    for (ApiWorkloadRows& served : partPlan.apiWorkloads)
      served.workload = out.workloads[served.workload];
    to.plans.push_back(std::move(partPlan));
    rows.parts.push_back(std::move(out));
  }
  return true;
}

// Plan `plan` of `p` (its result `planResult`) replayed; tokens of the workloads an API serves go
// into `scope`. False when the result does not state the decisions the plan needs.
bool planRows(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& planResult,
              FleetRuns& runs, ScenarioDecisionRows& scope, PlanDecisionRows& rows) {
  if (plan.goodputCopy) {
    // Replayed in its copy, whose demand is what the plan buys (docs/MODEL.md §14); the tokens
    // an API serves are the scenario's (their workloads lose nothing).
    const PreparedScenario& q = *plan.goodputCopy;
    FleetRuns own;
    own.reset(q.gpus.size());
    ScenarioDecisionRows copy = scenarioRows(q);
    if (!planRows(q, q.plans[0], planResult, own, copy, rows)) return false;
    for (std::size_t w = 0; w < copy.millionsOfTokens.size() && w < scope.millionsOfTokens.size();
         ++w)
      if (scope.millionsOfTokens[w].empty()) scope.millionsOfTokens[w] = copy.millionsOfTokens[w];
    std::vector<double> weights = allocationWeights(q, q.plans[0]);
    if (weights != copy.workloadGpuHours) {
      rows.workloadWeights = std::move(weights);
      for (const PreparedWorkload& w : q.workloads) rows.workloadMonthlyGpuHours.push_back(w.gpuHours);
    }
    rows.boughtGpuHours = std::move(copy.demandGpuHours);
    rows.workloadBoughtGpuHours = std::move(copy.workloadGpuHours);
    return true;
  }
  const std::size_t G = p.gpus.size();
  rows.strategy = plan.strategy;
  if (plan.strategy == Strategy::Portfolio) return portfolioRows(p, plan, planResult, scope, rows);
  if (isOwning(plan.strategy)) {
    std::vector<long long> caps(G, kNoCap);
    if (plan.strategy == Strategy::Hybrid && planResult.hybridCaps.size() == G)
      caps = planResult.hybridCaps;
    rows = owningRows(p, plan, caps, runs);
    rows.strategy = plan.strategy;
  } else {
    rows.gpus.resize(G);
    switch (plan.strategy) {
      case Strategy::RentReserved:
        if (!reservationsCover(p, plan, planResult)) return false;
        [[fallthrough]];
      case Strategy::RentOnDemand:
        rentingRows(p, plan, planResult, rows);
        break;
      case Strategy::Api:
        apiRows(p, plan, scope, rows);
        break;
      case Strategy::Portfolio:  // above
      case Strategy::Colocate:
      case Strategy::Hybrid:
        break;  // owning, above
    }
  }
  rows.site = plan.site >= 0 ? p.sites[plan.site].index : -1;
  rows.rentalRegion = plan.rentalRegion;
  rows.leased = isOwning(plan.strategy) && plan.leased;
  for (std::size_t g = 0; g < G && g < plan.offerByGpu.size(); ++g)
    rows.gpus[g].offer = plan.offerByGpu[g] >= 0 ? p.offers[plan.offerByGpu[g]].index : -1;
  return true;
}

}  // namespace

std::optional<ScenarioDecisionRows> decisionRows(const Scenario& scenario,
                                                 const ScenarioResult& result) {
  const std::string at = "/scenarios/" + std::to_string(result.scenarioIndex);
  if (!validateScenarioFields(scenario, at).empty()) return std::nullopt;
  const PreparedOrProblems prepared = prepareScenario(scenario, at);
  if (!prepared.prepared || prepared.prepared->plans.size() != result.plans.size())
    return std::nullopt;
  const PreparedScenario& p = *prepared.prepared;
  ScenarioDecisionRows out = scenarioRows(p);
  FleetRuns runs;
  runs.reset(p.gpus.size());
  for (std::size_t j = 0; j < p.plans.size(); ++j) {
    PlanDecisionRows rows;
    if (!planRows(p, p.plans[j], result.plans[j], runs, out, rows)) return std::nullopt;
    out.plans.push_back(std::move(rows));
  }
  return out;
}

}  // namespace fleetcost
