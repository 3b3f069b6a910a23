// Compiling a validated scenario: each part with its function (prepared_parts.h), demand, the
// resolution of each plan's servers and offers, and the second-stage problems it finds.
#include "model/plans/prepared_scenario.h"

#include <algorithm>
#include <cmath>
#include <unordered_map>

#include "model/demand/workload_demand.h"
#include "model/finance/currency.h"
#include "model/finance/time_value.h"
#include "model/plans/evaluation_budget.h"
#include "model/plans/goodput.h"
#include "model/plans/plan_resolution.h"
#include "model/plans/portfolio_parts.h"
#include "model/plans/prepared_parts.h"
#include "model/scenario/field_rule.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

// The first index of each id (hashed: a scan per lookup would make n lookups n^2 steps).
template <class T, class Id>
std::unordered_map<std::string, int> firstIndexOf(const std::vector<T>& items, Id id) {
  std::unordered_map<std::string, int> first;
  for (std::size_t i = 0; i < items.size(); ++i)
    if (const std::optional<std::string>& key = id(items[i])) first.try_emplace(*key, int(i));
  return first;
}

int indexIn(const std::unordered_map<std::string, int>& first,
            const std::optional<std::string>& id) {
  const auto it = id ? first.find(*id) : first.end();
  return it == first.end() ? -1 : it->second;
}

std::vector<PreparedRegion> prepareRegions(const Scenario& s) {
  std::vector<PreparedRegion> regions;
  for (const Region& r : s.regions) {
    PreparedRegion p;
    p.id = r.id.value_or("");
    p.name = r.name.value_or(p.id);
    p.restrictedGpus.insert(r.restrictedGpus.begin(), r.restrictedGpus.end());
    p.restrictionNote = r.restrictionNote.value_or("");
    prepareRegion(r, p);
    regions.push_back(std::move(p));
  }
  return regions;
}

// GPU models that some workload uses, in gpu_models order, with their server model.
void prepareGpus(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p) {
  const auto usedBy = firstIndexOf(s.workloads, [](const Workload& w) { return w.gpu; });
  const auto serverOf = firstIndexOf(s.serverModels, [](const ServerModel& m) { return m.gpu; });
  for (std::size_t j = 0; j < s.gpuModels.size(); ++j) {
    const GpuModel& model = s.gpuModels[j];
    if (indexIn(usedBy, model.id) < 0) continue;
    PreparedGpu g;
    g.modelIndex = static_cast<int>(j);
    g.id = model.id.value_or("");
    g.name = model.name.value_or(g.id);
    if (const int i = indexIn(serverOf, model.id); i >= 0) {
      const ServerModel& server = s.serverModels[i];
      g.serverIndex = i;
      g.serverName = server.name.value_or(server.id.value_or(""));
    }
    p.gpus.push_back(std::move(g));
    prepareServer(s, fx, p, static_cast<int>(p.gpus.size()) - 1);
  }
}

// Each workload's GPUs by month on its profile's level (times its demand factor in a goodput
// copy), and its GPU-hours for the allocation.
void prepareDemand(const Scenario& s, const DemandScaling* scaling, PreparedScenario& p) {
  const int H = p.horizon;
  p.demand = DemandCurves(H, static_cast<int>(p.gpus.size()));
  std::vector<double> gpus;
  std::unordered_map<std::string, int> gpuOfId;
  for (std::size_t g = 0; g < p.gpus.size(); ++g) gpuOfId.try_emplace(p.gpus[g].id, int(g));
  for (std::size_t i = 0; i < s.workloads.size(); ++i) {
    const Workload& w = s.workloads[i];
    PreparedWorkload out;
    out.name = w.name.value_or("");
    if (scaling && i < scaling->factor.size()) {
      out.demandFactor = scaling->factor[i];
      out.spotShare = scaling->spotShare[i];
    }
    const int gpu = indexIn(gpuOfId, w.gpu);
    out.gpu = gpu < 0 ? static_cast<int>(p.gpus.size()) : gpu;
    prepareWorkloadTokens(w, out);
    const WeeklyProfile profile = workloadProfile(w.profilePreset, w.profileWeights);
    for (double weight : profile) out.profileSum += weight;
    out.profile = p.demand.profileIndex(out.gpu, profile);
    workloadGpusByMonth(w, H, out.demandFactor, gpus);
    p.demand.addLevels(out.gpu, out.profile, gpus);
    prepareWorkloadHours(gpus, out);
    p.workloads.push_back(std::move(out));
  }
  p.demand.finish();
  for (std::size_t g = 0; g < p.gpus.size(); ++g) prepareRequiredServers(p, static_cast<int>(g));
}

std::vector<PreparedApiOffer> prepareApiOffers(const Scenario& s, const CurrencyConverter& fx,
                                               int H) {
  std::vector<PreparedApiOffer> offers;
  const auto regionOf = firstIndexOf(s.regions, [](const Region& r) { return r.id; });
  for (std::size_t i = 0; i < s.apiOffers.size(); ++i) {
    const ApiOffer& o = s.apiOffers[i];
    PreparedApiOffer p;
    p.index = static_cast<int>(i);
    p.region = indexIn(regionOf, o.region);
    p.id = o.id.value_or("");
    prepareApiOffer(o, fx, H, p);
    offers.push_back(std::move(p));
  }
  return offers;
}

