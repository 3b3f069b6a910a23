// Cumulative cost over time: one line per plan with break-even markers, and the same plan
// overlaid across scenarios.
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>
#include <map>

#include "model/results/key_figures.h"
#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui {

using namespace charts;

namespace {

const Series& cumulativeOf(const PlanResult& plan, bool discounted) {
  return discounted ? plan.pvCumulative : plan.cumulative;
}

QStringList cumulativeAxisTitle(bool discounted, const QString& unit) {
  return discounted ? axisTitles(Charts::tr("Cumulative cost, present value (%1)").arg(unit),
                                 {Charts::tr("Present value (%1)").arg(unit)})
                    : axisTitles(Charts::tr("Cumulative cost (%1)").arg(unit),
                                 {Charts::tr("Cost (%1)").arg(unit)});
}

void extend(double& lo, double& hi, const Series& values) {
  for (const double v : values) {
    if (!std::isfinite(v)) continue;
    lo = std::min(lo, v);
    hi = std::max(hi, v);
  }
}

// One line of a cumulative series at x = 0..n-1, values divided by `divisor`.
QLineSeries* cumulativeLine(QChart* chart, const QString& name, const Series& values,
                            double divisor, const QColor& color, const Look& look, QValueAxis* x,
                            QValueAxis* y) {
  auto* line = new QLineSeries;
  line->setName(name);
  QList<QPointF> points;
  points.reserve(static_cast<qsizetype>(values.size()));
  QList<double> exact;
  exact.reserve(static_cast<qsizetype>(values.size()));
  for (std::size_t t = 0; t < values.size(); ++t) {
    exact.append(finite(values[t]));
    if (std::isfinite(values[t])) points.append(QPointF(double(t), values[t] / divisor));
  }
  line->replace(points);
  chart->addSeries(line);
  line->attachAxis(x);
  line->attachAxis(y);
  styleLine(line, color, 2.0, look);
  setSeriesInfo(line, {ValueKind::Money, IndexKind::Date, exact, {}, {}});
  return line;
}

// Markers at (month, cumulative of the owning plan); pairs meeting at the same point share one
// marker whose tooltip names every renting plan.
void addBreakEvenMarkers(FleetChart* chart, const ScenarioResult& result,
                         const ChartOptions& options, const std::vector<char>& drawnInFull,
                         const MoneyScale& scale, const Look& look, QValueAxis* x, QValueAxis* y) {
  const int planCount = static_cast<int>(result.plans.size());
  std::map<std::pair<int, int>, QStringList> versusAt;  // (owning plan, month) -> renting plans
  for (const BreakEven& pair : result.breakeven) {
    const std::optional<int>& month = options.discounted ? pair.discountedMonth : pair.month;
    if (!month || pair.owningPlan < 0 || pair.owningPlan >= planCount || pair.rentingPlan < 0 ||
        pair.rentingPlan >= planCount || !drawnInFull[pair.owningPlan] ||
        !drawnInFull[pair.rentingPlan])
      continue;
    const Series& owning = cumulativeOf(result.plans[pair.owningPlan], options.discounted);
    if (*month < 0 || *month >= static_cast<int>(owning.size()) || !std::isfinite(owning[*month]))
      continue;
    versusAt[{pair.owningPlan, *month}].append(
        QString::fromStdString(result.plans[pair.rentingPlan].name));
  }
  if (versusAt.empty()) return;

  auto* markers = new QScatterSeries;
  markers->setName(options.discounted ? Charts::tr("Break-even (present value)")
                                      : Charts::tr("Break-even"));
  const QLocale& locale = options.locale;
  const QString currency = currencyOf(result, options);
  QList<QPointF> points;
  QList<double> exact;
  QStringList tips;
  for (const auto& [key, versus] : versusAt) {
    const auto [owningIndex, month] = key;
    const PlanResult& owning = result.plans[owningIndex];
    const double amount = cumulativeOf(owning, options.discounted)[month];
    points.append(QPointF(month, amount / scale.divisor));
    exact.append(amount);
    const QString when = month == 0   ? Charts::tr("from the start")
                         : month == 1 ? Charts::tr("after 1 month")
                                      : Charts::tr("after %1 months").arg(month);
    const QString cost = options.discounted ? Charts::tr("Cumulative cost, present value: %1")
                                            : Charts::tr("Cumulative cost: %1");
    tips.append(Charts::tr("%1 breaks even with %2")
                    .arg(QString::fromStdString(owning.name), versus.join(Charts::tr(", "))) +
                QLatin1Char('\n') + when + QLatin1String(" — ") + formatMonth(month) +
                QLatin1Char('\n') + cost.arg(formatMoney(amount, currency, locale)));
  }
  markers->replace(points);
  chart->addSeries(markers);
  markers->attachAxis(x);
  markers->attachAxis(y);
  markers->setMarkerShape(QScatterSeries::MarkerShapeCircle);
  markers->setMarkerSize(12 * std::max(1.0, look.fontScale));
  markers->setBrush(look.markerFill);
  QPen ring(look.text);
  ring.setWidthF(2.0 * std::max(1.0, look.fontScale));
  markers->setPen(ring);
  // Each marker filled with its owning plan's colour, so it reads as a point of that line.
  int index = 0;
  for (const auto& entry : versusAt)
    markers->setPointConfiguration(index++, QXYSeries::PointConfiguration::Color,
                                   planColor(entry.first.first));
  QFont labelFont = look.labelFont;
  labelFont.setBold(true);
  for (const QPointF& point : points)
    chart->addNote(markers, point, Charts::tr("month %1").arg(std::lround(point.x())),
                   FleetChart::NotePlacement::Above, labelFont, look.text);
  setSeriesInfo(markers, {ValueKind::Money, IndexKind::Point, exact, tips, {}});
  useSeriesShapeInLegend(chart, markers);
}

int horizonOf(const ScenarioResult& result, bool discounted) {
  int h = std::max(1, result.horizonMonths);
  for (const PlanResult& plan : result.plans)
    h = std::max(h, static_cast<int>(cumulativeOf(plan, discounted).size()) - 1);
  return h;
}

}  // namespace

