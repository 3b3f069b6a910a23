// The fleet of one plan: capacity against demand per month, the load-duration curve of the
// last year, racks and facility power.
#include <QAreaSeries>
#include <QLegend>
#include <QLineSeries>
#include <algorithm>
#include <cmath>
#include <limits>

#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui {

using namespace charts;

namespace {

constexpr double kHoursPerMonthShown = 730.0;  // GPU-hours per month -> average GPUs

// The fleet charts reuse the category colours: owned GPUs and the cap in the hardware colour,
// rented GPUs in the rental colour, racks in the space colour, power in the power colour;
// demand is drawn in the text colour (solid peak, dashed average).
QColor ownedColor() {
  return categoryColor(Category::Hardware);
}
QColor rentedColor() {
  return categoryColor(Category::RentalOnDemand);
}

bool validIndices(const ScenarioResult& result, int planIndex, int gpuIndex) {
  return planIndex >= 0 && planIndex < static_cast<int>(result.plans.size()) && gpuIndex >= 0 &&
         gpuIndex < static_cast<int>(result.demand.size());
}

QString gpuAxisTitle(const ScenarioResult& result, int gpuIndex) {
  if (gpuIndex < 0 || gpuIndex >= static_cast<int>(result.demand.size())) return Charts::tr("GPUs");
  const GpuDemand& d = result.demand[gpuIndex];
  const QString name = QString::fromStdString(d.name.empty() ? d.id : d.name);
  return name.isEmpty() ? Charts::tr("GPUs") : Charts::tr("GPUs (%1)").arg(name);
}

double maxOf(const std::vector<double>& values) {
  double m = 0;
  for (const double v : values)
    if (std::isfinite(v)) m = std::max(m, v);
  return m;
}

QList<double> exactOf(const std::vector<double>& values) {
  QList<double> exact;
  exact.reserve(static_cast<qsizetype>(values.size()));
  for (const double v : values) exact.append(finite(v));
  return exact;
}

// A monthly step line: month m spans m..m+1.
QLineSeries* monthlyLine(QChart* chart, const QString& name, const std::vector<double>& values,
                         ValueKind kind, const QColor& color, double width, const Look& look,
                         QAbstractAxis* x, QAbstractAxis* y, Qt::PenStyle style = Qt::SolidLine) {
  auto* line = new QLineSeries;
  line->setName(name);
  line->replace(stepPoints(values));
  chart->addSeries(line);
  line->attachAxis(x);
  line->attachAxis(y);
  styleLine(line, color, width, look, style);
  setSeriesInfo(line, {kind, IndexKind::Month, exactOf(values), {}, {}});
  return line;
}

QLineSeries* horizontalLine(QChart* chart, const QString& name, double value, ValueKind kind,
                            const QColor& color, const Look& look, QAbstractAxis* x,
                            QAbstractAxis* y, Qt::PenStyle style) {
  auto* line = new QLineSeries;
  line->setName(name);
  line->append(0, finite(value));
  line->append(100, finite(value));
  chart->addSeries(line);
  line->attachAxis(x);
  line->attachAxis(y);
  styleLine(line, color, 2.0, look, style);
  setSeriesInfo(line, {kind, IndexKind::Constant, {finite(value)}, {}, {}});
  return line;
}

// Sorted hourly demand as steps (hour i of n spans 100*i/n..100*(i+1)/n %), runs of equal
// values merged; each value raised to at least `floor`.
QList<QPointF> durationPoints(const std::vector<double>& sorted, double floor) {
  QList<QPointF> points;
  const std::size_t n = sorted.size();
  std::size_t i = 0;
  while (i < n) {
    const double v = std::max(finite(sorted[i]), floor);
    std::size_t j = i + 1;
    while (j < n && std::max(finite(sorted[j]), floor) == v) ++j;
    points.append(QPointF(100.0 * double(i) / double(n), v));
    points.append(QPointF(100.0 * double(j) / double(n), v));
    i = j;
  }
  return points;
}

}  // namespace

