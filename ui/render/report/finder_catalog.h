// The plan finder's charts as catalog charts (chart_catalog.h), so the finder view, slides (PNG,
// SVG, clipboard) and the report draw them alike: the Pareto front of present value against
// peak fiscal-year capex, and against P95 when the result has that front.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "model/finder/plan_finder.h"
#include "ui/render/report/chart_catalog.h"

namespace fleetcost::ui {

// "finder-pareto", "finder-pareto-p95"
QStringList finderChartIds();

// The charts the result has data for; the builders keep the result alive and label money in
// `currency`.
std::vector<CatalogChart> finderCharts(const std::shared_ptr<const FinderResult>& result,
                                       const QString& currency, const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
