// Listing a scenario's inputs through the field tables, with what uses each.
#include "ui/render/export/xlsx/xlsx_input_list.h"

#include <set>
#include <string_view>
#include <type_traits>

#include "model/scenario/field_specs.h"
#include "ui/core/format/unit_labels.h"
#include "ui/render/export/xlsx/xlsx_pointers.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

namespace {

// Which the field is read for, from its descriptor (field_specs.cpp).
InputUse useOf(SheetUse use) {
  switch (use) {
    case SheetUse::Decisions:
      return InputUse::Decisions;
    case SheetUse::FormulasAndDecisions:
      return InputUse::FormulasAndDecisions;
    case SheetUse::Formulas:
      break;
  }
  return InputUse::Formulas;
}

struct ObjectPlace {
  QString section, object;
  std::string pointer;                           // of the object
  std::string nameObject, fallback, namePrefix;  // namePrefix goes before the key ("depreciation_")
  std::string currency;
  bool used = true;
  bool defaults = true;        // list fields the file does not state (with FleetCost's default)
  bool decisionsOnly = false;  // every field shapes decisions only (workloads)
};

template <class T>
void addFields(const T& object, const ObjectPlace& at, std::vector<InputRow>& out) {
  for (const auto& spec : fieldSpecs<T>()) {
    InputRow row;
    row.section = at.section;
    row.object = at.object;
    row.key = spec.key;
    row.pointer = at.pointer + "/" + spec.key;
    row.nameObject = at.nameObject;
    row.nameKey = at.namePrefix + spec.key;
    row.fallback = at.fallback;
    row.unit = unitText(spec.unit);
    row.rule = spec.rule;
    if (const auto* figure = std::get_if<Figure T::*>(&spec.member)) {
      const Figure& f = object.**figure;
      if (!f.present && !at.defaults) continue;
      // Without a cached-input price, cached tokens cost the input price (docs/MODEL.md §12):
      // the formulas read that, not a default of their own.
      if constexpr (std::is_same_v<T, ApiOffer>)
        if (!f.present && *figure == &ApiOffer::cachedInputPerMillionTokens) continue;
      row.value = f.value;
      row.figure = &f;
      row.stated = f.present;
      if (spec.money) row.currency = at.currency;
    } else if (const auto* flag = std::get_if<std::optional<bool> T::*>(&spec.member)) {
      if constexpr (std::is_same_v<T, Scenario>) continue;  // after_tax is the export's view
      const std::optional<bool>& value = object.**flag;
      row.kind = InputRow::Kind::Flag;
      row.flag = value.value_or(spec.absentFlag);
      row.stated = value.has_value();
    } else {
      // Words the formulas read, those with a meaning when absent: the per-kW fee's basis, the
      // depreciation method, a plan's financing (a lease or not).
      const auto* word = std::get_if<std::optional<std::string> T::*>(&spec.member);
      if (!word || !*spec.absentWord) continue;
      row.kind = InputRow::Kind::Word;
      const std::optional<std::string>& value = object.**word;
      row.word = value.value_or(spec.absentWord);
      for (const WordChoice& choice : spec.words) row.words.emplace_back(choice.value);
      row.stated = value.has_value();
    }
    // A workload's fields shape FleetCost's demand; its goodput fields feed formulas too.
    row.use = !at.used ? InputUse::NotUsed
              : at.decisionsOnly && spec.sheet != SheetUse::FormulasAndDecisions
                  ? InputUse::Decisions
                  : useOf(spec.sheet);
    out.push_back(std::move(row));
  }
}

std::string idOf(const std::optional<std::string>& id, const std::optional<std::string>& name) {
  return id ? *id : name.value_or("");
}

QString labelOf(const std::optional<std::string>& id, const std::optional<std::string>& name) {
  return QString::fromStdString(name ? *name : id.value_or(""));
}

// The objects of a catalog list (GPU and server models, rental and API offers), named after their
// ids; `used`: the indexes some plan uses (null: the formulas read none, and defaults are not
// listed); `after(item, place)` adds rows of the item's parts after its own.
template <class T, class After = void (*)(const T&, const ObjectPlace&)>
void addCatalog(
    const std::vector<T>& items, const QString& section, std::string (*pointerOf)(int),
    const std::string& fallback, const std::set<int>* used, std::vector<InputRow>& out,
    After after = [](const T&, const ObjectPlace&) {}) {
  for (std::size_t i = 0; i < items.size(); ++i) {
    const T& item = items[i];
    if (item.extras.notAnObject) continue;
    std::string currency;
    if constexpr (requires { item.currency; }) currency = item.currency.value_or("USD");
    const ObjectPlace place{section,
                            labelOf(item.id, item.name),
                            pointerOf(static_cast<int>(i)),
                            idOf(item.id, item.name),
                            fallback + std::to_string(i + 1),
                            "",
                            currency,
                            used && used->count(static_cast<int>(i)) > 0,
                            used != nullptr};
    addFields(item, place, out);
    after(item, place);
  }
}

// A rental offer's price path (docs/MODEL.md §12.2): its scale and each point's month and
// prices, named "OFFER_path_scale", "OFFER_path1_month", ...; a point or scale without a source
// of its own shows the path's.
void addPricePath(const RentalOffer& offer, const ObjectPlace& at, std::vector<InputRow>& out) {
  const PricePath& path = offer.pricePath;
  if (!path.present || path.points.empty()) return;
  const std::size_t first = out.size();
  ObjectPlace place = at;
  place.object = XlsxExport::tr("%1 › price path").arg(at.object);
  place.pointer = at.pointer + "/price_path";
  place.namePrefix = "path_";
  addFields(path, place, out);
  for (std::size_t k = 0; k < path.points.size(); ++k) {
    const PricePoint& point = path.points[k];
    if (point.extras.notAnObject) continue;
    place.object = XlsxExport::tr("%1 › price path, point %2").arg(at.object).arg(k + 1);
    place.pointer = at.pointer + "/price_path/points/" + std::to_string(k);
    place.namePrefix = "path" + std::to_string(k + 1) + "_";
    place.defaults = false;  // a price no point states is not read
    addFields(point, place, out);
  }
  for (std::size_t r = first; r < out.size(); ++r) {
    out[r].source = path.source.value_or("");
    out[r].asOf = path.asOf.value_or("");
    out[r].note = path.note.value_or("");
  }
}

// A workload's token split (docs/MODEL.md §12), among its rows from `first` on (its other fields
// shape FleetCost's demand only): read by the formulas of its API fees when a hosted API serves
// it (`served`), with the cached share's default when the file does not state it; else unused.
void tokenSplitRows(const Workload& w, const ObjectPlace& at, std::size_t first, bool served,
                    std::vector<InputRow>& out) {
  for (std::size_t r = first; r < out.size(); ++r)
    if (out[r].key == keyOf(&Workload::inputTokenShare) ||
        out[r].key == keyOf(&Workload::cachedInputShare))
      out[r].use = served ? InputUse::Formulas : InputUse::NotUsed;
  if (!served || w.cachedInputShare.present) return;
  ObjectPlace place = at;
  place.defaults = true;
  std::vector<InputRow> rows;
  addFields(w, place, rows);
  for (InputRow& row : rows)
    if (row.key == keyOf(&Workload::cachedInputShare)) {
      row.use = InputUse::Formulas;
      out.push_back(std::move(row));
    }
}

}  // namespace

