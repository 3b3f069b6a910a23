// Hybrid caps. The search runs a present-value-only pass of the fleet per candidate cap with
// every month's rates (from ownedMonthCosts and siteMonthCosts), discount factors and escalations
// folded into per-unit constants; hybridGpuPresentValue, the engine's own flows of the GPU model
// discounted, is the reference it is tested against.
#include "model/plans/hybrid_caps.h"

#include <algorithm>

#include "model/plans/burst_index.h"
#include "model/plans/owned_month.h"
#include "model/plans/owning.h"
#include "model/plans/plan_totals.h"
#include "model/plans/site_month.h"
#include "model/util/rounding.h"

namespace fleetcost {

namespace {

// The same present value as hybridGpuPresentValue, with per-month constants. Months before a cap
// first binds are the uncapped fleet's, so each candidate starts from the uncapped run's state
// at that month: the same arithmetic in the same order, without repeating it.
class CapSearch {
 public:
  CapSearch(const PreparedScenario& p, const PreparedPlan& plan, int g, const HoursByServers& index)
      : p_(p), H_(p.horizon), L_(p.leadTimeMonths), R_(p.refreshMonths) {
    const PreparedGpu& gpu = p.gpus[g];
    const PreparedSite& site = p.sites[plan.site];
    const double toHours = kHoursPerMonth / kHoursPerWeek;
    serversPerRack_ = static_cast<double>(plan.serversPerRack[g]);
    gpusPerServer_ = gpu.gpusPerServer;
    months_.resize(H_);
    const OwnedMonthRates rates(p, plan, g);
    for (int m = 0; m < H_; ++m) {
      Month& x = months_[m];
      const double now = p.discount[m], next = p.discount[m + 1];
      // The month's costs per unit of each of the fleet's figures and per rack (both linear).
      const auto perUnit = [&](const FleetMonth& f) {
        return ownedMonthCosts(rates, m, f).total() * next;
      };
      const auto perRack = [&](const SiteLoad& load) {
        const SiteMonthCosts c = siteMonthCosts(site, m, load);
        return c.datedNow() * now + c.datedNext() * next;
      };
      x.required = gpu.requiredServers[m];
      x.sparesForRequired = countFrom(ceilTolerant(x.required * p.spareRatio));
      x.price = gpu.priceByMonth[m];
      x.buy = (gpu.priceByMonth[m] * (1.0 + p.installPct) + gpu.networkCapex) * now;
      const int sold = m + R_;
      x.sale = sold < H_ ? gpu.priceByMonth[m] * p.resaleByAge[R_] * p.discount[sold] : 0.0;
      x.terminal = gpu.priceByMonth[m] * p.resaleByAge[H_ - m] * p.discount[H_];
      x.owned = perUnit({1, 0, 0, 0});
      x.held = perUnit({0, 1, 0, 0});
      x.served = perUnit({0, 0, toHours, 0});
      x.burst = perUnit({0, 0, 0, toHours});
      x.curve = p.demand.curve(g, m);
      x.total = x.curve.total;
      x.rack = perRack({1, 0, false});
      x.newRack = perRack({0, 1, false});
    }
    recordUncappedRun();
    firstBinding_ = L_;
    suffixMinRequired_.assign(H_ + 1, kNoCap);
    for (int m = H_ - 1; m >= 0; --m)
      suffixMinRequired_[m] = std::min(suffixMinRequired_[m + 1], months_[m].required);
    ownedSum_.assign(H_ + 1, 0.0), heldSum_.assign(H_ + 1, 0.0), rackSum_.assign(H_ + 1, 0.0);
    totalServedSum_.assign(H_ + 1, 0.0);
    std::vector<double> weights(H_);
    for (int m = 0; m < H_; ++m) {
      const Month& x = months_[m];
      ownedSum_[m + 1] = ownedSum_[m] + x.owned;
      heldSum_[m + 1] = heldSum_[m] + x.held;
      rackSum_[m + 1] = rackSum_[m] + x.rack;
      totalServedSum_[m + 1] = totalServedSum_[m] + x.total * x.served;
      weights[m] = x.burst - x.served;
    }
    chain_.resize(H_);
    chainOfPurchases_.assign(H_ + 1, 0.0);
    for (int b = 0; b < H_; ++b) {
      chain_[b] = chainValue(b);
      chainOfPurchases_[b + 1] = chainOfPurchases_[b] + purchases_[b] * chain_[b];
    }
    burstAbove_ = BurstSweep(p.demand, index, g, L_, H_, gpu.gpusPerServer, std::move(weights));
  }

