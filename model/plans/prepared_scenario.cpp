// Compiling a validated scenario: conversion, escalation, demand, resolution of each plan's
// servers and offers, and the second-stage problems that resolution finds.
#include "model/plans/prepared_scenario.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/finance/currency.h"
#include "model/finance/time_value.h"
#include "model/plans/evaluation_budget.h"
#include "model/plans/plan_resolution.h"
#include "model/scenario/field_rule.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

std::vector<PreparedRegion> prepareRegions(const Scenario& s) {
  std::vector<PreparedRegion> regions;
  for (const Region& r : s.regions) {
    PreparedRegion p;
    p.id = r.id.value_or("");
    p.name = r.name.value_or(p.id);
    p.gridKgCo2PerKwh = r.gridKgCo2PerKwh.value;
    p.restrictedGpus.insert(r.restrictedGpus.begin(), r.restrictedGpus.end());
    p.restrictionNote = r.restrictionNote.value_or("");
    if (r.tax.present) {
      p.taxRate = r.tax.taxRate.value;
      if (r.tax.depreciation.present) {
        p.depreciationMethod = r.tax.depreciation.method.value_or("");
        p.usefulLifeYears =
            static_cast<int>(wholeCount(r.tax.depreciation.usefulLifeYears.value, 1, 1000));
        p.decliningFactor = r.tax.depreciation.factor.value;
      }
    }
    regions.push_back(std::move(p));
  }
  return regions;
}

int indexOfId(const auto& items, const std::optional<std::string>& id) {
  if (!id) return -1;
  for (std::size_t i = 0; i < items.size(); ++i)
    if (items[i].id == id) return static_cast<int>(i);
  return -1;
}

// GPU models that some workload uses, in gpu_models order, with their server model.
std::vector<PreparedGpu> prepareGpus(const Scenario& s, const CurrencyConverter& fx, int horizon) {
  std::vector<PreparedGpu> gpus;
  for (std::size_t j = 0; j < s.gpuModels.size(); ++j) {
    const GpuModel& model = s.gpuModels[j];
    const bool used = std::any_of(s.workloads.begin(), s.workloads.end(),
                                  [&](const Workload& w) { return w.gpu && w.gpu == model.id; });
    if (!used) continue;
    PreparedGpu g;
    g.modelIndex = static_cast<int>(j);
    g.id = model.id.value_or("");
    g.name = model.name.value_or(g.id);
    for (std::size_t i = 0; i < s.serverModels.size(); ++i) {
      const ServerModel& server = s.serverModels[i];
      if (server.gpu != model.id) continue;
      g.serverIndex = static_cast<int>(i);
      g.serverName = server.name.value_or(server.id.value_or(""));
      fillServerFigures(s, server, fx, horizon, g);
      break;
    }
    gpus.push_back(std::move(g));
  }
  return gpus;
}

