// A portfolio plan's parts (docs/MODEL.md §13): its assignments grouped by supply — what is owned
// at one site is one part, renting and APIs one part per strategy, region and provider — each
// compiled as a scenario of its own workloads with one typed plan.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

// The parts of plan `j` (a portfolio) of `s`, which `p` compiles; problems of a part's plan
// (a missing offer, a server that does not fit) are reported at the part's first assignment.
std::vector<PortfolioPart> preparePortfolio(const Scenario& s, const PreparedScenario& p, int j,
                                            Problems& problems);

// A pointer into part `part`'s compiled scenario as a pointer into the workbook: the part's plan
// fields are its first assignment's (financing stays the portfolio's), its workloads the
// scenario's. `planAt` is the portfolio's pointer.
std::string pointerOfPart(const std::string& pointer, const std::string& planAt,
                          const PortfolioPart& part);

// The scenario with no workloads and no plans, to which a part's are added: made once per
// portfolio (or finder search), so that a part copies only its own workloads.
Scenario partBase(const Scenario& s);

// The typed plan of assignment `a` of portfolio `plan`, as the part compiles it: the portfolio's
// name and financing, the assignment's strategy, site, rental region and providers.
Plan typedPlanOf(const Plan& plan, const Assignment& a);

}  // namespace fleetcost
