// Cost by category: per date stacked bars of one plan, and present value per plan as
// horizontal stacked bars.
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalStackedBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QStackedBarSeries>
#include <algorithm>
#include <cmath>

#include "model/results/flow_analysis.h"
#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_metadata.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui {

using namespace charts;

namespace {

constexpr double kBarWidth = 0.46;  // present value: of a row; the plan's name takes the rest


// A category is shown when some amount of it is not (practically) zero.
bool anyNonZero(const Series& values) {
  return std::any_of(values.begin(), values.end(),
                     [](double v) { return std::isfinite(v) && std::fabs(v) > 1e-9; });
}

QBarSet* categorySet(Category category, const std::vector<double>& exact, double divisor,
                     IndexKind indexKind, const QStringList& categories) {
  auto* set = new QBarSet(categoryDisplayName(category));
  QList<qreal> scaled;
  scaled.reserve(static_cast<qsizetype>(exact.size()));
  QList<double> values;
  values.reserve(static_cast<qsizetype>(exact.size()));
  for (const double v : exact) {
    scaled.append(finite(v) / divisor);
    values.append(finite(v));
  }
  set->append(scaled);
  set->setProperty("fleetcostCategory", static_cast<int>(category));
  setSeriesInfo(set, {ValueKind::Money, indexKind, values, {}, categories});
  return set;
}

void styleSets(QAbstractBarSeries* series, const Look& look) {
  for (QBarSet* set : series->barSets()) {
    const auto category = static_cast<Category>(set->property("fleetcostCategory").toInt());
    set->setColor(categoryColor(category));
    set->setBorderColor(categoryColor(category));
    set->setPen(Qt::NoPen);
    set->setLabelColor(look.text);
  }
}

// A darker line at zero when some values are negative (credits), without a legend entry.
void addZeroLine(QChart* chart, double from, double to, const Look& look, QAbstractAxis* x,
                 QAbstractAxis* y) {
  auto* zero = new QLineSeries;
  zero->append(from, 0);
  zero->append(to, 0);
  chart->addSeries(zero);
  zero->attachAxis(x);
  zero->attachAxis(y);
  styleLine(zero, look.mutedText, 1.0, look);
  zero->setProperty(kNoLegendEntry, true);
  for (QLegendMarker* marker : chart->legend()->markers(zero)) marker->setVisible(false);
}

// A diamond at each plan's net present value (credits netted), labelled right of its bar.
void addNetMarkers(FleetChart* chart, const ScenarioResult& result,
                   const std::vector<double>& above, const std::vector<double>& below,
                   const MoneyScale& scale, const Look& look, QAbstractAxis* plansAxis,
                   QAbstractAxis* valueAxis) {
  const int planCount = static_cast<int>(result.plans.size());
  const QString currency = chart->property(meta::kCurrency).toString();
  const QLocale locale = chart->property(meta::kLocale).value<QLocale>();
  auto* net = new QScatterSeries;
  net->setName(Charts::tr("Net present value"));
  QList<double> exact;
  QStringList tips;
  for (int i = 0; i < planCount; ++i) {
    const double amount = above[i] + below[i];
    const double row = planCount - 1 - i;  // plan 0 on top
    net->append(amount / scale.divisor, row);
    exact.append(amount);
    tips.append(QString::fromStdString(result.plans[i].name) + QLatin1Char('\n') +
                Charts::tr("Net present value: %1").arg(formatMoney(amount, currency, locale)));
  }
  chart->addSeries(net);
  net->attachAxis(valueAxis);
  net->attachAxis(plansAxis);
  net->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
  net->setMarkerSize(11 * std::max(1.0, look.fontScale));
  net->setBrush(look.text);
  QPen edge(look.background);
  edge.setWidthF(1.5);
  net->setPen(edge);
  setSeriesInfo(net, {ValueKind::Money, IndexKind::Point, exact, tips, {}});
  useSeriesShapeInLegend(chart, net);
  for (int i = 0; i < planCount; ++i) {
    const double end = std::max(above[i], above[i] + below[i]) / scale.divisor;
    chart->addNote(net, QPointF(end, planCount - 1 - i),
                   Charts::tr("net %1").arg(formatMoneyShort(exact[i], currency, locale)),
                   FleetChart::NotePlacement::Right, look.labelFont, look.text);
  }
}

}  // namespace

