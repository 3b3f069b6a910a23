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

// Present value of each category of a plan: Σ_t flows[c][t] * discount[t].
std::vector<double> presentValueByCategory(const ScenarioResult& result, int plan);

// The year a flow dated t belongs to: ceil(t / 12), date 0 in year 1.
int yearOfDate(int t);

}  // namespace fleetcost::ui
