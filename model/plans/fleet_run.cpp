// A GPU model's fleet month by month, and the runs one evaluation shares.
#include "model/plans/fleet_run.h"

#include <algorithm>

#include "model/util/rounding.h"

namespace fleetcost {

void runFleet(const PreparedScenario& p, int g, long long cap, bool keepCohorts, FleetRun& run,
              FleetScratch& scratch) {
  const PreparedGpu& gpu = p.gpus[g];
  const int H = p.horizon;
  const int L = p.leadTimeMonths;
  const int refresh = p.refreshMonths;
  const double perServer = 1.0 + p.installPct;
  const double toHours = kHoursPerMonth / kHoursPerWeek;
  run.gpu = g;
  run.cap = cap;
  run.cohortsKept = keepCohorts;
  run.cohorts.clear();
  run.owned.resize(H);
  run.ownedNumber.resize(H);
  run.held.resize(H);
  run.served.resize(H);
  run.burst.resize(H);
  run.hardware.resize(H + 1);
  run.residual.resize(H + 1);
  long long* __restrict ownedOut = run.owned.data();
  double* __restrict ownedNumberOut = run.ownedNumber.data();
  double* __restrict heldOut = run.held.data();
  double* __restrict servedOut = run.served.data();
  double* __restrict burstOut = run.burst.data();
  double* __restrict hardware = run.hardware.data();
  double* __restrict residual = run.residual.data();
  // Every month's entries are written in its iteration (no fill before).
  std::vector<long long>& heldOf = scratch.heldOf;
  std::vector<int>& cohortOf = scratch.cohortOf;
  heldOf.resize(H);
  if (keepCohorts) cohortOf.assign(H, -1);
  long long owned = 0;
  double held = 0.0;
  const long long* required = gpu.requiredServers.data();
  const double* price = gpu.priceByMonth.data();
  const double resaleAtRefresh = refresh <= H ? p.resaleByAge[refresh] : 0.0;
  const double gpusPerServer = gpu.gpusPerServer;
  const DemandCurves::GpuCurves curves = p.demand.curves(g);
  // The tolerant ceiling changes only when its argument does: remembered from last month.
  long long lastSized = -1, spares = 0;
  int cursor = -1;  // the demand class of last month's capacity
  for (int m = 0; m < H; ++m) {
    const long long sized = m < L ? 0 : std::min(required[m], cap);
    if (sized != lastSized) {
      spares = countFrom(ceilTolerant(sized * p.spareRatio));
      lastSized = sized;
    }
    const long long target = sized + spares;
    // 1. The cohort that reaches refresh age is sold.
    double sold = 0.0;
    if (m >= refresh) {
      const int b = m - refresh;
      const long long count = heldOf[b];
      if (count > 0) {
        const double proceeds = count * price[b] * resaleAtRefresh;
        sold -= proceeds;
        if (keepCohorts) {
          Cohort& c = run.cohorts[cohortOf[b]];
          c.soldMonth = m;
          c.proceeds = proceeds;
        }
        owned -= count;
        held -= count * price[b];
        heldOf[b] = 0;
      }
    }
    residual[m] = sold;
    // 2. Below the target, the difference is bought; 3. a surplus stays.
    double bought = 0.0;
    heldOf[m] = 0;
    if (owned < target) {
      const long long count = target - owned;
      const double unitPrice = price[m];
      const double amount = count * (unitPrice * perServer + gpu.networkCapex);
      bought += amount;
      if (keepCohorts) {
        cohortOf[m] = static_cast<int>(run.cohorts.size());
        run.cohorts.push_back(Cohort{g, m, count, amount, count * unitPrice, -1, 0.0});
      }
      heldOf[m] = count;
      owned += count;
      held += count * unitPrice;
    }
    hardware[m] = bought;
    const double capacity = static_cast<double>(std::max(0LL, owned - spares)) * gpusPerServer;
    const double above = curves.above(m, capacity, cursor);
    ownedOut[m] = owned;
    ownedNumberOut[m] = static_cast<double>(owned);
    heldOut[m] = held;
    servedOut[m] = (curves.total(m) - above) * toHours;
    burstOut[m] = above * toHours;
  }
  hardware[H] = 0.0;
  residual[H] = 0.0;
  if (!p.creditTerminalValue) return;
  for (int b = 0; b < H; ++b)
    if (heldOf[b] > 0) {
      const double credit = heldOf[b] * gpu.priceByMonth[b] * p.resaleByAge[H - b];
      residual[H] -= credit;
      if (keepCohorts) run.cohorts[cohortOf[b]].proceeds = credit;
    }
}

void FleetRuns::reset(std::size_t gpus) {
  byGpu_.resize(gpus);
  used_.assign(gpus, 0);
}

const FleetRun& FleetRuns::get(const PreparedScenario& p, int g, long long cap, bool keepCohorts) {
  std::deque<FleetRun>& runs = byGpu_[g];
  const auto valid = runs.begin() + static_cast<std::ptrdiff_t>(used_[g]);
  const auto found = std::find_if(runs.begin(), valid, [&](const FleetRun& r) {
    return r.cap == cap && (r.cohortsKept || !keepCohorts);
  });
  if (found != valid) return *found;
  if (used_[g] == runs.size()) runs.emplace_back();
  FleetRun& run = runs[used_[g]++];
  runFleet(p, g, cap, keepCohorts, run, scratch_);
  return run;
}

}  // namespace fleetcost
