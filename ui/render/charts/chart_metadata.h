// What a built chart tells its view about each series: exact (unscaled) values and how to name
// a point, stored as QObject properties so a chart carries them into any view or report; and
// the tooltip text for a hovered point or bar.
#pragma once

#include <QPointF>
#include <QString>

QT_BEGIN_NAMESPACE
class QChart;
class QAbstractSeries;
class QBarSet;
QT_END_NAMESPACE

namespace fleetcost::ui::charts {

namespace meta {
inline constexpr char kValueKind[] = "fleetcostValueKind";
inline constexpr char kIndexKind[] = "fleetcostIndexKind";
inline constexpr char kValues[] = "fleetcostValues";
inline constexpr char kPointTips[] = "fleetcostPointTips";
inline constexpr char kCategories[] = "fleetcostCategories";
inline constexpr char kCurrency[] = "fleetcostCurrency";
inline constexpr char kLocale[] = "fleetcostLocale";
inline constexpr char kBarValues[] = "fleetcostHiddenBarValues";  // a bar set toggled off
}  // namespace meta

// "Rent on demand — Tokyo\nmonth 14 (year 2): ¥123,456,789"; empty when the series has no
// metadata (e.g. a shaded area) or the point is outside its data.
QString describePoint(const QChart* chart, const QAbstractSeries* series, const QPointF& point);
// "Power\nmonth 14 (year 2): ¥1,234,567" or "Hardware\nColocate — Tokyo: ¥..." (PV chart).
QString describeBar(const QChart* chart, const QBarSet* set, int index);

}  // namespace fleetcost::ui::charts
