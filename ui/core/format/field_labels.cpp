// The table of field names.
#include "ui/core/format/field_labels.h"

#include "model/risk/ranged_figures.h"
#include "ui/core/format/unit_labels.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <utility>

namespace fleetcost::ui {

QString fieldLabel(std::string_view key) {
  // Sorted by key, for the binary search.
  static constexpr std::array<std::pair<std::string_view, const char*>, 65> kLabels{{
      {"annual_growth", QT_TRANSLATE_NOOP("FieldLabels", "Growth / year")},
      {"annual_price_change", QT_TRANSLATE_NOOP("FieldLabels", "Price change / year")},
      {"annual_rate", QT_TRANSLATE_NOOP("FieldLabels", "Lease rate / year")},
      {"avg_tokens_per_second", QT_TRANSLATE_NOOP("FieldLabels", "Tokens / s")},
      {"bf16_tflops", QT_TRANSLATE_NOOP("FieldLabels", "BF16 TFLOPS (dense)")},
      {"cached_input_per_million_tokens",
       QT_TRANSLATE_NOOP("FieldLabels", "Cached input / million tokens")},
      {"cached_input_share", QT_TRANSLATE_NOOP("FieldLabels", "Cached share of input")},
      {"capex_per_rack", QT_TRANSLATE_NOOP("FieldLabels", "Capex / rack")},
      {"colo_annual_change", QT_TRANSLATE_NOOP("FieldLabels", "Colo price change / year")},
      {"cross_connect_month", QT_TRANSLATE_NOOP("FieldLabels", "Cross-connect / month")},
      {"cross_connects_per_rack", QT_TRANSLATE_NOOP("FieldLabels", "Cross-connects / rack")},
      {"discount_rate_annual", QT_TRANSLATE_NOOP("FieldLabels", "Discount rate / year")},
      {"end_month", QT_TRANSLATE_NOOP("FieldLabels", "End month")},
      {"energy_annual_change", QT_TRANSLATE_NOOP("FieldLabels", "Energy price change / year")},
      {"energy_per_kwh", QT_TRANSLATE_NOOP("FieldLabels", "Energy / kWh")},
      {"factor", QT_TRANSLATE_NOOP("FieldLabels", "Declining factor")},
      {"gpu_hours_per_month", QT_TRANSLATE_NOOP("FieldLabels", "GPU-hours / month")},
      {"gpus", QT_TRANSLATE_NOOP("FieldLabels", "GPUs")},
      {"grid_kg_co2_per_kwh", QT_TRANSLATE_NOOP("FieldLabels", "Grid CO2 (kg/kWh)")},
      {"hardware_annual_price_change",
       QT_TRANSLATE_NOOP("FieldLabels", "Hardware price change / year")},
      {"headroom", QT_TRANSLATE_NOOP("FieldLabels", "Headroom over the peak")},
      {"horizon_months", QT_TRANSLATE_NOOP("FieldLabels", "Horizon (months)")},
      {"input_per_million_tokens", QT_TRANSLATE_NOOP("FieldLabels", "Input / million tokens")},
      {"input_token_share", QT_TRANSLATE_NOOP("FieldLabels", "Input share of tokens")},
      {"install_pct", QT_TRANSLATE_NOOP("FieldLabels", "Installation")},
      {"kwh_per_gpu_hour", QT_TRANSLATE_NOOP("FieldLabels", "kWh / GPU-hour")},
      {"lead_time_months", QT_TRANSLATE_NOOP("FieldLabels", "Lead time (months)")},
      {"license_per_gpu_year", QT_TRANSLATE_NOOP("FieldLabels", "Software licence / GPU-year")},
      {"maintenance_annual_pct", QT_TRANSLATE_NOOP("FieldLabels", "Maintenance / year")},
      {"max_kw_per_rack", QT_TRANSLATE_NOOP("FieldLabels", "kW per rack")},
      {"memory_bandwidth_tbs", QT_TRANSLATE_NOOP("FieldLabels", "Bandwidth (TB/s)")},
      {"month", QT_TRANSLATE_NOOP("FieldLabels", "Month")},
      {"monthly_per_rack", QT_TRANSLATE_NOOP("FieldLabels", "Monthly / rack")},
      {"network_capex", QT_TRANSLATE_NOOP("FieldLabels", "Network capex")},
      {"on_demand_per_gpu_hour", QT_TRANSLATE_NOOP("FieldLabels", "On demand / GPU-hour")},
      {"output_per_million_tokens", QT_TRANSLATE_NOOP("FieldLabels", "Output / million tokens")},
      {"power_idle_kw", QT_TRANSLATE_NOOP("FieldLabels", "Idle power (kW)")},
      {"power_max_kw", QT_TRANSLATE_NOOP("FieldLabels", "Max power (kW)")},
      {"power_per_kw_month", QT_TRANSLATE_NOOP("FieldLabels", "Power fee / kW-month")},
      {"price", QT_TRANSLATE_NOOP("FieldLabels", "Price")},
      {"pue", QT_TRANSLATE_NOOP("FieldLabels", "PUE")},
      {"rack_units", QT_TRANSLATE_NOOP("FieldLabels", "Height (U)")},
      {"refresh_months", QT_TRANSLATE_NOOP("FieldLabels", "Refresh after (months)")},
      {"remote_hands_hours_month", QT_TRANSLATE_NOOP("FieldLabels", "Remote hands (h / month)")},
      {"remote_hands_per_hour", QT_TRANSLATE_NOOP("FieldLabels", "Remote hands / hour")},
      {"resale_annual_decline", QT_TRANSLATE_NOOP("FieldLabels", "Resale value decline / year")},
      {"reserved_per_gpu_month", QT_TRANSLATE_NOOP("FieldLabels", "Reserved / GPU-month")},
      {"reserved_term_months", QT_TRANSLATE_NOOP("FieldLabels", "Term (months)")},
      {"reserved_unit_gpus", QT_TRANSLATE_NOOP("FieldLabels", "Reservation unit (GPUs)")},
      {"scale", QT_TRANSLATE_NOOP("FieldLabels", "Price path scale")},
      {"setup_fee_per_rack", QT_TRANSLATE_NOOP("FieldLabels", "Set-up / rack")},
      {"space_per_rack_month", QT_TRANSLATE_NOOP("FieldLabels", "Space / rack-month")},
      {"spare_ratio", QT_TRANSLATE_NOOP("FieldLabels", "Spare servers")},
      {"staff_annual_cost", QT_TRANSLATE_NOOP("FieldLabels", "Staff cost / FTE-year")},
      {"staff_fte", QT_TRANSLATE_NOOP("FieldLabels", "Staff (FTE)")},
      {"start_month", QT_TRANSLATE_NOOP("FieldLabels", "Start month")},
      {"tax_rate", QT_TRANSLATE_NOOP("FieldLabels", "Tax rate")},
      {"tdp_w", QT_TRANSLATE_NOOP("FieldLabels", "TDP (W)")},
      {"term_months", QT_TRANSLATE_NOOP("FieldLabels", "Lease term (months)")},
      {"tokens_per_second_per_gpu", QT_TRANSLATE_NOOP("FieldLabels", "Tokens / s per GPU")},
      {"transit_mbps", QT_TRANSLATE_NOOP("FieldLabels", "Transit (Mbps)")},
      {"transit_per_mbps_month", QT_TRANSLATE_NOOP("FieldLabels", "Transit / Mbps-month")},
      {"usable_rack_units", QT_TRANSLATE_NOOP("FieldLabels", "Usable U / rack")},
      {"useful_life_years", QT_TRANSLATE_NOOP("FieldLabels", "Useful life (years)")},
      {"vram_gb", QT_TRANSLATE_NOOP("FieldLabels", "Memory (GB)")},
  }};
  static_assert(std::is_sorted(kLabels.begin(), kLabels.end(),
                               [](const auto& a, const auto& b) { return a.first < b.first; }));
  const auto it =
      std::lower_bound(kLabels.begin(), kLabels.end(), key,
                       [](const auto& entry, std::string_view k) { return entry.first < k; });
  if (it != kLabels.end() && it->first == key)
    return QCoreApplication::translate("FieldLabels", it->second);
  QString spaced = QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
  return spaced.replace(QLatin1Char('_'), QLatin1Char(' '));
}

namespace {

// An exchange rate's field is its currency ("/fx_per_usd/JPY"): "JPY per US$".
// A price path point's price: "On demand / GPU-hour on the price path".
QString fieldOf(const RangedFigure& f) {
  if (f.pointer.find("/fx_per_usd/") != std::string::npos)
    return QCoreApplication::translate("FieldLabels", "%1 per US$")
        .arg(QString::fromStdString(f.key));
  if (f.pointer.find("/price_path/points/") != std::string::npos)
    return QCoreApplication::translate("FieldLabels", "%1 on the price path")
        .arg(fieldLabel(f.key));
  return fieldLabel(f.key);
}

}  // namespace

QString figureShortLabel(const RangedFigure& f) {
  const QString field = fieldOf(f);
  if (f.subject.empty()) return field;
  const QString subject = QString::fromStdString(f.subject);
  return QCoreApplication::translate("FieldLabels", "%1 · %2").arg(field, subject);
}

QString figureFullLabel(const RangedFigure& f) {
  const QString field = fieldOf(f);
  const QString unit = unitText(f.unit);
  if (f.owner.empty())
    return unit.isEmpty() ? field
                          : QCoreApplication::translate("FieldLabels", "%1 (%2)").arg(field, unit);
  const QString owner = QString::fromStdString(f.owner);
  return unit.isEmpty()
             ? QCoreApplication::translate("FieldLabels", "%1 — %2").arg(field, owner)
             : QCoreApplication::translate("FieldLabels", "%1 — %2 (%3)").arg(field, owner, unit);
}

}  // namespace fleetcost::ui
