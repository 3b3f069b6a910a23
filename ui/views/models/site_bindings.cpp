// Columns of sites, their cooling options, rental offers and regions.
#include "ui/core/format/field_labels.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

namespace {

// power_fee_basis: an absent value reads as the default, "allocated".
Column<Site> powerFeeBasisColumn() {
  Column<Site> c = textColumn<Site>(
      "power_fee_basis", Columns::tr("Power fee on"),
      fixedChoices({{QStringLiteral("allocated"), Columns::tr("Allocated kW (whole racks)")},
                    {QStringLiteral("used"), Columns::tr("Used kW (servers' rated power)")}}),
      Columns::tr("Allocated: every rack's kW of the cooling option. Used: the power_max_kw of the "
                  "servers owned. The contract says which"));
  c.data = [data = c.data](const Site& site, int role) -> QVariant {
    const QVariant value = data(site, role);
    if (value.isValid() && value.toString().isEmpty()) return QStringLiteral("allocated");
    return value;
  };
  return c;
}

}  // namespace

std::unique_ptr<ListBinding> sitesBinding() {
  using T = Site;
  std::vector<Column<T>> columns{
      textColumn<T>("id", Columns::tr("ID")),
      textColumn<T>("name", Columns::tr("Name")),
      textColumn<T>("region", Columns::tr("Region"), idChoices(&Scenario::regions)),
      textColumn<T>(
          "currency", Columns::tr("Currency"), currencies(),
          Columns::tr("Every fee of the site and of its cooling options is in this currency")),
      textColumn<T>("cooling", Columns::tr("Cooling"), {},
                    Columns::tr("The cooling option used: name one of the options listed below")),
      figureColumn<T>("power_per_kw_month", fieldLabel("power_per_kw_month"), NumberStyle::Plain,
                      Columns::tr("Charged per kW of the basis chosen in the next column")),
      powerFeeBasisColumn(),
      figureColumn<T>("energy_per_kwh", fieldLabel("energy_per_kwh"), NumberStyle::Plain,
                      Columns::tr("Metered energy: IT energy × PUE")),
      figureColumn<T>("space_per_rack_month", fieldLabel("space_per_rack_month")),
      figureColumn<T>("setup_fee_per_rack", fieldLabel("setup_fee_per_rack")),
      figureColumn<T>("usable_rack_units", fieldLabel("usable_rack_units"), NumberStyle::Whole),
      figureColumn<T>("cross_connects_per_rack", fieldLabel("cross_connects_per_rack")),
      figureColumn<T>("cross_connect_month", fieldLabel("cross_connect_month")),
      figureColumn<T>("transit_mbps", fieldLabel("transit_mbps")),
      figureColumn<T>("transit_per_mbps_month", fieldLabel("transit_per_mbps_month")),
      figureColumn<T>("remote_hands_hours_month", fieldLabel("remote_hands_hours_month")),
      figureColumn<T>("remote_hands_per_hour", fieldLabel("remote_hands_per_hour")),
      figureColumn<T>("staff_fte", fieldLabel("staff_fte")),
      figureColumn<T>("staff_annual_cost", fieldLabel("staff_annual_cost")),
      figureColumn<T>("colo_annual_change", fieldLabel("colo_annual_change"),
                      NumberStyle::Percent),
      figureColumn<T>("energy_annual_change", fieldLabel("energy_annual_change"),
                      NumberStyle::Percent),
  };
  return std::make_unique<ListBindingFor<T>>([](Scenario& s) { return &s.sites; },
                                             [](const Scenario&) { return "/sites"; },
                                             std::move(columns),
                                             [](const Scenario& s) {
                                               T site;
                                               site.id = uniqueId(s.sites, "site");
                                               site.name = Columns::tr("New site").toStdString();
                                               if (!s.regions.empty())
                                                 site.region = s.regions.front().id;
                                               site.currency = s.reportingCurrency.value_or("USD");
                                               CoolingOption air;
                                               air.name = Columns::tr("Air").toStdString();
                                               air.maxKwPerRack = Figure::of(8);
                                               air.pue = Figure::of(1.5);
                                               site.coolingOptions = {air};
                                               site.coolingOptionsPresent = true;
                                               site.cooling = air.name;
                                               return site;
                                             });
}