void prepareDemand(const Scenario& s, PreparedScenario& p) {
  const int H = p.horizon;
  p.demand = DemandCurves(H, static_cast<int>(p.gpus.size()));
  for (const Workload& w : s.workloads) {
    PreparedWorkload out;
    out.name = w.name.value_or("");
    out.gpu = static_cast<int>(std::find_if(p.gpus.begin(), p.gpus.end(),
                                            [&](const PreparedGpu& g) { return w.gpu == g.id; }) -
                               p.gpus.begin());
    out.gpuHours.assign(H, 0.0);
    double base = w.gpuHoursPerMonth.value;
    if (w.usesTokens()) {
      base = w.avgTokensPerSecond.value / w.tokensPerSecondPerGpu.value * kHoursPerMonth;
      out.tokensPerGpuHour = w.tokensPerSecondPerGpu.value * 3600.0;
    }
    const WeeklyProfile profile = workloadProfile(w.profilePreset, w.profileWeights);
    double profileSum = 0.0;
    for (double weight : profile) profileSum += weight;
    if (base == 0.0) {  // no demand, whatever its growth (0 * an overflowing growth is NaN)
      p.workloads.push_back(std::move(out));
      continue;
    }
    const double start = w.startMonth.value;
    const double end = w.endMonth.present ? std::min(w.endMonth.value, double(H)) : double(H);
    for (int m = 0; m < H; ++m) {
      if (!(start <= m && m < end)) continue;
      const double gpus =
          base * std::pow(1.0 + w.annualGrowth.value, (m - start) / 12.0) / kHoursPerMonth;
      p.demand.add(out.gpu, m, gpus, profile);
      out.gpuHours[m] = kHoursPerMonth / kHoursPerWeek * gpus * profileSum;
      out.totalGpuHours += out.gpuHours[m];
    }
    p.workloads.push_back(std::move(out));
  }
  p.demand.finish();
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    PreparedGpu& gpu = p.gpus[g];
    gpu.requiredServers.assign(H, 0);
    for (int m = 0; m < H; ++m) {
      const double servers = p.demand.peak(int(g), m) * (1.0 + p.headroom) / gpu.gpusPerServer;
      gpu.requiredServers[m] = countFrom(ceilTolerant(servers));
    }
  }
}

std::vector<PreparedSite> prepareSites(const Scenario& s, const CurrencyConverter& fx, int H) {
  std::vector<PreparedSite> sites;
  for (std::size_t i = 0; i < s.sites.size(); ++i) {
    const Site& site = s.sites[i];
    PreparedSite p;
    p.index = static_cast<int>(i);
    p.id = site.id.value_or("");
    p.name = site.name.value_or(p.id);
    p.region = indexOfId(s.regions, site.region);
    for (const CoolingOption& option : site.coolingOptions)
      if (option.name == site.cooling) {
        p.coolingName = option.name.value_or("");
        break;
      }
    fillSiteFigures(site, fx, H, p);
    sites.push_back(std::move(p));
  }
  return sites;
}

