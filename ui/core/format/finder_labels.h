// Words for the plan finder's results (docs/finder.md), shared by the finder view and the report:
// a supply as people say it, a binding limit with its use and month, the search and exactness
// lines.
#pragma once

#include <QLocale>
#include <QString>

#include "model/finder/plan_finder.h"

namespace fleetcost::ui {

// "Colocate — Site One", "Rent reserved — Tokyo (provider X)", "Hosted API — Provider Y": the
// strategy's label and the site's or region's name in the scenario (its id when unnamed).
QString supplyLabel(Strategy strategy, const Assignment& supply, const Scenario& scenario);
QString supplyLabel(const SupplyOption& option, const Scenario& scenario);
QString supplyLabel(const PortfolioSupply& supply, const Scenario& scenario);

// "w1: Colocate — Site One; w2: Rent reserved — Region One"
QString candidateSupplies(const FinderResult& result, const FinderCandidate& candidate,
                          const Scenario& scenario);

// "Tokyo wholesale power envelope: 1,200 of 1,200 kW in 2028-04"
QString limitLabel(const BindingLimit& limit, const QString& currency, const QLocale& locale);

// "Searched 16 assignments of workloads to supplies (workloads: 2, supplies: 4): 16 priced, 14
// feasible, from 12 evaluations of supplies for sets of workloads." (no plurals: counts follow
// a colon)
QString searchedLine(const FinderResult& result, const QLocale& locale);
// "Exact: every assignment priced.", "Best within 2.1 % of a proven lower bound.", or that the
// search was stopped.
QString exactnessLine(const FinderResult& result, const QLocale& locale);

// "Present value", "Present value after tax", "P95 of present value"
QString objectiveLabel(FinderObjective objective);

// "33.3 %"
QString shareLabel(double share, const QLocale& locale);

}  // namespace fleetcost::ui