std::unique_ptr<ListBinding> coolingOptionsBinding(std::function<int()> site) {
  using T = CoolingOption;
  std::vector<Column<T>> columns{
      textColumn<T>("name", Columns::tr("Cooling option")),
      figureColumn<T>(
          "max_kw_per_rack", fieldLabel("max_kw_per_rack"), NumberStyle::Plain,
          Columns::tr("The power a rack may draw: a 10.2 kW server needs more than 8 kW")),
      figureColumn<T>("pue", fieldLabel("pue"), NumberStyle::Plain,
                      Columns::tr("Facility energy ÷ IT energy, 1.0 to 3.0")),
      figureColumn<T>("capex_per_rack", fieldLabel("capex_per_rack")),
      figureColumn<T>("monthly_per_rack", fieldLabel("monthly_per_rack")),
  };
  const auto access = [site](Scenario& s) -> std::vector<T>* {
    const int row = site();
    if (row < 0 || row >= static_cast<int>(s.sites.size())) return nullptr;
    s.sites[row].coolingOptionsPresent = true;
    return &s.sites[row].coolingOptions;
  };
  return std::make_unique<ListBindingFor<T>>(
      access,
      [site](const Scenario&) { return "/sites/" + std::to_string(site()) + "/cooling_options"; },
      std::move(columns),
      [site](const Scenario& s) {
        T option;
        const int row = site();
        option.name =
            row >= 0 && row < static_cast<int>(s.sites.size())
                ? uniqueName(s.sites[row].coolingOptions, Columns::tr("Option").toStdString())
                : Columns::tr("Option").toStdString();
        option.maxKwPerRack = Figure::of(20);
        option.pue = Figure::of(1.4);
        return option;
      });
}

std::unique_ptr<ListBinding> rentalOffersBinding() {
  using T = RentalOffer;
  std::vector<Column<T>> columns{
      textColumn<T>("id", Columns::tr("ID")),
      textColumn<T>("name", Columns::tr("Name")),
      textColumn<T>("provider", Columns::tr("Provider")),
      textColumn<T>("region", Columns::tr("Region"), idChoices(&Scenario::regions)),
      textColumn<T>("gpu", Columns::tr("GPU"), idChoices(&Scenario::gpuModels)),
      textColumn<T>("currency", Columns::tr("Currency"), currencies()),
      figureColumn<T>("on_demand_per_gpu_hour", fieldLabel("on_demand_per_gpu_hour")),
      figureColumn<T>("reserved_per_gpu_month", fieldLabel("reserved_per_gpu_month")),
      figureColumn<T>("reserved_term_months", fieldLabel("reserved_term_months"), NumberStyle::Whole),
      figureColumn<T>("reserved_unit_gpus", fieldLabel("reserved_unit_gpus"),
                      NumberStyle::Whole),
      figureColumn<T>("annual_price_change", fieldLabel("annual_price_change"),
                      NumberStyle::Percent),
      figureColumn<T>("kwh_per_gpu_hour", fieldLabel("kwh_per_gpu_hour"), NumberStyle::Plain,
                      Columns::tr("Energy of a rented GPU-hour, for CO2")),
      pricePathScaleColumn(),
      onPricePath(textColumn<PricePath>(
          "source", Columns::tr("Path source"), {},
          Columns::tr("Where the price path's points come from (a forward curve, a quote)"))),
      onPricePath(textColumn<PricePath>("as_of", Columns::tr("Path as of"), {},
                                        Columns::tr("The date of the path's prices, YYYY-MM-DD"))),
  };
  return std::make_unique<ListBindingFor<T>>([](Scenario& s) { return &s.rentalOffers; },
                                             [](const Scenario&) { return "/rental_offers"; },
                                             std::move(columns),
                                             [](const Scenario& s) {
                                               T o;
                                               o.id = uniqueId(s.rentalOffers, "offer");
                                               o.name = Columns::tr("New offer").toStdString();
                                               if (!s.regions.empty())
                                                 o.region = s.regions.front().id;
                                               if (!s.gpuModels.empty())
                                                 o.gpu = s.gpuModels.front().id;
                                               o.currency = "USD";
                                               o.onDemandPerGpuHour = Figure::of(2);
                                               return o;
                                             });
}

