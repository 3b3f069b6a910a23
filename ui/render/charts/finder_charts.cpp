// Drawing the finder's Pareto front and its ranked plans.
#include "ui/render/charts/finder_charts.h"

#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

#include "model/finder/plan_finder.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui {

using namespace charts;

namespace {

struct Point {
  double x = 0, pv = 0;
  QString tip;
};

double xOf(const FinderCandidate& c, ParetoAxis axis) {
  return axis == ParetoAxis::P95 ? c.p95.value_or(c.presentValue) : c.peakYearCapex;
}

// "#1" when the candidate is ranked (same assignment), else "".
QString rankOf(const FinderResult& r, const FinderCandidate& c) {
  for (std::size_t i = 0; i < r.ranked.size(); ++i)
    if (r.ranked[i].option == c.option) return QStringLiteral("#%1").arg(i + 1);
  return {};
}

Point pointOf(const FinderResult& r, const FinderCandidate& c, ParetoAxis axis,
              const QString& series, const QString& currency, const QLocale& locale) {
  Point p{xOf(c, axis), c.presentValue, {}};
  const QString rank = rankOf(r, c);
  p.tip = rank.isEmpty() ? series : Charts::tr("%1, %2").arg(series, rank);
  p.tip += QLatin1Char('\n') +
           Charts::tr("Present value: %1").arg(formatMoney(c.presentValue, currency, locale));
  p.tip += QLatin1Char('\n') +
           (axis == ParetoAxis::P95
                ? Charts::tr("P95 of present value: %1").arg(formatMoney(p.x, currency, locale))
                : Charts::tr("Peak fiscal-year capex: %1").arg(formatMoney(p.x, currency, locale)));
  return p;
}

QScatterSeries* scatter(FleetChart* chart, const QString& name, const std::vector<Point>& points,
                        const MoneyScale& xs, const MoneyScale& ys, QValueAxis* x, QValueAxis* y) {
  auto* series = new QScatterSeries;
  series->setName(name);
  QList<double> exact;
  QStringList tips;
  for (const Point& p : points) {
    series->append(p.x / xs.divisor, p.pv / ys.divisor);
    exact.append(p.pv);
    tips.append(p.tip);
  }
  chart->addSeries(series);
  series->attachAxis(x);
  series->attachAxis(y);
  setSeriesInfo(series, {ValueKind::Money, IndexKind::Point, exact, tips, {}});
  return series;
}

}  // namespace

