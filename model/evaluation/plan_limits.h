// The limits that decide real plans (docs/MODEL.md §13.4), checked on evaluated plans: a site's
// power envelope and racks (a plan above them is a problem naming the site, the month and by how
// much), the capex budget per fiscal year and the largest rented share (warnings with the same
// detail). Portfolio plans are checked part by part at each part's site.
#pragma once

#include <optional>
#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// Capex of a plan per fiscal year of p.calendar: servers bought (the hardware flow, with install
// and network), and rack set-up fees and cooling capex of the racks it adds (ΔR of §4.4).
std::vector<double> capexByFiscalYear(const PreparedScenario& p, const PreparedPlan& plan,
                                      const PlanResult& r);

// GPU-hours a plan rents or buys as API tokens: the burst of an owning plan, all demand of
// the others; a portfolio's parts each by their own rule.
double rentedGpuHours(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& r);

// The kW an owning plan's result uses at `site` in month m: what the per-kW fee is charged on
// (§4.4, reading 57), Racks(m) * feeKwPerRack + Σ_g Owned_g(m) * feeKwPerServer_g.
double usedKw(const PreparedScenario& p, const PreparedSite& site, const PlanResult& r, int m);
// The site's power envelope in month m (the later one from its month on), if it states one.
std::optional<double> powerEnvelopeKw(const PreparedSite& site, int m);

// The envelope and rack problems of plan j (reported results, `r.racks` and fleet series set).
void siteLimitProblems(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& r,
                       Problems& problems);

// The budget and rented-share warnings of every plan.
std::vector<Warning> budgetWarnings(const PreparedScenario& p,
                                    const std::vector<PlanResult>& plans);

}  // namespace fleetcost
