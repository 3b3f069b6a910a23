// Choosing the charts and their key numbers.
#include "ui/render/report/chart_catalog.h"

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

#include "model/results/key_figures.h"
#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_builders.h"

namespace fleetcost::ui {

namespace {
class ChartCatalog {
  Q_DECLARE_TR_FUNCTIONS(ChartCatalog)
};
}  // namespace

int focusPlan(const ScenarioResult& r) {
  const KeyFigures k = keyFigures(r);
  if (k.bestOwning >= 0 && r.plans[k.bestOwning].ownsServers) return k.bestOwning;
  return k.cheapestPlan;
}

int focusGpu(const ScenarioResult& r) {
  int best = -1;
  double most = 0.0;
  for (int g = 0; g < static_cast<int>(r.demand.size()); ++g) {
    const double total =
        std::accumulate(r.demand[g].averageGpus.begin(), r.demand[g].averageGpus.end(), 0.0);
    if (best < 0 || total > most) {
      best = g;
      most = total;
    }
  }
  return best;
}

QStringList catalogChartIds() {
  return {QStringLiteral("cumulative"),    QStringLiteral("monthly"),
          QStringLiteral("present-value"), QStringLiteral("capacity"),
          QStringLiteral("load-duration"), QStringLiteral("racks-power")};
}

std::vector<CatalogChart> catalogCharts(const ScenarioResult& r, int chosenPlan, int chosenGpu) {
  std::vector<CatalogChart> charts;
  if (r.plans.empty()) return charts;
  const QString currency = QString::fromStdString(r.currency);
  const KeyFigures k = keyFigures(r);
  const int plan =
      chosenPlan >= 0 && chosenPlan < static_cast<int>(r.plans.size()) ? chosenPlan : focusPlan(r);
  const int gpu =
      chosenGpu >= 0 && chosenGpu < static_cast<int>(r.demand.size()) ? chosenGpu : focusGpu(r);
  const QString planName = QString::fromStdString(r.plans[plan].name);
  const auto name = [&](int j) { return QString::fromStdString(r.plans[j].name); };
  const ScenarioResult* result = &r;

  charts.push_back(
      {QStringLiteral("cumulative"),
       ChartCatalog::tr("Cumulative cost by plan"),
       {},
       ChartCatalog::tr("Cheapest: %1, %2 in present value")
           .arg(name(k.cheapestPlan), formatMoneyShort(r.plans[k.cheapestPlan].pvCost, currency)),
       [result](const ChartOptions& o) { return buildCumulativeCostChart(*result, o); }});

  double peakMonth = 0.0;
  for (std::size_t t = 1; t < r.plans[plan].total.size(); ++t)
    peakMonth = std::max(peakMonth, r.plans[plan].total[t]);
  charts.push_back(
      {QStringLiteral("monthly"), ChartCatalog::tr("Monthly cost by category"), planName,
       ChartCatalog::tr("%1: up to %2 a month")
           .arg(planName, formatMoneyShort(peakMonth, currency)),
       [result, plan](const ChartOptions& o) { return buildMonthlyCostChart(*result, plan, o); }});

  QString saving = ChartCatalog::tr("Present value of every plan by category");
  if (k.owningSavingPv)
    saving = *k.owningSavingPv >= 0 ? ChartCatalog::tr("Owning saves %1 against renting")
                                          .arg(formatMoneyShort(*k.owningSavingPv, currency))
                                    : ChartCatalog::tr("Renting saves %1 against owning")
                                          .arg(formatMoneyShort(-*k.owningSavingPv, currency));
  charts.push_back(
      {QStringLiteral("present-value"),
       ChartCatalog::tr("Present value by plan and category"),
       {},
       saving,
       [result](const ChartOptions& o) { return buildPresentValueChart(*result, o); }});

  if (gpu >= 0) {
    const GpuDemand& d = r.demand[gpu];
    const QString gpuName = QString::fromStdString(d.name);
    double peak = 0.0;
    for (double v : d.peakGpus) peak = std::max(peak, v);
    charts.push_back({QStringLiteral("capacity"), ChartCatalog::tr("Capacity against demand"),
                      ChartCatalog::tr("%1, %2").arg(planName, gpuName),
                      ChartCatalog::tr("Peak demand %1 GPUs").arg(formatNumber(peak, 0)),
                      [result, plan, gpu](const ChartOptions& o) {
                        return buildCapacityChart(*result, plan, gpu, o);
                      }});
    const long long owned = r.plans[plan].ownedServers.empty()
                                ? 0
                                : *std::max_element(r.plans[plan].ownedServers[gpu].begin(),
                                                    r.plans[plan].ownedServers[gpu].end());
    const QString ownership =
        owned > 0 ? ChartCatalog::tr("%1 owns up to %n %2 server(s)", "", static_cast<int>(owned))
                        .arg(planName, gpuName)
                  : ChartCatalog::tr("%1 rents all of its %2 demand").arg(planName, gpuName);
    charts.push_back({QStringLiteral("load-duration"),
                      ChartCatalog::tr("Load duration in the last year"),
                      ChartCatalog::tr("%1, %2").arg(planName, gpuName), ownership,
                      [result, plan, gpu](const ChartOptions& o) {
                        return buildLoadDurationChart(*result, plan, gpu, o);
                      }});
  }
  if (isOwning(r.plans[plan].strategy)) {
    long long racks = 0;
    double kw = 0.0;
    for (long long v : r.plans[plan].racks) racks = std::max(racks, v);
    for (double v : r.plans[plan].facilityKwh) kw = std::max(kw, v / 730.0);
    charts.push_back(
        {QStringLiteral("racks-power"), ChartCatalog::tr("Racks and facility power"), planName,
         ChartCatalog::tr("Up to %n rack(s); facility power up to %1 kW (monthly average)", "",
                          static_cast<int>(racks))
             .arg(formatNumber(kw, 0)),
         [result, plan](const ChartOptions& o) {
           return buildRacksAndPowerChart(*result, plan, o);
         }});
  }
  return charts;
}

}  // namespace fleetcost::ui
