// The one list of a result's charts: each kind's id (for the command line), tab and full titles,
// what it follows and how it is drawn; the results panel's tabs, the report, the slide export
// and the presentation all take their charts from it, with the key number a slide shows.
#pragma once

#include <QString>
#include <span>
#include <vector>

#include "model/results/scenario_result.h"
#include "ui/render/charts/chart_builders.h"

namespace fleetcost::ui {

// What a chart needs besides the result: a GPU model with demand, or an owning plan to follow.
enum class ChartNeeds { Nothing, Gpu, OwningPlan };

// A kind of result chart. The titles are source texts of context "ChartCatalog" (translate with
// chartTabTitle / chartTitle).
struct ChartKind {
  const char* id;        // "cumulative", "monthly", "present-value", "capacity", ...
  const char* tabTitle;  // "Cumulative"
  const char* title;     // "Cumulative cost by plan"
  ChartNeeds needs;
  bool followsPlan;  // drawn for the chosen plan (the plan selector matters)
  ResultChartDraw draw;
  // The number a slide puts beside the chart ("Peak demand 120 GPUs").
  QString (*keyNumber)(const ScenarioResult& result, int plan, int gpu);
};

// Every kind, in report order (the results panel's tab order).
std::span<const ChartKind> chartKinds();
QString chartTabTitle(const ChartKind& kind);
QString chartTitle(const ChartKind& kind);
// Whether `kind` can be drawn for `plan` and `gpu` of `result`.
bool chartAvailable(const ChartKind& kind, const ScenarioResult& result, int plan, int gpu);

struct CatalogChart {
  QString id;         // the kind's id
  QString title;      // "Cumulative cost"
  QString subject;    // what it follows: "Hybrid — Tokyo, NVIDIA H100" (may be empty)
  QString keyNumber;  // "Cheapest: Rent reserved — Tokyo, ¥5.50 billion"
  ChartBuilder build;
};

// The plan the detail charts follow: the best owning plan, or the cheapest when there is none.
int focusPlan(const ScenarioResult& result);
// The GPU model with the most demand over the horizon (-1 without demand).
int focusGpu(const ScenarioResult& result);

// The charts available for the result, in catalog order. The detail charts follow `plan` and
// `gpu` (-1: focusPlan and focusGpu). The result must outlive the returned builders.
std::vector<CatalogChart> catalogCharts(const ScenarioResult& result, int plan = -1, int gpu = -1);

// The ids, for help texts: "cumulative, monthly, present-value, ...".
QStringList catalogChartIds();

}  // namespace fleetcost::ui
