// Chart builders: pure functions from evaluation results to a new QChart (the caller owns it;
// hand it to ResultChartView::setChart or render it with renderChart). No widgets, no state:
// reports build the same charts offscreen. Money axes are scaled (moneyScale) and titled with
// unit and currency; series carry the exact amounts for tooltips.
#pragma once

#include <QString>
#include <functional>
#include <vector>

#include "ui/render/charts/chart_options.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fleetcost {
struct ScenarioResult;
}

namespace fleetcost::ui {

// A chart made afresh with the options it is called with, for a view, a report page or a slide:
// the caller owns the new chart. Layers above ui/render/charts hold builders without naming
// Qt Charts, and draw them with paintNewChart (chart_render.h) or show them in a ChartView.
using ChartBuilder = std::function<QChart*(const ChartOptions&)>;
// A result chart drawn for a plan and a GPU model (the chart catalog's kinds, chart_catalog.h).
using ResultChartDraw = QChart* (*)(const ScenarioResult& result, int plan, int gpu,
                                    const ChartOptions& options);

// One line per plan of `cumulative` (x = months from start 0..H). The cheapest owning and the
// cheapest renting plan (and options.focusPlan) are drawn in full, the others faded; a marker
// for every break-even with a month between an owning and a renting plan drawn in full (at the
// owning plan's cumulative cost, tooltip naming the renting plan). With options.discounted:
// pv_cumulative and discounted break-even months.
QChart* buildCumulativeCostChart(const ScenarioResult& result, const ChartOptions& options);

// Cost by date t = 0..H of plan `planIndex`, stacked by category (categories all zero left
// out): running costs of month t-1 and purchases of month t; credits below zero.
QChart* buildMonthlyCostChart(const ScenarioResult& result, int planIndex,
                              const ChartOptions& options);

// Present value per plan (one horizontal bar each, top to bottom in plan order), segments by
// category = Σ_t flows[c][t] * discount[t]; credits to the left of zero.
QChart* buildPresentValueChart(const ScenarioResult& result, const ChartOptions& options);

// GPU model `gpuIndex` (into result.demand) under plan `planIndex`, per month: peak and
// average demand, owned GPUs (incl. spares) and the average GPUs rented above the fleet.
QChart* buildCapacityChart(const ScenarioResult& result, int planIndex, int gpuIndex,
                           const ChartOptions& options);

// Hourly demand of the horizon's last year sorted high to low against the plan's owned GPUs in
// the last month and, for a hybrid plan, its cap; the shaded area above is rented.
QChart* buildLoadDurationChart(const ScenarioResult& result, int planIndex, int gpuIndex,
                               const ChartOptions& options);

// Racks per month (left axis) and average facility power in kW (right axis) of plan
// `planIndex`.
QChart* buildRacksAndPowerChart(const ScenarioResult& result, int planIndex,
                                const ChartOptions& options);

// The cumulative cost (present value with options.discounted) of the plan named `planName` in
// each scenario, one line per scenario named by scenarioNames[i] (results[i] may be null;
// scenarios without the plan, or in another currency than the first shown, are left out).
QChart* buildCompareChart(const std::vector<const ScenarioResult*>& results,
                          const std::vector<QString>& scenarioNames, const QString& planName,
                          const ChartOptions& options);

}  // namespace fleetcost::ui
