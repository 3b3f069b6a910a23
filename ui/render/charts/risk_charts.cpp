// Tornado, distribution and break-even map charts.
#include "ui/render/charts/risk_charts.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QHorizontalBarSeries>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QScatterSeries>
#include <algorithm>
#include <cmath>

#include "model/risk/breakeven_map.h"
#include "model/risk/monte_carlo.h"
#include "model/risk/sensitivity.h"
#include "model/risk/thresholds.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/format/unit_labels.h"
#include "ui/render/charts/chart_metadata.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui {

using namespace charts;

namespace {

const QColor kOwningCheaper(0x2E, 0x7D, 0x5B);   // green: owning costs less
const QColor kRentingCheaper(0xD0, 0x6A, 0x1E);  // amber: renting costs less
const QColor kLowBound(0x4A, 0x7F, 0xC1);
const QColor kHighBound(0xC9, 0x4F, 0x4F);
constexpr double kTornadoBarWidth = 0.46;  // of a row; the figure's name takes the rest

void noLegend(QChart* chart, QAbstractSeries* series) {
  series->setProperty(kNoLegendEntry, true);
  for (QLegendMarker* marker : chart->legend()->markers(series)) marker->setVisible(false);
}

QLineSeries* line(QChart* chart, const QList<QPointF>& points, const QColor& color, double width,
                  const Look& look, QAbstractAxis* x, QAbstractAxis* y,
                  Qt::PenStyle style = Qt::SolidLine) {
  auto* series = new QLineSeries;
  series->append(points);
  chart->addSeries(series);
  series->attachAxis(x);
  series->attachAxis(y);
  styleLine(series, color, width, look, style);
  return series;
}

// Decimals a figure's bound needs (0.05 -> 2, 37500 -> 0), at most 6.
int decimalsOf(double v) {
  for (int d = 0; d < 6; ++d)
    if (std::fabs(v * std::pow(10.0, d) - std::round(v * std::pow(10.0, d))) < 1e-9) return d;
  return 6;
}

}  // namespace

QChart* buildTornadoChart(const RiskModel& model, const Tornado& tornado,
                          const ChartOptions& options, int maxBars) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = QString::fromStdString(model.base.currency);
  setChartMoney(chart, currency, options.locale);
  const int shown = std::min<int>(maxBars, static_cast<int>(tornado.bars.size()));
  double largest = 0;
  for (int i = 0; i < shown; ++i) {
    const TornadoBar& b = tornado.bars[i];
    largest =
        std::max({largest, std::fabs(b.atLow - tornado.base), std::fabs(b.atHigh - tornado.base)});
  }
  const MoneyScale scale = moneyScale(largest, currency);
  // The largest swing on top: categories run from the bottom up. Each bar is named by its short
  // label (field and subject, unique in the scenario); the tooltip names it in full with its
  // range.
  QStringList oneLine, fullLabels;
  QList<qreal> lows, highs;
  QList<double> exactLows, exactHighs;
  const auto unique = [](QStringList& labels) {  // categories must differ (a safety net only)
    for (int i = 1; i < labels.size(); ++i)
      while (labels.mid(0, i).contains(labels[i])) labels[i] += QChar(0x200B);
  };
  for (int i = shown - 1; i >= 0; --i) {
    const TornadoBar& b = tornado.bars[i];
    const RangedFigure& f = model.figures[b.figure];
    const QString range = Charts::tr("%1 to %2 %3")
                              .arg(formatNumber(f.low, decimalsOf(f.low), options.locale),
                                   formatNumber(f.high, decimalsOf(f.high), options.locale),
                                   unitText(f.unit));
    oneLine.append(figureShortLabel(f));
    fullLabels.append(figureFullLabel(f) + QLatin1Char('\n') + range);
    lows.append(finite(b.atLow - tornado.base) / scale.divisor);
    highs.append(finite(b.atHigh - tornado.base) / scale.divisor);
    exactLows.append(finite(b.atLow - tornado.base));
    exactHighs.append(finite(b.atHigh - tornado.base));
  }
  unique(oneLine);
  // Each bar's name stands over it, from the plot's left edge: the whole plot's width is room
  // for it, where a label beside the axis would have 40 % of the chart and be cut.
  auto* figures = new QBarCategoryAxis;
  figures->append(oneLine);
  chart->addAxis(figures, Qt::AlignLeft);
  figures->setLabelsVisible(false);
  figures->setLabelsFont(hiddenLabelsFont());  // hidden labels still count towards the height
  figures->setGridLineVisible(false);
  double lo = 0, hi = 0;
  for (qreal v : lows + highs) {
    lo = std::min(lo, double(v));
    hi = std::max(hi, double(v));
  }
  QValueAxis* value =
      addValueAxis(chart, Qt::AlignBottom,
                   axisTitles(Charts::tr("Change from the base case, present value (%1)")
                                  .arg(scale.unit),
                              {Charts::tr("Change in present value (%1)").arg(scale.unit)}),
                   niceRange(lo, hi, true), look);
  auto* bars = new QHorizontalBarSeries;
  bars->setBarWidth(kTornadoBarWidth);
  auto* low = new QBarSet(Charts::tr("Figure at its low bound"));
  low->append(lows);
  low->setColor(kLowBound);
  low->setBorderColor(kLowBound);
  setSeriesInfo(low, {ValueKind::Money, IndexKind::Category, exactLows, {}, fullLabels});
  auto* high = new QBarSet(Charts::tr("Figure at its high bound"));
  high->append(highs);
  high->setColor(kHighBound);
  high->setBorderColor(kHighBound);
  setSeriesInfo(high, {ValueKind::Money, IndexKind::Category, exactHighs, {}, fullLabels});
  bars->append(low);
  bars->append(high);
  chart->addSeries(bars);
  bars->attachAxis(figures);
  bars->attachAxis(value);
  useBoxInLegend(chart, bars);
  // The bars fill the lower half of their row (barWidth), the name the upper part.
  for (int i = 0; i < oneLine.size(); ++i)
    chart->addNote(bars, QPointF(value->min(), i + 0.5 * kTornadoBarWidth), oneLine[i],
                   FleetChart::NotePlacement::AboveStart, look.labelFont, look.text);
  return chart;
}

