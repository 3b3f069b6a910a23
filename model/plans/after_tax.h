// The after-tax view and lease financing (MODEL.md §6, §9), applied to a plan already evaluated
// before tax: a leased owning plan pays lease instalments instead of buying (no hardware, no
// resale); with after_tax every deduction's tax effect goes into the `tax` category, at the rate of
// the site's region for owned costs and of the offer's region for rental. The fleet, the caps and
// the reservations stay as chosen before tax.
#pragma once

#include "model/plans/owning.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// Whether §6 changes this plan.
bool needsLeaseOrTax(const PreparedScenario& p, const PreparedPlan& plan);

// Replaces hardware and residual by lease instalments and adds the tax category; the caller
// totals the flows afterwards. `detail` (with the cohorts) is required for owning plans; with
// `report`, the cost charged to each GPU model follows (it needs detail's shared site costs).
void applyLeaseAndTax(const PreparedScenario& p, const PreparedPlan& plan,
                      const OwningDetail* detail, bool report, PlanResult& result);

}  // namespace fleetcost
