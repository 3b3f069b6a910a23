// The plan finder's words and tables as HTML fragments (docs/finder.md), for the report's "How
// the plan was found" page and the finder view's detail area: what was searched, the ranked
// plans, and for #1 its cost by supply and by workload, what separates it from #2 and the limits
// it comes close to.
#pragma once

#include <QLocale>
#include <QString>

#include "model/finder/plan_finder.h"

namespace fleetcost::ui {

// "+US$12,000.00", "−US$3.00", "US$0.00"
QString signedMoney(double amount, const QString& currency, const QLocale& locale);

// What was searched, how exact the ranking is, and the scenario's best own plan.
QString finderSearchHtml(const FinderResult& result, const QString& currency,
                         const QLocale& locale);
// The first `rows` ranked plans: rank (and equal alternatives), present value, against #1 and
// the best own plan, peak fiscal-year capex, rented share, P95 when computed, the supplies.
QString finderRankedHtml(const FinderResult& result, const Scenario& scenario,
                         const QString& currency, const QLocale& locale, int rows);
// #1: its cost by supply and by workload, what separates it from #2, its limits.
QString finderBestHtml(const FinderResult& result, const Scenario& scenario,
                       const QString& currency, const QLocale& locale);
// Ranked plan `rank` (0: #1, then finderBestHtml and the exactness line follow): its supplies,
// present value, capex by fiscal year and how it differs from #1.
QString finderCandidateHtml(const FinderResult& result, int rank, const Scenario& scenario,
                            const QString& currency, const QLocale& locale);

}  // namespace fleetcost::ui
