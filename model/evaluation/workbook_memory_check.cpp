// A walk over every object and figure of a workbook for what only the text round trip reports.
#include "model/evaluation/workbook_memory_check.h"

#include <cmath>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {

namespace {

// Keys the reader handles itself beside the field tables; one of them kept as text is a value of
// the wrong type, which the reader reports.
template <class T>
constexpr std::initializer_list<const char*> kStructuredKeys = {};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Workbook> = {"scenarios"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Scenario> = {
    "fx_per_usd", "ownership",     "regions",    "gpu_models", "server_models",
    "sites",      "rental_offers", "api_offers", "workloads",  "plans"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Region> = {"restricted_gpus", "tax"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<TaxRule> = {"depreciation"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Site> = {"cooling_options"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<RentalOffer> = {"price_path"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<PricePath> = {"points"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Workload> = {"profile"};
template <>
constexpr std::initializer_list<const char*> kStructuredKeys<Plan> = {"financing"};

// Whether the object keeps text the reader reports on: a known key holding a value of the wrong
// type, or the object itself not being an object. Unknown keys are kept without a problem.
template <class T>
bool keepsReportedText(const Extras& extras) {
  if (extras.notAnObject) return true;
  for (const auto& [key, text] : extras.keys.entries) {
    if (isPlainField<T>(key)) return true;
    for (const char* structured : kStructuredKeys<T>)
      if (key == structured) return true;
  }
  return false;
}

bool finite(const std::optional<double>& x) {
  return !x || std::isfinite(*x);
}

// A figure's own unknown keys are kept without a problem; JSON cannot write a NaN or infinity.
bool plainFigure(const Figure& f) {
  return std::isfinite(f.value) && finite(f.low) && finite(f.high);
}

// The object's own extras and every figure of its field table.
template <class T>
bool plain(const T& object) {
  if (keepsReportedText<T>(object.extras)) return false;
  for (const FieldSpec<T>& spec : fieldSpecs<T>())
    if (const auto* member = std::get_if<Figure T::*>(&spec.member))
      if (!plainFigure(object.*(*member))) return false;
  return true;
}

template <class T>
bool allPlain(const std::vector<T>& items) {
  for (const T& item : items)
    if (!plain(item)) return false;
  return true;
}

bool plainScenario(const Scenario& s) {
  if (!plain(s) || !plain(s.ownership)) return false;
  for (const auto& [currency, rate] : s.fxPerUsd)
    if (!plainFigure(rate)) return false;
  for (const Region& r : s.regions)
    if (!plain(r) || !plain(r.tax) || !plain(r.tax.depreciation)) return false;
  for (const Site& site : s.sites)
    if (!plain(site) || !allPlain(site.coolingOptions)) return false;
  for (const Workload& w : s.workloads) {
    if (!plain(w)) return false;
    if (w.profileWeights)
      for (double weight : *w.profileWeights)
        if (!std::isfinite(weight)) return false;
  }
  for (const Plan& plan : s.plans)
    if (!plain(plan) || !plain(plan.financing)) return false;
  for (const RentalOffer& o : s.rentalOffers)
    if (!plain(o) || !plain(o.pricePath) || !allPlain(o.pricePath.points)) return false;
  return allPlain(s.gpuModels) && allPlain(s.serverModels) && allPlain(s.apiOffers);
}

}  // namespace

bool needsTextRoundTrip(const Workbook& workbook) {
  if (!plain(workbook)) return true;
  // The writer always writes these three; a workbook without them reads back with them.
  if (!workbook.format || !workbook.version.present || !workbook.scenariosPresent) return true;
  if (workbook.version.present && workbook.version.value > kCurrentWorkbookVersion) return true;
  for (const Scenario& s : workbook.scenarios)
    if (!plainScenario(s)) return true;
  return false;
}

CheckedWorkbook checkWorkbookInMemory(const Workbook& workbook) {
  if (needsTextRoundTrip(workbook)) return checkWorkbookText(writeWorkbookText(workbook));
  ReadWorkbook read;
  read.workbook = workbook;
  return checkWorkbook(std::move(read));
}

}  // namespace fleetcost
