// The words and tables of a report, as HTML fragments for a QTextDocument: the executive
// summary in plain sentences, key figures, yearly cash flows, warnings, the assumptions register
// (every stated figure with its source and date, overrides marked, tax rules) and method notes.
#pragma once

#include <QLocale>
#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost::ui {

QString executiveSummaryHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString keyFiguresHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString yearlyCashFlowsHtml(const ScenarioResult& result, const QLocale& locale = QLocale());
QString warningsHtml(const ScenarioResult& result);
QString assumptionsHtml(const Scenario& scenario, const QLocale& locale = QLocale());
QString taxRulesHtml(const Scenario& scenario, const QLocale& locale = QLocale());
QString methodNotesHtml(const ScenarioResult& result);
QString comparisonHtml(const std::vector<const ScenarioResult*>& results,
                       const std::vector<QString>& names, const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
