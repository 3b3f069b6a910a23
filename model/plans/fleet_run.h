// The fleet of one GPU model in an owning plan, month by month (MODEL.md §4.3): sizing to
// demand (capped for hybrid plans, nothing before the lead time), spares, cohorts bought and
// sold at refresh age, the terminal credit, and the capacity that serves demand. A fleet does
// not depend on the plan's site or offer, so owning plans with the same cap share one run.
#pragma once

#include <deque>
#include <limits>
#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

inline constexpr long long kNoCap = std::numeric_limits<long long>::max();

// One purchase and what became of it; the after-tax view (§6) depreciates or leases these.
struct Cohort {
  int gpu = 0;
  int boughtMonth = 0;
  long long count = 0;
  double hardwareAmount = 0;  // the hardware flow of the purchase
  double priceValue = 0;      // count * p_b, the base of resale and maintenance
  int soldMonth = -1;         // refresh sale in the horizon, else -1
  double proceeds = 0;        // refresh or terminal credit (positive)
};

struct FleetRun {
  int gpu = 0;
  long long cap = kNoCap;
  bool cohortsKept = false;
  std::vector<long long> owned;  // per month, after sales and purchases (step 2)
  Series ownedNumber;            // the same as numbers, for the cost formulas
  Series held;                   // per month: Σ n * p_b over the cohorts held
  Series served;                 // per month: SGh_g(m)
  Series burst;                  // per month: GPUh_g(m) - SGh_g(m)
  Series hardware, residual;     // H + 1 dates
  std::vector<Cohort> cohorts;   // when kept (lease and tax need them)
};

// Buffers a fleet run reuses.
struct FleetScratch {
  std::vector<long long> heldOf;  // servers bought in month b still held
  std::vector<int> cohortOf;      // where month b's cohort is in FleetRun::cohorts
};

// Runs GPU model g's fleet under `cap` on the scenario's demand.
void runFleet(const PreparedScenario& p, int g, long long cap, bool keepCohorts, FleetRun& run,
              FleetScratch& scratch);

// The fleet runs of one evaluation (or one risk trial): each (GPU model, cap) is run once and
// shared by the plans that need it.
class FleetRuns {
 public:
  // Forgets every run (the scenario's demand or figures changed); keeps the storage.
  void reset(std::size_t gpus);
  // The run stays valid until the next reset.
  const FleetRun& get(const PreparedScenario& p, int g, long long cap, bool keepCohorts);

 private:
  std::vector<std::deque<FleetRun>> byGpu_;
  FleetScratch scratch_;
  std::vector<std::size_t> used_;  // per GPU model: runs valid in byGpu_
};

}  // namespace fleetcost