QChart* buildDifferenceDistributionChart(const RiskModel& model, const MonteCarloResult& result,
                                         const ChartOptions& options) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = QString::fromStdString(model.base.currency);
  setChartMoney(chart, currency, options.locale);
  if (!result.difference || result.differences.empty()) return chart;
  const Distribution& d = *result.difference;
  const MoneyScale scale = moneyScale(std::max(std::fabs(d.min), std::fabs(d.max)), currency);
  // About 40 bins, one edge at 0 so that no bin mixes owning and renting being cheaper.
  const double span = std::max(d.max - d.min, 1e-9 * std::max(1.0, std::fabs(d.max)));
  const double width = span / 40;
  const double from = std::floor(d.min / width) * width;
  const int bins = std::max(1, static_cast<int>(std::ceil((d.max - from) / width)) + 1);
  std::vector<double> counts(static_cast<std::size_t>(bins), 0.0);
  for (double v : result.differences)
    ++counts[std::clamp<std::size_t>(static_cast<std::size_t>((v - from) / width), 0, bins - 1)];
  const double top = *std::max_element(counts.begin(), counts.end());
  QValueAxis* x = addValueAxis(
      chart, Qt::AlignBottom,
      axisTitles(Charts::tr("Owning minus renting, present value (%1); below 0 owning is cheaper")
                     .arg(scale.unit),
                 {Charts::tr("Owning minus renting, present value (%1)").arg(scale.unit),
                  Charts::tr("Owning minus renting (%1)").arg(scale.unit)}),
      niceRange(from / scale.divisor, (from + bins * width) / scale.divisor, true), look);
  QValueAxis* y = addValueAxis(chart, Qt::AlignLeft, Charts::tr("Trials"),
                               niceRange(0, top * 1.18, true, 6, true), look);
  for (const bool owning : {true, false}) {
    auto* upper = new QLineSeries;
    for (int i = 0; i < bins; ++i) {
      const double x0 = from + i * width, x1 = x0 + width;
      const bool cheaper = x1 <= 0 || (x0 < 0 && x1 - 0 < 1e-12);
      const double c = cheaper == owning ? counts[i] : 0.0;
      upper->append(x0 / scale.divisor, c);
      upper->append(x1 / scale.divisor, c);
    }
    auto* area = new QAreaSeries(upper);
    upper->setParent(area);  // QAreaSeries does not own its line series
    area->setName(owning ? Charts::tr("Trials where owning is cheaper")
                         : Charts::tr("Trials where renting is cheaper"));
    const QColor color = owning ? kOwningCheaper : kRentingCheaper;
    area->setColor(withAlpha(color, 200));
    area->setBorderColor(color);
    chart->addSeries(area);
    area->attachAxis(x);
    area->attachAxis(y);
    useBoxInLegend(chart, area);
  }
  if (result.probabilityOwningCheaper)
    chart->setTitle(
        Charts::tr("Owning is cheaper in %1% of %2 trials")
            .arg(formatNumber(100.0 * *result.probabilityOwningCheaper, 1, options.locale),
                 formatNumber(double(result.trials), 0, options.locale)));
  chart->setTitleFont(look.titleFont);
  chart->setTitleBrush(look.text);
  QFont bold = look.labelFont;
  bold.setBold(true);
  const std::pair<int, QString> marks[] = {
      {5, Charts::tr("P5")}, {50, Charts::tr("P50")}, {95, Charts::tr("P95")}};
  for (const auto& [q, name] : marks) {
    const auto v = d.at(q);
    if (!v) continue;
    const double at = *v / scale.divisor;
    QLineSeries* marker =
        line(chart, {{at, 0}, {at, top * 1.05}}, look.text, 1.5, look, x, y, Qt::DashLine);
    marker->setName(name);
    setSeriesInfo(marker, {ValueKind::Money, IndexKind::Constant, {*v}, {}, {}});
    noLegend(chart, marker);
    chart->addNote(marker, QPointF(at, top * 1.05),
                   name + QLatin1Char(' ') + formatMoneyShort(*v, currency, options.locale),
                   FleetChart::NotePlacement::Above, bold, look.text);
  }
  if (d.max > 0 && d.min < 0)
    noLegend(chart, line(chart, {{0, 0}, {0, top * 1.18}}, look.mutedText, 1, look, x, y));
  return chart;
}

