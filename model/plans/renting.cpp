// On-demand and reserved rental flows, the per-term reservation search, and rental CO2.
#include "model/plans/renting.h"

#include <algorithm>
#include <cmath>

#include "model/plans/capacity_blocks.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

constexpr double kWeekToMonth = kHoursPerMonth / kHoursPerWeek;

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
      const std::vector<double> spot =
          o.spotByMonth.empty() ? std::vector<double>() : spotGpuHours(p, g);
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
