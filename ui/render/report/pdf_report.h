// The PDF report of a scenario (or a comparison of scenarios), A4 or Letter, for a board: a
// first page with the answer, the inputs that decide it and what it takes for owning to win;
// key figures and every results chart, two to a page; how the plan finder found the best mix of
// supplies (its top five, Pareto chart and explanation); the risk analyses (tornado, Monte Carlo,
// break-even map) when given; yearly cash flows; warnings, method and tax rules; and the
// assumptions register with numbered sources. Needs a QGuiApplication (the command line runs on
// the offscreen platform).
#pragma once

#include <QLocale>
#include <QPageSize>
#include <QString>
#include <memory>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost {
struct RiskAnalyses;
struct ThresholdAnalysis;
}  // namespace fleetcost

namespace fleetcost::ui {

// What the analyses of one scenario add to a report (each may be missing).
struct ScenarioAnalyses {
  // model/risk/risk_analyses.h: the risk section, and the drivers of the executive summary.
  std::shared_ptr<const RiskAnalyses> risk;
  // What it takes for owning to win (analyseThresholds), in the executive summary.
  std::shared_ptr<const ThresholdAnalysis> thresholds;
};

struct ReportOptions {
  QPageSize::PageSizeId pageSize = QPageSize::A4;
  QString workbookName;  // shown on the cover
  QLocale locale;
  // The scenario's analyses (a scenario report); none: no risk section, no drivers, no
  // thresholds.
  std::shared_ptr<const RiskAnalyses> risk;
  std::shared_ptr<const ThresholdAnalysis> thresholds;
  // A comparison: each scenario's, in the order of the scenarios (may be shorter).
  std::vector<ScenarioAnalyses> scenarioAnalyses;
  // A scenario report runs the plan finder (top 5, 2 threads) for its "How the plan was found"
  // page, when the scenario can be searched.
  bool planFinder = true;
};

// One scenario. Returns an empty string on success, otherwise what went wrong.
QString writeScenarioReport(const QString& path, const Scenario& scenario,
                            const ScenarioResult& result, const ReportOptions& options);

// Two or more scenarios: side by side (with each one's thresholds), then each scenario's
// summary and key charts, then one assumptions register for them all.
QString writeComparisonReport(const QString& path, const std::vector<const Scenario*>& scenarios,
                              const std::vector<const ScenarioResult*>& results,
                              const ReportOptions& options);

}  // namespace fleetcost::ui
