// Shared pieces of the chart builders (inside ui/charts only): the look of a chart for its
// options (theme, fonts), axes with nice ranges and unit titles, series styling, and the
// metadata that tooltips read from a series (exact values, how to name a point).
#pragma once

#include <QChart>
#include <QColor>
#include <QCoreApplication>
#include <QFont>
#include <QList>
#include <QStringList>
#include <QValueAxis>
#include <vector>

#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_options.h"
#include "ui/render/charts/fleet_chart.h"

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QXYSeries;
class QBarSet;
QT_END_NAMESPACE

namespace fleetcost {
struct ScenarioResult;
}

namespace fleetcost::ui::charts {

// Translation context "Charts": Charts::tr("...").
class Charts {
  Q_DECLARE_TR_FUNCTIONS(Charts)
};

// Colours and fonts of one chart.
struct Look {
  bool dark = false;
  double fontScale = 1.0;
  QColor text, mutedText, grid, background, markerFill;
  QFont titleFont, axisTitleFont, labelFont, legendFont;
};
Look lookFor(const ChartOptions& options);

// A new chart with the look applied (theme, fonts, locale, no animation, legend below).
FleetChart* newChart(const ChartOptions& options, const Look& look);

// The tightest range covering lo..hi (and 0 when includeZero) with a little air, in steps of
// 1, 2 or 5 times a power of ten (or 25, 250...) and about `ticks` ticks; decimals = digits
// the step needs; `wholeSteps` for counts (racks): steps of at least 1.
struct NiceRange {
  double min = 0, max = 1, step = 0.2;
  int tickCount = 6;
  int decimals = 1;
};
NiceRange niceRange(double lo, double hi, bool includeZero, int ticks = 6, bool wholeSteps = false);
// 0..hi in exactly `tickCount` ticks with a nice step (a second axis sharing the grid).
NiceRange niceRangeWithTicks(double hi, int tickCount);

// A value axis with the range, a printf label format with the range's decimals, a title.
// The chart shows the first of `titles` (longest first) that fits beside the plot
// (FleetChart::fitAxisTitle); with one title, its unit in brackets "(JPY billion)" is the
// shorter one.
QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QStringList& titles,
                         const NiceRange& range, const Look& look);
QValueAxis* addValueAxis(QChart* chart, Qt::Alignment alignment, const QString& title,
                         const NiceRange& range, const Look& look);
// The title and shorter ones for an axis title that would not fit: the title, each of
// `shorter`, then the unit inside the title's last brackets.
QStringList axisTitles(const QString& title, const QStringList& shorter = {});
// The "Months from start" axis over 0..horizon, labelled every 12 months (24, 60... when the
// horizon is long); `forBars` widens it by half a bar on each side.
QValueAxis* addMonthAxis(QChart* chart, int horizon, const Look& look, bool forBars = false);

// The currency a result's amounts are labelled in.
QString currencyOf(const ScenarioResult& result, const ChartOptions& options);
// The amount, or 0 when it is NaN or infinite (nothing non-finite reaches the screen).
double finite(double value);

void styleLine(QXYSeries* series, const QColor& color, double width, const Look& look,
               Qt::PenStyle style = Qt::SolidLine);

// The font for an axis whose labels are hidden (the names stand over the bars instead): Qt still
// counts hidden labels towards the chart's minimum height, so they are made tiny.
QFont hiddenLabelsFont();

// The legend entry of an area or bar series is a filled box.
void useBoxInLegend(QChart* chart, QAbstractSeries* series);
// The legend entry of a scatter series draws its marker shape (ring, diamond).
void useSeriesShapeInLegend(QChart* chart, QAbstractSeries* series);

// Points of a monthly series drawn as steps: month m holds its value from x = m to m + 1.
QList<QPointF> stepPoints(const std::vector<double>& values, double divisor = 1.0);
// The same color with this alpha (0..255).
QColor withAlpha(QColor color, int alpha);

// Metadata for tooltips (read by ResultChartView through describePoint / describeBar).
enum class ValueKind { Money, Gpus, Racks, Kilowatts };
enum class IndexKind {
  Date,      // x = date t (0..H), one value per date
  Month,     // step series: month m spans x = m..m+1
  Share,     // x = share of hours in %, n values spread over 0..100
  Constant,  // one value for the whole series
  Point,     // one value per point of an XY series (markers): the nearest point
  Category,  // bars: index into the chart's category labels
};
struct SeriesInfo {
  ValueKind valueKind = ValueKind::Money;
  IndexKind indexKind = IndexKind::Date;
  QList<double> values;    // exact, unscaled, per index
  QStringList pointTips;   // per point (break-even markers): replaces the generic text
  QStringList categories;  // IndexKind::Category: label per bar index
};
void setSeriesInfo(QObject* seriesOrSet, const SeriesInfo& info);
// Currency and locale of the chart's money, for tooltips.
void setChartMoney(QChart* chart, const QString& currency, const QLocale& locale);

}  // namespace fleetcost::ui::charts