QChart* buildBreakEvenMapChart(const RiskModel& model, const BreakEvenMap& map,
                               const ChartOptions& options, const MapMark* mark) {
  const Look look = lookFor(options);
  FleetChart* chart = newChart(options, look);
  const QString currency = QString::fromStdString(model.base.currency);
  setChartMoney(chart, currency, options.locale);
  const auto nx = static_cast<int>(map.x.values.size());
  const auto ny = static_cast<int>(map.y.values.size());
  if (nx < 2 || ny < 2 || map.difference.empty()) return chart;
  // Each side has its own scale, so a small region where owning wins still shows.
  double mostNegative = 0, mostPositive = 0;
  for (double v : map.difference) {
    mostNegative = std::min(mostNegative, finite(v));
    mostPositive = std::max(mostPositive, finite(v));
  }
  // Pixel (ix, iy) is centred on the grid point: the axes reach half a step beyond it.
  const double dx = (map.x.values.back() - map.x.values.front()) / (nx - 1);
  const double dy = (map.y.values.back() - map.y.values.front()) / (ny - 1);
  const std::vector<RangedFigure> stated = rangedFigures(model.scenario, model.pointer, true);
  const auto titles = [&](const MapAxis& a) -> QStringList {
    if (a.input == kDemandScale)
      return {Charts::tr("Demand (× the scenario's)"), Charts::tr("Demand (×)"),
              Charts::tr("Demand")};
    if (a.input == kRentalPriceScale)
      return {Charts::tr("Rental prices (× the scenario's)"), Charts::tr("Rental prices (×)"),
              Charts::tr("Rental prices")};
    if (a.input == kUtilisation)
      return {Charts::tr("Demand on today's fleet (× today's)"), Charts::tr("Demand (× today's)"),
              Charts::tr("Demand")};
    const QString unit = QString::fromStdString(a.unit);
    for (const RangedFigure& f : stated)
      if (f.pointer == a.input)
        return axisTitles(Charts::tr("%1 (%2)").arg(figureShortLabel(f), unit),
                          {Charts::tr("%1 (%2)").arg(fieldLabel(f.key), unit)});
    return axisTitles(Charts::tr("%1 (%2)").arg(QString::fromStdString(a.label), unit));
  };
  NiceRange xr{map.x.values.front() - dx / 2, map.x.values.back() + dx / 2, (nx - 1) * dx / 5, 6,
               2};
  NiceRange yr{map.y.values.front() - dy / 2, map.y.values.back() + dy / 2, (ny - 1) * dy / 5, 6,
               2};
  const NiceRange xNice = niceRange(map.x.values.front(), map.x.values.back(), false);
  const NiceRange yNice = niceRange(map.y.values.front(), map.y.values.back(), false);
  xr.decimals = xNice.decimals;
  yr.decimals = yNice.decimals;
  QValueAxis* x = addValueAxis(chart, Qt::AlignBottom, titles(map.x), xr, look);
  QValueAxis* y = addValueAxis(chart, Qt::AlignLeft, titles(map.y), yr, look);
  x->setRange(xr.min, xr.max);
  y->setRange(yr.min, yr.max);
  x->setTickType(QValueAxis::TicksDynamic);
  x->setTickAnchor(xNice.min);
  x->setTickInterval(xNice.step);
  y->setTickType(QValueAxis::TicksDynamic);
  y->setTickAnchor(yNice.min);
  y->setTickInterval(yNice.step);
  x->setGridLineVisible(false);
  y->setGridLineVisible(false);

  // The heat map, row 0 at the top (the highest y), painted as the plot area's background.
  QImage image(nx, ny, QImage::Format_RGB32);
  for (int iy = 0; iy < ny; ++iy)
    for (int ix = 0; ix < nx; ++ix) {
      const double v = finite(map.at(ix, iy));
      const double largest = v < 0 ? -mostNegative : mostPositive;
      const double t = largest > 0 ? std::min(1.0, std::fabs(v) / largest) : 0.0;
      const QColor end = v < 0 ? kOwningCheaper : kRentingCheaper;
      const double k = 0.15 + 0.85 * std::sqrt(t);  // pale near zero, full at the extremes
      image.setPixelColor(ix, ny - 1 - iy,
                          QColor::fromRgbF(1 - k * (1 - end.redF()), 1 - k * (1 - end.greenF()),
                                           1 - k * (1 - end.blueF())));
    }
  chart->setPlotAreaBackgroundVisible(true);
  const auto paint = [chart, image](const QRectF& area) {
    if (area.width() < 1 || area.height() < 1) return;
    QBrush brush(QPixmap::fromImage(
        image.scaled(area.size().toSize(), Qt::IgnoreAspectRatio, Qt::SmoothTransformation)));
    brush.setTransform(QTransform::fromTranslate(area.left(), area.top()));
    chart->setPlotAreaBackgroundBrush(brush);
    chart->setPlotAreaBackgroundPen(Qt::NoPen);
  };
  QObject::connect(chart, &QChart::plotAreaChanged, chart, paint);

  // Legend entries for the two colours, then the zero line.
  for (const bool owning : {true, false}) {
    auto* key = new QScatterSeries;
    key->setName(owning ? Charts::tr("Owning cheaper (darker: by more)")
                        : Charts::tr("Renting cheaper (darker: by more)"));
    key->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    key->setColor(owning ? kOwningCheaper : kRentingCheaper);
    key->setBorderColor(owning ? kOwningCheaper : kRentingCheaper);
    chart->addSeries(key);
    key->attachAxis(x);
    key->attachAxis(y);
  }
  bool named = false;
  for (const Polyline& polyline : map.zeroLine) {
    QList<QPointF> points;
    for (const auto& p : polyline) points.append(QPointF(p[0], p[1]));
    QLineSeries* zero = line(chart, points, look.dark ? Qt::white : Qt::black, 2.5, look, x, y);
    zero->setName(Charts::tr("Break-even: owning costs the same as renting"));
    if (named) noLegend(chart, zero);
    named = true;
  }
  if (mark) {
    const QColor ink = look.dark ? Qt::white : QColor(0x1F, 0x3A, 0x5F);
    const QList<QPointF> ends =
        mark->across ? QList<QPointF>{{mark->value, yr.min}, {mark->value, yr.max}}
                     : QList<QPointF>{{xr.min, mark->value}, {xr.max, mark->value}};
    QLineSeries* threshold = line(chart, ends, ink, 2.0, look, x, y, Qt::DashLine);
    threshold->setName(mark->label);
    auto* today = new QScatterSeries;
    today->setName(Charts::tr("Today"));
    today->append(mark->todayX, mark->todayY);
    today->setMarkerShape(QScatterSeries::MarkerShapeCircle);
    today->setMarkerSize(11 * std::max(1.0, look.fontScale));
    today->setColor(look.markerFill);
    today->setBorderColor(ink);
    chart->addSeries(today);
    today->attachAxis(x);
    today->attachAxis(y);
    useSeriesShapeInLegend(chart, today);
  }
  return chart;
}

}  // namespace fleetcost::ui
