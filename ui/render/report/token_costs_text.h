// The report's table of cost per million tokens, every plan side by side for each token workload
// (docs/MODEL.md §12.1): how self-hosting compares with a hosted API per token.
#pragma once

#include <QLocale>
#include <QString>

#include "model/results/scenario_result.h"

namespace fleetcost::ui {

// An <h3> heading, a sentence and the table; empty when no workload is sized in tokens.
QString tokenCostsHtml(const ScenarioResult& result, const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