QChart* buildCapacityChart(const ScenarioResult& result, int planIndex, int gpuIndex,
                           const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  setChartMoney(chart, currencyOf(result, options), options.locale);
  const int horizon = std::max(1, result.horizonMonths);
  QValueAxis* x = addMonthAxis(chart, horizon, look);
  if (!validIndices(result, planIndex, gpuIndex)) {
    addValueAxis(chart, Qt::AlignLeft, Charts::tr("GPUs"), niceRange(0, 1, true), look);
    return chart;
  }
  const PlanResult& plan = result.plans[planIndex];
  const GpuDemand& demand = result.demand[gpuIndex];
  const std::size_t g = static_cast<std::size_t>(gpuIndex);

  std::vector<double> owned;
  if (g < plan.ownedServers.size())
    for (const long long servers : plan.ownedServers[g])
      owned.push_back(double(servers) * demand.gpusPerServer);
  std::vector<double> burst;
  if (g < plan.burstGpuHours.size())
    for (const double hours : plan.burstGpuHours[g]) burst.push_back(hours / kHoursPerMonthShown);
  const bool rents = g < plan.rentsGpu.size() ? plan.rentsGpu[g] : !plan.ownsServers;

  const double top =
      std::max({maxOf(demand.peakGpus), maxOf(demand.averageGpus), maxOf(owned), maxOf(burst)});
  QValueAxis* y = addValueAxis(chart, Qt::AlignLeft,
                               axisTitles(gpuAxisTitle(result, gpuIndex), {Charts::tr("GPUs")}),
                               niceRange(0, top, true), look);
  if (!owned.empty() && plan.ownsServers)
    monthlyLine(chart, Charts::tr("Owned GPUs (incl. spares)"), owned, ValueKind::Gpus,
                ownedColor(), 3.0, look, x, y);
  monthlyLine(chart, Charts::tr("Peak demand"), demand.peakGpus, ValueKind::Gpus, look.text, 1.5,
              look, x, y);
  monthlyLine(chart, Charts::tr("Average demand"), demand.averageGpus, ValueKind::Gpus,
              look.mutedText, 1.5, look, x, y, Qt::DashLine);
  if (!burst.empty())
    monthlyLine(chart,
                rents ? Charts::tr("Rented on demand (average GPUs)")
                      : Charts::tr("Above owned capacity, not served (average GPUs)"),
                burst, ValueKind::Gpus, rentedColor(), 2.5, look, x, y);
  return chart;
}

QChart* buildLoadDurationChart(const ScenarioResult& result, int planIndex, int gpuIndex,
                               const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  setChartMoney(chart, currencyOf(result, options), options.locale);
  const bool valid = validIndices(result, planIndex, gpuIndex);
  const int horizon = std::max(1, result.horizonMonths);
  const int from = valid ? result.demand[gpuIndex].loadDurationFromMonth : 0;
  auto* x = addValueAxis(
      chart, Qt::AlignBottom,
      axisTitles(
          Charts::tr("Share of hours in months %1–%2 (%)").arg(from).arg(std::max(from, horizon - 1)),
          {Charts::tr("Share of hours (%)")}),
      NiceRange{0, 100, 10, 11, 0}, look);
  if (!valid) {
    addValueAxis(chart, Qt::AlignLeft, Charts::tr("GPUs"), niceRange(0, 1, true), look);
    return chart;
  }
  const PlanResult& plan = result.plans[planIndex];
  const GpuDemand& demand = result.demand[gpuIndex];
  const std::size_t g = static_cast<std::size_t>(gpuIndex);
  const std::vector<double>& hours = demand.loadDuration;

  double owned = 0;
  if (g < plan.ownedServers.size() && !plan.ownedServers[g].empty())
    owned = double(plan.ownedServers[g].back()) * demand.gpusPerServer;
  const bool hybrid = !plan.hybridCaps.empty() && g < plan.hybridCaps.size();
  const double cap = hybrid ? double(plan.hybridCaps[g]) * demand.gpusPerServer : 0.0;
  // Demand above this line is rented (a hybrid plan serves up to its cap, spares aside).
  const double serving = hybrid ? std::min(cap, owned) : owned;
  const bool rents = g < plan.rentsGpu.size() ? plan.rentsGpu[g] : !plan.ownsServers;

  const double top = std::max({maxOf(hours), owned, cap});
  QValueAxis* y = addValueAxis(chart, Qt::AlignLeft,
                               axisTitles(gpuAxisTitle(result, gpuIndex), {Charts::tr("GPUs")}),
                               niceRange(0, top, true), look);

  const bool anyAbove =
      std::any_of(hours.begin(), hours.end(), [&](double v) { return finite(v) > serving + 1e-9; });
  if (anyAbove) {
    auto* upper = new QLineSeries;
    upper->replace(durationPoints(hours, serving));
    auto* lower = new QLineSeries;
    lower->append(0, serving);
    lower->append(100, serving);
    auto* area = new QAreaSeries(upper, lower);
    upper->setParent(area);
    lower->setParent(area);
    area->setName(rents ? Charts::tr("Rented on demand (demand above the owned fleet)")
                        : Charts::tr("Above the owned fleet, not served"));
    chart->addSeries(area);
    area->attachAxis(x);
    area->attachAxis(y);
    area->setBrush(withAlpha(rentedColor(), 70));
    area->setPen(Qt::NoPen);
    useBoxInLegend(chart, area);
  }
  auto* curve = new QLineSeries;
  curve->setName(Charts::tr("Hourly demand, sorted"));
  curve->replace(durationPoints(hours, -std::numeric_limits<double>::infinity()));
  chart->addSeries(curve);
  curve->attachAxis(x);
  curve->attachAxis(y);
  styleLine(curve, look.text, 2.0, look);
  setSeriesInfo(curve, {ValueKind::Gpus, IndexKind::Share, exactOf(hours), {}, {}});

  if (plan.ownsServers)
    horizontalLine(chart,
                   Charts::tr("Owned GPUs (incl. spares), month %1").arg(std::max(0, horizon - 1)),
                   owned, ValueKind::Gpus, ownedColor(), look, x, y, Qt::SolidLine);
  if (hybrid)
    horizontalLine(chart, Charts::tr("Hybrid cap"), cap, ValueKind::Gpus, ownedColor().darker(140),
                   look, x, y, Qt::DashLine);
  return chart;
}