QChart* buildMonthlyCostChart(const ScenarioResult& result, int planIndex,
                              const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = currencyOf(result, options);
  setChartMoney(chart, currency, options.locale);
  const bool validPlan = planIndex >= 0 && planIndex < static_cast<int>(result.plans.size());

  std::vector<Category> shown;
  std::size_t dates = static_cast<std::size_t>(std::max(1, result.horizonMonths)) + 1;
  if (validPlan) {
    const PlanResult& plan = result.plans[planIndex];
    for (int c = 0; c < kCategoryCount; ++c)
      if (anyNonZero(plan.flows[c])) {
        shown.push_back(static_cast<Category>(c));
        dates = std::max(dates, plan.flows[c].size());
      }
  }
  // The scale covers the tallest stack above zero and the deepest below.
  std::vector<double> above(dates, 0.0), below(dates, 0.0);
  for (const Category c : shown) {
    const Series& flow = result.plans[planIndex].flow(c);
    for (std::size_t t = 0; t < flow.size(); ++t)
      (flow[t] >= 0 ? above[t] : below[t]) += finite(flow[t]);
  }
  const double top = *std::max_element(above.begin(), above.end());
  const double bottom = *std::min_element(below.begin(), below.end());
  const MoneyScale scale = moneyScale(std::max(top, -bottom), currency, options.locale);

  QValueAxis* x = addMonthAxis(chart, static_cast<int>(dates) - 1, look, true);
  QValueAxis* y =
      addValueAxis(chart, Qt::AlignLeft, Charts::tr("Cost per month (%1)").arg(scale.unit),
                   niceRange(bottom / scale.divisor, top / scale.divisor, true), look);
  auto* bars = new QStackedBarSeries;
  bars->setBarWidth(0.8);
  for (const Category c : shown) {
    std::vector<double> values(dates, 0.0);
    const Series& flow = result.plans[planIndex].flow(c);
    std::copy(flow.begin(), flow.end(), values.begin());
    bars->append(categorySet(c, values, scale.divisor, IndexKind::Date, {}));
  }
  chart->addSeries(bars);
  bars->attachAxis(x);
  bars->attachAxis(y);
  styleSets(bars, look);
  useBoxInLegend(chart, bars);
  if (bottom < 0) addZeroLine(chart, -0.5, double(dates) - 0.5, look, x, y);
  return chart;
}

QChart* buildPresentValueChart(const ScenarioResult& result, const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = currencyOf(result, options);
  setChartMoney(chart, currency, options.locale);
  const int planCount = static_cast<int>(result.plans.size());

  // pv[c][i]: present value of category c of plan i (presentValueByCategory).
  std::vector<std::vector<double>> pv(kCategoryCount, std::vector<double>(planCount, 0.0));
  std::vector<double> above(planCount, 0.0), below(planCount, 0.0);
  for (int i = 0; i < planCount; ++i) {
    const auto byCategory = presentValueByCategory(result.plans[i], result.discount);
    for (int c = 0; c < kCategoryCount; ++c) {
      pv[c][i] = finite(byCategory[c]);
      (pv[c][i] >= 0 ? above[i] : below[i]) += pv[c][i];
    }
  }
  const double top = planCount ? *std::max_element(above.begin(), above.end()) : 0.0;
  const double bottom = planCount ? *std::min_element(below.begin(), below.end()) : 0.0;
  const MoneyScale scale = moneyScale(std::max(top, -bottom), currency, options.locale);
  // Room right of the longest bar for its "net" label.
  const double room = 0.22 * (top - bottom);

  // Plan 0 on top: bar categories run from the bottom up, so plans go in reverse.
  QStringList labels, names;
  for (int i = planCount - 1; i >= 0; --i) {
    QString name = QString::fromStdString(result.plans[i].name);
    names.append(name);
    // Category labels must be unique; repeated plan names get their position.
    if (std::count_if(result.plans.begin(), result.plans.end(),
                      [&](const PlanResult& p) { return p.name == result.plans[i].name; }) > 1)
      name = Charts::tr("%1 (plan %2)").arg(name).arg(i + 1);
    labels.append(name);
  }
  // Each plan's name stands over its bar from the plot's left edge (as in the tornado): beside
  // the axis, eight names need a taller chart than a 1366 × 768 screen leaves, and Qt cuts them.
  auto* plansAxis = new QBarCategoryAxis;
  plansAxis->append(labels);
  chart->addAxis(plansAxis, Qt::AlignLeft);
  plansAxis->setLabelsVisible(false);
  plansAxis->setLabelsFont(hiddenLabelsFont());  // hidden labels still count towards the height
  plansAxis->setLinePenColor(look.grid.darker(look.dark ? 60 : 130));
  plansAxis->setGridLineVisible(false);
  QValueAxis* value =
      addValueAxis(chart, Qt::AlignBottom, Charts::tr("Present value (%1)").arg(scale.unit),
                   niceRange(bottom / scale.divisor, (top + room) / scale.divisor, true), look);

  auto* bars = new QHorizontalStackedBarSeries;
  bars->setBarWidth(kBarWidth);
  for (int c = 0; c < kCategoryCount; ++c) {
    if (!std::any_of(pv[c].begin(), pv[c].end(), [](double v) { return std::fabs(v) > 1e-9; }))
      continue;
    std::vector<double> reversed(pv[c].rbegin(), pv[c].rend());
    bars->append(
        categorySet(static_cast<Category>(c), reversed, scale.divisor, IndexKind::Category, names));
  }
  chart->addSeries(bars);
  bars->attachAxis(plansAxis);
  bars->attachAxis(value);
  styleSets(bars, look);
  useBoxInLegend(chart, bars);
  if (planCount > 0) addNetMarkers(chart, result, above, below, scale, look, plansAxis, value);
  for (int row = 0; row < static_cast<int>(labels.size()); ++row)
    chart->addNote(bars, QPointF(value->min(), row + 0.5 * kBarWidth), labels[row],
                   FleetChart::NotePlacement::AboveStart, look.labelFont, look.text);
  return chart;
}

}  // namespace fleetcost::ui