QString inputUseText(InputUse use) {
  switch (use) {
    case InputUse::Formulas:
      return XlsxExport::tr("formulas");
    case InputUse::Decisions:
      return XlsxExport::tr("FleetCost's decisions only (not re-optimised here)");
    case InputUse::FormulasAndDecisions:
      return XlsxExport::tr("formulas, and FleetCost's decisions (not re-optimised here)");
    case InputUse::NotUsed:
      return XlsxExport::tr("not used by any plan");
  }
  return {};
}

std::vector<InputRow> scenarioInputRows(const Scenario& s, const ScenarioDecisionRows& d,
                                        bool afterTax) {
  std::vector<InputRow> out;
  const std::string reporting = s.reportingCurrency.value_or("USD");
  std::set<int> sites, offers, servers, regions, leased, apiOffers, servedWorkloads;
  bool owning = false;
  forEachTypedPlan(d, [&](int j, const PlanDecisionRows& plan, const ScenarioDecisionRows& scope) {
    if (plan.site >= 0) {
      owning = true;
      sites.insert(plan.site);
      if (const auto& region = s.sites[plan.site].region)
        for (std::size_t r = 0; r < s.regions.size(); ++r)
          if (s.regions[r].id == region) regions.insert(static_cast<int>(r));
      if (plan.leased) leased.insert(j);
      for (int server : scope.servers)
        if (server >= 0) servers.insert(server);
    }
    if (plan.rentalRegion >= 0) regions.insert(plan.rentalRegion);
    for (const GpuDecisionRows& gpu : plan.gpus)
      if (gpu.offer >= 0) offers.insert(gpu.offer);
    for (const ApiWorkloadRows& served : plan.apiWorkloads) {
      apiOffers.insert(served.apiOffer);
      servedWorkloads.insert(served.workload);
    }
  });
  for (int o : offers)
    for (std::size_t r = 0; r < s.regions.size(); ++r)
      if (s.regions[r].id == s.rentalOffers[o].region) regions.insert(static_cast<int>(r));

  // The scenario's own fields: the horizon (the sheet's columns), the discount rate, the view.
  ObjectPlace scenario{XlsxExport::tr("Scenario"), {}, "", "", "scenario", "", reporting};
  addFields(s, scenario, out);
  InputRow view;
  view.section = scenario.section;
  view.key = view.nameKey = keyOf(&Scenario::afterTax);
  view.pointer = "/" + view.key;
  view.kind = InputRow::Kind::Flag;
  view.flag = afterTax;
  view.stated = s.afterTax.has_value() && *s.afterTax == afterTax;
  out.push_back(view);

  for (const auto& [code, rate] : s.fxPerUsd) {
    InputRow row;
    row.section = XlsxExport::tr("Exchange rates (units per US dollar)");
    row.object = QString::fromStdString(code);
    row.key = code;
    row.pointer = exchangeRateAt(code);
    row.nameKey = code + "_per_USD";
    row.fallback = "currency";
    row.value = rate.value;
    row.figure = &rate;
    row.stated = rate.present;
    row.rule = Rule::Positive;
    row.unit = XlsxExport::tr("%1 per USD").arg(QString::fromStdString(code));
    out.push_back(std::move(row));
  }
  ObjectPlace ownership{XlsxExport::tr("Ownership policy"),
                        {},
                        ownershipAt(),
                        "",
                        partKey(&Scenario::ownership),
                        "",
                        s.ownership.currency.value_or(reporting),
                        owning};
  addFields(s.ownership, ownership, out);

  for (std::size_t i = 0; i < s.regions.size(); ++i) {
    const Region& r = s.regions[i];
    if (r.extras.notAnObject) continue;
    const int region = static_cast<int>(i);
    ObjectPlace place{XlsxExport::tr("Regions and tax"),
                      labelOf(r.id, r.name),
                      regionAt(region),
                      idOf(r.id, r.name),
                      "region" + std::to_string(i + 1),
                      "",
                      "",
                      regions.count(region) > 0};
    addFields(r, place, out);
    place.pointer = taxAt(region);
    addFields(r.tax, place, out);
    place.pointer = depreciationAt(region);
    place.namePrefix = "depreciation_";
    addFields(r.tax.depreciation, place, out);
  }
  addCatalog(s.gpuModels, XlsxExport::tr("GPU models"), gpuModelAt, "gpu", nullptr, out);
  addCatalog(s.serverModels, XlsxExport::tr("Server models"), serverAt, "server", &servers, out);
  for (std::size_t i = 0; i < s.sites.size(); ++i) {
    const Site& site = s.sites[i];
    if (site.extras.notAnObject) continue;
    const bool used = sites.count(static_cast<int>(i)) > 0;
    const std::string at = siteAt(static_cast<int>(i));
    const std::string id = idOf(site.id, site.name);
    ObjectPlace place{XlsxExport::tr("Colocation sites"),
                      labelOf(site.id, site.name),
                      at,
                      id,
                      "site" + std::to_string(i + 1),
                      "",
                      site.currency.value_or("USD"),
                      used};
    addFields(site, place, out);
    for (std::size_t k = 0; k < site.coolingOptions.size(); ++k) {
      const CoolingOption& option = site.coolingOptions[k];
      if (option.extras.notAnObject) continue;
      const bool chosen = option.name && option.name == site.cooling;
      const QString name = QString::fromStdString(option.name.value_or(""));
      ObjectPlace cooling{XlsxExport::tr("Cooling options"),
                          place.object + QStringLiteral(" › ") +
                              (chosen ? XlsxExport::tr("%1 (chosen)").arg(name) : name),
                          coolingAt(static_cast<int>(i), static_cast<int>(k)),
                          id + "_" + option.name.value_or(""),
                          place.fallback + "_cooling" + std::to_string(k + 1),
                          "",
                          place.currency,
                          used && chosen,
                          chosen};
      addFields(option, cooling, out);
    }
  }
  addCatalog(s.rentalOffers, XlsxExport::tr("Rental offers"), rentalOfferAt, "offer", &offers, out,
             [&out](const RentalOffer& offer, const ObjectPlace& place) {
               addPricePath(offer, place, out);
             });
  addCatalog(s.apiOffers, XlsxExport::tr("Hosted API offers"), apiOfferAt, "api", &apiOffers, out);
  for (std::size_t i = 0; i < s.workloads.size(); ++i) {
    const Workload& w = s.workloads[i];
    if (w.extras.notAnObject) continue;
    ObjectPlace place{XlsxExport::tr("Workloads"),
                      QString::fromStdString(w.name.value_or("")),
                      workloadAt(static_cast<int>(i)),
                      w.name.value_or(""),
                      "workload" + std::to_string(i + 1),
                      "",
                      "",
                      true,
                      false,
                      true};
    const std::size_t first = out.size();
    addFields(w, place, out);
    tokenSplitRows(w, place, first, servedWorkloads.count(static_cast<int>(i)) > 0, out);
  }
  for (std::size_t j = 0; j < s.plans.size(); ++j) {
    const Plan& p = s.plans[j];
    if (p.extras.notAnObject || !p.financing.present) continue;
    const bool isLeased = leased.count(static_cast<int>(j)) > 0;
    ObjectPlace place{XlsxExport::tr("Plans' financing"),
                      QString::fromStdString(p.name.value_or("")),
                      financingAt(static_cast<int>(j)),
                      p.name.value_or(""),
                      "plan" + std::to_string(j + 1),
                      "financing_",
                      "",
                      isLeased,
                      isLeased};
    addFields(p.financing, place, out);
  }
  // Spot shares (docs/MODEL.md §15): a plan's and its assignments', where stated; the goodput
  // formulas of the cost-by-workload tables read them.
  for (std::size_t j = 0; j < s.plans.size(); ++j) {
    const Plan& p = s.plans[j];
    if (p.extras.notAnObject) continue;
    const std::string planAt = itemAt(&Scenario::plans, static_cast<int>(j));
    const auto spotRow = [&](const Figure& share, const std::string& pointer,
                             const std::string& nameObject, const QString& object) {
      if (!share.present) return;
      InputRow row;
      row.section = XlsxExport::tr("Plans' spot shares");
      row.object = object;
      row.key = keyOf(&Plan::spotShare);
      row.pointer = pointer + "/" + row.key;
      row.nameObject = nameObject;
      row.nameKey = row.key;
      row.fallback = "plan" + std::to_string(j + 1);
      row.unit = unitText(specOf(&Plan::spotShare).unit);
      row.rule = specOf(&Plan::spotShare).rule;
      row.value = share.value;
      row.figure = &share;
      row.stated = true;
      row.use = InputUse::FormulasAndDecisions;
      out.push_back(std::move(row));
    };
    const std::string name = p.name.value_or("");
    spotRow(p.spotShare, planAt, name, QString::fromStdString(name));
    for (std::size_t k = 0; k < p.assignments.size(); ++k) {
      const Assignment& a = p.assignments[k];
      const std::string workload = a.workload.value_or("");
      spotRow(a.spotShare, planAt + "/" + partKey(&Plan::assignments) + "/" + std::to_string(k),
              name + " " + workload,
              QString::fromStdString(name + " › " + workload));
    }
  }
  return out;
}

}  // namespace fleetcost::ui