QChart* buildRacksAndPowerChart(const ScenarioResult& result, int planIndex,
                                const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  setChartMoney(chart, currencyOf(result, options), options.locale);
  const int horizon = std::max(1, result.horizonMonths);
  QValueAxis* x = addMonthAxis(chart, horizon, look);
  const bool valid = planIndex >= 0 && planIndex < static_cast<int>(result.plans.size());

  std::vector<double> racks, kw;
  if (valid) {
    const PlanResult& plan = result.plans[planIndex];
    for (const long long r : plan.racks) racks.push_back(double(r));
    for (const double kwh : plan.facilityKwh) kw.push_back(kwh / kHoursPerMonthShown);
  }
  QValueAxis* rackAxis = addValueAxis(chart, Qt::AlignLeft, Charts::tr("Racks"),
                                      niceRange(0, maxOf(racks), true, 6, true), look);
  // The kW ticks fall on the racks' grid lines: same count, a nice step of its own.
  const NiceRange kwRange = niceRangeWithTicks(maxOf(kw), rackAxis->tickCount());
  QValueAxis* kwAxis =
      addValueAxis(chart, Qt::AlignRight,
                   axisTitles(Charts::tr("Average facility power (kW)"),
                              {Charts::tr("Facility power (kW)")}),
                   kwRange, look);
  kwAxis->setGridLineVisible(false);
  if (!valid) return chart;

  const QColor rackColor = categoryColor(Category::Space);
  auto* upper = new QLineSeries;
  upper->replace(stepPoints(racks));
  auto* area = new QAreaSeries(upper);
  upper->setParent(area);
  area->setName(Charts::tr("Racks"));
  chart->addSeries(area);
  area->attachAxis(x);
  area->attachAxis(rackAxis);
  area->setBrush(withAlpha(rackColor, 80));
  QPen rackPen(rackColor);
  rackPen.setWidthF(1.5 * std::max(1.0, look.fontScale));
  area->setPen(rackPen);
  useBoxInLegend(chart, area);
  setSeriesInfo(area, {ValueKind::Racks, IndexKind::Month, exactOf(racks), {}, {}});

  const QColor powerColor = categoryColor(Category::Power);
  monthlyLine(chart, Charts::tr("Average facility power (kW)"), kw, ValueKind::Kilowatts,
              powerColor, 2.5, look, x, kwAxis);
  kwAxis->setTitleBrush(powerColor.darker(look.dark ? 80 : 130));
  kwAxis->setLinePenColor(powerColor);
  rackAxis->setLinePenColor(rackColor);
  return chart;
}

}  // namespace fleetcost::ui
