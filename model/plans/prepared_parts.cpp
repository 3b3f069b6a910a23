// The formulas of each part of a compiled scenario.
#include "model/plans/prepared_parts.h"

#include <algorithm>
#include <cmath>

#include "model/demand/weekly_profile.h"
#include "model/demand/workload_demand.h"
#include "model/finance/time_value.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/util/rounding.h"

namespace fleetcost {

void prepareOwnership(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p) {
  const Ownership& own = s.ownership;
  p.headroom = own.headroom.value;
  p.spareRatio = own.spareRatio.value;
  p.installPct = own.installPct.value;
  p.heldValueAnnualPct = 0;
  for (const auto& spec : fieldSpecs<Ownership>())
    if (spec.heldValueRate)
      p.heldValueAnnualPct += (own.*std::get<Figure Ownership::*>(spec.member)).value;
  p.licensePerGpuYear =
      fx.toReporting(own.licensePerGpuYear.value, own.currency.value_or(p.currency));
  p.refreshMonths = static_cast<int>(wholeCount(own.refreshMonths.value, 1, p.horizon + 1));
  p.leadTimeMonths = static_cast<int>(wholeCount(own.leadTimeMonths.value, 0, p.horizon));
  p.creditTerminalValue = own.creditsTerminalValue();
  monthlyPowersInto(p.resaleByAge, 1.0 - own.resaleAnnualDecline.value, p.horizon);
}

void prepareServer(const Scenario& s, const CurrencyConverter& fx, PreparedScenario& p, int g) {
  PreparedGpu& out = p.gpus[g];
  if (out.serverIndex < 0) return;
  const ServerModel& server = s.serverModels[out.serverIndex];
  const CurrencyRate rate = fx.rate(server.currency.value_or("USD"));
  out.gpusPerServer = server.gpus.value;
  out.networkCapex = rate.toReporting(server.networkCapex.value);
  out.idleKw = server.powerIdleKw.value;
  out.maxKw = server.powerMaxKw.value;
  out.rackUnits = server.rackUnits.value;
  out.liquidCooled = server.isLiquidCooled();
  out.rackScale = server.isRackScale();
  out.weightKg = server.weightKg.present ? std::optional(server.weightKg.value) : std::nullopt;
  yearlyEscalationInto(out.priceByMonth, rate.toReporting(server.price.value),
                       s.ownership.hardwareAnnualPriceChange.value, p.horizon);
}

void prepareGpuDemand(const Scenario& s, PreparedScenario& p, int g, double scale) {
  p.demand.clearLevels(g);
  std::vector<double> gpus;
  for (std::size_t w = 0; w < p.workloads.size(); ++w) {
    if (p.workloads[w].gpu != g) continue;
    workloadGpusByMonth(s.workloads[w], p.horizon, scale * p.workloads[w].demandFactor, gpus);
    p.demand.addLevels(g, p.workloads[w].profile, gpus);
    prepareWorkloadHours(gpus, p.workloads[w]);
    prepareWorkloadTokens(s.workloads[w], p.workloads[w]);
  }
  p.demand.rebuild(g);
}

void prepareWorkloadHours(const std::vector<double>& gpus, PreparedWorkload& out) {
  const int H = static_cast<int>(gpus.size());
  out.gpuHours.assign(H, 0.0);
  out.totalGpuHours = 0.0;
  for (int m = 0; m < H; ++m) {
    if (gpus[m] == 0.0) continue;
    out.gpuHours[m] = kHoursPerMonth / kHoursPerWeek * gpus[m] * out.profileSum;
    out.totalGpuHours += out.gpuHours[m];
  }
}

void prepareWorkloadTokens(const Workload& w, PreparedWorkload& out) {
  out.tokensPerGpuHour.reset();
  // A goodput copy spreads the same tokens over more GPU-hours (docs/MODEL.md §14.2).
  if (w.usesTokens())
    out.tokensPerGpuHour = w.tokensPerSecondPerGpu.value * 3600.0 / out.demandFactor;
  if (w.model)
    out.model = *w.model;  // into the string's own storage: no allocation in a risk trial
  else
    out.model.clear();
  out.apiServable = w.usesTokens() && w.kind == "inference" && w.model.has_value();
  out.inputShare.reset();
  if (w.inputTokenShare.present) out.inputShare = w.inputTokenShare.value;
  out.cachedShare = w.cachedInputShare.value;
}

void prepareRequiredServers(PreparedScenario& p, int g) {
  PreparedGpu& gpu = p.gpus[g];
  gpu.requiredServers.resize(p.horizon);
  for (int m = 0; m < p.horizon; ++m) {
    const double servers = p.demand.peak(g, m) * (1.0 + p.headroom) / gpu.gpusPerServer;
    gpu.requiredServers[m] = countFrom(ceilTolerant(servers));
  }
}

void prepareSite(const Site& site, const CurrencyConverter& fx, int horizon, PreparedSite& out) {
  const CurrencyRate rate = fx.rate(site.currency.value_or("USD"));
  const auto money = [&](const Figure& f) { return rate.toReporting(f.value); };
  bool chosen = false;
  for (const CoolingOption& option : site.coolingOptions) {
    RackOffer offer{
        option.name.value_or(""), option.isLiquid(), option.maxKwPerRack.value,
        option.maxKgPerRack.present ? std::optional(option.maxKgPerRack.value) : std::nullopt};
    if (chosen || option.name != site.cooling) {
      out.otherOffers.push_back(std::move(offer));
      continue;
    }
    chosen = true;
    out.rack = std::move(offer);
    out.coolingName = option.name.value_or("");
    out.maxKwPerRack = option.maxKwPerRack.value;
    out.pue = option.pue.value;
    out.capexPerRack = money(option.capexPerRack);
    out.monthlyPerRack = money(option.monthlyPerRack);
  }
  out.usableRackUnits = site.usableRackUnits.value;
  // docs/MODEL.md §13.4
  out.maxPowerKw = site.maxPowerKw.present ? std::optional(site.maxPowerKw.value) : std::nullopt;
  out.maxPowerKwLater =
      site.maxPowerKwLater.present ? std::optional(site.maxPowerKwLater.value) : std::nullopt;
  out.maxPowerKwLaterFromMonth = static_cast<int>(site.maxPowerKwLaterFromMonth.value);
  out.maxRacks = site.maxRacks.present ? std::optional(static_cast<long long>(site.maxRacks.value))
                                       : std::nullopt;
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

void prepareOffer(const RentalOffer& offer, const CurrencyConverter& fx, int horizon,
                  double priceScale, PreparedOffer& out) {
  const CurrencyRate rate = fx.rate(offer.currency.value_or("USD"));
  const double change = offer.annualPriceChange.value;
  const PricePath& path = offer.pricePath;
  // One price of the offer by month: the path's points that state it (scaled), linear from the
  // offer's price at month 0; without such points, the yearly change (docs/MODEL.md §12).
  std::vector<std::pair<long long, double>> points;
  const auto prices = [&](const Figure& base, Figure PricePoint::*atPoint,
                          std::vector<double>& series) {
    const double anchor = rate.toReporting(base.value * priceScale);
    points.clear();
    if (path.present)
      for (const PricePoint& point : path.points)
        if ((point.*atPoint).present)
          points.emplace_back(
              wholeCount(point.month.value, 1, 1'000'000'000),
              rate.toReporting((point.*atPoint).value * path.scale.value * priceScale));
    if (points.empty())
      yearlyEscalationInto(series, anchor, change, horizon);
    else
      linearPathInto(series, anchor, points, horizon);
  };
  prices(offer.onDemandPerGpuHour, &PricePoint::onDemandPerGpuHour, out.onDemandByMonth);
  prices(offer.reservedPerGpuMonth, &PricePoint::reservedPerGpuMonth, out.reservedByMonth);
  out.kwhPerGpuHour = offer.kwhPerGpuHour.value;
  // Spot: the offer's yearly change, not its price path (docs/MODEL.md §15.1).
  out.spotByMonth.clear();
  if (offer.spotPerGpuHour.present)
    yearlyEscalationInto(out.spotByMonth, rate.toReporting(offer.spotPerGpuHour.value * priceScale),
                         change, horizon);
  // Blocks and commitments: the yearly change, not the price path (docs/MODEL.md §16.1).
  const auto yearly = [&](const Figure& price, std::vector<double>& series) {
    series.clear();
    if (price.present)
      yearlyEscalationInto(series, rate.toReporting(price.value * priceScale), change, horizon);
  };
  yearly(offer.blockPerGpuHour, out.blockByMonth);
  yearly(offer.commitmentPerGpuHour, out.commitmentByMonth);
  // P = max(1, round(block_days × 24 / HPM)), half up.
  const double days = static_cast<double>(wholeCount(offer.blockDays.value, 1, 182));
  out.blockPeriodMonths =
      std::max(1, static_cast<int>(std::floor(days * 24.0 / kHoursPerMonth + 0.5)));
  out.commitmentGpuHours = offer.commitmentGpuHoursPerMonth.value;
}

void prepareApiOffer(const ApiOffer& offer, const CurrencyConverter& fx, int horizon,
                     PreparedApiOffer& out) {
  const CurrencyRate rate = fx.rate(offer.currency.value_or("USD"));
  const double change = offer.annualPriceChange.value;
  const auto money = [&](const Figure& f) { return rate.toReporting(f.value); };
  yearlyEscalationInto(out.inputByMonth, money(offer.inputPerMillionTokens), change, horizon);
  yearlyEscalationInto(
      out.cachedInputByMonth,
      money(offer.cachedInputPerMillionTokens.present ? offer.cachedInputPerMillionTokens
                                                      : offer.inputPerMillionTokens),
      change, horizon);
  yearlyEscalationInto(out.outputByMonth, money(offer.outputPerMillionTokens), change, horizon);
}

void prepareRegion(const Region& r, PreparedRegion& out) {
  out.gridKgCo2PerKwh = r.gridKgCo2PerKwh.value;
  if (!r.tax.present) return;
  out.taxRate = r.tax.taxRate.value;
  if (!r.tax.depreciation.present) return;
  out.depreciationMethod = r.tax.depreciation.method.value_or("");
  out.usefulLifeYears =
      static_cast<int>(wholeCount(r.tax.depreciation.usefulLifeYears.value, 1, 1000));
  out.decliningFactor = r.tax.depreciation.factor.value;
}

void prepareLease(const Plan& plan, PreparedPlan& out) {
  out.leased = plan.financing.present && plan.financing.method == "lease";
  if (!out.leased) return;
  out.leaseAnnualRate = plan.financing.annualRate.value;
  out.leaseTermMonths = static_cast<int>(wholeCount(plan.financing.termMonths.value, 1, 100000));
}

long long serversPerRack(const PreparedGpu& gpu, const RackOffer& rack, double usableRackUnits) {
  if (gpu.liquidCooled != rack.liquid) return 0;
  double fit = floorTolerant(rack.maxKw / gpu.maxKw);
  if (!gpu.rackScale)
    fit = std::min(fit, floorTolerant(usableRackUnits / gpu.rackUnits));
  else
    fit = std::min(fit, 1.0);
  if (gpu.weightKg && rack.maxKg) fit = std::min(fit, floorTolerant(*rack.maxKg / *gpu.weightKg));
  return fit >= 1 ? countFrom(fit) : 0;
}

namespace {

// Why `gpu`'s server does not fit the chosen rack of `site`, in words (MODEL.md §4.4, reading 24):
// the first of cooling kind, power, height and weight that fails.
Message rackMisfit(const PreparedGpu& gpu, const PreparedSite& site, const std::string& plan) {
  const RackOffer& rack = site.rack;
  const Message kw = formatNumber(gpu.maxKw), server = quotedText(gpu.serverName),
                cooling = quotedText(site.coolingName), at = shortText(site.name),
                planName = quotedText(plan), rackKw = formatNumber(rack.maxKw);
  if (gpu.liquidCooled && !rack.liquid)
    return gpu.rackScale
               ? Message(FC_TRANSLATE_NOOP("Problems",
                                           "%1 kW rack-scale system %2 needs direct liquid cooling "
                                           "of at least %1 kW a rack; %3 at %4 offers %5 kW of "
                                           "air cooling (plan %6)"),
                         {kw, server, cooling, at, rackKw, planName})
               : Message(FC_TRANSLATE_NOOP("Problems",
                                           "%1 kW liquid-cooled server %2 needs direct liquid "
                                           "cooling; %3 at %4 offers %5 kW of air cooling (plan "
                                           "%6)"),
                         {kw, server, cooling, at, rackKw, planName});
  if (!gpu.liquidCooled && rack.liquid)
    return Message(FC_TRANSLATE_NOOP("Problems",
                                     "air-cooled server %1 cannot use the direct liquid-cooled %2 "
                                     "rack at %3 (plan %4)"),
                   {server, cooling, at, planName});
  if (floorTolerant(rack.maxKw / gpu.maxKw) < 1)
    return gpu.rackScale
               ? Message(FC_TRANSLATE_NOOP("Problems",
                                           "%1 kW rack-scale system %2 needs direct liquid cooling "
                                           "of at least %1 kW a rack; %3 at %4 offers %5 kW (plan "
                                           "%6)"),
                         {kw, server, cooling, at, rackKw, planName})
               : Message(FC_TRANSLATE_NOOP(
                             "Problems",
                             "%1 kW server %2 does not fit the %3 kW %4 rack at %5 (plan %6)"),
                         {kw, server, rackKw, cooling, at, planName});
  if (!gpu.rackScale && floorTolerant(site.usableRackUnits / gpu.rackUnits) < 1)
    return Message(
        FC_TRANSLATE_NOOP("Problems",
                          "%1U server %2 does not fit the %3 usable rack units at %4 (plan %5)"),
        {formatNumber(gpu.rackUnits), server, formatNumber(site.usableRackUnits), at, planName});
  return Message(FC_TRANSLATE_NOOP("Problems",
                                   "%1 kg server %2 is heavier than the %3 kg floor loading of the "
                                   "%4 rack at %5 (plan %6)"),
                 {formatNumber(gpu.weightKg.value_or(0)), server,
                  formatNumber(rack.maxKg.value_or(0)), cooling, at, planName});
}

}  // namespace

std::optional<Problem> fitServersPerRack(const PreparedScenario& p, PreparedPlan& plan, int g) {
  plan.serversPerRack[g] = 0;
  const PreparedGpu& gpu = p.gpus[g];
  if (plan.site < 0 || gpu.serverIndex < 0) return std::nullopt;
  const PreparedSite& site = p.sites[plan.site];
  plan.serversPerRack[g] = serversPerRack(gpu, site.rack, site.usableRackUnits);
  if (plan.serversPerRack[g] > 0) return std::nullopt;
  const std::string at =
      p.pointer + "/plans/" + std::to_string(plan.index) + "/" + keyOf(&Plan::site);
  Message why = rackMisfit(gpu, site, plan.name);
  for (const RackOffer& other : site.otherOffers)
    if (serversPerRack(gpu, other, site.usableRackUnits) > 0)
      return problemAt(at, Message(FC_TRANSLATE_NOOP("Problems",
                                                     "%1; the site's cooling option %2 would "
                                                     "take it"),
                                   {std::move(why), quotedText(other.name)}));
  return problemAt(at, std::move(why));
}

}  // namespace fleetcost
