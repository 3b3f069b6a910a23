// Look, axes and metadata shared by the chart builders.
#include "ui/render/charts/chart_style.h"

#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGuiApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QPalette>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_metadata.h"

namespace fleetcost::ui::charts {

Look lookFor(const ChartOptions& options) {
  Look look;
  switch (options.theme) {
    case ChartTheme::Light:
      look.dark = false;
      break;
    case ChartTheme::Dark:
      look.dark = true;
      break;
    case ChartTheme::FollowApplication:
      look.dark = QGuiApplication::palette().color(QPalette::Window).lightnessF() < 0.5;
      break;
  }
  look.fontScale = std::isfinite(options.fontScale) && options.fontScale > 0.25
                       ? std::min(options.fontScale, 8.0)
                       : 1.0;
  if (look.dark) {
    look.text = QColor(0xEE, 0xEE, 0xEE);
    look.mutedText = QColor(0xB8, 0xB8, 0xB8);
    look.grid = QColor(0x44, 0x48, 0x4E);
    look.background = QColor(0x23, 0x26, 0x29);
  } else {
    look.text = QColor(0x20, 0x20, 0x20);
    look.mutedText = QColor(0x50, 0x50, 0x50);
    look.grid = QColor(0xE2, 0xE2, 0xE2);
    look.background = Qt::white;
  }
  look.markerFill = look.background;
  const QFont base = QGuiApplication::font();
  auto sized = [&](double points, bool bold) {
    QFont font = base;
    font.setPointSizeF(points * look.fontScale);
    font.setBold(bold);
    return font;
  };
  look.titleFont = sized(12, true);
  look.axisTitleFont = sized(9.5, false);
  look.labelFont = sized(9, false);
  look.legendFont = sized(9.5, false);
  return look;
}

FleetChart* newChart(const ChartOptions& options, const Look& look) {
  auto* chart = new FleetChart;
  chart->setTheme(look.dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
  chart->setAnimationOptions(QChart::NoAnimation);
  chart->setBackgroundRoundness(0);
  chart->layout()->setContentsMargins(0, 0, 0, 0);  // the background fills the whole chart
  chart->setBackgroundBrush(look.background);
  chart->setBackgroundPen(Qt::NoPen);
  chart->setBaseMargin(8 * look.fontScale);
  chart->setLocalizeNumbers(true);
  chart->setLocale(options.locale);
  if (!options.title.isEmpty()) {
    chart->setTitle(options.title);
    chart->setTitleFont(look.titleFont);
    chart->setTitleBrush(look.text);
  }
  QLegend* legend = chart->legend();
  legend->setFont(look.legendFont);
  legend->setLabelColor(look.text);
  legend->setShowToolTips(true);
  // Lines show as short strokes with their dash pattern, scatter series with their marker,
  // bars and areas as filled boxes.
  legend->setMarkerShape(QLegend::MarkerShapeFromSeries);
  return chart;
}

NiceRange niceRange(double lo, double hi, bool includeZero, int ticks, bool wholeSteps) {
  NiceRange range;
  if (!std::isfinite(lo) || !std::isfinite(hi)) return range;
  double a = std::min(lo, hi);
  double b = std::max(lo, hi);
  if (includeZero) {
    a = std::min(a, 0.0);
    b = std::max(b, 0.0);
  }
  if (b - a <= 1e-12 * std::max(1.0, std::fabs(b))) {
    if (std::fabs(b) <= 1e-12) {
      a = 0;
      b = 1;
    } else {
      const double pad = std::fabs(b) * 0.1;
      a = includeZero && a >= 0 ? 0 : a - pad;
      b = includeZero && b <= 0 ? 0 : b + pad;
    }
  } else {
    // A little air above the highest value (and below the lowest negative one), so that a
    // bar or line reaching the extreme does not touch the plot's edge.
    const double air = 0.02 * (b - a);
    if (b > 0) b += air;
    if (a < 0) a -= air;
  }
  // The tightest range among steps of 1, 2, 5 times a power of ten (and 25, 250...) with
  // about `ticks` ticks (from 4 to ticks + 2).
  ticks = std::max(3, ticks);
  const double raw = (b - a) / (ticks - 1);
  const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
  static constexpr double kUnits[] = {1.0, 2.0, 2.5, 5.0};
  bool found = false;
  for (const double scale : {magnitude / 10, magnitude, magnitude * 10}) {
    for (const double unit : kUnits) {
      // 2.5 only where it stays a whole number (25, 250...): labels keep few decimals.
      if (unit == 2.5 && (wholeSteps || unit * scale < 25 - 1e-9)) continue;
      const double step = wholeSteps ? std::max(1.0, unit * scale) : unit * scale;
      const double min = std::floor(a / step + 1e-9) * step;
      double max = std::ceil(b / step - 1e-9) * step;
      if (max <= min) max = min + step;
      const int count = static_cast<int>(std::lround((max - min) / step)) + 1;
      if (count < std::min(4, ticks) || count > ticks + 2) continue;
      const bool tighter = !found || max - min < range.max - range.min - 1e-9 * step ||
                           (std::fabs((max - min) - (range.max - range.min)) <= 1e-9 * step &&
                            count < range.tickCount);
      if (tighter) {
        range.min = min;
        range.max = max;
        range.step = step;
        range.tickCount = count;
        found = true;
      }
    }
  }
  if (!found) {  // tiny whole-number ranges: 0..1 in steps of 1
    range.step = wholeSteps ? 1.0 : raw;
    range.min = std::floor(a / range.step) * range.step;
    range.max = std::max(range.min + range.step, std::ceil(b / range.step) * range.step);
    range.tickCount = static_cast<int>(std::lround((range.max - range.min) / range.step)) + 1;
  }
  range.decimals = 0;
  for (int d = 0; d <= 6; ++d) {
    const double scaled = range.step * std::pow(10.0, d);
    range.decimals = d;
    if (std::fabs(scaled - std::round(scaled)) < 1e-6 * std::max(1.0, scaled)) break;
  }
  return range;
}

NiceRange niceRangeWithTicks(double hi, int tickCount) {
  const int intervals = std::max(1, tickCount - 1);
  const NiceRange unit = niceRange(0, std::isfinite(hi) && hi > 0 ? hi / intervals : 0.2, true, 2);
  NiceRange range;
  range.step = unit.max;  // the smallest nice number at or above hi / intervals
  range.min = 0;
  range.max = range.step * intervals;
  range.tickCount = intervals + 1;
  range.decimals = unit.decimals;
  return range;
}

namespace {
void styleAxis(QAbstractAxis* axis, const QString& title, const Look& look) {
  axis->setTitleText(title);
  axis->setTitleFont(look.axisTitleFont);
  axis->setTitleBrush(look.text);
  axis->setLabelsFont(look.labelFont);
  axis->setLabelsBrush(look.mutedText);
  axis->setLinePenColor(look.grid.darker(look.dark ? 60 : 130));
  axis->setGridLineColor(look.grid);
  axis->setMinorGridLineVisible(false);
}
}  // namespace

QStringList axisTitles(const QString& title, const QStringList& shorter) {
  QStringList titles{title};
  for (const QString& t : shorter)
    if (!t.isEmpty() && !titles.contains(t)) titles.append(t);
  // The unit: what the last brackets hold, ASCII or full-width (CJK translations).
  const qsizetype open = std::max(title.lastIndexOf(QLatin1Char('(')), title.lastIndexOf(QChar(0xFF08)));
  const qsizetype close =
      std::max(title.lastIndexOf(QLatin1Char(')')), title.lastIndexOf(QChar(0xFF09)));
  if (open >= 0 && close > open + 1) {
    const QString unit = title.mid(open + 1, close - open - 1).trimmed();
    if (!titles.contains(unit)) titles.append(unit);
  }
  return titles;
}

QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QStringList& titles,
                         const NiceRange& range, const Look& look) {
  auto* axis = new QValueAxis;
  chart->addAxis(axis, alignment);
  axis->setRange(range.min, range.max);
  axis->setTickType(QValueAxis::TicksFixed);
  axis->setTickCount(range.tickCount);
  axis->setMinorTickCount(0);
  axis->setLabelFormat(QStringLiteral("%.%1f").arg(range.decimals));
  styleAxis(axis, titles.value(0), look);
  if (auto* fleet = qobject_cast<FleetChart*>(chart)) fleet->fitAxisTitle(axis, titles);
  return axis;
}

QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QString& title,
                         const NiceRange& range, const Look& look) {
  return addValueAxis(chart, alignment, axisTitles(title), range, look);
}

