// A plan's dated flows for a risk trial (MODEL.md §4.1–§4.4, §6) with its caps and reservations
// held: the arithmetic of evaluateRentingPlan and evaluateOwningPlan, in the same order, on a
// trial's demand, without what a trial does not read (CO2, fleet series, workload allocation).
// Totals and the after-tax view come from the model's own finishPlanTotals and
// applyLeaseAndTax. tests/model/risk_evaluator_test.cpp checks it against evaluatePrepared.
#pragma once

#include <vector>

#include "model/evaluation/evaluate.h"
#include "model/plans/owning.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

class TrialDemand;

// Buffers one plan reuses from trial to trial.
struct PlanWork {
  PlanResult result;    // flows, total, cumulative, pv_cumulative, pv_cost, ownsServers
  OwningDetail detail;  // owning plans: each GPU model's flows, cohorts (for lease and tax)
  std::vector<long long> cohorts, racks, owned;  // racks and owned: [g][m]
  std::vector<int> cohortOfMonth;
};

// One GPU model's fleet under one cap (MODEL.md §4.3) in a trial: what does not depend on the
// plan's site or offer, so owning plans with the same cap share it.
struct FleetRun {
  long long cap = 0;
  bool ready = false;
  bool cohortsKept = false;
  std::vector<long long> owned;             // per month, after sales and purchases
  std::vector<double> held, served, burst;  // per month: Σ n * p_b, SGh, GPUh - SGh
  Series hardware, residual;                // H + 1 dates
  std::vector<Cohort> cohorts;              // when kept (lease and tax need them)
};

// The fleet runs of one trial; reset before each trial.
struct FleetCache {
  std::vector<std::vector<FleetRun>> byGpu;
  void reset(std::size_t gpus);
};

// Fills work.result for plan j of `p` with the decisions held.
void planCosts(const PreparedScenario& p, const TrialDemand& demand, int j,
               const PlanDecisions& held, PlanWork& work, FleetCache& fleets);

}  // namespace fleetcost
