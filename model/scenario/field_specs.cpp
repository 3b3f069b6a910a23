// The field tables of every workbook object, in the key order of MODEL.md §0: the one place a
// field's key, rule, unit, labels and editor and spreadsheet hints are written (field_specs.h).
#include "model/scenario/field_specs.h"

#include <array>

namespace fleetcost {

namespace {
using R = Rule;
using S = NumberShape;
using C = Choices;
constexpr TextKind kWord = TextKind::Word;  // checked by value: "must be training, ..."

constexpr std::array<WordChoice, 3> kDepreciationMethods{{
    {"immediate", FC_TEXT_NOOP("FieldLabels", "Immediate")},
    {"straight_line", FC_TEXT_NOOP("FieldLabels", "Straight line")},
    {"declining_balance", FC_TEXT_NOOP("FieldLabels", "Declining balance")},
}};
constexpr std::array<WordChoice, 2> kPowerFeeBases{{
    {"allocated", FC_TEXT_NOOP("FieldLabels", "Allocated kW (whole racks)")},
    {"used", FC_TEXT_NOOP("FieldLabels", "Used kW (servers' rated power)")},
}};
constexpr std::array<WordChoice, 3> kWorkloadKinds{{
    {"training", FC_TEXT_NOOP("FieldLabels", "Training")},
    {"fine_tuning", FC_TEXT_NOOP("FieldLabels", "Fine-tuning")},
    {"inference", FC_TEXT_NOOP("FieldLabels", "Inference")},
}};
constexpr std::array<WordChoice, 2> kFinancingMethods{{
    {"cash", FC_TEXT_NOOP("FieldLabels", "Cash")},
    {"lease", FC_TEXT_NOOP("FieldLabels", "Lease")},
}};
}  // namespace

template <>
std::span<const FieldSpec<Workbook>> fieldSpecs<Workbook>() {
  static const std::array<FieldSpec<Workbook>, 2> specs{{
      {.key = "format",
       .member = &Workbook::format,
       .required = true,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Format")},
      {.key = "version",
       .member = &Workbook::version,
       .rule = R::WholePositive,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Version")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Scenario>> fieldSpecs<Scenario>() {
  static const std::array<FieldSpec<Scenario>, 5> specs{{
      {.key = "name",
       .member = &Scenario::name,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Scenario name")},
      {.key = "horizon_months",
       .member = &Scenario::horizonMonths,
       .rule = R::Horizon,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "months"),
       .label = FC_TEXT_NOOP("FieldLabels", "Horizon (months)"),
       .help = FC_TEXT_NOOP("FieldHelp", "1 to 600 months"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "reporting_currency",
       .member = &Scenario::reportingCurrency,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Reporting currency"),
       .help = FC_TEXT_NOOP("FieldHelp", "Every result is in this currency"),
       .choices = C::Currencies},
      {.key = "discount_rate_annual",
       .member = &Scenario::discountRateAnnual,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Discount rate / year"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "For present values: a flow t months out is worth 1 / (1 + r)^(t/12)"),
       .shape = S::Percent},
      {.key = "after_tax",
       .member = &Scenario::afterTax,
       .label = FC_TEXT_NOOP("FieldLabels", "Show results after tax"),
       .help = FC_TEXT_NOOP(
           "FieldHelp", "Deduct depreciation, running costs and rental at each region's tax rate")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Ownership>> fieldSpecs<Ownership>() {
  static const std::array<FieldSpec<Ownership>, 12> specs{{
      {.key = "currency",
       .member = &Ownership::currency,
       .label = FC_TEXT_NOOP("FieldLabels", "Currency of licences"),
       .choices = C::Currencies},
      {.key = "headroom",
       .member = &Ownership::headroom,
       .rule = R::Headroom,
       .unit = FC_TEXT_NOOP("Units", "fraction of peak"),
       .label = FC_TEXT_NOOP("FieldLabels", "Headroom over the peak"),
       .help =
           FC_TEXT_NOOP("FieldHelp", "Owned servers are sized for the peak hour plus this margin"),
       .shape = S::Percent,
       .sheet = SheetUse::Decisions},
      {.key = "spare_ratio",
       .member = &Ownership::spareRatio,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "spares per server"),
       .label = FC_TEXT_NOOP("FieldLabels", "Spare servers"),
       .shape = S::Percent,
       .sheet = SheetUse::Decisions},
      {.key = "refresh_months",
       .member = &Ownership::refreshMonths,
       .rule = R::WholePositive,
       .unit = FC_TEXT_NOOP("Units", "months"),
       .label = FC_TEXT_NOOP("FieldLabels", "Refresh after (months)"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "lead_time_months",
       .member = &Ownership::leadTimeMonths,
       .rule = R::WholeNonNegative,
       .unit = FC_TEXT_NOOP("Units", "months"),
       .label = FC_TEXT_NOOP("FieldLabels", "Lead time (months)"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Months until the first servers arrive; demand is rented until then"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "hardware_annual_price_change",
       .member = &Ownership::hardwareAnnualPriceChange,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Hardware price change / year"),
       .shape = S::Percent},
      {.key = "resale_annual_decline",
       .member = &Ownership::resaleAnnualDecline,
       .rule = R::UnitInterval,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Resale value decline / year"),
       .shape = S::Percent},
      {.key = "install_pct",
       .member = &Ownership::installPct,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "of server price"),
       .label = FC_TEXT_NOOP("FieldLabels", "Installation"),
       .help = FC_TEXT_NOOP("FieldHelp", "Share of the server price paid to install it"),
       .shape = S::Percent},
      {.key = "maintenance_annual_pct",
       .member = &Ownership::maintenanceAnnualPct,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "of server price per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Maintenance / year"),
       .help = FC_TEXT_NOOP("FieldHelp", "Share of the server price, each year"),
       .shape = S::Percent,
       .heldValueRate = true},
      {.key = "insurance_annual_pct",
       .member = &Ownership::insuranceAnnualPct,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "of server price per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Insurance / year"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Property and equipment-breakdown insurance of the servers owned: a "
                            "share of their price, each year"),
       .shape = S::Percent,
       .heldValueRate = true},
      {.key = "license_per_gpu_year",
       .member = &Ownership::licensePerGpuYear,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per GPU-year"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Software licence / GPU-year")},
      {.key = "credit_terminal_value",
       .member = &Ownership::creditTerminalValue,
       .label = FC_TEXT_NOOP("FieldLabels", "Credit the fleet's value at the end"),
       .absentFlag = true},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Region>> fieldSpecs<Region>() {
  static const std::array<FieldSpec<Region>, 4> specs{{
      {.key = "id",
       .member = &Region::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID")},
      {.key = "name", .member = &Region::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "grid_kg_co2_per_kwh",
       .member = &Region::gridKgCo2PerKwh,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "kg CO2/kWh"),
       .label = FC_TEXT_NOOP("FieldLabels", "Grid CO2 (kg/kWh)")},
      {.key = "restriction_note",
       .member = &Region::restrictionNote,
       .text = TextKind::Note,
       .label = FC_TEXT_NOOP("FieldLabels", "Restriction note")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<TaxRule>> fieldSpecs<TaxRule>() {
  static const std::array<FieldSpec<TaxRule>, 1> specs{{
      {.key = "tax_rate",
       .member = &TaxRule::taxRate,
       .rule = R::UnitInterval,
       .unit = FC_TEXT_NOOP("Units", "of profit"),
       .label = FC_TEXT_NOOP("FieldLabels", "Tax rate"),
       .help = FC_TEXT_NOOP("FieldHelp", "Used by the after-tax view"),
       .shape = S::Percent},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Depreciation>> fieldSpecs<Depreciation>() {
  static const std::array<FieldSpec<Depreciation>, 3> specs{{
      {.key = "method",
       .member = &Depreciation::method,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Depreciation"),
       .choices = C::Words,
       .words = kDepreciationMethods,
       .absentWord = "none"},
      {.key = "useful_life_years",
       .member = &Depreciation::usefulLifeYears,
       .rule = R::WholePositive,
       .unit = FC_TEXT_NOOP("Units", "years"),
       .label = FC_TEXT_NOOP("FieldLabels", "Useful life (years)"),
       .shape = S::Whole},
      {.key = "factor",
       .member = &Depreciation::factor,
       .rule = R::Positive,
       .unit = FC_TEXT_NOOP("Units", "x straight line"),
       .label = FC_TEXT_NOOP("FieldLabels", "Declining factor")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<GpuModel>> fieldSpecs<GpuModel>() {
  static const std::array<FieldSpec<GpuModel>, 6> specs{{
      {.key = "id",
       .member = &GpuModel::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID"),
       .help = FC_TEXT_NOOP("FieldHelp", "Unique id used by servers, offers and workloads")},
      {.key = "name", .member = &GpuModel::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "vram_gb",
       .member = &GpuModel::vramGb,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "GB"),
       .label = FC_TEXT_NOOP("FieldLabels", "Memory (GB)")},
      {.key = "memory_bandwidth_tbs",
       .member = &GpuModel::memoryBandwidthTbs,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "TB/s"),
       .label = FC_TEXT_NOOP("FieldLabels", "Bandwidth (TB/s)")},
      {.key = "bf16_tflops",
       .member = &GpuModel::bf16Tflops,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "TFLOPS (dense BF16)"),
       .label = FC_TEXT_NOOP("FieldLabels", "BF16 TFLOPS (dense)")},
      {.key = "tdp_w",
       .member = &GpuModel::tdpW,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "W"),
       .label = FC_TEXT_NOOP("FieldLabels", "TDP (W)")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<ServerModel>> fieldSpecs<ServerModel>() {
  static const std::array<FieldSpec<ServerModel>, 10> specs{{
      {.key = "id",
       .member = &ServerModel::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID")},
      {.key = "name", .member = &ServerModel::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "gpu",
       .member = &ServerModel::gpu,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "GPU"),
       .help =
           FC_TEXT_NOOP("FieldHelp", "Owning plans buy the first server model of each GPU model"),
       .choices = C::GpuModels},
      {.key = "gpus",
       .member = &ServerModel::gpus,
       .rule = R::WholePositive,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "GPUs per server"),
       .label = FC_TEXT_NOOP("FieldLabels", "GPUs"),
       .shape = S::Whole,
       .sheet = SheetUse::FormulasAndDecisions},
      {.key = "currency",
       .member = &ServerModel::currency,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Currency"),
       .choices = C::Currencies},
      {.key = "price",
       .member = &ServerModel::price,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per server"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Price")},
      {.key = "network_capex",
       .member = &ServerModel::networkCapex,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per server"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Network capex"),
       .help = FC_TEXT_NOOP("FieldHelp", "Per server: its share of switches, cables and optics")},
      {.key = "power_idle_kw",
       .member = &ServerModel::powerIdleKw,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "kW"),
       .label = FC_TEXT_NOOP("FieldLabels", "Idle power (kW)")},
      {.key = "power_max_kw",
       .member = &ServerModel::powerMaxKw,
       .rule = R::Positive,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "kW"),
       .label = FC_TEXT_NOOP("FieldLabels", "Max power (kW)"),
       .help = FC_TEXT_NOOP("FieldHelp", "Sizes the rack: servers per rack = rack kW / max power"),
       .sheet = SheetUse::FormulasAndDecisions},
      {.key = "rack_units",
       .member = &ServerModel::rackUnits,
       .rule = R::Positive,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "U"),
       .label = FC_TEXT_NOOP("FieldLabels", "Height (U)"),
       .sheet = SheetUse::Decisions},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Site>> fieldSpecs<Site>() {
  static const std::array<FieldSpec<Site>, 21> specs{{
      {.key = "id",
       .member = &Site::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID")},
      {.key = "name", .member = &Site::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "region",
       .member = &Site::region,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Region"),
       .choices = C::Regions},
      {.key = "currency",
       .member = &Site::currency,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Currency"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Every fee of the site and of its cooling options is in this currency"),
       .choices = C::Currencies},
      {.key = "usable_rack_units",
       .member = &Site::usableRackUnits,
       .rule = R::Positive,
       .unit = FC_TEXT_NOOP("Units", "U per rack"),
       .label = FC_TEXT_NOOP("FieldLabels", "Usable U / rack"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "space_per_rack_month",
       .member = &Site::spacePerRackMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per rack-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Space / rack-month")},
      {.key = "power_per_kw_month",
       .member = &Site::powerPerKwMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per kW-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Power fee / kW-month"),
       .help = FC_TEXT_NOOP("FieldHelp", "Charged per kW of the basis chosen in the next column")},
      {.key = "power_fee_basis",
       .member = &Site::powerFeeBasis,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Power fee on"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Allocated: every rack's kW of the cooling option. Used: the "
                            "power_max_kw of the servers owned. The contract says which"),
       .choices = C::Words,
       .words = kPowerFeeBases,
       .absentWord = "allocated"},
      {.key = "energy_per_kwh",
       .member = &Site::energyPerKwh,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per kWh"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Energy / kWh"),
       .help = FC_TEXT_NOOP("FieldHelp", "Metered energy: IT energy × PUE")},
      {.key = "setup_fee_per_rack",
       .member = &Site::setupFeePerRack,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per rack"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Set-up / rack")},
      {.key = "cross_connects_per_rack",
       .member = &Site::crossConnectsPerRack,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "cross-connects per rack"),
       .label = FC_TEXT_NOOP("FieldLabels", "Cross-connects / rack")},
      {.key = "cross_connect_month",
       .member = &Site::crossConnectMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per cross-connect-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Cross-connect / month")},
      {.key = "transit_mbps",
       .member = &Site::transitMbps,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "Mbps"),
       .label = FC_TEXT_NOOP("FieldLabels", "Transit (Mbps)")},
      {.key = "transit_per_mbps_month",
       .member = &Site::transitPerMbpsMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per Mbps-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Transit / Mbps-month")},
      {.key = "remote_hands_hours_month",
       .member = &Site::remoteHandsHoursMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "hours per month"),
       .label = FC_TEXT_NOOP("FieldLabels", "Remote hands (h / month)")},
      {.key = "remote_hands_per_hour",
       .member = &Site::remoteHandsPerHour,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per hour"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Remote hands / hour")},
      {.key = "staff_fte",
       .member = &Site::staffFte,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "FTE"),
       .label = FC_TEXT_NOOP("FieldLabels", "Staff (FTE)")},
      {.key = "staff_annual_cost",
       .member = &Site::staffAnnualCost,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per FTE-year"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Staff cost / FTE-year")},
      {.key = "colo_annual_change",
       .member = &Site::coloAnnualChange,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Colo price change / year"),
       .shape = S::Percent},
      {.key = "energy_annual_change",
       .member = &Site::energyAnnualChange,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Energy price change / year"),
       .shape = S::Percent},
      {.key = "cooling",
       .member = &Site::cooling,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Cooling"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "The cooling option used: name one of the options listed below")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<CoolingOption>> fieldSpecs<CoolingOption>() {
  static const std::array<FieldSpec<CoolingOption>, 5> specs{{
      {.key = "name",
       .member = &CoolingOption::name,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Cooling option")},
      {.key = "max_kw_per_rack",
       .member = &CoolingOption::maxKwPerRack,
       .rule = R::Positive,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "kW per rack"),
       .label = FC_TEXT_NOOP("FieldLabels", "kW per rack"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "The power a rack may draw: a 10.2 kW server needs more than 8 kW"),
       .sheet = SheetUse::FormulasAndDecisions},
      {.key = "pue",
       .member = &CoolingOption::pue,
       .rule = R::Pue,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "PUE"),
       .label = FC_TEXT_NOOP("FieldLabels", "PUE"),
       .help = FC_TEXT_NOOP("FieldHelp", "Facility energy ÷ IT energy, 1.0 to 3.0")},
      {.key = "capex_per_rack",
       .member = &CoolingOption::capexPerRack,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per rack"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Capex / rack")},
      {.key = "monthly_per_rack",
       .member = &CoolingOption::monthlyPerRack,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per rack-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Monthly / rack")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<RentalOffer>> fieldSpecs<RentalOffer>() {
  static const std::array<FieldSpec<RentalOffer>, 12> specs{{
      {.key = "id",
       .member = &RentalOffer::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID")},
      {.key = "name", .member = &RentalOffer::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "provider",
       .member = &RentalOffer::provider,
       .label = FC_TEXT_NOOP("FieldLabels", "Provider")},
      {.key = "region",
       .member = &RentalOffer::region,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Region"),
       .choices = C::Regions},
      {.key = "gpu",
       .member = &RentalOffer::gpu,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "GPU"),
       .choices = C::GpuModels},
      {.key = "currency",
       .member = &RentalOffer::currency,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Currency"),
       .choices = C::Currencies},
      {.key = "on_demand_per_gpu_hour",
       .member = &RentalOffer::onDemandPerGpuHour,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per GPU-hour"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "On demand / GPU-hour")},
      {.key = "reserved_per_gpu_month",
       .member = &RentalOffer::reservedPerGpuMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per GPU-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Reserved / GPU-month")},
      {.key = "reserved_term_months",
       .member = &RentalOffer::reservedTermMonths,
       .rule = R::WholePositive,
       .unit = FC_TEXT_NOOP("Units", "months"),
       .label = FC_TEXT_NOOP("FieldLabels", "Term (months)"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "reserved_unit_gpus",
       .member = &RentalOffer::reservedUnitGpus,
       .rule = R::WholePositive,
       .unit = FC_TEXT_NOOP("Units", "GPUs"),
       .label = FC_TEXT_NOOP("FieldLabels", "Reservation unit (GPUs)"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "annual_price_change",
       .member = &RentalOffer::annualPriceChange,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Price change / year"),
       .shape = S::Percent},
      {.key = "kwh_per_gpu_hour",
       .member = &RentalOffer::kwhPerGpuHour,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "kWh per GPU-hour"),
       .label = FC_TEXT_NOOP("FieldLabels", "kWh / GPU-hour"),
       .help = FC_TEXT_NOOP("FieldHelp", "Energy of a rented GPU-hour, for CO2")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<PricePath>> fieldSpecs<PricePath>() {
  static const std::array<FieldSpec<PricePath>, 4> specs{{
      {.key = "scale",
       .member = &PricePath::scale,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "x the path's prices"),
       .label = FC_TEXT_NOOP("FieldLabels", "Price path scale"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Multiplies the price path's points (not today's price); give it a low "
                            "and a high to vary the whole path in the risk analyses")},
      {.key = "source",
       .member = &PricePath::source,
       .text = TextKind::Note,
       .label = FC_TEXT_NOOP("FieldLabels", "Path source"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Where the price path's points come from (a forward curve, a quote)")},
      {.key = "as_of",
       .member = &PricePath::asOf,
       .label = FC_TEXT_NOOP("FieldLabels", "Path as of"),
       .help = FC_TEXT_NOOP("FieldHelp", "The date of the path's prices, YYYY-MM-DD")},
      {.key = "note",
       .member = &PricePath::note,
       .text = TextKind::Note,
       .label = FC_TEXT_NOOP("FieldLabels", "Path note")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<PricePoint>> fieldSpecs<PricePoint>() {
  static const std::array<FieldSpec<PricePoint>, 3> specs{{
      {.key = "month",
       .member = &PricePoint::month,
       .rule = R::WholePositive,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "month"),
       .label = FC_TEXT_NOOP("FieldLabels", "Month"),
       .help =
           FC_TEXT_NOOP("FieldHelp", "Months after the start (the offer's own price is month 0)"),
       .shape = S::Whole},
      {.key = "on_demand_per_gpu_hour",
       .member = &PricePoint::onDemandPerGpuHour,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per GPU-hour"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "On demand / GPU-hour"),
       .help = FC_TEXT_NOOP("FieldHelp", "Empty: the on-demand price does not follow the path")},
      {.key = "reserved_per_gpu_month",
       .member = &PricePoint::reservedPerGpuMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per GPU-month"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Reserved / GPU-month"),
       .help = FC_TEXT_NOOP("FieldHelp", "Empty: the reserved price does not follow the path")},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<ApiOffer>> fieldSpecs<ApiOffer>() {
  static const std::array<FieldSpec<ApiOffer>, 10> specs{{
      {.key = "id",
       .member = &ApiOffer::id,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "ID")},
      {.key = "name", .member = &ApiOffer::name, .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "provider",
       .member = &ApiOffer::provider,
       .label = FC_TEXT_NOOP("FieldLabels", "Provider")},
      {.key = "model",
       .member = &ApiOffer::model,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Model"),
       .help = FC_TEXT_NOOP("FieldHelp", "Serves the workloads that name this model")},
      {.key = "region",
       .member = &ApiOffer::region,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Region"),
       .choices = C::Regions},
      {.key = "currency",
       .member = &ApiOffer::currency,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Currency"),
       .choices = C::Currencies},
      {.key = "input_per_million_tokens",
       .member = &ApiOffer::inputPerMillionTokens,
       .rule = R::NonNegative,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "per million input tokens"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Input / million tokens")},
      {.key = "output_per_million_tokens",
       .member = &ApiOffer::outputPerMillionTokens,
       .rule = R::NonNegative,
       .required = true,
       .unit = FC_TEXT_NOOP("Units", "per million output tokens"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Output / million tokens")},
      {.key = "cached_input_per_million_tokens",
       .member = &ApiOffer::cachedInputPerMillionTokens,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per million cached input tokens"),
       .money = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Cached input / million tokens"),
       .help = FC_TEXT_NOOP("FieldHelp", "Empty: cached input tokens cost the input price")},
      {.key = "annual_price_change",
       .member = &ApiOffer::annualPriceChange,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Price change / year"),
       .shape = S::Percent},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Workload>> fieldSpecs<Workload>() {
  static const std::array<FieldSpec<Workload>, 12> specs{{
      {.key = "name",
       .member = &Workload::name,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "kind",
       .member = &Workload::kind,
       .required = true,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Kind"),
       .choices = C::Words,
       .words = kWorkloadKinds},
      {.key = "gpu",
       .member = &Workload::gpu,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "GPU"),
       .choices = C::GpuModels},
      {.key = "gpu_hours_per_month",
       .member = &Workload::gpuHoursPerMonth,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "GPU-hours per month"),
       .label = FC_TEXT_NOOP("FieldLabels", "GPU-hours / month"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Demand in GPU-hours per month (or give tokens per second instead)"),
       .sheet = SheetUse::Decisions},
      {.key = "avg_tokens_per_second",
       .member = &Workload::avgTokensPerSecond,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "tokens per second"),
       .label = FC_TEXT_NOOP("FieldLabels", "Tokens / s"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Average tokens per second to serve (with tokens per second per GPU)"),
       .sheet = SheetUse::Decisions},
      {.key = "tokens_per_second_per_gpu",
       .member = &Workload::tokensPerSecondPerGpu,
       .rule = R::Positive,
       .unit = FC_TEXT_NOOP("Units", "tokens per second per GPU"),
       .label = FC_TEXT_NOOP("FieldLabels", "Tokens / s per GPU"),
       .sheet = SheetUse::Decisions},
      {.key = "model",
       .member = &Workload::model,
       .label = FC_TEXT_NOOP("FieldLabels", "Model"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Hosted API plans serve an inference workload sized in tokens from an "
                            "API offer for this model"),
       .choices = C::ApiModels},
      {.key = "input_token_share",
       .member = &Workload::inputTokenShare,
       .rule = R::UnitInterval,
       .unit = FC_TEXT_NOOP("Units", "of the tokens (input)"),
       .label = FC_TEXT_NOOP("FieldLabels", "Input share of tokens"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Share of the workload's tokens that are input (prompt) tokens, priced "
                            "at an API offer's input price"),
       .shape = S::Percent},
      {.key = "cached_input_share",
       .member = &Workload::cachedInputShare,
       .rule = R::UnitInterval,
       .unit = FC_TEXT_NOOP("Units", "of the input tokens (cached)"),
       .label = FC_TEXT_NOOP("FieldLabels", "Cached share of input"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Share of the input tokens an API bills at its cached-input price"),
       .shape = S::Percent},
      {.key = "annual_growth",
       .member = &Workload::annualGrowth,
       .rule = R::AnnualChange,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Growth / year"),
       .shape = S::Percent,
       .sheet = SheetUse::Decisions},
      {.key = "start_month",
       .member = &Workload::startMonth,
       .rule = R::WholeNonNegative,
       .unit = FC_TEXT_NOOP("Units", "month"),
       .label = FC_TEXT_NOOP("FieldLabels", "Start month"),
       .help = FC_TEXT_NOOP("FieldHelp", "First month the workload runs (0 = the first month)"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
      {.key = "end_month",
       .member = &Workload::endMonth,
       .rule = R::WholeNonNegative,
       .unit = FC_TEXT_NOOP("Units", "month"),
       .label = FC_TEXT_NOOP("FieldLabels", "End month"),
       .help = FC_TEXT_NOOP("FieldHelp", "Month it stops (empty: runs to the end of the horizon)"),
       .shape = S::Whole,
       .sheet = SheetUse::Decisions},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Plan>> fieldSpecs<Plan>() {
  static const std::array<FieldSpec<Plan>, 6> specs{{
      {.key = "name",
       .member = &Plan::name,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Name")},
      {.key = "strategy",
       .member = &Plan::strategy,
       .required = true,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Strategy"),
       .choices = C::Strategies},
      {.key = "site",
       .member = &Plan::site,
       .label = FC_TEXT_NOOP("FieldLabels", "Site"),
       .help = FC_TEXT_NOOP("FieldHelp", "Where owning plans colocate their servers"),
       .choices = C::Sites},
      {.key = "rental_region",
       .member = &Plan::rentalRegion,
       .label = FC_TEXT_NOOP("FieldLabels", "Rental region"),
       .help =
           FC_TEXT_NOOP("FieldHelp", "Where renting plans rent, and owning plans rent the burst"),
       .choices = C::Regions},
      {.key = "provider",
       .member = &Plan::provider,
       .label = FC_TEXT_NOOP("FieldLabels", "Provider"),
       .choices = C::RentalProviders},
      {.key = "api_provider",
       .member = &Plan::apiProvider,
       .label = FC_TEXT_NOOP("FieldLabels", "API provider"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Hosted API plans: buy tokens only from this provider's API offers in "
                            "the rental region"),
       .choices = C::ApiProviders},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Assignment>> fieldSpecs<Assignment>() {
  static const std::array<FieldSpec<Assignment>, 6> specs{{
      {.key = "workload",
       .member = &Assignment::workload,
       .required = true,
       .label = FC_TEXT_NOOP("FieldLabels", "Workload"),
       .help = FC_TEXT_NOOP("FieldHelp", "The workload this supply serves"),
       .choices = C::Workloads},
      {.key = "strategy",
       .member = &Assignment::strategy,
       .required = true,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Supply"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "How the workload is served: rented on demand or reserved, owned "
                            "(colocate or hybrid) at a site, or a hosted API"),
       .choices = C::TypedStrategies},
      {.key = "site",
       .member = &Assignment::site,
       .label = FC_TEXT_NOOP("FieldLabels", "Site"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Owned supplies: the site; what is owned at one site shares its racks "
                            "and fees"),
       .choices = C::Sites},
      {.key = "rental_region",
       .member = &Assignment::rentalRegion,
       .label = FC_TEXT_NOOP("FieldLabels", "Rental region"),
       .help =
           FC_TEXT_NOOP("FieldHelp", "Where renting plans rent, and owning plans rent the burst"),
       .choices = C::Regions},
      {.key = "provider",
       .member = &Assignment::provider,
       .label = FC_TEXT_NOOP("FieldLabels", "Provider"),
       .choices = C::RentalProviders},
      {.key = "api_provider",
       .member = &Assignment::apiProvider,
       .label = FC_TEXT_NOOP("FieldLabels", "API provider"),
       .help = FC_TEXT_NOOP("FieldHelp",
                            "Hosted API plans: buy tokens only from this provider's API offers in "
                            "the rental region"),
       .choices = C::ApiProviders},
  }};
  return specs;
}

template <>
std::span<const FieldSpec<Financing>> fieldSpecs<Financing>() {
  static const std::array<FieldSpec<Financing>, 3> specs{{
      {.key = "method",
       .member = &Financing::method,
       .text = kWord,
       .label = FC_TEXT_NOOP("FieldLabels", "Financing"),
       .help = FC_TEXT_NOOP("FieldHelp", "Owning plans: buy with cash or lease the hardware"),
       .choices = C::Words,
       .words = kFinancingMethods,
       .absentWord = "cash",
       .sheet = SheetUse::Decisions},
      {.key = "annual_rate",
       .member = &Financing::annualRate,
       .rule = R::NonNegative,
       .unit = FC_TEXT_NOOP("Units", "per year"),
       .label = FC_TEXT_NOOP("FieldLabels", "Lease rate / year"),
       .shape = S::Percent},
      {.key = "term_months",
       .member = &Financing::termMonths,
       .rule = R::WholePositive,
       .unit = FC_TEXT_NOOP("Units", "months"),
       .label = FC_TEXT_NOOP("FieldLabels", "Lease term (months)"),
       .shape = S::Whole},
  }};
  return specs;
}

namespace {

template <class T>
const char* figureLabelIn(std::string_view key) {
  for (const auto& spec : fieldSpecs<T>())
    if (key == spec.key && std::holds_alternative<Figure T::*>(spec.member)) return spec.label;
  return nullptr;
}

template <class... Ts>
const char* firstFigureLabel(std::string_view key) {
  const char* label = nullptr;
  ((label = label ? label : figureLabelIn<Ts>(key)), ...);
  return label ? label : "";
}

}  // namespace

const char* figureLabelOf(std::string_view key) {
  return firstFigureLabel<Workbook, Scenario, Ownership, Region, TaxRule, Depreciation, GpuModel,
                          ServerModel, Site, CoolingOption, RentalOffer, PricePath, PricePoint,
                          ApiOffer, Workload, Plan, Assignment, Financing>(key);
}

}  // namespace fleetcost