  // Candidates must come in ascending order (the first binding month only moves forward).
  double presentValue(long long cap) {
    // The first month the cap binds; before it, the uncapped run's state holds.
    while (firstBinding_ < H_ && months_[firstBinding_].required <= cap) ++firstBinding_;
    const int first = firstBinding_;
    if (first == H_) return uncappedPresentValue_;
    sparesAtCap_ = countFrom(ceilTolerant(cap * p_.spareRatio));
    burstAbove_.advanceTo(cap, first + 1);
    if (cap < suffixMinRequired_[first + 1]) return heldAtCapPresentValue(first, cap);
    State state = startAt(first);
    return finish(runFrom(state, first, cap));
  }

 private:
  struct Month {
    long long required, sparesForRequired;
    double price, buy, sale, terminal, owned, held, served, burst, total, rack, newRack;
    MonthCurve curve;
    int cursor = 0;
  };
  struct State {
    long long owned = 0, racks = 0, racksOwned = 0, highestRacks = 0;
    double held = 0.0, pv = 0.0;
  };

  // Σ_k max(D - capacity, 0), as DemandCurves::sumAbove computes it.
  static double above(Month& x, double capacity) { return x.curve.aboveFrom(capacity, x.cursor); }

  void step(State& s, int m, long long cap) {
    Month& x = months_[m];
    long long sized = 0, spares = 0;
    if (m >= L_) {
      const bool capped = x.required > cap;
      sized = capped ? cap : x.required;
      spares = capped ? sparesAtCap_ : x.sparesForRequired;
    }
    if (m >= R_) {
      const int b = m - R_;
      const long long count = cohorts_[b];
      if (count > 0) {
        s.pv -= count * months_[b].sale;
        s.owned -= count;
        s.held -= count * months_[b].price;
        cohorts_[b] = 0;
      }
    }
    const long long target = sized + spares;
    if (s.owned < target) {
      const long long count = target - s.owned;
      s.pv += count * x.buy;
      cohorts_[m] = count;
      s.owned += count;
      s.held += count * x.price;
    }
    const double capacity = static_cast<double>(std::max(0LL, s.owned - spares)) * gpusPerServer_;
    const double a = above(x, capacity);
    if (s.owned != s.racksOwned) {  // racks change only with the fleet
      s.racks = countFrom(ceilTolerant(static_cast<double>(s.owned) / serversPerRack_));
      s.racksOwned = s.owned;
    }
    const long long newRacks = std::max(0LL, s.racks - s.highestRacks);
    s.highestRacks = std::max(s.highestRacks, s.racks);
    s.pv += s.owned * x.owned + s.held * x.held + (x.total - a) * x.served + a * x.burst +
            s.racks * x.rack + newRacks * x.newRack;
  }

  // Adds the terminal credit; only cohorts bought in the last refresh_months can remain.
  // step() from month `first` (at or after the lead time) to the end, with the state in locals.
  State runFrom(const State& start, int first, long long cap) {
    long long owned = start.owned, racks = start.racks, racksOwned = start.racksOwned;
    long long highestRacks = start.highestRacks;
    double held = start.held, pv = start.pv;
    long long* cohorts = cohorts_.data();
    for (int m = first; m < H_; ++m) {
      Month& x = months_[m];
      const bool capped = x.required > cap;
      const long long sized = capped ? cap : x.required;
      const long long spares = capped ? sparesAtCap_ : x.sparesForRequired;
      if (m >= R_) {
        const int b = m - R_;
        const long long count = cohorts[b];
        if (count > 0) {
          const Month& bought = months_[b];
          pv -= count * bought.sale;
          owned -= count;
          held -= count * bought.price;
          cohorts[b] = 0;
        }
      }
      const long long target = sized + spares;
      if (owned < target) {
        const long long count = target - owned;
        pv += count * x.buy;
        cohorts[m] = count;
        owned += count;
        held += count * x.price;
      }
      const long long serving = owned - spares;
      const double capacity = serving > 0 ? static_cast<double>(serving) * gpusPerServer_ : 0.0;
      const double a = above(x, capacity);
      if (owned != racksOwned) {
        racks = countFrom(ceilTolerant(static_cast<double>(owned) / serversPerRack_));
        racksOwned = owned;
      }
      const long long newRacks = racks > highestRacks ? racks - highestRacks : 0;
      if (newRacks > 0) highestRacks = racks;
      pv += owned * x.owned + held * x.held + (x.total - a) * x.served + a * x.burst +
            racks * x.rack + newRacks * x.newRack;
    }
    State end;
    end.pv = pv;
    return end;
  }

