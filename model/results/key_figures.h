// The headline figures of a scenario's result: the cheapest plan, the best owning and best
// renting plans (by present value, per strategy as MODEL.md §7 chooses them), what owning saves
// or costs, when it breaks even, cost per GPU-hour and CO2.
#pragma once

#include <optional>

#include "model/results/scenario_result.h"

namespace fleetcost {

struct KeyFigures {
  int cheapestPlan = -1;  // lowest pv_cost
  int bestOwning = -1;    // lowest pv_cost among colocate and hybrid plans
  int bestRenting = -1;   // lowest pv_cost among renting plans
  // pv(best renting) - pv(best owning): positive when owning is cheaper.
  std::optional<double> owningSavingPv;
  // Break-even of the best owning plan against the best renting plan (null: never, or no pair).
  std::optional<int> breakEvenMonth;
  std::optional<int> discountedBreakEvenMonth;
  std::optional<double> irr;
  bool bestOwningOwnsServers = false;
};

KeyFigures keyFigures(const ScenarioResult& result);

}  // namespace fleetcost