QValueAxis* addMonthAxis(QChart* chart, int horizon, const Look& look, bool forBars) {
  auto* axis = new QValueAxis;
  chart->addAxis(axis, Qt::AlignBottom);
  const int h = std::max(1, horizon);
  const double pad = forBars ? 0.5 : 0.0;
  axis->setRange(-pad, h + pad);
  double interval = 12;
  if (h < 12) {
    interval = h <= 6 ? 1 : 2;
  } else {
    for (const double years : {1.0, 2.0, 5.0, 10.0, 25.0, 50.0}) {
      interval = 12 * years;
      if (h / interval <= 10.0) break;
    }
  }
  axis->setTickType(QValueAxis::TicksDynamic);
  axis->setTickAnchor(0);
  axis->setTickInterval(interval);
  axis->setMinorTickCount(0);
  axis->setLabelFormat(QStringLiteral("%.0f"));
  styleAxis(axis, Charts::tr("Months from start"), look);
  if (auto* fleet = qobject_cast<FleetChart*>(chart))
    fleet->fitAxisTitle(axis, {Charts::tr("Months from start"), Charts::tr("Months")});
  return axis;
}

QString currencyOf(const ScenarioResult& result, const ChartOptions& options) {
  if (!result.currency.empty()) return QString::fromStdString(result.currency);
  return options.currency;
}