  // The cap binds in month `first` and in every later month, so from month first + 1 the fleet
  // stays at cap + spares: the same servers serve cap * GPUs, the racks stay, and only refresh
  // sales and rebuys happen. The months after `first` then sum in closed form: prefix sums for
  // the fleet's running costs, the burst sweep for demand above the capacity, and each
  // refresh chain's events.
  double heldAtCapPresentValue(int first, long long cap) {
    // Month `first`, as step() does it, from the uncapped run's state: sell the cohort that
    // reaches refresh age, then buy up to cap + spares.
    const State& before = before_[first];
    const Month& x = months_[first];
    long long owned = before.owned;
    double held = before.held, pv = before.pv;
    if (first >= R_) {
      const int b = first - R_;
      const long long count = purchases_[b];
      if (count > 0) {
        pv -= count * months_[b].sale;
        owned -= count;
        held -= count * months_[b].price;
      }
    }
    const long long target = cap + sparesAtCap_;
    if (owned > target) {  // cannot happen (the uncapped fleet never exceeds a later target)
      State s = startAt(first);
      return finish(runFrom(s, first, cap));
    }
    const long long boughtNow = target - owned;
    pv += boughtNow * x.buy;
    held += boughtNow * x.price;
    owned = target;
    const long long racks = countFrom(ceilTolerant(static_cast<double>(owned) / serversPerRack_));
    const long long newRacks = std::max(0LL, racks - before.highestRacks);
    const double capacity = static_cast<double>(cap) * gpusPerServer_;
    const double a = above(months_[first], capacity);
    pv += owned * x.owned + held * x.held + (x.total - a) * x.served + a * x.burst +
          racks * x.rack + newRacks * x.newRack;

    // Months first + 1 .. H - 1.
    const int next = first + 1;
    pv += owned * (ownedSum_[H_] - ownedSum_[next]) + racks * (rackSum_[H_] - rackSum_[next]) +
          (totalServedSum_[H_] - totalServedSum_[next]) + held * (heldSum_[H_] - heldSum_[next]) +
          burstAbove_.weightedAbove(cap);
    // The cohorts held after month `first`: the uncapped run's of the last refresh_months, and
    // this month's purchase; each goes through its refresh chain.
    const int from = std::max(0, next - R_);
    pv += chainOfPurchases_[first] - chainOfPurchases_[from] + boughtNow * chain_[first];
    return pv;
  }

  // Present value, per server, of a cohort bought in month b from the end of that month: sold at
  // refresh age and bought again the same month while the horizon lasts, the held value
  // changing with the price, and the terminal credit of the last purchase.
  double chainValue(int b) const {
    double value = 0.0;
    int bought = b;
    while (bought + R_ < H_) {
      const int m = bought + R_;
      value += months_[m].buy - months_[bought].sale;
      value += (months_[m].price - months_[bought].price) * (heldSum_[H_] - heldSum_[m]);
      bought = m;
    }
    if (p_.creditTerminalValue) value -= months_[bought].terminal;
    return value;
  }

  double finish(const State& s) const {
    double pv = s.pv;
    if (p_.creditTerminalValue)
      for (int b = std::max(0, H_ - R_); b < H_; ++b)
        if (cohorts_[b] > 0) pv -= cohorts_[b] * months_[b].terminal;
    return pv;
  }

  // Runs the fleet without a cap, keeping the state before each month and its purchases.
  void recordUncappedRun() {
    cohorts_.assign(H_, 0);
    before_.resize(H_ + 1);
    State s;
    for (int m = 0; m < H_; ++m) {
      before_[m] = s;
      step(s, m, kNoCap);
    }
    before_[H_] = s;
    purchases_.assign(H_, 0);
    // Purchases of the uncapped run, month by month (a sale clears cohorts_, so rerun them).
    for (int m = 0; m < H_; ++m) purchases_[m] = boughtIn(m);
    uncappedPresentValue_ = finish(s);
  }

  // Servers the uncapped fleet bought in month m: the difference of owned before and after,
  // plus what it sold at the start of m.
  long long boughtIn(int m) const {
    const long long sold = m >= R_ ? soldIn(m) : 0;
    return before_[m + 1].owned - (before_[m].owned - sold);
  }
  long long soldIn(int m) const { return purchases_[m - R_]; }

