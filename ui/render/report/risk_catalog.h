// The risk charts a report, a slide export and the presentation show for a scenario (issue 5):
// the tornado, the Monte Carlo distribution and the break-even map as catalog charts with their
// key numbers, and the risk section's sentences for the report.
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>
#include <memory>
#include <vector>

#include "model/risk/risk_analyses.h"
#include "ui/render/report/chart_catalog.h"

namespace fleetcost::ui {

// "tornado", "risk-distribution", "breakeven-map": the Risk view's tabs, in order.
QStringList riskChartIds();

// The risk charts the analyses have data for; `tornado` indexes the sensitivity's tornados (0:
// the difference when there is one). The builders keep the analyses alive.
std::vector<CatalogChart> riskCharts(const std::shared_ptr<const RiskAnalyses>& analyses,
                                     const QLocale& locale = QLocale(), int tornado = 0);

// The report's risk section in plain sentences (HTML): how many figures have a range, the
// probability that owning is cheaper, the spread of the difference and of the break-even month,
// and the three largest swings; or why there is no analysis.
QString riskSummaryHtml(const RiskAnalyses& analyses, const QLocale& locale);

}  // namespace fleetcost::ui
