// Walking a scenario's figures through the field and part tables.
#include "model/scenario/figure_walk.h"

#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

template <class T>
void addFields(const T& object, const std::string& pointer, const std::string& group,
               const std::string& owner, const std::string& currency,
               std::vector<FigureEntry>& out) {
  for (const auto& spec : fieldSpecs<T>()) {
    const auto* member = std::get_if<Figure T::*>(&spec.member);
    if (!member) continue;
    const Figure& f = object.**member;
    if (!f.present) continue;
    out.push_back({pointer + "/" + spec.key, group, owner, spec.key, spec.unit,
                   spec.money ? currency : "", spec.rule, &f});
  }
}

template <class T>
std::string ownerName(const T& object) {
  if constexpr (requires { object.id; }) {
    if (object.name) return *object.name;
    return object.id.value_or("");
  } else {
    return object.name.value_or("");
  }
}

template <class T>
void addList(const std::vector<T>& items, const std::string& key,
             const std::string& fallbackCurrency, std::vector<FigureEntry>& out) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    const T& item = items[i];
    if (item.extras.notAnObject) continue;
    std::string currency = fallbackCurrency;
    if constexpr (requires { item.currency; }) currency = item.currency.value_or(fallbackCurrency);
    addFields(item, "/" + key + "/" + std::to_string(i), key, ownerName(item), currency, out);
  }
}

}  // namespace

std::vector<FigureEntry> scenarioFigures(const Scenario& s) {
  std::vector<FigureEntry> out;
  const std::string reporting = s.reportingCurrency.value_or("USD");
  addFields(s, "", "scenario", "", reporting, out);
  const std::string fxKey = partKey(&Scenario::fxPerUsd);
  for (std::size_t i = 0; i < s.fxPerUsd.size(); ++i) {
    const auto& [code, rate] = s.fxPerUsd[i];
    if (rate.present)
      out.push_back({"/" + fxKey + "/" + code, fxKey, code, code, code + " per USD", "",
                     Rule::Positive, &rate});
  }
  if (s.ownership.present) {
    const std::string key = partKey(&Scenario::ownership);
    addFields(s.ownership, "/" + key, key, "", s.ownership.currency.value_or(reporting), out);
  }
  const std::string regions = partKey(&Scenario::regions);
  for (std::size_t i = 0; i < s.regions.size(); ++i) {
    const Region& r = s.regions[i];
    if (r.extras.notAnObject) continue;
    const std::string at = "/" + regions + "/" + std::to_string(i);
    addFields(r, at, regions, ownerName(r), "", out);
    const std::string taxAt = at + "/" + partKey(&Region::tax);
    if (r.tax.present) addFields(r.tax, taxAt, regions, ownerName(r), "", out);
    if (r.tax.depreciation.present)
      addFields(r.tax.depreciation, taxAt + "/" + partKey(&TaxRule::depreciation), regions,
                ownerName(r), "", out);
  }
  addList(s.gpuModels, partKey(&Scenario::gpuModels), reporting, out);
  addList(s.serverModels, partKey(&Scenario::serverModels), reporting, out);
  const std::string sites = partKey(&Scenario::sites);
  for (std::size_t i = 0; i < s.sites.size(); ++i) {
    const Site& site = s.sites[i];
    if (site.extras.notAnObject) continue;
    const std::string at = "/" + sites + "/" + std::to_string(i);
    const std::string currency = site.currency.value_or(reporting);
    addFields(site, at, sites, ownerName(site), currency, out);
    const std::string optionsAt = at + "/" + partKey(&Site::coolingOptions) + "/";
    for (std::size_t k = 0; k < site.coolingOptions.size(); ++k) {
      const CoolingOption& option = site.coolingOptions[k];
      if (option.extras.notAnObject) continue;
      addFields(option, optionsAt + std::to_string(k), sites,
                ownerName(site) + " › " + option.name.value_or(""), currency, out);
    }
  }
  const std::string offers = partKey(&Scenario::rentalOffers);
  for (std::size_t i = 0; i < s.rentalOffers.size(); ++i) {
    const RentalOffer& o = s.rentalOffers[i];
    if (o.extras.notAnObject) continue;
    const std::string at = "/" + offers + "/" + std::to_string(i);
    const std::string currency = o.currency.value_or(reporting);
    addFields(o, at, offers, ownerName(o), currency, out);
    const PricePath& path = o.pricePath;
    if (!path.present) continue;
    const std::string pathOwner = ownerName(o) + " › price path";
    const std::string pathAt = at + "/" + partKey(&RentalOffer::pricePath);
    addFields(path, pathAt, offers, pathOwner, currency, out);
    const std::string pointsAt = pathAt + "/" + partKey(&PricePath::points) + "/";
    for (std::size_t k = 0; k < path.points.size(); ++k)
      if (!path.points[k].extras.notAnObject)
        addFields(path.points[k], pointsAt + std::to_string(k), offers, pathOwner, currency, out);
  }
  addList(s.apiOffers, partKey(&Scenario::apiOffers), reporting, out);
  addList(s.workloads, partKey(&Scenario::workloads), reporting, out);
  const std::string plans = partKey(&Scenario::plans);
  for (std::size_t i = 0; i < s.plans.size(); ++i) {
    const Plan& p = s.plans[i];
    if (p.extras.notAnObject || !p.financing.present) continue;
    addFields(p.financing, "/" + plans + "/" + std::to_string(i) + "/" + partKey(&Plan::financing),
              plans, ownerName(p), "", out);
  }
  return out;
}

}  // namespace fleetcost