namespace {

// The tax rule's fields live in region.tax and region.tax.depreciation.
Column<Region> taxRate() {
  Column<Region> c;
  c.key = QStringLiteral("tax/tax_rate");
  c.header = fieldLabel("tax_rate");
  c.help = Columns::tr("Used by the after-tax view");
  c.data = [](const Region& r, int role) -> QVariant {
    const Figure& f = r.tax.taxRate;
    switch (role) {
      case Qt::DisplayRole:
        return r.tax.present ? figureDisplay(f, NumberStyle::Percent) : QString();
      case Qt::EditRole:
        return figureEditText(f, NumberStyle::Percent);
      case Qt::ToolTipRole:
        return figureTooltip(f, NumberStyle::Percent);
      case OverriddenRole:
        return isOverridden(f);
      case Qt::TextAlignmentRole:
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
      default:
        return {};
    }
  };
  c.setData = [](Region& r, const QVariant& value) {
    r.tax.present = true;
    applyTypedNumber(r.tax.taxRate, Figure{}, r.tax.extras, "tax_rate", value.toString(),
                     NumberStyle::Percent);
  };
  return c;
}

Column<Region> depreciationMethod() {
  Column<Region> c;
  c.key = QStringLiteral("tax/depreciation/method");
  c.header = Columns::tr("Depreciation");
  c.choices =
      fixedChoices({{QString(), Columns::tr("None")},
                    {QStringLiteral("immediate"), Columns::tr("Immediate")},
                    {QStringLiteral("straight_line"), Columns::tr("Straight line")},
                    {QStringLiteral("declining_balance"), Columns::tr("Declining balance")}});
  c.data = [](const Region& r, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    return QString::fromStdString(r.tax.depreciation.method.value_or(""));
  };
  c.setData = [](Region& r, const QVariant& value) {
    const std::string method = value.toString().toStdString();
    if (method.empty()) {
      r.tax.depreciation = Depreciation{};
      return;
    }
    r.tax.present = true;
    r.tax.depreciation.present = true;
    r.tax.depreciation.method = method;
    if (method != "immediate" && !r.tax.depreciation.usefulLifeYears.present)
      r.tax.depreciation.usefulLifeYears = Figure::of(5);
    if (method == "declining_balance" && !r.tax.depreciation.factor.present)
      r.tax.depreciation.factor = Figure::of(2);
  };
  return c;
}

Column<Region> depreciationFigure(Figure Depreciation::*member, const char* key,
                                  const QString& header, NumberStyle style) {
  Column<Region> c;
  c.key = QStringLiteral("tax/depreciation/") + QLatin1String(key);
  c.header = header;
  c.data = [member, style](const Region& r, int role) -> QVariant {
    return figureCellData(r.tax.depreciation.*member, style, role);
  };
  c.setData = [member, key = std::string(key), style](Region& r, const QVariant& value) {
    r.tax.present = true;
    r.tax.depreciation.present = true;
    applyTypedNumber(r.tax.depreciation.*member, Depreciation{}.*member, r.tax.depreciation.extras,
                     key, value.toString(), style);
  };
  return c;
}

Column<Region> restrictedGpus() {
  Column<Region> c;
  c.key = QStringLiteral("restricted_gpus");
  c.header = Columns::tr("Restricted GPUs");
  c.help =
      Columns::tr("GPU ids, separated by commas, that export controls restrict in this region");
  c.data = [](const Region& r, int role) -> QVariant {
    if (role != Qt::DisplayRole && role != Qt::EditRole) return {};
    QStringList ids;
    for (const std::string& id : r.restrictedGpus) ids << QString::fromStdString(id);
    return ids.join(QStringLiteral(", "));
  };
  c.setData = [](Region& r, const QVariant& value) {
    r.extras.keys.erase("restricted_gpus");
    r.restrictedGpus.clear();
    for (const QString& id : value.toString().split(QLatin1Char(','), Qt::SkipEmptyParts))
      if (!id.trimmed().isEmpty()) r.restrictedGpus.push_back(id.trimmed().toStdString());
    r.restrictedGpusPresent = true;
  };
  return c;
}

}  // namespace

