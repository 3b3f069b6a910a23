// The flows of a portfolio plan (docs/MODEL.md §13): each part's typed plan evaluated by the one
// engine on the part's own compiled scenario, under the part's decisions, and added up date by
// date; reported series are mapped to the scenario's GPU models and workloads.
#pragma once

#include "model/plans/plan_evaluation.h"

namespace fleetcost {

// Adds every part's flows into `r` (reset by the caller; totals are the caller's). With `report`,
// also the fleet series, racks, energy, burst, CO2, the cost charged to each GPU model, the API
// offer of each workload and each part's own result (r.parts).
void portfolioPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                        const PlanDecisions& decisions, bool report, PlanResult& r);

}  // namespace fleetcost
