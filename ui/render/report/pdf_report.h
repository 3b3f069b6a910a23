// The PDF report of a scenario (or a comparison of scenarios), A4 or Letter: cover, executive
// summary, key figures, every results chart (drawn as vectors), the risk analyses (tornado,
// Monte Carlo, break-even map) when given, yearly cash flows, warnings, the
// assumptions register with tax rules, and method notes. Needs a QGuiApplication (the command
// line runs on the offscreen platform).
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
}

namespace fleetcost::ui {

struct ReportOptions {
  QPageSize::PageSizeId pageSize = QPageSize::A4;
  QString workbookName;  // shown on the cover
  QLocale locale;
  // The scenario's risk analyses (model/risk/risk_analyses.h) for the report's risk section; none:
  // no risk section.
  std::shared_ptr<const RiskAnalyses> risk;
};

// One scenario. Returns an empty string on success, otherwise what went wrong.
QString writeScenarioReport(const QString& path, const Scenario& scenario,
                            const ScenarioResult& result, const ReportOptions& options);

// Two or more scenarios: a comparison, then each scenario's summary and key figures.
QString writeComparisonReport(const QString& path, const std::vector<const Scenario*>& scenarios,
                              const std::vector<const ScenarioResult*>& results,
                              const ReportOptions& options);

}  // namespace fleetcost::ui
