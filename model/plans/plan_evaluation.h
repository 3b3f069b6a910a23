// One plan of a compiled scenario, from its decisions to its dated flows and totals (MODEL.md
// §4–§6): the one way every evaluation — the full one, the searches' comparisons, each risk
// trial, each step of a threshold search — turns a plan into cash flows. A faster use (a trial)
// is the same code with the reported extras skipped.
#pragma once

#include <vector>

#include "model/plans/fleet_run.h"
#include "model/plans/hybrid_caps.h"
#include "model/plans/owning.h"
#include "model/plans/plan_totals.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// The choices a plan's searches make; risk analyses hold them at the base case (§4.5, §7).
struct PlanDecisions {
  std::vector<long long> hybridCaps;             // per used GPU model
  std::vector<std::vector<long long>> reserved;  // per used GPU model, per term
  // rent_reserved offers with blocks or a commitment (docs/MODEL.md §16): per used GPU model,
  // GPUs in capacity blocks by month and 0/1 by term (empty when its offer sells neither)
  std::vector<std::vector<long long>> blocks;
  std::vector<std::vector<int>> committed;
  std::vector<PlanDecisions> parts;              // a portfolio's, per part
};

// What one evaluation's plans share: the fleet runs and the hybrid search's indexes.
struct PlanEvaluationCache {
  FleetRuns fleets;
  HybridSearchIndex hybridIndex;
  // Forgets everything (the compiled scenario changed).
  void reset(const PreparedScenario& p) {
    fleets.reset(p.gpus.size());
    hybridIndex.byGpu.clear();
  }
};

// Buffers one plan's evaluation reuses (a risk trial keeps one per plan).
struct PlanWork {
  PlanResult result;
  OwningDetail detail;
};

// The decisions `held` states and, for what it does not, the searches' choice: hybrid caps
// (when `held` has none for every GPU model) and reservations for the terms it lacks.
PlanDecisions planDecisions(const PreparedScenario& p, const PreparedPlan& plan,
                            const PlanDecisions* held, PlanEvaluationCache& cache);

// The categories evaluatePlanFlows may write for the plan (the others stay zero): a renting plan's
// rentals, an api plan's tokens and the on-demand rental of what no API serves; everything for
// an owning plan or with lease or tax.
CategorySet categoriesWritten(const PreparedScenario& p, const PreparedPlan& plan);

// The plan's flows under `decisions`, lease and tax, and totals into work.result. With `report`,
// also the fleet series, racks, energy, burst GPU-hours, CO2, cost per GPU-hour, the decisions
// and the cost charged to each GPU model (what results show); risk trials skip them.
void evaluatePlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                       const PlanDecisions& decisions, bool report, PlanEvaluationCache& cache,
                       PlanWork& work);

}  // namespace fleetcost