std::vector<PreparedOffer> prepareOffers(const Scenario& s, const CurrencyConverter& fx, int H) {
  std::vector<PreparedOffer> offers;
  for (std::size_t i = 0; i < s.rentalOffers.size(); ++i) {
    const RentalOffer& o = s.rentalOffers[i];
    PreparedOffer p;
    p.index = static_cast<int>(i);
    p.region = indexOfId(s.regions, o.region);
    fillOfferPrices(o, fx, H, 1.0, p);
    p.termMonths = static_cast<int>(wholeCount(o.reservedTermMonths.value, 1, H));
    p.unitGpus = static_cast<double>(wholeCount(o.reservedUnitGpus.value, 1, 1'000'000'000));
    offers.push_back(std::move(p));
  }
  return offers;
}

HoursByServers groupHoursByServers(const DemandCurves& demand, int g, int from, int horizon,
                                   double gpusPerServer) {
  // Each hour leaves the burst at the smallest c with c * GPUs >= D, exactly as the capacity
  // comparison D <= capacity decides; the reciprocal gives a guess the loops correct.
  const double perGpu = 1.0 / gpusPerServer;
  const auto serversFor = [&](double d) {
    auto c = static_cast<long long>(fastCeil(d * perGpu));
    while (c > 1 && static_cast<double>(c - 1) * gpusPerServer >= d) --c;
    while (static_cast<double>(c) * gpusPerServer < d) ++c;
    return c;
  };
  const int months = std::max(0, horizon - from);
  std::vector<long long> servers(static_cast<std::size_t>(months) * kHoursPerWeek, 0);
  long long highest = 0;
  for (int m = from; m < horizon; ++m) {
    const double* hours = demand.sortedHours(g, m);
    long long* row = &servers[static_cast<std::size_t>(m - from) * kHoursPerWeek];
    for (int k = 0; k < kHoursPerWeek; ++k) {
      row[k] = hours[k] > 0.0 ? serversFor(hours[k]) : -1;
      highest = std::max(highest, row[k]);
    }
  }
  HoursByServers out;
  out.start.assign(static_cast<std::size_t>(highest) + 2, 0);
  for (long long c : servers)
    if (c >= 0) ++out.start[c + 1];
  for (std::size_t c = 1; c < out.start.size(); ++c) out.start[c] += out.start[c - 1];
  out.month.resize(out.start.back());
  out.demand.resize(out.start.back());
  std::vector<int> next(out.start.begin(), out.start.end() - 1);
  for (int m = from; m < horizon; ++m) {
    const double* hours = demand.sortedHours(g, m);
    const long long* row = &servers[static_cast<std::size_t>(m - from) * kHoursPerWeek];
    for (int k = 0; k < kHoursPerWeek; ++k) {
      if (row[k] < 0) continue;
      const int at = next[row[k]]++;
      out.month[at] = m;
      out.demand[at] = hours[k];
    }
  }
  return out;
}

// The peak in whole GPUs (ceil~) against the limit; a demand that grows beyond double range
// is over it too.
void checkPeakDemand(const PreparedScenario& p, Problems& problems) {
  for (std::size_t g = 0; g < p.gpus.size(); ++g) {
    const double peak = ceilTolerant(p.demand.maxPeak(int(g), 0, p.horizon));
    if (peak <= kMaxPeakGpus) continue;
    const std::string at = p.pointer + "/gpu_models/" + std::to_string(p.gpus[g].modelIndex);
    if (std::isfinite(peak))
      problems.push_back({at, "peak demand of " + formatNumber(peak) +
                                  " GPUs is above the limit of 1000000 GPUs per GPU model"});
    else
      problems.push_back({at,
                          "peak demand grows beyond any number FleetCost can compute "
                          "(the limit is 1000000 GPUs per GPU model): check the demand and "
                          "annual_growth of its workloads"});
  }
}

}  // namespace

void fillServerFigures(const Scenario& s, const ServerModel& server, const CurrencyConverter& fx,
                       int horizon, PreparedGpu& out) {
  const std::string currency = server.currency.value_or("USD");
  out.gpusPerServer = server.gpus.value;
  out.networkCapex = fx.toReporting(server.networkCapex.value, currency);
  out.idleKw = server.powerIdleKw.value;
  out.maxKw = server.powerMaxKw.value;
  out.rackUnits = server.rackUnits.value;
  yearlyEscalationInto(out.priceByMonth, fx.toReporting(server.price.value, currency),
                       s.ownership.hardwareAnnualPriceChange.value, horizon);
}

void fillSiteFigures(const Site& site, const CurrencyConverter& fx, int horizon,
                     PreparedSite& out) {
  const std::string currency = site.currency.value_or("USD");
  const auto money = [&](const Figure& f) { return fx.toReporting(f.value, currency); };
  for (const CoolingOption& option : site.coolingOptions) {
    if (option.name != site.cooling) continue;
    out.maxKwPerRack = option.maxKwPerRack.value;
    out.pue = option.pue.value;
    out.capexPerRack = money(option.capexPerRack);
    out.monthlyPerRack = money(option.monthlyPerRack);
    break;
  }
  out.usableRackUnits = site.usableRackUnits.value;
  out.spacePerRackMonth = money(site.spacePerRackMonth);
  out.powerPerKwMonth = money(site.powerPerKwMonth);
  out.powerFeeBasis = parsePowerFeeBasis(site.powerFeeBasis.value_or("allocated"))
                          .value_or(PowerFeeBasis::Allocated);  // validated before
  out.energyPerKwh = money(site.energyPerKwh);
  out.setupFeePerRack = money(site.setupFeePerRack);
  out.crossConnectsPerRack = site.crossConnectsPerRack.value;
  out.crossConnectMonth = money(site.crossConnectMonth);
  out.transitMbps = site.transitMbps.value;
  out.transitPerMbpsMonth = money(site.transitPerMbpsMonth);
  out.remoteHandsHoursMonth = site.remoteHandsHoursMonth.value;
  out.remoteHandsPerHour = money(site.remoteHandsPerHour);
  out.staffFte = site.staffFte.value;
  out.staffAnnualCost = money(site.staffAnnualCost);
  yearlyEscalationInto(out.coloEscalation, 1.0, site.coloAnnualChange.value, horizon);
  yearlyEscalationInto(out.energyEscalation, 1.0, site.energyAnnualChange.value, horizon);
}

void fillOfferPrices(const RentalOffer& offer, const CurrencyConverter& fx, int horizon,
                     double priceScale, PreparedOffer& out) {
  const std::string currency = offer.currency.value_or("USD");
  const double change = offer.annualPriceChange.value;
  yearlyEscalationInto(out.onDemandByMonth,
                       fx.toReporting(offer.onDemandPerGpuHour.value * priceScale, currency),
                       change, horizon);
  yearlyEscalationInto(out.reservedByMonth,
                       fx.toReporting(offer.reservedPerGpuMonth.value * priceScale, currency),
                       change, horizon);
  out.kwhPerGpuHour = offer.kwhPerGpuHour.value;
}

PreparedOrProblems prepareScenario(const Scenario& s, const std::string& pointer) {
  PreparedOrProblems out;
  PreparedScenario p;
  p.pointer = pointer;
  p.name = s.name.value_or("");
  p.currency = s.reportingCurrency.value_or("USD");
  p.horizon = static_cast<int>(wholeCount(s.horizonMonths.value, 1, 600));
  p.afterTax = s.afterTax.value_or(false);
  p.discount = discountFactors(s.discountRateAnnual.value, p.horizon);
  const CurrencyConverter fx(s);

  const Ownership& own = s.ownership;
  p.headroom = own.headroom.value;
  p.spareRatio = own.spareRatio.value;
  p.installPct = own.installPct.value;
  p.maintenanceAnnualPct = own.maintenanceAnnualPct.value;
  p.licensePerGpuYear =
      fx.toReporting(own.licensePerGpuYear.value, own.currency.value_or(p.currency));
  p.refreshMonths = static_cast<int>(wholeCount(own.refreshMonths.value, 1, p.horizon + 1));
  p.leadTimeMonths = static_cast<int>(wholeCount(own.leadTimeMonths.value, 0, p.horizon));
  p.creditTerminalValue = own.creditsTerminalValue();
  p.resaleByAge.resize(p.horizon + 1);
  for (int a = 0; a <= p.horizon; ++a)
    p.resaleByAge[a] = std::pow(1.0 - own.resaleAnnualDecline.value, a / 12.0);

  p.regions = prepareRegions(s);
  p.gpus = prepareGpus(s, fx, p.horizon);
  if (auto tooLarge =
          budgetProblem(demandCost(s.workloads.size(), p.gpus.size(), p.horizon), pointer)) {
    out.problems.push_back(std::move(*tooLarge));
    return out;
  }
  prepareDemand(s, p);
  p.sites = prepareSites(s, fx, p.horizon);
  p.offers = prepareOffers(s, fx, p.horizon);

  checkPeakDemand(p, out.problems);
  p.plans = resolvePlans(s, p, out.problems);
  if (!out.problems.empty()) return out;
  if (auto tooLarge = budgetProblem(evaluationCost(p), pointer)) {
    out.problems.push_back(std::move(*tooLarge));
    return out;
  }
  const bool hybrid = std::any_of(p.plans.begin(), p.plans.end(), [](const PreparedPlan& plan) {
    return plan.strategy == Strategy::Hybrid;
  });
  for (std::size_t g = 0; hybrid && g < p.gpus.size(); ++g)
    p.gpus[g].hoursByServers = groupHoursByServers(p.demand, static_cast<int>(g), p.leadTimeMonths,
                                                   p.horizon, p.gpus[g].gpusPerServer);
  out.prepared = std::move(p);
  return out;
}

}  // namespace fleetcost
