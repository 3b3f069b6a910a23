// Renting plans (MODEL.md §4.1, §4.2): on demand, or reserved in units per term with the
// overflow on demand, choosing each term's reservation by present value.
#pragma once

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// reservedByTerm: per used GPU model, fixed GPUs per term (risk analyses hold the base case's
// choice); empty = search each term.
PlanResult evaluateRentingPlan(const PreparedScenario& p, const PreparedPlan& plan,
                               const std::vector<std::vector<long long>>* reservedByTerm = nullptr);

}  // namespace fleetcost
