// The charts a report, a slide export and the presentation show for a scenario's result: an id
// (for the command line), a title, the plan and GPU model they follow, and the key number a
// slide puts beside the chart.
#pragma once

#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_builders.h"

namespace fleetcost::ui {

struct CatalogChart {
  QString id;         // "cumulative", "monthly", "present-value", "capacity", ...
  QString title;      // "Cumulative cost"
  QString subject;    // what it follows: "Hybrid — Tokyo, NVIDIA H100" (may be empty)
  QString keyNumber;  // "Cheapest: Rent reserved — Tokyo, ¥5.50 billion"
  ChartBuilder build;
};

// The plan the detail charts follow: the best owning plan, or the cheapest when there is none.
int focusPlan(const ScenarioResult& result);
// The GPU model with the most demand over the horizon (-1 without demand).
int focusGpu(const ScenarioResult& result);

// Every chart, in report order (the results panel's tab order). The detail charts follow `plan`
// and `gpu` (-1: focusPlan and focusGpu). The result must outlive the returned builders.
std::vector<CatalogChart> catalogCharts(const ScenarioResult& result, int plan = -1, int gpu = -1);

// The ids, for help texts: "cumulative, monthly, present-value, ...".
QStringList catalogChartIds();

}  // namespace fleetcost::ui
