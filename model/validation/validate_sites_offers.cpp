// First-stage checks of regions (with their tax), server models, sites (with their cooling
// options), rental offers (with their price paths) and API offers.
#include "model/scenario/workbook_shape.h"
#include "model/validation/scenario_validator.h"

#include <cmath>
#include <map>
#include <optional>

#include "model/scenario/power_fee_basis.h"

namespace fleetcost::scenario_validation {

void ScenarioValidator::region(const Region& r, const std::string& at) {
  plainFields(r, r.extras, at);
  for (std::size_t i = 0; i < r.restrictedGpus.size(); ++i) {
    const std::string idAt = child(child(at, partKey(&Region::restrictedGpus)), i);
    text(r.restrictedGpus[i], kMaxNameCharacters, idAt);
    reference(r.restrictedGpus[i], gpuIds_, idAt,
              FC_TRANSLATE_NOOP("Problems", "no GPU model with id %1 in %2"),
              partKey(&Scenario::gpuModels));
  }
  if (!r.tax.present) return;
  const std::string taxAt = child(at, partKey(&Region::tax));
  plainFields(r.tax, r.tax.extras, taxAt);
  const Depreciation& d = r.tax.depreciation;
  const std::string depAt = child(taxAt, partKey(&TaxRule::depreciation));
  if (!d.present) {
    if (r.tax.taxRate.value > 0 && !r.tax.extras.keys.find(partKey(&TaxRule::depreciation)))
      problem(depAt,
              Message(FC_TRANSLATE_NOOP(
                  "Problems", "required when tax_rate is above 0: how hardware is depreciated")));
    return;
  }
  plainFields(d, d.extras, depAt);
  const std::string methodAt = child(depAt, &Depreciation::method);
  if (!d.method) {
    if (!d.extras.keys.find(keyOf(&Depreciation::method)))
      problem(
          methodAt,
          Message(FC_TRANSLATE_NOOP(
              "Problems", "required but missing: immediate, straight_line or declining_balance")));
    return;
  }
  const bool straight = *d.method == "straight_line";
  const bool declining = *d.method == "declining_balance";
  if (!isOneOf(specOf(&Depreciation::method).words, *d.method)) {
    problem(methodAt, Message(FC_TRANSLATE_NOOP(
                                  "Problems",
                                  "must be immediate, straight_line or declining_balance, got %1"),
                              {quoted(*d.method)}));
    return;
  }
  if ((straight || declining) && !stated(d, &Depreciation::usefulLifeYears))
    problem(child(depAt, &Depreciation::usefulLifeYears),
            Message(FC_TRANSLATE_NOOP("Problems", "required for %1 but missing"), {*d.method}));
  if (declining && !stated(d, &Depreciation::factor))
    problem(child(depAt, &Depreciation::factor),
            Message(FC_TRANSLATE_NOOP(
                "Problems",
                "required for declining_balance but missing (2 = 200% declining balance)")));
}

void ScenarioValidator::server(const ServerModel& m, const std::string& at) {
  plainFields(m, m.extras, at);
  reference(m.gpu, gpuIds_, child(at, &ServerModel::gpu),
            FC_TRANSLATE_NOOP("Problems", "no GPU model with id %1 in %2"),
            partKey(&Scenario::gpuModels));
  currency(m.currency, child(at, &ServerModel::currency));
  if (m.powerIdleKw.present && m.powerMaxKw.present && m.powerIdleKw.value > m.powerMaxKw.value)
    problem(child(at, &ServerModel::powerIdleKw),
            Message(FC_TRANSLATE_NOOP("Problems", "must not be above power_max_kw (%1 kW), got %2"),
                    {formatNumber(m.powerMaxKw.value), formatNumber(m.powerIdleKw.value)}));
  coolingKind(m.cooling, child(at, &ServerModel::cooling));
}

void ScenarioValidator::coolingKind(const std::optional<std::string>& kind, const std::string& at) {
  if (kind && *kind != "air" && *kind != "liquid")
    problem(at, Message(FC_TRANSLATE_NOOP("Problems", "must be air or liquid, got %1"),
                        {quoted(*kind)}));
}

void ScenarioValidator::site(const Site& site, const std::string& at) {
  plainFields(site, site.extras, at);
  reference(site.region, regionIds_, child(at, &Site::region),
            FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
            partKey(&Scenario::regions));
  currency(site.currency, child(at, &Site::currency));
  if (site.powerFeeBasis && !parsePowerFeeBasis(*site.powerFeeBasis))
    problem(child(at, &Site::powerFeeBasis),
            Message(FC_TRANSLATE_NOOP("Problems", "must be allocated or used, got %1"),
                    {quoted(*site.powerFeeBasis)}));
  // docs/MODEL.md §13.4: a later envelope and its month come together.
  const bool later = stated(site, &Site::maxPowerKwLater);
  const bool from = stated(site, &Site::maxPowerKwLaterFromMonth);
  if (later != from)
    problem(
        child(at, later ? &Site::maxPowerKwLaterFromMonth : &Site::maxPowerKwLater),
        Message(FC_TRANSLATE_NOOP("Problems", "required with %1 but missing"),
                {later ? keyOf(&Site::maxPowerKwLater) : keyOf(&Site::maxPowerKwLaterFromMonth)}));
  const std::string optionsAt = child(at, partKey(&Site::coolingOptions));
  if (!site.coolingOptionsPresent || site.coolingOptions.empty()) {
    if (!site.extras.keys.find(partKey(&Site::coolingOptions)))
      problem(optionsAt,
              Message(FC_TRANSLATE_NOOP("Problems", "required: at least one cooling option")));
  }
  std::map<std::string, std::size_t> names;
  for (std::size_t i = 0; i < site.coolingOptions.size(); ++i) {
    const CoolingOption& option = site.coolingOptions[i];
    if (option.extras.notAnObject) continue;
    const std::string optionAt = child(optionsAt, i);
    plainFields(option, option.extras, optionAt);
    coolingKind(option.kind, child(optionAt, &CoolingOption::kind));
    if (!option.name) continue;
    auto [it, inserted] = names.emplace(*option.name, i);
    if (!inserted)
      problem(child(optionAt, &CoolingOption::name),
              Message(FC_TRANSLATE_NOOP("Problems", "the name %1 is already used by %2"),
                      {quoted(*option.name), child(optionsAt, it->second)}));
  }
  if (site.cooling && !site.coolingOptions.empty() && !names.count(*site.cooling))
    problem(child(at, &Site::cooling),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "must name one of the site's cooling_options, got %1"),
                    {quoted(*site.cooling)}));
}