  // Cohorts held at the start of month `first` are the uncapped run's purchases of the last
  // refresh_months; later entries are cleared for the candidate to fill.
  State startAt(int first) {
    const int from = std::max(0, first - R_);
    std::copy(purchases_.begin() + from, purchases_.begin() + first, cohorts_.begin() + from);
    std::fill(cohorts_.begin() + first, cohorts_.end(), 0);
    return before_[first];
  }

  const PreparedScenario& p_;
  const int H_, L_, R_;
  double serversPerRack_ = 1, gpusPerServer_ = 1;
  std::vector<Month> months_;
  std::vector<long long> cohorts_, purchases_;
  std::vector<State> before_;
  double uncappedPresentValue_ = 0.0;
  int firstBinding_ = 0;
  long long sparesAtCap_ = 0;
  std::vector<long long> suffixMinRequired_;  // min of required over months m..H-1
  // Prefix sums over months of the per-unit present values.
  std::vector<double> ownedSum_, heldSum_, rackSum_, totalServedSum_;
  std::vector<double> chain_;             // chainValue(b)
  std::vector<double> chainOfPurchases_;  // Σ_{b' < b} uncapped purchases(b') * chainValue(b')
  BurstSweep burstAbove_;
};

}  // namespace

double hybridGpuPresentValue(const PreparedScenario& p, const PreparedPlan& plan, int g,
                             long long cap) {
  const int H = p.horizon;
  FleetRun run;
  FleetScratch scratch;
  runFleet(p, g, cap, false, run, scratch);
  CategoryFlows own;
  for (Series& series : own) series.assign(H + 1, 0.0);
  std::vector<long long> racks(H);
  gpuRacks(plan, run, racks.data());
  addGpuOwnFlows(p, plan, run, own);
  double pv = 0.0;
  for (const Series& flow : own)
    for (int t = 0; t <= H; ++t) pv += flow[t] * p.discount[t];
  long long highest = 0;
  for (int m = 0; m < H; ++m) {
    const long long newRacks = std::max(0LL, racks[m] - highest);
    highest = std::max(highest, racks[m]);
    const SiteMonthCosts c = siteMonthCosts(
        p.sites[plan.site], m,
        SiteLoad{static_cast<double>(racks[m]), static_cast<double>(newRacks), false});
    pv += c.datedNow() * p.discount[m] + c.datedNext() * p.discount[m + 1];
  }
  return pv;
}

std::vector<double> hybridCapPresentValues(const PreparedScenario& p, const PreparedPlan& plan,
                                           int g, const HoursByServers& index) {
  const auto& required = p.gpus[g].requiredServers;
  const long long highest =
      required.empty() ? 0 : *std::max_element(required.begin(), required.end());
  CapSearch search(p, plan, g, index);
  std::vector<double> values;
  values.reserve(static_cast<std::size_t>(highest) + 1);
  for (long long cap = 0; cap <= highest; ++cap) values.push_back(search.presentValue(cap));
  return values;
}

std::vector<long long> chooseHybridCaps(const PreparedScenario& p, const PreparedPlan& plan,
                                        HybridSearchIndex& index, FleetRuns& runs) {
  const int G = static_cast<int>(p.gpus.size());
  std::vector<long long> caps(G, 0);
  for (int g = 0; g < G; ++g) {
    const std::vector<double> values = hybridCapPresentValues(p, plan, g, index.of(p, g));
    double best = values[0];
    for (std::size_t cap = 1; cap < values.size(); ++cap) {
      if (beatsIncumbent(values[cap], best)) {
        best = values[cap];
        caps[g] = static_cast<long long>(cap);
      }
    }
  }
  if (std::all_of(caps.begin(), caps.end(), [](long long c) { return c == 0; })) return caps;
  // The whole plan, before tax and lease, with the searched caps and with owning nothing.
  const auto presentValue = [&](const std::vector<long long>& tried) {
    PlanResult r;
    OwningDetail detail;
    resetPlanResult(p, plan, false, r);
    owningPlanFlows(p, plan, tried, false, false, runs, detail, r);
    finishPlanTotals(p, r, false);
    return r.pvCost;
  };
  const std::vector<long long> none(G, 0);
  return beatsIncumbent(presentValue(caps), presentValue(none)) ? caps : none;
}

}  // namespace fleetcost
