// The chart kinds' table, choosing the plan and GPU model charts follow, and the key numbers.
#include "ui/render/report/chart_catalog.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>
#include <numeric>

#include "model/results/key_figures.h"
#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_builders.h"

namespace fleetcost::ui {

namespace {
class ChartCatalog {
  Q_DECLARE_TR_FUNCTIONS(ChartCatalog)
};

QString currencyOf(const ScenarioResult& r) {
  return QString::fromStdString(r.currency);
}
QString planName(const ScenarioResult& r, int plan) {
  return QString::fromStdString(r.plans[plan].name);
}

QString cheapestPlan(const ScenarioResult& r, int, int) {
  const KeyFigures k = keyFigures(r);
  return ChartCatalog::tr("Cheapest: %1, %2 in present value")
      .arg(planName(r, k.cheapestPlan),
           formatMoneyShort(r.plans[k.cheapestPlan].pvCost, currencyOf(r)));
}

QString peakMonthlyCost(const ScenarioResult& r, int plan, int) {
  double peakMonth = 0.0;
  for (std::size_t t = 1; t < r.plans[plan].total.size(); ++t)
    peakMonth = std::max(peakMonth, r.plans[plan].total[t]);
  return ChartCatalog::tr("%1: up to %2 a month")
      .arg(planName(r, plan), formatMoneyShort(peakMonth, currencyOf(r)));
}

QString owningSaving(const ScenarioResult& r, int, int) {
  const KeyFigures k = keyFigures(r);
  if (!k.owningSavingPv) return ChartCatalog::tr("Present value of every plan by category");
  return *k.owningSavingPv >= 0 ? ChartCatalog::tr("Owning saves %1 against renting")
                                      .arg(formatMoneyShort(*k.owningSavingPv, currencyOf(r)))
                                : ChartCatalog::tr("Renting saves %1 against owning")
                                      .arg(formatMoneyShort(-*k.owningSavingPv, currencyOf(r)));
}

QString peakDemand(const ScenarioResult& r, int, int gpu) {
  double peak = 0.0;
  for (double v : r.demand[gpu].peakGpus) peak = std::max(peak, v);
  return ChartCatalog::tr("Peak demand %1 GPUs").arg(formatNumber(peak, 0));
}

QString ownedServers(const ScenarioResult& r, int plan, int gpu) {
  const QString gpuName = QString::fromStdString(r.demand[gpu].name);
  const long long owned = r.plans[plan].ownedServers.empty()
                              ? 0
                              : *std::max_element(r.plans[plan].ownedServers[gpu].begin(),
                                                  r.plans[plan].ownedServers[gpu].end());
  return owned > 0
             ? ChartCatalog::tr("%1 owns up to %n %2 server(s)", "", static_cast<int>(owned))
                   .arg(planName(r, plan), gpuName)
             : ChartCatalog::tr("%1 rents all of its %2 demand").arg(planName(r, plan), gpuName);
}

QString peakRacksAndPower(const ScenarioResult& r, int plan, int) {
  long long racks = 0;
  double kw = 0.0;
  for (long long v : r.plans[plan].racks) racks = std::max(racks, v);
  for (double v : r.plans[plan].facilityKwh) kw = std::max(kw, v / 730.0);
  return ChartCatalog::tr("Up to %n rack(s); facility power up to %1 kW (monthly average)", "",
                          static_cast<int>(racks))
      .arg(formatNumber(kw, 0));
}

// The catalog. A new chart is one entry here (and its builder in ui/render/charts/).
constexpr std::array kKinds{
    ChartKind{"cumulative", QT_TRANSLATE_NOOP("ChartCatalog", "Cumulative"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Cumulative cost by plan"), ChartNeeds::Nothing,
              false,
              [](const ScenarioResult& r, int, int, const ChartOptions& o) {
                return buildCumulativeCostChart(r, o);
              },
              cheapestPlan},
    ChartKind{"monthly", QT_TRANSLATE_NOOP("ChartCatalog", "Monthly"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Monthly cost by category"), ChartNeeds::Nothing,
              true,
              [](const ScenarioResult& r, int plan, int, const ChartOptions& o) {
                return buildMonthlyCostChart(r, plan, o);
              },
              peakMonthlyCost},
    ChartKind{"present-value", QT_TRANSLATE_NOOP("ChartCatalog", "Present value"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Present value by plan and category"),
              ChartNeeds::Nothing, false,
              [](const ScenarioResult& r, int, int, const ChartOptions& o) {
                return buildPresentValueChart(r, o);
              },
              owningSaving},
    ChartKind{"capacity", QT_TRANSLATE_NOOP("ChartCatalog", "Capacity"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Capacity against demand"), ChartNeeds::Gpu, true,
              [](const ScenarioResult& r, int plan, int gpu, const ChartOptions& o) {
                return buildCapacityChart(r, plan, gpu, o);
              },
              peakDemand},
    ChartKind{"load-duration", QT_TRANSLATE_NOOP("ChartCatalog", "Load duration"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Load duration in the last year"), ChartNeeds::Gpu,
              true,
              [](const ScenarioResult& r, int plan, int gpu, const ChartOptions& o) {
                return buildLoadDurationChart(r, plan, gpu, o);
              },
              ownedServers},
    ChartKind{"racks-power", QT_TRANSLATE_NOOP("ChartCatalog", "Racks && power"),
              QT_TRANSLATE_NOOP("ChartCatalog", "Racks and facility power"), ChartNeeds::OwningPlan,
              true,
              [](const ScenarioResult& r, int plan, int, const ChartOptions& o) {
                return buildRacksAndPowerChart(r, plan, o);
              },
              peakRacksAndPower},
};
}  // namespace

std::span<const ChartKind> chartKinds() {
  return kKinds;
}

QString chartTabTitle(const ChartKind& kind) {
  return QCoreApplication::translate("ChartCatalog", kind.tabTitle);
}

QString chartTitle(const ChartKind& kind) {
  return QCoreApplication::translate("ChartCatalog", kind.title);
}

bool chartAvailable(const ChartKind& kind, const ScenarioResult& r, int plan, int gpu) {
  if (plan < 0 || plan >= static_cast<int>(r.plans.size())) return false;
  switch (kind.needs) {
    case ChartNeeds::Nothing:
      return true;
    case ChartNeeds::Gpu:
      return gpu >= 0 && gpu < static_cast<int>(r.demand.size());
    case ChartNeeds::OwningPlan:
      return isOwning(r.plans[plan].strategy);
  }
  return false;
}

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
  QStringList ids;
  for (const ChartKind& kind : kKinds) ids << QString::fromLatin1(kind.id);
  return ids;
}

std::vector<CatalogChart> catalogCharts(const ScenarioResult& r, int chosenPlan, int chosenGpu) {
  std::vector<CatalogChart> charts;
  if (r.plans.empty()) return charts;
  const int plan =
      chosenPlan >= 0 && chosenPlan < static_cast<int>(r.plans.size()) ? chosenPlan : focusPlan(r);
  const int gpu =
      chosenGpu >= 0 && chosenGpu < static_cast<int>(r.demand.size()) ? chosenGpu : focusGpu(r);
  const ScenarioResult* result = &r;
  for (const ChartKind& kind : kKinds) {
    if (!chartAvailable(kind, r, plan, gpu)) continue;
    QString subject;
    if (kind.needs == ChartNeeds::Gpu)
      subject = ChartCatalog::tr("%1, %2").arg(planName(r, plan),
                                               QString::fromStdString(r.demand[gpu].name));
    else if (kind.followsPlan)
      subject = planName(r, plan);
    const auto draw = kind.draw;
    charts.push_back(
        {QString::fromLatin1(kind.id), chartTitle(kind), subject, kind.keyNumber(r, plan, gpu),
         [result, plan, gpu, draw](const ChartOptions& o) { return draw(*result, plan, gpu, o); }});
  }
  return charts;
}

}  // namespace fleetcost::ui
