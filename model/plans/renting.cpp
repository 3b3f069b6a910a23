// On-demand and reserved rental flows, the per-term reservation search, and rental CO2.
#include "model/plans/renting.h"

#include "model/plans/plan_totals.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

constexpr double kWeekToMonth = kHoursPerMonth / kHoursPerWeek;

// Present value of a term's flows with R GPUs reserved. `cursors` (one per month of the term)
// remember where each month's sorted demand crossed the last R, as R only grows in the search.
double termPresentValue(const PreparedScenario& p, int g, const PreparedOffer& o, int start,
                        int end, double reserved, std::vector<int>& cursors) {
  const double price = o.reservedByMonth[start];
  double pv = 0.0;
  for (int m = start; m < end; ++m) {
    const double above = p.demand.sumAboveFrom(g, m, reserved, cursors[m - start]);
    const double onDemand = kWeekToMonth * above * o.onDemandByMonth[m];
    pv += (reserved * price + onDemand) * p.discount[m + 1];
  }
  return pv;
}

// R = n * u minimising the term's present value; ties go to the smaller R. The present value
// is convex in R (a line plus Σ_k max(D - R, 0), itself convex), so once it rises no later
// candidate can beat the incumbent and the scan stops.
long long chooseReservation(const PreparedScenario& p, int g, const PreparedOffer& o, int start,
                            int end) {
  const double unit = o.unitGpus;
  const long long units = countFrom(ceilTolerant(p.demand.maxPeak(g, start, end) / unit));
  std::vector<int> cursors(end - start, 0);
  long long best = 0;
  double bestPv = termPresentValue(p, g, o, start, end, 0.0, cursors);
  double previous = bestPv;
  for (long long n = 1; n <= units; ++n) {
    const double pv = termPresentValue(p, g, o, start, end, n * unit, cursors);
    if (beatsIncumbent(pv, bestPv)) {
      bestPv = pv;
      best = n;
    }
    if (pv > previous && pv > bestPv) break;
    previous = pv;
  }
  return best * static_cast<long long>(unit);
}

}  // namespace

PlanResult evaluateRentingPlan(const PreparedScenario& p, const PreparedPlan& plan,
                               const std::vector<std::vector<long long>>* reservedByTerm) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  PlanResult r = emptyPlanResult(p, plan);
  const bool reserving = plan.strategy == Strategy::RentReserved;
  if (reserving) r.reserved.assign(G, {});
  double co2Kg = 0.0;
  for (int g = 0; g < G; ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    const double grid = o.region >= 0 ? p.regions[o.region].gridKgCo2PerKwh : 0.0;
    double gpuCost = 0.0;
    for (int m = 0; m < H; ++m) {
      r.burstGpuHours[g][m] = p.demand.gpuHours(g, m);
      co2Kg += p.demand.gpuHours(g, m) * o.kwhPerGpuHour * grid;
    }
    if (!reserving) {
      for (int m = 0; m < H; ++m) {
        const double cost = p.demand.gpuHours(g, m) * o.onDemandByMonth[m];
        r.flow(Category::RentalOnDemand)[m + 1] += cost;
        gpuCost += cost;
      }
      r.costByGpu[g] = gpuCost;
      continue;
    }
    int term = 0;
    for (int start = 0; start < H; start += o.termMonths, ++term) {
      const int end = std::min(start + o.termMonths, H);
      const long long reserved = reservedByTerm && g < static_cast<int>(reservedByTerm->size()) &&
                                         term < static_cast<int>((*reservedByTerm)[g].size())
                                     ? (*reservedByTerm)[g][term]
                                     : chooseReservation(p, g, o, start, end);
      r.reserved[g].push_back(reserved);
      const double price = o.reservedByMonth[start];
      for (int m = start; m < end; ++m) {
        const double fixed = reserved * price;
        const double onDemand =
            kWeekToMonth * p.demand.sumAbove(g, m, double(reserved)) * o.onDemandByMonth[m];
        r.flow(Category::RentalReserved)[m + 1] += fixed;
        r.flow(Category::RentalOnDemand)[m + 1] += onDemand;
        gpuCost += fixed + onDemand;
      }
    }
    r.costByGpu[g] = gpuCost;
  }
  r.co2Tonnes = co2Kg / 1000.0;
  finishPlanTotals(p, r);
  return r;
}

}  // namespace fleetcost
