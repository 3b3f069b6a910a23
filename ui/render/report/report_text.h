// The words and tables of a report, as HTML fragments for a QTextDocument: the executive
// summary in plain sentences, key figures, yearly cash flows, warnings, tax rules and method
// notes (the assumptions register is assumptions_register.h).
#pragma once

#include <QLocale>
#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost {
struct ThresholdAnalysis;
}

namespace fleetcost::ui {

QString executiveSummaryHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString keyFiguresHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString yearlyCashFlowsHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString warningsHtml(const ScenarioResult& result);
QString taxRulesHtml(const Scenario& scenario, const QLocale& locale = QLocale());
QString methodNotesHtml(const ScenarioResult& result);
// Side by side; with `thresholds` (per scenario, may be null), what it takes for owning to win.
QString comparisonHtml(const std::vector<const ScenarioResult*>& results,
                       const std::vector<QString>& names, const QLocale& locale = QLocale(),
                       const std::vector<const ThresholdAnalysis*>& thresholds = {});

}  // namespace fleetcost::ui
