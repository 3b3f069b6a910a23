// The fleet of one GPU model in an owning plan, month by month (MODEL.md §4.3): sizing to
// demand (capped for hybrid plans, nothing before the lead time), spares, cohorts bought and
// sold at refresh age, the terminal credit, and the capacity that serves demand. The caller's
// sink receives each event, so the hybrid search (present values only) and the full
// evaluation (dated flows) share one simulation.
#pragma once

#include <algorithm>
#include <limits>
#include <vector>

#include "model/demand/demand_curves.h"
#include "model/plans/prepared_scenario.h"
#include "model/util/rounding.h"

namespace fleetcost {

inline constexpr long long kNoCap = std::numeric_limits<long long>::max();

struct FleetMonth {
  int month;
  long long owned;        // after sales and purchases
  double heldPriceValue;  // Σ n * p_b over the cohorts held
  double servedGpuHours;  // SGh_g(m)
  double burstGpuHours;   // GPUh_g(m) - SGh_g(m), rented on demand when the plan can
};

// Sink interface (duck-typed):
//   void bought(int month, long long count, double amount, double unitPrice);
//   void sold(int month, int boughtMonth, long long count, double proceeds);   // refresh
//   void month(const FleetMonth&);
//   void terminal(int boughtMonth, long long count, double credit);           // at H
template <class Sink>
void simulateFleet(const PreparedScenario& p, int g, long long cap, std::vector<long long>& cohorts,
                   Sink& sink) {
  const PreparedGpu& gpu = p.gpus[g];
  const int H = p.horizon;
  const int L = p.leadTimeMonths;
  const int refresh = p.refreshMonths;
  const double perServer = 1.0 + p.installPct;
  cohorts.assign(H, 0);
  long long owned = 0;
  double held = 0.0;
  for (int m = 0; m < H; ++m) {
    const long long sized = m < L ? 0 : std::min(gpu.requiredServers[m], cap);
    const long long spares = countFrom(ceilTolerant(sized * p.spareRatio));
    const long long target = sized + spares;
    if (m >= refresh) {
      const int b = m - refresh;
      const long long count = cohorts[b];
      if (count > 0) {
        sink.sold(m, b, count, count * gpu.priceByMonth[b] * p.resaleByAge[refresh]);
        owned -= count;
        held -= count * gpu.priceByMonth[b];
        cohorts[b] = 0;
      }
    }
    if (owned < target) {
      const long long count = target - owned;
      const double unitPrice = gpu.priceByMonth[m];
      sink.bought(m, count, count * (unitPrice * perServer + gpu.networkCapex), unitPrice);
      cohorts[m] = count;
      owned += count;
      held += count * unitPrice;
    }
    const double capacity = static_cast<double>(std::max(0LL, owned - spares)) * gpu.gpusPerServer;
    const double above = p.demand.sumAbove(g, m, capacity);
    const double toHours = kHoursPerMonth / kHoursPerWeek;
    sink.month(FleetMonth{m, owned, held, (p.demand.sum(g, m) - above) * toHours, above * toHours});
  }
  if (!p.creditTerminalValue) return;
  for (int b = 0; b < H; ++b)
    if (cohorts[b] > 0)
      sink.terminal(b, cohorts[b], cohorts[b] * gpu.priceByMonth[b] * p.resaleByAge[H - b]);
}

}  // namespace fleetcost
