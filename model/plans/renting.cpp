// On-demand and reserved rental flows, the per-term reservation search, and rental CO2.
#include "model/plans/renting.h"

#include <algorithm>
#include <cmath>

#include "model/util/rounding.h"

namespace fleetcost {

namespace {

constexpr double kWeekToMonth = kHoursPerMonth / kHoursPerWeek;

int termCount(const PreparedOffer& o, int horizon) {
  return (horizon + o.termMonths - 1) / o.termMonths;
}

// One term's months for the search: each month's demand curve, prices and discount factor.
struct TermMonth {
  MonthCurve curve;
  double onDemand = 0, discount = 0;
  int cursor = 0;  // where the month's demand classes crossed the last R (R only grows)
};

// Present value of a term's flows with R GPUs reserved at `price` per GPU-month.
double termPresentValue(std::vector<TermMonth>& months, double price, double reserved) {
  double pv = 0.0;
  for (TermMonth& x : months) {
    const double above = x.curve.aboveFrom(reserved, x.cursor);
    const double onDemand = kWeekToMonth * above * x.onDemand;
    pv += (reserved * price + onDemand) * x.discount;
  }
  return pv;
}

// The lowest hourly demand of the term's months.
double lowestDemand(const std::vector<TermMonth>& months) {
  double lowest = months.empty() ? 0.0 : months[0].curve.peak;
  for (const TermMonth& x : months)
    lowest = std::min(lowest, x.curve.classes > 0 ? x.curve.demand(0) : 0.0);
  return lowest > 0.0 ? lowest : 0.0;
}

// R = n * u minimising the term's present value; ties go to the smaller R. The present value
// is convex in R (a line plus Σ_k max(D - R, 0), itself convex), so once it rises no later
// candidate can beat the incumbent and the scan stops. Up to the term's lowest hourly demand
// every reserved GPU is busy every hour, so the present value falls by the same amount at each
// unit: when that is well beyond the search margin, every one of those candidates beats the one
// before, and the scan can start at the last of them.
long long chooseReservation(const PreparedScenario& p, int g, const PreparedOffer& o, int start,
                            int end) {
  const double unit = o.unitGpus;
  const long long units = countFrom(ceilTolerant(p.demand.maxPeak(g, start, end) / unit));
  std::vector<TermMonth> months(end - start);
  for (int m = start; m < end; ++m)
    months[m - start] = TermMonth{p.demand.curve(g, m), o.onDemandByMonth[m], p.discount[m + 1]};
  const double price = o.reservedByMonth[start];
  long long best = 0;
  double bestPv = termPresentValue(months, price, 0.0);
  double fallPerUnit = 0.0;  // -dPV per unit while every hour is above R: u Σ (730 p_od - p) d
  for (const TermMonth& x : months)
    fallPerUnit += (kHoursPerMonth * x.onDemand - price) * x.discount;
  fallPerUnit *= unit;
  const long long busy = std::min(units, countFrom(fastFloor(lowestDemand(months) / unit)));
  if (busy > 1 && fallPerUnit > 1e-6 * std::max(1.0, std::fabs(bestPv))) {
    best = busy;
    bestPv = termPresentValue(months, price, busy * unit);
  }
  double previous = bestPv;
  for (long long n = best + 1; n <= units; ++n) {
    const double pv = termPresentValue(months, price, n * unit);
    if (beatsIncumbent(pv, bestPv)) {
      bestPv = pv;
      best = n;
    }
    if (pv > previous && pv > bestPv) break;
    previous = pv;
  }
  return best * static_cast<long long>(unit);
}

// One term's choice where the offer sells capacity blocks or a commitment (docs/MODEL.md §16.2):
// R reserved, each block period's block GPUs, and whether the term is committed.
struct TermChoice {
  long long reserved = 0;
  std::vector<long long> blocks;  // per month of the term
  int committed = 0;
};

// The exact search of MODEL.md §16.2 for GPU model g in months [start, end).
TermChoice chooseTermWithBlocks(const PreparedScenario& p, int g, const PreparedOffer& o,
                                int start, int end) {
  const double unit = o.unitGpus;
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
    double unitBlockPv = 0;          // Σ_{m∈j} d(m) u HPM p_b(j)
    std::vector<long long> best;     // best_j(n)
    std::vector<double> bestValue;   // h_j(best_j(n))
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
          const double above = kWeekToMonth * curves.above(m, static_cast<double>(t) * unit, cursor);
          const double overflow = kappa ? std::max(above, o.commitmentGpuHours) * committedPrice
                                        : above * o.onDemandByMonth[m];
          value += p.discount[m + 1] * (static_cast<double>(t) * unit * kHoursPerMonth * blockPrice +
                                        overflow);
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
double blockAndCommitmentFlows(const PreparedOffer& o,
                               const DemandCurves::GpuCurves& curves, const PlanDecisions& d,
                               int g, int term, int start, int end, double reserved,
                               double* reservedFlow, double* onDemandFlow) {
  const double reservedCost = reserved * o.reservedByMonth[start];
  // Held decisions from a result that reports no blocks (its offers sell a commitment only) or
  // no commitment read as none.
  const bool committed = g < static_cast<int>(d.committed.size()) &&
                         term < static_cast<int>(d.committed[g].size()) && d.committed[g][term] != 0;
  const bool anyBlocks = g < static_cast<int>(d.blocks.size()) && !d.blocks[g].empty();
  double cost = 0.0;
  for (int m = start; m < end; ++m) {
    const double blocks =
        anyBlocks && m < static_cast<int>(d.blocks[g].size()) ? static_cast<double>(d.blocks[g][m]) : 0.0;
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

}  // namespace

std::vector<double> spotGpuHours(const PreparedScenario& p, int g) {
  std::vector<double> hours;
  for (const PreparedWorkload& w : p.workloads) {
    if (w.gpu != g || w.spotShare == 0.0) continue;
    if (hours.empty()) hours.assign(p.horizon, 0.0);
    for (int m = 0; m < p.horizon && m < static_cast<int>(w.gpuHours.size()); ++m)
      hours[m] += w.spotShare * w.gpuHours[m];
  }
  return hours;
}

void chooseReservations(const PreparedScenario& p, const PreparedPlan& plan, PlanDecisions& d) {
  const int G = static_cast<int>(p.gpus.size());
  d.reserved.resize(G);
  d.blocks.resize(G);
  d.committed.resize(G);
  for (int g = 0; g < G; ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    const int terms = termCount(o, p.horizon);
    std::vector<long long>& reserved = d.reserved[g];
    const int kept = std::min(static_cast<int>(reserved.size()), terms);
    reserved.resize(terms);
    const bool more = o.sellsBlocksOrCommitment();
    if (more) {  // held terms keep their blocks and commitment with their reservation
      d.blocks[g].resize(p.horizon, 0);
      d.committed[g].resize(terms, 0);
    } else {
      d.blocks[g].clear();
      d.committed[g].clear();
    }
    for (int term = kept; term < terms; ++term) {
      const int start = term * o.termMonths;
      const int end = std::min(start + o.termMonths, p.horizon);
      if (!more) {
        reserved[term] = chooseReservation(p, g, o, start, end);
        continue;
      }
      const TermChoice choice = chooseTermWithBlocks(p, g, o, start, end);
      reserved[term] = choice.reserved;
      d.committed[g][term] = choice.committed;
      std::copy(choice.blocks.begin(), choice.blocks.end(), d.blocks[g].begin() + start);
    }
  }
}

void rentingPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                      const PlanDecisions& decisions, bool report, PlanResult& r) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  const bool reserving = plan.strategy == Strategy::RentReserved;
  const std::vector<std::vector<long long>>& reserved = decisions.reserved;
  if (report && reserving) {
    r.reserved = reserved;
    reportBlocksAndCommitments(p, plan, decisions, r);
  }
  double* __restrict onDemandFlow = r.flow(Category::RentalOnDemand).data();
  double* __restrict reservedFlow = r.flow(Category::RentalReserved).data();
  double co2Kg = 0.0;
  for (int g = 0; g < G; ++g) {
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    const double* onDemandPrice = o.onDemandByMonth.data();
    const auto demandOf = [&](int m) { return p.demand.gpuHours(g, m); };
    double gpuCost = 0.0;
    if (report) {
      for (int m = 0; m < H; ++m) r.burstGpuHours[g][m] = demandOf(m);
      addRentedCo2(p, o, demandOf, co2Kg);
    }
    if (!reserving) {
      const std::vector<double> spot = o.spotByMonth.empty() ? std::vector<double>()
                                                              : spotGpuHours(p, g);
      if (spot.empty()) {
        gpuCost = addOnDemandRental(o, H, demandOf, onDemandFlow);
      } else {
        // Spot hours at the spot price, the rest on demand (docs/MODEL.md §15.2).
        const double* spotPrice = o.spotByMonth.data();
        for (int m = 0; m < H; ++m) {
          const double c = (demandOf(m) - spot[m]) * onDemandPrice[m] + spot[m] * spotPrice[m];
          onDemandFlow[m + 1] += c;
          gpuCost += c;
          r.spotGpuHours += spot[m];
        }
      }
      if (report) r.costByGpu[g] = gpuCost;
      continue;
    }
    const DemandCurves::GpuCurves curves = p.demand.curves(g);
    const bool more = o.sellsBlocksOrCommitment();
    int cursor = -1;  // the demand class of the month before's reservation
    for (int term = 0, start = 0; start < H; start += o.termMonths, ++term) {
      const int end = std::min(start + o.termMonths, H);
      const double units = static_cast<double>(reserved[g][term]);
      const double fixed = units * o.reservedByMonth[start];
      if (more) {  // blocks and a commitment (docs/MODEL.md §16.3)
        gpuCost += blockAndCommitmentFlows(o, curves, decisions, g, term, start, end, units,
                                           reservedFlow, onDemandFlow);
        continue;
      }
      for (int m = start; m < end; ++m) {
        const double onDemand =
            gpuHoursAboveReservation(curves, m, units, cursor) * onDemandPrice[m];
        reservedFlow[m + 1] += fixed;
        onDemandFlow[m + 1] += onDemand;
        gpuCost += fixed + onDemand;
      }
    }
    if (report) r.costByGpu[g] = gpuCost;
  }
  if (report) r.co2Tonnes = co2Kg / 1000.0;
}

}  // namespace fleetcost