QChart* buildCumulativeCostChart(const ScenarioResult& result, const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = currencyOf(result, options);
  setChartMoney(chart, currency, options.locale);

  double lo = 0, hi = 0;
  for (const PlanResult& plan : result.plans)
    extend(lo, hi, cumulativeOf(plan, options.discounted));
  const MoneyScale scale =
      moneyScale(std::max(std::fabs(lo), std::fabs(hi)), currency, options.locale);
  QValueAxis* x = addMonthAxis(chart, horizonOf(result, options.discounted), look);
  QValueAxis* y =
      addValueAxis(chart, Qt::AlignLeft, cumulativeAxisTitle(options.discounted, scale.unit),
                   niceRange(lo / scale.divisor, hi / scale.divisor, true), look);
  // The eye follows two lines: the cheapest owning and the cheapest renting plan (and the plan
  // the reader chose); the others stay for reference, thin and pale.
  const KeyFigures k = keyFigures(result);
  std::vector<char> full(result.plans.size(), 0);
  for (int plan : {k.bestOwning, k.bestRenting, options.focusPlan})
    if (plan >= 0 && plan < static_cast<int>(full.size())) full[plan] = 1;
  const bool fadeAny = std::count(full.begin(), full.end(), 1) < static_cast<long>(full.size());
  for (std::size_t i = 0; i < result.plans.size(); ++i) {
    const PlanResult& plan = result.plans[i];
    const QColor color = planColor(static_cast<int>(i));
    QLineSeries* line =
        cumulativeLine(chart, QString::fromStdString(plan.name),
                       cumulativeOf(plan, options.discounted), scale.divisor,
                       full[i] || !fadeAny ? color : withAlpha(color, 110), look, x, y);
    if (!fadeAny) continue;
    styleLine(line, full[i] ? color : withAlpha(color, 110), full[i] ? 3.0 : 1.2, look);
    // On screen the legend names the plans drawn in full and the faded ones share one entry
    // (their tooltips name them); on paper each keeps its own, faded.
    if (!full[i] && options.interactive) {
      line->setProperty(kNoLegendEntry, true);
      for (QLegendMarker* marker : chart->legend()->markers(line)) marker->setVisible(false);
    }
  }
  if (fadeAny && options.interactive) {
    auto* others = new QLineSeries;  // no points: the legend entry of the faded plans
    others->setName(Charts::tr("Other plans (hover a line for its name)"));
    chart->addSeries(others);
    others->attachAxis(x);
    others->attachAxis(y);
    styleLine(others, withAlpha(look.mutedText, 120), 1.2, look);
  }
  addBreakEvenMarkers(chart, result, options, full, scale, look, x, y);
  return chart;
}

QChart* buildCompareChart(const std::vector<const ScenarioResult*>& results,
                          const std::vector<QString>& scenarioNames, const QString& planName,
                          const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const std::string wanted = planName.toStdString();

  struct Shown {
    int scenario;
    const PlanResult* plan;
  };
  std::vector<Shown> shown;
  QString currency;
  int horizon = 1;
  double lo = 0, hi = 0;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const ScenarioResult* result = results[i];
    if (!result) continue;
    const auto plan = std::find_if(result->plans.begin(), result->plans.end(),
                                   [&](const PlanResult& p) { return p.name == wanted; });
    if (plan == result->plans.end()) continue;
    const QString resultCurrency = currencyOf(*result, options);
    if (shown.empty()) currency = resultCurrency;
    if (resultCurrency != currency) continue;  // one money axis: one currency
    shown.push_back({static_cast<int>(i), &*plan});
    const Series& values = cumulativeOf(*plan, options.discounted);
    extend(lo, hi, values);
    horizon = std::max({horizon, result->horizonMonths, static_cast<int>(values.size()) - 1});
  }
  if (currency.isEmpty()) currency = options.currency;
  setChartMoney(chart, currency, options.locale);

  const MoneyScale scale =
      moneyScale(std::max(std::fabs(lo), std::fabs(hi)), currency, options.locale);
  QValueAxis* x = addMonthAxis(chart, horizon, look);
  QValueAxis* y =
      addValueAxis(chart, Qt::AlignLeft, cumulativeAxisTitle(options.discounted, scale.unit),
                   niceRange(lo / scale.divisor, hi / scale.divisor, true), look);
  for (const Shown& s : shown) {
    const QString name = s.scenario < static_cast<int>(scenarioNames.size())
                             ? scenarioNames[s.scenario]
                             : Charts::tr("Scenario %1").arg(s.scenario + 1);
    cumulativeLine(chart, name, cumulativeOf(*s.plan, options.discounted), scale.divisor,
                   planColor(s.scenario), look, x, y);
  }
  return chart;
}

}  // namespace fleetcost::ui
