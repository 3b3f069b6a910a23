// The parts of the executive summary that need the analyses (HTML fragments for the report):
// the drivers that decide the answer — the inputs that move owning minus renting most, with
// their values, ranges and sources — and what it takes for owning to win (the thresholds).
#pragma once

#include <QLocale>
#include <QString>

#include "model/risk/risk_analyses.h"

namespace fleetcost::ui {

// The `count` largest swings of the owning-minus-renting tornado as a table (input, today's
// value, range, the difference at low and at high, source and date); empty without one.
QString driversHtml(const RiskAnalyses& analyses, const QLocale& locale = QLocale(),
                    int count = 5);

// The pair compared and the most informative thresholds, as sentences; empty without a result.
QString thresholdsHtml(const ThresholdAnalysis& analysis, const QLocale& locale = QLocale());

}  // namespace fleetcost::ui
