// The plan finder's Pareto chart (docs/finder.md): present value against the peak fiscal year's
// capex (or against P95 when the objective was P95), the front drawn as a line, every ranked plan
// as a point and #1 marked. A pure function returning a new QChart, like chart_builders.h.
#pragma once

#include "ui/render/charts/chart_options.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fleetcost {
struct FinderResult;
}

namespace fleetcost::ui {

enum class ParetoAxis { PeakCapex, P95 };

// x: peak fiscal-year capex (or P95 of present value), y: present value, both in
// options.currency scaled to a readable unit. Series names: "Pareto front", "Ranked plans",
// "Best (#1)".
QChart* buildFinderParetoChart(const FinderResult& result, ParetoAxis axis,
                               const ChartOptions& options);

}  // namespace fleetcost::ui
