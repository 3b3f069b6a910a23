// Capacity blocks and take-or-pay commitments of a rent_reserved plan (docs/MODEL.md §16): the
// exact per-term search, a term's flows and what the result reports.
#include "model/plans/capacity_blocks.h"

#include <algorithm>

#include "model/plans/renting.h"
#include "model/util/rounding.h"

namespace fleetcost {

// The exact search of MODEL.md §16.2 for GPU model g in months [start, end).
TermChoice chooseTermWithBlocks(const PreparedScenario& p, int g, const PreparedOffer& o, int start,
                                int end) {
  const double unit = o.unitGpus;
  const double weekToMonth = kHoursPerMonth / kHoursPerWeek;
  const long long top = countFrom(ceilTolerant(p.demand.maxPeak(g, start, end) / unit));
  const std::size_t levels = static_cast<std::size_t>(top) + 1;
  const DemandCurves::GpuCurves curves = p.demand.curves(g);
  const bool blocks = !o.blockByMonth.empty();
  const int commitOptions = o.commitmentByMonth.empty() ? 1 : 2;
  const double reservedPrice = o.reservedByMonth[start];
  double termDiscount = 0.0;
  for (int m = start; m < end; ++m) termDiscount += p.discount[m + 1];
  struct Period {
    int from = 0, to = 0;
    double unitBlockPv = 0;         // Σ_{m∈j} d(m) u HPM p_b(j)
    std::vector<long long> best;    // best_j(n)
    std::vector<double> bestValue;  // h_j(best_j(n))
  };
  std::vector<Period> periods;
  for (int from = start; from < end; from += o.blockPeriodMonths)
    periods.push_back(Period{from, std::min(from + o.blockPeriodMonths, end), 0, {}, {}});
  TermChoice choice;
  double choiceValue = 0.0;
  for (int kappa = 0; kappa < commitOptions; ++kappa) {
    const double committedPrice = kappa ? o.commitmentByMonth[start] : 0.0;
    for (Period& j : periods) {
      const double blockPrice = blocks ? o.blockByMonth[j.from] : 0.0;
      j.unitBlockPv = 0.0;
      for (int m = j.from; m < j.to; ++m)
        j.unitBlockPv += p.discount[m + 1] * unit * kHoursPerMonth * blockPrice;
      // h_j(t) = Σ_{m∈j} d(m) [t u HPM p_b(j) + V_m(t u)].
      const auto h = [&](long long t) {
        double value = 0.0;
        for (int m = j.from; m < j.to; ++m) {
          int cursor = -1;
          const double above = weekToMonth * curves.above(m, static_cast<double>(t) * unit, cursor);
          const double overflow = kappa ? std::max(above, o.commitmentGpuHours) * committedPrice
                                        : above * o.onDemandByMonth[m];
          value += p.discount[m + 1] *
                   (static_cast<double>(t) * unit * kHoursPerMonth * blockPrice + overflow);
        }
        return value;
      };
      j.best.assign(levels, 0);
      j.bestValue.assign(levels, 0.0);
      for (long long n = top; n >= 0; --n) {
        const double here = h(n);
        const std::size_t at = static_cast<std::size_t>(n);
        if (blocks && n < top && beatsIncumbent(j.bestValue[at + 1], here)) {
          j.best[at] = j.best[at + 1];
          j.bestValue[at] = j.bestValue[at + 1];
        } else {
          j.best[at] = n;
          j.bestValue[at] = here;
        }
      }
    }
    // F(n_R), scanned upward; the smaller n_R on ties.
    long long bestN = 0;
    double bestF = 0.0;
    for (long long n = 0; n <= top; ++n) {
      const double reservedUnits = static_cast<double>(n);
      double f = termDiscount * reservedUnits * unit * reservedPrice;
      for (const Period& j : periods)
        f += j.bestValue[static_cast<std::size_t>(n)] - j.unitBlockPv * reservedUnits;
      if (n == 0 || beatsIncumbent(f, bestF)) {
        bestF = f;
        bestN = n;
      }
    }
    if (kappa == 0 || beatsIncumbent(bestF, choiceValue)) {
      choiceValue = bestF;
      choice.reserved = bestN * static_cast<long long>(unit);
      choice.committed = kappa;
      choice.blocks.assign(end - start, 0);
      for (const Period& j : periods)
        for (int m = j.from; m < j.to; ++m)
          choice.blocks[m - start] =
              (j.best[static_cast<std::size_t>(bestN)] - bestN) * static_cast<long long>(unit);
    }
  }
  return choice;
}

// A term's flows where the offer sells blocks or a commitment (docs/MODEL.md §16.3): R and the
// month's blocks in rental_reserved; above them on demand, or the committed hours (at least C)
// in rental_reserved. Returns their nominal cost.
double blockAndCommitmentFlows(const PreparedOffer& o, const DemandCurves::GpuCurves& curves,
                               const PlanDecisions& d, int g, int term, int start, int end,
                               double reserved, double* reservedFlow, double* onDemandFlow) {
  const double reservedCost = reserved * o.reservedByMonth[start];
  // Held decisions from a result that reports no blocks (its offers sell a commitment only) or
  // no commitment read as none.
  const bool committed = g < static_cast<int>(d.committed.size()) &&
                         term < static_cast<int>(d.committed[g].size()) &&
                         d.committed[g][term] != 0;
  const bool anyBlocks = g < static_cast<int>(d.blocks.size()) && !d.blocks[g].empty();
  double cost = 0.0;
  for (int m = start; m < end; ++m) {
    const double blocks = anyBlocks && m < static_cast<int>(d.blocks[g].size())
                              ? static_cast<double>(d.blocks[g][m])
                              : 0.0;
    const int periodStart = start + (m - start) / o.blockPeriodMonths * o.blockPeriodMonths;
    const double blockCost = blocks > 0.0 && !o.blockByMonth.empty()
                                 ? blocks * kHoursPerMonth * o.blockByMonth[periodStart]
                                 : 0.0;
    int cursor = -1;
    const double above = gpuHoursAboveReservation(curves, m, reserved + blocks, cursor);
    double contracted = reservedCost + blockCost, onDemand = 0.0;
    if (committed && !o.commitmentByMonth.empty())
      contracted += std::max(above, o.commitmentGpuHours) * o.commitmentByMonth[start];
    else
      onDemand = above * o.onDemandByMonth[m];
    reservedFlow[m + 1] += contracted;
    onDemandFlow[m + 1] += onDemand;
    cost += contracted + onDemand;
  }
  return cost;
}

// The plan's blocks and commitments into its result, when some offer of it sells them.
void reportBlocksAndCommitments(const PreparedScenario& p, const PreparedPlan& plan,
                                const PlanDecisions& d, PlanResult& r) {
  const int G = static_cast<int>(p.gpus.size());
  bool blocks = false, commitments = false;
  for (int g = 0; g < G; ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    blocks = blocks || !o.blockByMonth.empty();
    commitments = commitments || !o.commitmentByMonth.empty();
  }
  if (blocks) r.blockGpus.assign(G, std::vector<long long>(p.horizon, 0));
  if (commitments) r.committed.resize(G);
  for (int g = 0; g < G; ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    if (blocks && g < static_cast<int>(d.blocks.size()) &&
        static_cast<int>(d.blocks[g].size()) == p.horizon)
      r.blockGpus[g] = d.blocks[g];
    if (!commitments) continue;
    r.committed[g].assign(termCount(o, p.horizon), 0);
    if (g < static_cast<int>(d.committed.size()))
      for (std::size_t t = 0; t < d.committed[g].size() && t < r.committed[g].size(); ++t)
        r.committed[g][t] = d.committed[g][t];
  }
}

}  // namespace fleetcost
