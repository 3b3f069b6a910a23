// Picking the headline figures.
#include "model/results/key_figures.h"

namespace fleetcost {

KeyFigures keyFigures(const ScenarioResult& r) {
  KeyFigures k;
  for (int j = 0; j < static_cast<int>(r.plans.size()); ++j) {
    const PlanResult& plan = r.plans[j];
    const auto cheaper = [&](int incumbent) {
      return incumbent < 0 || plan.pvCost < r.plans[incumbent].pvCost;
    };
    if (cheaper(k.cheapestPlan)) k.cheapestPlan = j;
    if (isOwning(plan.strategy)) {
      if (cheaper(k.bestOwning)) k.bestOwning = j;
    } else if (isRenting(plan.strategy) && cheaper(k.bestRenting)) {
      k.bestRenting = j;
    }
  }
  if (k.bestOwning >= 0 && k.bestRenting >= 0) {
    k.owningSavingPv = r.plans[k.bestRenting].pvCost - r.plans[k.bestOwning].pvCost;
    k.bestOwningOwnsServers = r.plans[k.bestOwning].ownsServers;
    for (const BreakEven& b : r.breakeven)
      if (b.owningPlan == k.bestOwning && b.rentingPlan == k.bestRenting) {
        k.breakEvenMonth = b.month;
        k.discountedBreakEvenMonth = b.discountedMonth;
        k.irr = b.irr;
      }
  }
  return k;
}

}  // namespace fleetcost
