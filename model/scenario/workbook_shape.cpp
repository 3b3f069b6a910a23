// The part tables of every workbook object and the keys of a figure object: the one place the
// keys of lists, nested objects and maps are written (workbook_shape.h), in MODEL.md §0's nesting.
#include "model/scenario/workbook_shape.h"

#include <array>

#include "model/scenario/field_rule.h"

namespace fleetcost {

namespace {
template <class T>
std::span<const PartSpec<T>> noParts() {
  return {};
}
}  // namespace

template <>
std::span<const PartSpec<Workbook>> partSpecs<Workbook>() {
  static const std::array<PartSpec<Workbook>, 1> specs{{
      {.key = "scenarios",
       .member = &Workbook::scenarios,
       .present = &Workbook::scenariosPresent,
       .written = Written::Always,
       .required = true},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Scenario>> partSpecs<Scenario>() {
  static const std::array<PartSpec<Scenario>, 10> specs{{
      {.key = "fx_per_usd",
       .member = &Scenario::fxPerUsd,
       .present = &Scenario::fxPerUsdPresent,
       .required = true},
      {.key = "ownership", .member = &Scenario::ownership},
      {.key = "regions", .member = &Scenario::regions, .written = Written::Always},
      {.key = "gpu_models", .member = &Scenario::gpuModels, .written = Written::Always},
      {.key = "server_models", .member = &Scenario::serverModels, .written = Written::Always},
      {.key = "sites", .member = &Scenario::sites, .written = Written::Always},
      {.key = "rental_offers", .member = &Scenario::rentalOffers, .written = Written::Always},
      {.key = "api_offers",
       .member = &Scenario::apiOffers,
       .present = &Scenario::apiOffersPresent,
       .written = Written::WhenStatedOrFilled},
      {.key = "workloads", .member = &Scenario::workloads, .written = Written::Always},
      {.key = "plans", .member = &Scenario::plans, .written = Written::Always},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Region>> partSpecs<Region>() {
  static const std::array<PartSpec<Region>, 2> specs{{
      {.key = "restricted_gpus",
       .member = &Region::restrictedGpus,
       .present = &Region::restrictedGpusPresent},
      {.key = "tax", .member = &Region::tax},
  }};
  return specs;
}

template <>
std::span<const PartSpec<TaxRule>> partSpecs<TaxRule>() {
  static const std::array<PartSpec<TaxRule>, 1> specs{{
      {.key = "depreciation", .member = &TaxRule::depreciation},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Site>> partSpecs<Site>() {
  static const std::array<PartSpec<Site>, 1> specs{{
      {.key = "cooling_options",
       .member = &Site::coolingOptions,
       .present = &Site::coolingOptionsPresent,
       .required = true,
       .minItems = 1},
  }};
  return specs;
}

template <>
std::span<const PartSpec<RentalOffer>> partSpecs<RentalOffer>() {
  static const std::array<PartSpec<RentalOffer>, 1> specs{{
      {.key = "price_path", .member = &RentalOffer::pricePath},
  }};
  return specs;
}

template <>
std::span<const PartSpec<PricePath>> partSpecs<PricePath>() {
  static const std::array<PartSpec<PricePath>, 1> specs{{
      {.key = "points",
       .member = &PricePath::points,
       .present = &PricePath::pointsPresent,
       .required = true,
       .minItems = 1},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Workload>> partSpecs<Workload>() {
  static const std::array<PartSpec<Workload>, 2> specs{{
      {.key = "profile", .member = &Workload::profileWeights},
      {.key = "allowed_regions",
       .member = &Workload::allowedRegions,
       .present = &Workload::allowedRegionsPresent},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Plan>> partSpecs<Plan>() {
  static const std::array<PartSpec<Plan>, 2> specs{{
      {.key = "assignments", .member = &Plan::assignments, .present = &Plan::assignmentsPresent},
      {.key = "financing", .member = &Plan::financing},
  }};
  return specs;
}

template <>
std::span<const PartSpec<Ownership>> partSpecs<Ownership>() {
  return noParts<Ownership>();
}
template <>
std::span<const PartSpec<Depreciation>> partSpecs<Depreciation>() {
  return noParts<Depreciation>();
}
template <>
std::span<const PartSpec<GpuModel>> partSpecs<GpuModel>() {
  return noParts<GpuModel>();
}
template <>
std::span<const PartSpec<ServerModel>> partSpecs<ServerModel>() {
  return noParts<ServerModel>();
}
template <>
std::span<const PartSpec<CoolingOption>> partSpecs<CoolingOption>() {
  return noParts<CoolingOption>();
}
template <>
std::span<const PartSpec<PricePoint>> partSpecs<PricePoint>() {
  return noParts<PricePoint>();
}
template <>
std::span<const PartSpec<ApiOffer>> partSpecs<ApiOffer>() {
  return noParts<ApiOffer>();
}
template <>
std::span<const PartSpec<Assignment>> partSpecs<Assignment>() {
  return noParts<Assignment>();
}
template <>
std::span<const PartSpec<Financing>> partSpecs<Financing>() {
  return noParts<Financing>();
}

#define FLEETCOST_OBJECT_TYPE_NAME(T) \
  template <>                         \
  const char* objectTypeName<T>() {   \
    return #T;                        \
  }
FLEETCOST_OBJECT_TYPE_NAME(Workbook)
FLEETCOST_OBJECT_TYPE_NAME(Scenario)
FLEETCOST_OBJECT_TYPE_NAME(Ownership)
FLEETCOST_OBJECT_TYPE_NAME(Region)
FLEETCOST_OBJECT_TYPE_NAME(TaxRule)
FLEETCOST_OBJECT_TYPE_NAME(Depreciation)
FLEETCOST_OBJECT_TYPE_NAME(GpuModel)
FLEETCOST_OBJECT_TYPE_NAME(ServerModel)
FLEETCOST_OBJECT_TYPE_NAME(Site)
FLEETCOST_OBJECT_TYPE_NAME(CoolingOption)
FLEETCOST_OBJECT_TYPE_NAME(RentalOffer)
FLEETCOST_OBJECT_TYPE_NAME(PricePath)
FLEETCOST_OBJECT_TYPE_NAME(PricePoint)
FLEETCOST_OBJECT_TYPE_NAME(ApiOffer)
FLEETCOST_OBJECT_TYPE_NAME(Workload)
FLEETCOST_OBJECT_TYPE_NAME(Plan)
FLEETCOST_OBJECT_TYPE_NAME(Assignment)
FLEETCOST_OBJECT_TYPE_NAME(Financing)
#undef FLEETCOST_OBJECT_TYPE_NAME

std::span<const FigurePartSpec> figureParts() {
  static const std::array<FigurePartSpec, 7> parts{{
      {"value", FigurePart::Value},
      {"low", FigurePart::Low},
      {"high", FigurePart::High},
      {"source", FigurePart::Source, kMaxNoteCharacters},
      {"as_of", FigurePart::AsOf, kMaxNameCharacters},
      {"note", FigurePart::Note, kMaxNoteCharacters},
      {"evidence", FigurePart::Evidence, kMaxNameCharacters},
  }};
  return parts;
}

const char* figureKey(FigurePart part) {
  return figureParts()[static_cast<std::size_t>(part)].key;
}

const FigurePartSpec* findFigurePart(std::string_view key) {
  for (const FigurePartSpec& spec : figureParts())
    if (key == spec.key) return &spec;
  return nullptr;
}

}  // namespace fleetcost