double finite(double value) {
  return std::isfinite(value) ? value : 0.0;
}

void styleLine(QXYSeries* series, const QColor& color, double width, const Look& look,
               Qt::PenStyle style) {
  QPen pen(color);
  pen.setWidthF(width * std::max(1.0, look.fontScale));
  pen.setStyle(style);
  pen.setCapStyle(Qt::FlatCap);
  pen.setJoinStyle(Qt::MiterJoin);
  series->setPen(pen);
}

QFont hiddenLabelsFont() {
  QFont font = QGuiApplication::font();
  font.setPixelSize(1);
  return font;
}

void useBoxInLegend(QChart* chart, QAbstractSeries* series) {
  for (QLegendMarker* marker : chart->legend()->markers(series))
    marker->setShape(QLegend::MarkerShapeRectangle);
}

void useSeriesShapeInLegend(QChart* chart, QAbstractSeries* series) {
  for (QLegendMarker* marker : chart->legend()->markers(series))
    marker->setShape(QLegend::MarkerShapeFromSeries);
}

QList<QPointF> stepPoints(const std::vector<double>& values, double divisor) {
  QList<QPointF> points;
  points.reserve(static_cast<qsizetype>(values.size()) * 2);
  for (std::size_t m = 0; m < values.size(); ++m) {
    const double y = finite(values[m]) / divisor;
    points.append(QPointF(double(m), y));
    points.append(QPointF(double(m + 1), y));
  }
  return points;
}

QColor withAlpha(QColor color, int alpha) {
  color.setAlpha(alpha);
  return color;
}

void setSeriesInfo(QObject* seriesOrSet, const SeriesInfo& info) {
  seriesOrSet->setProperty(meta::kValueKind, static_cast<int>(info.valueKind));
  seriesOrSet->setProperty(meta::kIndexKind, static_cast<int>(info.indexKind));
  seriesOrSet->setProperty(meta::kValues, QVariant::fromValue(info.values));
  if (!info.pointTips.isEmpty()) seriesOrSet->setProperty(meta::kPointTips, info.pointTips);
  if (!info.categories.isEmpty()) seriesOrSet->setProperty(meta::kCategories, info.categories);
}

void setChartMoney(QChart* chart, const QString& currency, const QLocale& locale) {
  chart->setProperty(meta::kCurrency, currency);
  chart->setProperty(meta::kLocale, QVariant::fromValue(locale));
}

}  // namespace fleetcost::ui::charts