QChart* buildFinderParetoChart(const FinderResult& r, ParetoAxis axis,
                               const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString& currency = options.currency;
  const QLocale& locale = options.locale;
  setChartMoney(chart, currency, locale);

  std::vector<FinderCandidate> front = axis == ParetoAxis::P95 ? r.paretoP95 : r.pareto;
  std::vector<FinderCandidate> ranked;
  for (const FinderCandidate& c : r.ranked)
    if (axis == ParetoAxis::PeakCapex || c.p95) ranked.push_back(c);
  std::sort(front.begin(), front.end(), [axis](const FinderCandidate& a, const FinderCandidate& b) {
    return xOf(a, axis) < xOf(b, axis);
  });

  double xHi = 0, yLo = std::numeric_limits<double>::infinity(), yHi = 0;
  double xLo = axis == ParetoAxis::P95 ? std::numeric_limits<double>::infinity() : 0;
  for (const auto* list : {&front, &ranked})
    for (const FinderCandidate& c : *list) {
      xLo = std::min(xLo, finite(xOf(c, axis)));
      xHi = std::max(xHi, finite(xOf(c, axis)));
      yLo = std::min(yLo, finite(c.presentValue));
      yHi = std::max(yHi, finite(c.presentValue));
    }
  if (!std::isfinite(yLo)) yLo = 0;
  if (!std::isfinite(xLo)) xLo = 0;
  const MoneyScale xs = moneyScale(std::max(std::fabs(xLo), std::fabs(xHi)), currency, locale);
  const MoneyScale ys = moneyScale(std::max(std::fabs(yLo), std::fabs(yHi)), currency, locale);
  const QString xTitle = axis == ParetoAxis::P95
                             ? Charts::tr("P95 of present value (%1)").arg(xs.unit)
                             : Charts::tr("Peak fiscal-year capex (%1)").arg(xs.unit);
  QValueAxis* x = addValueAxis(
      chart, Qt::AlignBottom, axisTitles(xTitle, {Charts::tr("Capex (%1)").arg(xs.unit)}),
      niceRange(xLo / xs.divisor, xHi / xs.divisor, axis == ParetoAxis::PeakCapex), look);
  QValueAxis* y =
      addValueAxis(chart, Qt::AlignLeft, axisTitles(Charts::tr("Present value (%1)").arg(ys.unit)),
                   niceRange(yLo / ys.divisor, yHi / ys.divisor, false), look);

  const QString frontName = Charts::tr("Pareto front");
  const QString rankedName = Charts::tr("Ranked plans");
  std::vector<Point> frontPoints, rankedPoints, bestPoint;
  for (const FinderCandidate& c : front)
    frontPoints.push_back(pointOf(r, c, axis, frontName, currency, locale));
  for (const FinderCandidate& c : ranked)
    rankedPoints.push_back(pointOf(r, c, axis, rankedName, currency, locale));
  if (!ranked.empty())
    bestPoint.push_back(
        pointOf(r, ranked.front(), axis, Charts::tr("Best (#1)"), currency, locale));

  // The front as a line through its points, then the ranked plans, then #1 on top.
  const QColor frontColor = planColor(0);
  if (frontPoints.size() > 1) {
    auto* line = new QLineSeries;
    for (const Point& p : frontPoints) line->append(p.x / xs.divisor, p.pv / ys.divisor);
    chart->addSeries(line);
    line->attachAxis(x);
    line->attachAxis(y);
    styleLine(line, frontColor, 2.0, look, Qt::DashLine);
    line->setProperty(kNoLegendEntry, true);
    for (QLegendMarker* marker : chart->legend()->markers(line)) marker->setVisible(false);
  }
  QScatterSeries* others = scatter(chart, rankedName, rankedPoints, xs, ys, x, y);
  others->setMarkerShape(QScatterSeries::MarkerShapeCircle);
  others->setMarkerSize(9 * std::max(1.0, look.fontScale));
  others->setColor(withAlpha(look.mutedText, 150));
  others->setBorderColor(withAlpha(look.mutedText, 150));
  useSeriesShapeInLegend(chart, others);
  QScatterSeries* frontSeries = scatter(chart, frontName, frontPoints, xs, ys, x, y);
  frontSeries->setMarkerShape(QScatterSeries::MarkerShapeCircle);
  frontSeries->setMarkerSize(13 * std::max(1.0, look.fontScale));
  frontSeries->setColor(frontColor);
  frontSeries->setBorderColor(look.background);
  useSeriesShapeInLegend(chart, frontSeries);
  if (!bestPoint.empty()) {
    QScatterSeries* best = scatter(chart, Charts::tr("Best (#1)"), bestPoint, xs, ys, x, y);
    best->setMarkerShape(QScatterSeries::MarkerShapeRotatedRectangle);
    best->setMarkerSize(16 * std::max(1.0, look.fontScale));
    best->setColor(planColor(1));
    best->setBorderColor(look.text);
    useSeriesShapeInLegend(chart, best);
    QFont labelFont = look.labelFont;
    labelFont.setBold(true);
    chart->addNote(best,
                   QPointF(bestPoint.front().x / xs.divisor, bestPoint.front().pv / ys.divisor),
                   QStringLiteral("#1"), FleetChart::NotePlacement::Right, labelFont, look.text);
  }
  return chart;
}

}  // namespace fleetcost::ui
