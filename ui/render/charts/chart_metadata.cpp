// Tooltip texts from the metadata the builders attach to series.
#include "ui/render/charts/chart_metadata.h"

#include <QAbstractSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLocale>
#include <QVariant>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <limits>

#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_style.h"

namespace fleetcost::ui::charts {

namespace {

class ChartTooltip {
  Q_DECLARE_TR_FUNCTIONS(ChartTooltip)
};

QString formatValue(const QChart* chart, ValueKind kind, double value) {
  const QLocale locale = chart ? chart->property(meta::kLocale).value<QLocale>() : QLocale();
  switch (kind) {
    case ValueKind::Money: {
      const QString currency = chart ? chart->property(meta::kCurrency).toString() : QString();
      return formatMoney(value, currency, locale);
    }
    case ValueKind::Gpus:
      return ChartTooltip::tr("%1 GPUs").arg(formatNumber(value, 1, locale));
    case ValueKind::Racks:
      return ChartTooltip::tr("%1 racks").arg(formatNumber(value, 0, locale));
    case ValueKind::Kilowatts:
      return ChartTooltip::tr("%1 kW").arg(formatNumber(value, 1, locale));
  }
  return {};
}

}  // namespace

QString describePoint(const QChart* chart, const QAbstractSeries* series, const QPointF& point) {
  if (!series || !std::isfinite(point.x())) return {};
  const QVariant valuesVariant = series->property(meta::kValues);
  if (!valuesVariant.isValid()) return {};
  const auto values = valuesVariant.value<QList<double>>();
  const int n = static_cast<int>(values.size());
  if (n == 0) return {};
  const auto valueKind = static_cast<ValueKind>(series->property(meta::kValueKind).toInt());
  const auto indexKind = static_cast<IndexKind>(series->property(meta::kIndexKind).toInt());
  const QLocale locale = chart ? chart->property(meta::kLocale).value<QLocale>() : QLocale();

  int index = 0;
  QString where;
  switch (indexKind) {
    case IndexKind::Date:
      index = static_cast<int>(std::lround(point.x()));
      if (index < 0 || index >= n) return {};
      where = formatMonth(index);
      break;
    case IndexKind::Month:
      index = std::clamp(static_cast<int>(std::floor(point.x())), 0, n - 1);
      where = formatMonth(index);
      break;
    case IndexKind::Share: {
      index = std::clamp(static_cast<int>(std::floor(point.x() / 100.0 * n)), 0, n - 1);
      const double share = 100.0 * (index + 1) / n;
      where = ChartTooltip::tr("%1 % of hours").arg(formatNumber(share, 1, locale));
      break;
    }
    case IndexKind::Constant:
      index = 0;
      break;
    case IndexKind::Point: {
      const auto* xy = qobject_cast<const QXYSeries*>(series);
      if (!xy || xy->count() == 0) return {};
      double best = std::numeric_limits<double>::infinity();
      for (int i = 0; i < xy->count() && i < n; ++i) {
        const QPointF d = xy->at(i) - point;
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance < best) {
          best = distance;
          index = i;
        }
      }
      break;
    }
    case IndexKind::Category:
      return {};
  }
  const QStringList tips = series->property(meta::kPointTips).toStringList();
  if (index < tips.size() && !tips[index].isEmpty()) return tips[index];
  const QString value = formatValue(chart, valueKind, values[index]);
  if (where.isEmpty()) return series->name() + QLatin1Char('\n') + value;
  if (indexKind == IndexKind::Share)
    return series->name() + QLatin1Char('\n') +
           ChartTooltip::tr("at least %1 in %2").arg(value, where);
  return series->name() + QLatin1Char('\n') + ChartTooltip::tr("%1: %2").arg(where, value);
}

QString describeBar(const QChart* chart, const QBarSet* set, int index) {
  if (!set || index < 0) return {};
  const QVariant valuesVariant = set->property(meta::kValues);
  if (!valuesVariant.isValid()) return {};
  const auto values = valuesVariant.value<QList<double>>();
  if (index >= values.size()) return {};
  const auto valueKind = static_cast<ValueKind>(set->property(meta::kValueKind).toInt());
  const auto indexKind = static_cast<IndexKind>(set->property(meta::kIndexKind).toInt());
  QString where;
  if (indexKind == IndexKind::Category) {
    const QStringList categories = set->property(meta::kCategories).toStringList();
    if (index < categories.size()) where = categories[index];
  } else {
    where = formatMonth(index);
  }
  return set->label() + QLatin1Char('\n') +
         ChartTooltip::tr("%1: %2").arg(where, formatValue(chart, valueKind, values[index]));
}

}  // namespace fleetcost::ui::charts