std::vector<PreparedSite> prepareSites(const Scenario& s, const CurrencyConverter& fx, int H) {
  std::vector<PreparedSite> sites;
  const auto regionOf = firstIndexOf(s.regions, [](const Region& r) { return r.id; });
  for (std::size_t i = 0; i < s.sites.size(); ++i) {
    const Site& site = s.sites[i];
    PreparedSite p;
    p.index = static_cast<int>(i);
    p.id = site.id.value_or("");
    p.name = site.name.value_or(p.id);
    p.region = indexIn(regionOf, site.region);
    prepareSite(site, fx, H, p);
    sites.push_back(std::move(p));
  }
  return sites;
}

std::vector<PreparedOffer> prepareOffers(const Scenario& s, const CurrencyConverter& fx, int H) {
  std::vector<PreparedOffer> offers;
  const auto regionOf = firstIndexOf(s.regions, [](const Region& r) { return r.id; });
  for (std::size_t i = 0; i < s.rentalOffers.size(); ++i) {
    const RentalOffer& o = s.rentalOffers[i];
    PreparedOffer p;
    p.index = static_cast<int>(i);
    p.region = indexIn(regionOf, o.region);
    prepareOffer(o, fx, H, 1.0, p);
    p.termMonths = static_cast<int>(wholeCount(o.reservedTermMonths.value, 1, H));
    p.unitGpus = static_cast<double>(wholeCount(o.reservedUnitGpus.value, 1, 1'000'000'000));
    offers.push_back(std::move(p));
  }
  return offers;
}

// The peak in whole GPUs (ceil~) against the limit; a demand that grows beyond double range
// is over it too.
void checkPeakDemand(const PreparedScenario& p, Problems& problems) {
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    const double peak = ceilTolerant(p.demand.maxPeak(int(g), 0, p.horizon));
    if (peak <= kMaxPeakGpus) continue;
    const std::string at = p.pointer + "/gpu_models/" + std::to_string(p.gpus[g].modelIndex);
    problems.push_back(problemAt(at, peakDemandMessage(peak)));
  }
}

}  // namespace

Message peakDemandMessage(double peakGpus) {
  if (std::isfinite(peakGpus))
    return Message(FC_TRANSLATE_NOOP("Problems",
                                     "peak demand of %1 GPUs is above the limit of 1000000 GPUs "
                                     "per GPU model"),
                   {formatNumber(peakGpus)});
  return Message(FC_TRANSLATE_NOOP("Problems",
                                   "peak demand grows beyond any number FleetCost can compute (the "
                                   "limit is 1000000 GPUs per GPU model): check the demand and "
                                   "annual_growth of its workloads"));
}

PreparedOrProblems prepareScenario(const Scenario& s, const std::string& pointer,
                                   const DemandScaling* scaling) {
  PreparedOrProblems out;
  PreparedScenario p;
  p.pointer = pointer;
  p.name = s.name.value_or("");
  p.currency = s.reportingCurrency.value_or("USD");
  p.horizon = static_cast<int>(wholeCount(s.horizonMonths.value, 1, 600));
  p.afterTax = s.afterTax.value_or(false);
  discountFactorsInto(p.discount, s.discountRateAnnual.value, p.horizon);
  p.calendar = FiscalCalendar(s.startDate, static_cast<int>(s.fiscalYearStartMonth.value));
  if (s.capexBudgetPerFiscalYear.present)
    p.capexBudgetPerFiscalYear = s.capexBudgetPerFiscalYear.value;
  if (s.maxRentedShare.present) p.maxRentedShare = s.maxRentedShare.value;
  const CurrencyConverter fx(s);
  prepareOwnership(s, fx, p);

  p.regions = prepareRegions(s);
  prepareGpus(s, fx, p);
  if (auto tooLarge =
          budgetProblem(demandCost(s.workloads.size(), p.gpus.size(), p.horizon), pointer)) {
    out.problems.push_back(std::move(*tooLarge));
    return out;
  }
  prepareDemand(s, scaling, p);
  p.sites = prepareSites(s, fx, p.horizon);
  p.offers = prepareOffers(s, fx, p.horizon);
  p.apiOffers = prepareApiOffers(s, fx, p.horizon);

  checkPeakDemand(p, out.problems);
  p.plans = resolvePlans(s, p, out.problems);
  for (PreparedPlan& plan : p.plans) {
    if (plan.strategy == Strategy::Portfolio)
      plan.parts = preparePortfolio(s, p, plan.index, out.problems);
    p.hasApiPlan = p.hasApiPlan || plan.strategy == Strategy::Api;
    for (const PortfolioPart& part : plan.parts)
      p.hasApiPlan = p.hasApiPlan || part.supply.strategy == Strategy::Api;
  }
  if (!out.problems.empty()) return out;
  if (!scaling) prepareGoodputCopies(s, p, out.problems);
  if (!out.problems.empty()) return out;
  if (auto tooLarge = budgetProblem(evaluationCost(p), pointer)) {
    out.problems.push_back(std::move(*tooLarge));
    return out;
  }
  out.prepared = std::move(p);
  return out;
}

void setAfterTax(PreparedScenario& p, bool afterTax) {
  p.afterTax = afterTax;
  for (PreparedPlan& plan : p.plans) {
    for (PortfolioPart& part : plan.parts)
      if (part.prepared) setAfterTax(*part.prepared, afterTax);
    if (plan.goodputCopy) setAfterTax(*plan.goodputCopy, afterTax);
  }
}

}  // namespace fleetcost
