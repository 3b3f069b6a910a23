// Break-even dates and pairs.
#include "model/results/breakeven.h"

#include <algorithm>
#include <cmath>

#include "model/finance/irr.h"

namespace fleetcost {

std::optional<int> breakEvenDate(const Series& owning, const Series& renting) {
  if (owning.empty() || owning.size() != renting.size()) return std::nullopt;
  const int H = static_cast<int>(owning.size()) - 1;
  if (owning[H] > renting[H] + kBreakEvenTolerance) return std::nullopt;
  int t = H;
  while (t > 0 && owning[t - 1] <= renting[t - 1] + kBreakEvenTolerance) --t;
  return t;
}

std::vector<double> monthlySavings(const Series& owning, const Series& renting) {
  std::vector<double> saving(owning.size());
  for (std::size_t t = 0; t < saving.size(); ++t) {
    const double d = renting[t] - owning[t];
    const double noise =
        std::max(kBreakEvenTolerance, 1e-9 * std::max(std::fabs(renting[t]), std::fabs(owning[t])));
    saving[t] = std::fabs(d) <= noise ? 0.0 : d;
  }
  return saving;
}

std::vector<BreakEven> breakEvenPairs(const std::vector<PlanResult>& plans) {
  std::vector<BreakEven> pairs;
  for (std::size_t a = 0; a < plans.size(); ++a) {
    if (!isOwning(plans[a].strategy) || !plans[a].ownsServers) continue;
    for (std::size_t b = 0; b < plans.size(); ++b) {
      if (!isRenting(plans[b].strategy)) continue;
      BreakEven pair;
      pair.owningPlan = static_cast<int>(a);
      pair.rentingPlan = static_cast<int>(b);
      pair.month = breakEvenDate(plans[a].cumulative, plans[b].cumulative);
      pair.discountedMonth = breakEvenDate(plans[a].pvCumulative, plans[b].pvCumulative);
      pair.irr = annualIrr(monthlySavings(plans[a].total, plans[b].total));
      pairs.push_back(pair);
    }
  }
  return pairs;
}

}  // namespace fleetcost