std::unique_ptr<ListBinding> regionsBinding() {
  using T = Region;
  std::vector<Column<T>> columns{
      textColumn<T>("id", Columns::tr("ID")),
      textColumn<T>("name", Columns::tr("Name")),
      figureColumn<T>("grid_kg_co2_per_kwh", fieldLabel("grid_kg_co2_per_kwh")),
      restrictedGpus(),
      textColumn<T>("restriction_note", Columns::tr("Restriction note")),
      taxRate(),
      depreciationMethod(),
      depreciationFigure(&Depreciation::usefulLifeYears, "useful_life_years",
                         fieldLabel("useful_life_years"), NumberStyle::Whole),
      depreciationFigure(&Depreciation::factor, "factor", fieldLabel("factor"),
                         NumberStyle::Plain),
  };
  return std::make_unique<ListBindingFor<T>>([](Scenario& s) { return &s.regions; },
                                             [](const Scenario&) { return "/regions"; },
                                             std::move(columns),
                                             [](const Scenario& s) {
                                               T r;
                                               r.id = uniqueId(s.regions, "region");
                                               r.name = Columns::tr("New region").toStdString();
                                               return r;
                                             });
}

std::unique_ptr<FormBinding> scenarioSettingsBinding() {
  using T = Scenario;
  std::vector<Column<T>> fields{
      textColumn<T>("name", Columns::tr("Scenario name")),
      figureColumn<T>("horizon_months", fieldLabel("horizon_months"), NumberStyle::Whole,
                      Columns::tr("1 to 600 months")),
      textColumn<T>("reporting_currency", Columns::tr("Reporting currency"), currencies(),
                    Columns::tr("Every result is in this currency")),
      figureColumn<T>(
          "discount_rate_annual", fieldLabel("discount_rate_annual"), NumberStyle::Percent,
          Columns::tr("For present values: a flow t months out is worth 1 / (1 + r)^(t/12)")),
      boolColumn<T>(
          "after_tax", Columns::tr("Show results after tax"), false,
          Columns::tr("Deduct depreciation, running costs and rental at each region's tax rate")),
  };
  return std::make_unique<FormBindingFor<T>>([](Scenario& s, bool) { return &s; }, "",
                                             std::move(fields));
}

std::unique_ptr<FormBinding> ownershipBinding() {
  using T = Ownership;
  std::vector<Column<T>> fields{
      textColumn<T>("currency", Columns::tr("Currency of licences"), currencies()),
      figureColumn<T>("headroom", fieldLabel("headroom"), NumberStyle::Percent,
                      Columns::tr("Owned servers are sized for the peak hour plus this margin")),
      figureColumn<T>("spare_ratio", fieldLabel("spare_ratio"), NumberStyle::Percent),
      figureColumn<T>("refresh_months", fieldLabel("refresh_months"), NumberStyle::Whole),
      figureColumn<T>(
          "lead_time_months", fieldLabel("lead_time_months"), NumberStyle::Whole,
          Columns::tr("Months until the first servers arrive; demand is rented until then")),
      figureColumn<T>("hardware_annual_price_change", fieldLabel("hardware_annual_price_change"),
                      NumberStyle::Percent),
      figureColumn<T>("resale_annual_decline", fieldLabel("resale_annual_decline"),
                      NumberStyle::Percent),
      figureColumn<T>("install_pct", fieldLabel("install_pct"), NumberStyle::Percent,
                      Columns::tr("Share of the server price paid to install it")),
      figureColumn<T>("maintenance_annual_pct", fieldLabel("maintenance_annual_pct"),
                      NumberStyle::Percent, Columns::tr("Share of the server price, each year")),
      figureColumn<T>("license_per_gpu_year", fieldLabel("license_per_gpu_year")),
      boolColumn<T>("credit_terminal_value", Columns::tr("Credit the fleet's value at the end"),
                    true),
  };
  return std::make_unique<FormBindingFor<T>>(
      [](Scenario& s, bool forWrite) {
        if (forWrite) s.ownership.present = true;
        return &s.ownership;
      },
      "/ownership", std::move(fields));
}

}  // namespace fleetcost::ui
