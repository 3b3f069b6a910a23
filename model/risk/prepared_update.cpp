// The formulas of prepareScenario, one part of the compiled scenario at a time.
#include "model/risk/prepared_update.h"

#include <cmath>

#include "model/risk/trial_demand.h"
#include "model/scenario/field_rule.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

// x^(t / 12) for t = 0..months: a power per whole year times one per month of the year.
void monthlyPowers(double x, int months, bool reciprocal, std::vector<double>& out) {
  double perMonth[12];
  for (int k = 0; k < 12; ++k) perMonth[k] = std::pow(x, k / 12.0);
  out.resize(static_cast<std::size_t>(months) + 1);
  double year = 1.0;
  for (int t = 0; t <= months; ++t) {
    if (t % 12 == 0) year = std::pow(x, t / 12);
    const double v = year * perMonth[t % 12];
    out[t] = reciprocal ? 1.0 / v : v;
  }
}

}  // namespace

void updateDiscount(const Scenario& s, PreparedScenario& p, const PreparedScenario& base,
                    double baseRate) {
  const double rate = s.discountRateAnnual.value;
  if (rate == baseRate) {
    p.discount = base.discount;
    return;
  }
  // 1 / (1 + r_m)^t = 1 / (1 + rate)^(t / 12).
  monthlyPowers(1.0 + rate, p.horizon, true, p.discount);
}

void updateOwnership(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p,
                     const PreparedScenario& base, double baseDecline) {
  const Ownership& own = s.ownership;
  p.headroom = own.headroom.value;
  p.spareRatio = own.spareRatio.value;
  p.installPct = own.installPct.value;
  p.maintenanceAnnualPct = own.maintenanceAnnualPct.value;
  p.licensePerGpuYear =
      fx.toReporting(own.licensePerGpuYear.value, own.currency.value_or(p.currency));
  p.refreshMonths = static_cast<int>(wholeCount(own.refreshMonths.value, 1, p.horizon + 1));
  p.leadTimeMonths = static_cast<int>(wholeCount(own.leadTimeMonths.value, 0, p.horizon));
  if (own.resaleAnnualDecline.value == baseDecline)
    p.resaleByAge = base.resaleByAge;
  else
    monthlyPowers(1.0 - own.resaleAnnualDecline.value, p.horizon, false, p.resaleByAge);
}

void updateServer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int g) {
  PreparedGpu& gpu = p.gpus[g];
  if (gpu.serverIndex < 0) return;
  fillServerFigures(s, s.serverModels[gpu.serverIndex], fx, p.horizon, gpu);
}

void updateRequiredServers(const TrialDemand& demand, PreparedScenario& p, int g) {
  PreparedGpu& gpu = p.gpus[g];
  gpu.requiredServers.resize(p.horizon);
  for (int m = 0; m < p.horizon; ++m) {
    const double servers = demand.peak(g, m) * (1.0 + p.headroom) / gpu.gpusPerServer;
    gpu.requiredServers[m] = countFrom(ceilTolerant(servers));
  }
}

void updateSite(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int i) {
  PreparedSite& out = p.sites[i];
  fillSiteFigures(s.sites[out.index], fx, p.horizon, out);
}

void updateOffer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int i,
                 double priceScale) {
  PreparedOffer& out = p.offers[i];
  fillOfferPrices(s.rentalOffers[out.index], fx, p.horizon, priceScale, out);
}

void updateRegion(const Scenario& s, PreparedScenario& p, int i) {
  const Region& r = s.regions[i];
  PreparedRegion& out = p.regions[i];
  out.gridKgCo2PerKwh = r.gridKgCo2PerKwh.value;
  if (!r.tax.present) return;
  out.taxRate = r.tax.taxRate.value;
  if (!r.tax.depreciation.present) return;
  out.usefulLifeYears =
      static_cast<int>(wholeCount(r.tax.depreciation.usefulLifeYears.value, 1, 1000));
  out.decliningFactor = r.tax.depreciation.factor.value;
}

void updateLease(const Scenario& s, PreparedScenario& p, int j) {
  PreparedPlan& plan = p.plans[j];
  if (!plan.leased) return;
  const Financing& f = s.plans[plan.index].financing;
  plan.leaseAnnualRate = f.annualRate.value;
  plan.leaseTermMonths = static_cast<int>(wholeCount(f.termMonths.value, 1, 100000));
}

std::optional<Problem> updateServersPerRack(PreparedScenario& p, int j, int g) {
  PreparedPlan& plan = p.plans[j];
  const PreparedGpu& gpu = p.gpus[g];
  if (!isOwning(plan.strategy) || plan.site < 0 || gpu.serverIndex < 0) return std::nullopt;
  const PreparedSite& site = p.sites[plan.site];
  const double byPower = floorTolerant(site.maxKwPerRack / gpu.maxKw);
  const double bySpace = floorTolerant(site.usableRackUnits / gpu.rackUnits);
  const std::string at = p.pointer + "/plans/" + std::to_string(plan.index) + "/site";
  if (byPower < 1)
    return Problem{at, formatNumber(gpu.maxKw) + " kW server \"" + gpu.serverName +
                           "\" does not fit the " + formatNumber(site.maxKwPerRack) + " kW \"" +
                           site.coolingName + "\" rack at " + site.name + " (plan \"" + plan.name +
                           "\")"};
  if (bySpace < 1)
    return Problem{at, formatNumber(gpu.rackUnits) + "U server \"" + gpu.serverName +
                           "\" does not fit the " + formatNumber(site.usableRackUnits) +
                           " usable rack units at " + site.name + " (plan \"" + plan.name + "\")"};
  plan.serversPerRack[g] = countFrom(std::min(byPower, bySpace));
  return std::nullopt;
}

}  // namespace fleetcost