void ScenarioValidator::offer(const RentalOffer& o, const std::string& at) {
  plainFields(o, o.extras, at);
  reference(o.region, regionIds_, child(at, &RentalOffer::region),
            FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
            partKey(&Scenario::regions));
  reference(o.gpu, gpuIds_, child(at, &RentalOffer::gpu),
            FC_TRANSLATE_NOOP("Problems", "no GPU model with id %1 in %2"),
            partKey(&Scenario::gpuModels));
  currency(o.currency, child(at, &RentalOffer::currency));
  if (o.pricePath.present) pricePath(o.pricePath, child(at, partKey(&RentalOffer::pricePath)));
  blocksAndCommitment(o, at);
}

// docs/MODEL.md §16.1: AWS's block lengths, and a commitment's hours need its price.
void ScenarioValidator::blocksAndCommitment(const RentalOffer& o, const std::string& at) {
  const double days = o.blockDays.value;
  if (stated(o, &RentalOffer::blockDays) && days == std::floor(days) && days >= 1 &&
      !(days <= 14 || (days <= 182 && std::fmod(days, 7.0) == 0.0)))
    problem(child(at, &RentalOffer::blockDays),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "must be 1 to 14 days, or a multiple of 7 up to 182, got %1"),
                    {formatNumber(days)}));
  if (stated(o, &RentalOffer::commitmentGpuHoursPerMonth) &&
      !stated(o, &RentalOffer::commitmentPerGpuHour))
    problem(child(at, &RentalOffer::commitmentGpuHoursPerMonth),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "needs commitment_per_gpu_hour, the committed price")));
}

void ScenarioValidator::pricePath(const PricePath& path, const std::string& at) {
  if (path.asOf) evidenceDate(*path.asOf, child(at, &PricePath::asOf));
  plainFields(path, path.extras, at);
  const std::string pointsAt = child(at, partKey(&PricePath::points));
  if (path.points.empty()) {
    if (!path.extras.keys.find(partKey(&PricePath::points)))
      problem(pointsAt, Message(FC_TRANSLATE_NOOP(
                            "Problems",
                            "required: at least one point {month, on_demand_per_gpu_hour "
                            "and/or reserved_per_gpu_month}")));
    return;
  }
  std::optional<double> previous;
  for (std::size_t k = 0; k < path.points.size(); ++k) {
    const PricePoint& point = path.points[k];
    if (point.extras.notAnObject) continue;
    const std::string pointAt = child(pointsAt, k);
    plainFields(point, point.extras, pointAt);
    if (!stated(point, &PricePoint::onDemandPerGpuHour) &&
        !stated(point, &PricePoint::reservedPerGpuMonth))
      problem(
          pointAt,
          Message(FC_TRANSLATE_NOOP(
              "Problems", "a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both")));
    if (!point.month.present) continue;
    if (previous && point.month.value <= *previous)
      problem(child(pointAt, &PricePoint::month),
              Message(FC_TRANSLATE_NOOP("Problems",
                                        "must be after the month of the point before (%1), got %2"),
                      {formatNumber(*previous), formatNumber(point.month.value)}));
    previous = point.month.value;
  }
}

void ScenarioValidator::apiOffer(const ApiOffer& o, const std::string& at) {
  plainFields(o, o.extras, at);
  reference(o.region, regionIds_, child(at, &ApiOffer::region),
            FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
            partKey(&Scenario::regions));
  currency(o.currency, child(at, &ApiOffer::currency));
}

}  // namespace fleetcost::scenario_validation
