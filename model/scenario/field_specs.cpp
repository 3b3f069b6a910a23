// The field tables of every workbook object, in the key order of MODEL.md §0.
#include "model/scenario/field_specs.h"

#include <array>

namespace fleetcost {

namespace {
using R = Rule;
constexpr bool kRequired = true;
constexpr bool kMoney = true;
constexpr TextKind kWord = TextKind::Word;  // checked by value: "must be training, ..."
}  // namespace

template <>
std::span<const FieldSpec<Workbook>> fieldSpecs<Workbook>() {
  static const std::array<FieldSpec<Workbook>, 2> specs{{
      {"format", &Workbook::format, R::Any, kRequired, "", false, kWord},
      {"version", &Workbook::version, R::WholePositive, kRequired},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Scenario>> fieldSpecs<Scenario>() {
  static const std::array<FieldSpec<Scenario>, 5> specs{{
      {"name", &Scenario::name, R::Any, kRequired},
      {"horizon_months", &Scenario::horizonMonths, R::Horizon, kRequired, "months"},
      {"reporting_currency", &Scenario::reportingCurrency, R::Any, kRequired},
      {"discount_rate_annual", &Scenario::discountRateAnnual, R::AnnualChange, false, "per year"},
      {"after_tax", &Scenario::afterTax},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Ownership>> fieldSpecs<Ownership>() {
  static const std::array<FieldSpec<Ownership>, 11> specs{{
      {"currency", &Ownership::currency},
      {"headroom", &Ownership::headroom, R::Headroom, false, "fraction of peak"},
      {"spare_ratio", &Ownership::spareRatio, R::NonNegative, false, "spares per server"},
      {"refresh_months", &Ownership::refreshMonths, R::WholePositive, false, "months"},
      {"lead_time_months", &Ownership::leadTimeMonths, R::WholeNonNegative, false, "months"},
      {"hardware_annual_price_change", &Ownership::hardwareAnnualPriceChange, R::AnnualChange,
       false, "per year"},
      {"resale_annual_decline", &Ownership::resaleAnnualDecline, R::UnitInterval, false,
       "per year"},
      {"install_pct", &Ownership::installPct, R::NonNegative, false, "of server price"},
      {"maintenance_annual_pct", &Ownership::maintenanceAnnualPct, R::NonNegative, false,
       "of server price per year"},
      {"license_per_gpu_year", &Ownership::licensePerGpuYear, R::NonNegative, false, "per GPU-year",
       kMoney},
      {"credit_terminal_value", &Ownership::creditTerminalValue},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Region>> fieldSpecs<Region>() {
  static const std::array<FieldSpec<Region>, 4> specs{{
      {"id", &Region::id, R::Any, kRequired},
      {"name", &Region::name},
      {"grid_kg_co2_per_kwh", &Region::gridKgCo2PerKwh, R::NonNegative, false, "kg CO2/kWh"},
      {"restriction_note", &Region::restrictionNote, R::Any, false, "", false, TextKind::Note},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<TaxRule>> fieldSpecs<TaxRule>() {
  static const std::array<FieldSpec<TaxRule>, 1> specs{{
      {"tax_rate", &TaxRule::taxRate, R::UnitInterval, false, "of profit"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Depreciation>> fieldSpecs<Depreciation>() {
  static const std::array<FieldSpec<Depreciation>, 3> specs{{
      {"method", &Depreciation::method, R::Any, false, "", false, kWord},
      {"useful_life_years", &Depreciation::usefulLifeYears, R::WholePositive, false, "years"},
      {"factor", &Depreciation::factor, R::Positive, false, "x straight line"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<GpuModel>> fieldSpecs<GpuModel>() {
  static const std::array<FieldSpec<GpuModel>, 6> specs{{
      {"id", &GpuModel::id, R::Any, kRequired},
      {"name", &GpuModel::name},
      {"vram_gb", &GpuModel::vramGb, R::NonNegative, false, "GB"},
      {"memory_bandwidth_tbs", &GpuModel::memoryBandwidthTbs, R::NonNegative, false, "TB/s"},
      {"bf16_tflops", &GpuModel::bf16Tflops, R::NonNegative, false, "TFLOPS (dense BF16)"},
      {"tdp_w", &GpuModel::tdpW, R::NonNegative, false, "W"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<ServerModel>> fieldSpecs<ServerModel>() {
  static const std::array<FieldSpec<ServerModel>, 10> specs{{
      {"id", &ServerModel::id, R::Any, kRequired},
      {"name", &ServerModel::name},
      {"gpu", &ServerModel::gpu, R::Any, kRequired},
      {"gpus", &ServerModel::gpus, R::WholePositive, kRequired, "GPUs per server"},
      {"currency", &ServerModel::currency, R::Any, kRequired},
      {"price", &ServerModel::price, R::NonNegative, false, "per server", kMoney},
      {"network_capex", &ServerModel::networkCapex, R::NonNegative, false, "per server", kMoney},
      {"power_idle_kw", &ServerModel::powerIdleKw, R::NonNegative, false, "kW"},
      {"power_max_kw", &ServerModel::powerMaxKw, R::Positive, kRequired, "kW"},
      {"rack_units", &ServerModel::rackUnits, R::Positive, kRequired, "U"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Site>> fieldSpecs<Site>() {
  static const std::array<FieldSpec<Site>, 21> specs{{
      {"id", &Site::id, R::Any, kRequired},
      {"name", &Site::name},
      {"region", &Site::region, R::Any, kRequired},
      {"currency", &Site::currency, R::Any, kRequired},
      {"usable_rack_units", &Site::usableRackUnits, R::Positive, false, "U per rack"},
      {"space_per_rack_month", &Site::spacePerRackMonth, R::NonNegative, false, "per rack-month",
       kMoney},
      {"power_per_kw_month", &Site::powerPerKwMonth, R::NonNegative, false, "per kW-month", kMoney},
      {"power_fee_basis", &Site::powerFeeBasis},
      {"energy_per_kwh", &Site::energyPerKwh, R::NonNegative, false, "per kWh", kMoney},
      {"setup_fee_per_rack", &Site::setupFeePerRack, R::NonNegative, false, "per rack", kMoney},
      {"cross_connects_per_rack", &Site::crossConnectsPerRack, R::NonNegative, false,
       "cross-connects per rack"},
      {"cross_connect_month", &Site::crossConnectMonth, R::NonNegative, false,
       "per cross-connect-month", kMoney},
      {"transit_mbps", &Site::transitMbps, R::NonNegative, false, "Mbps"},
      {"transit_per_mbps_month", &Site::transitPerMbpsMonth, R::NonNegative, false,
       "per Mbps-month", kMoney},
      {"remote_hands_hours_month", &Site::remoteHandsHoursMonth, R::NonNegative, false,
       "hours per month"},
      {"remote_hands_per_hour", &Site::remoteHandsPerHour, R::NonNegative, false, "per hour",
       kMoney},
      {"staff_fte", &Site::staffFte, R::NonNegative, false, "FTE"},
      {"staff_annual_cost", &Site::staffAnnualCost, R::NonNegative, false, "per FTE-year", kMoney},
      {"colo_annual_change", &Site::coloAnnualChange, R::AnnualChange, false, "per year"},
      {"energy_annual_change", &Site::energyAnnualChange, R::AnnualChange, false, "per year"},
      {"cooling", &Site::cooling, R::Any, kRequired},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<CoolingOption>> fieldSpecs<CoolingOption>() {
  static const std::array<FieldSpec<CoolingOption>, 5> specs{{
      {"name", &CoolingOption::name, R::Any, kRequired},
      {"max_kw_per_rack", &CoolingOption::maxKwPerRack, R::Positive, kRequired, "kW per rack"},
      {"pue", &CoolingOption::pue, R::Pue, kRequired, "PUE"},
      {"capex_per_rack", &CoolingOption::capexPerRack, R::NonNegative, false, "per rack", kMoney},
      {"monthly_per_rack", &CoolingOption::monthlyPerRack, R::NonNegative, false, "per rack-month",
       kMoney},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<RentalOffer>> fieldSpecs<RentalOffer>() {
  static const std::array<FieldSpec<RentalOffer>, 12> specs{{
      {"id", &RentalOffer::id, R::Any, kRequired},
      {"name", &RentalOffer::name},
      {"provider", &RentalOffer::provider},
      {"region", &RentalOffer::region, R::Any, kRequired},
      {"gpu", &RentalOffer::gpu, R::Any, kRequired},
      {"currency", &RentalOffer::currency, R::Any, kRequired},
      {"on_demand_per_gpu_hour", &RentalOffer::onDemandPerGpuHour, R::NonNegative, false,
       "per GPU-hour", kMoney},
      {"reserved_per_gpu_month", &RentalOffer::reservedPerGpuMonth, R::NonNegative, false,
       "per GPU-month", kMoney},
      {"reserved_term_months", &RentalOffer::reservedTermMonths, R::WholePositive, false, "months"},
      {"reserved_unit_gpus", &RentalOffer::reservedUnitGpus, R::WholePositive, false, "GPUs"},
      {"annual_price_change", &RentalOffer::annualPriceChange, R::AnnualChange, false, "per year"},
      {"kwh_per_gpu_hour", &RentalOffer::kwhPerGpuHour, R::NonNegative, false, "kWh per GPU-hour"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<PricePath>> fieldSpecs<PricePath>() {
  static const std::array<FieldSpec<PricePath>, 4> specs{{
      {"scale", &PricePath::scale, R::NonNegative, false, "x the path's prices"},
      {"source", &PricePath::source, R::Any, false, "", false, TextKind::Note},
      {"as_of", &PricePath::asOf},
      {"note", &PricePath::note, R::Any, false, "", false, TextKind::Note},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<PricePoint>> fieldSpecs<PricePoint>() {
  static const std::array<FieldSpec<PricePoint>, 3> specs{{
      {"month", &PricePoint::month, R::WholePositive, kRequired, "month"},
      {"on_demand_per_gpu_hour", &PricePoint::onDemandPerGpuHour, R::NonNegative, false,
       "per GPU-hour", kMoney},
      {"reserved_per_gpu_month", &PricePoint::reservedPerGpuMonth, R::NonNegative, false,
       "per GPU-month", kMoney},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<ApiOffer>> fieldSpecs<ApiOffer>() {
  static const std::array<FieldSpec<ApiOffer>, 10> specs{{
      {"id", &ApiOffer::id, R::Any, kRequired},
      {"name", &ApiOffer::name},
      {"provider", &ApiOffer::provider},
      {"model", &ApiOffer::model, R::Any, kRequired},
      {"region", &ApiOffer::region, R::Any, kRequired},
      {"currency", &ApiOffer::currency, R::Any, kRequired},
      {"input_per_million_tokens", &ApiOffer::inputPerMillionTokens, R::NonNegative, kRequired,
       "per million input tokens", kMoney},
      {"output_per_million_tokens", &ApiOffer::outputPerMillionTokens, R::NonNegative, kRequired,
       "per million output tokens", kMoney},
      {"cached_input_per_million_tokens", &ApiOffer::cachedInputPerMillionTokens, R::NonNegative,
       false, "per million cached input tokens", kMoney},
      {"annual_price_change", &ApiOffer::annualPriceChange, R::AnnualChange, false, "per year"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Workload>> fieldSpecs<Workload>() {
  static const std::array<FieldSpec<Workload>, 12> specs{{
      {"name", &Workload::name, R::Any, kRequired},
      {"kind", &Workload::kind, R::Any, kRequired, "", false, kWord},
      {"gpu", &Workload::gpu, R::Any, kRequired},
      {"gpu_hours_per_month", &Workload::gpuHoursPerMonth, R::NonNegative, false,
       "GPU-hours per month"},
      {"avg_tokens_per_second", &Workload::avgTokensPerSecond, R::NonNegative, false,
       "tokens per second"},
      {"tokens_per_second_per_gpu", &Workload::tokensPerSecondPerGpu, R::Positive, false,
       "tokens per second per GPU"},
      {"model", &Workload::model},
      {"input_token_share", &Workload::inputTokenShare, R::UnitInterval, false,
       "of the tokens (input)"},
      {"cached_input_share", &Workload::cachedInputShare, R::UnitInterval, false,
       "of the input tokens (cached)"},
      {"annual_growth", &Workload::annualGrowth, R::AnnualChange, false, "per year"},
      {"start_month", &Workload::startMonth, R::WholeNonNegative, false, "month"},
      {"end_month", &Workload::endMonth, R::WholeNonNegative, false, "month"},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Plan>> fieldSpecs<Plan>() {
  static const std::array<FieldSpec<Plan>, 6> specs{{
      {"name", &Plan::name, R::Any, kRequired},
      {"strategy", &Plan::strategy, R::Any, kRequired, "", false, kWord},
      {"site", &Plan::site},
      {"rental_region", &Plan::rentalRegion},
      {"provider", &Plan::provider},
      {"api_provider", &Plan::apiProvider},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Financing>> fieldSpecs<Financing>() {
  static const std::array<FieldSpec<Financing>, 3> specs{{
      {"method", &Financing::method, R::Any, false, "", false, kWord},
      {"annual_rate", &Financing::annualRate, R::NonNegative, false, "per year"},
      {"term_months", &Financing::termMonths, R::WholePositive, false, "months"},
  }};
  return specs;
}

}  // namespace fleetcost
