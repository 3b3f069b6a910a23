// The model's entry points: validate a workbook, evaluate a scenario (both stages of
// validation, then every plan, break-even, allocation, warnings). Deterministic and
// thread-safe: no global state, the scenario is only read.
#pragma once

#include <optional>
#include <vector>

#include "model/plans/plan_evaluation.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

struct EvaluationOptions {
  std::optional<bool> afterTax;  // overrides the scenario's after_tax
};

struct ScenarioEvaluation {
  std::optional<ScenarioResult> result;
  Problems problems;
};

// Validates and evaluates scenario `index` of its workbook (the index sets the pointers).
ScenarioEvaluation evaluateScenario(const Scenario& scenario, int index,
                                    const EvaluationOptions& options = {});

// What evaluatePrepared adds to the plans' results; risk trials (§7) skip all of it.
struct ResultParts {
  bool breakEven = true;   // break-even pairs with their IRR
  bool allocation = true;  // cost per workload
  bool warnings = true;
  bool limits = true;  // sites' envelopes and racks (problems), budgets (warnings): §13.4
};

// Evaluates a compiled scenario; with `decisions` (one per plan) the searches are skipped.
// (Without the demand summaries, which evaluateScenario adds for charts.)
// Problems are returned only for results that overflow the range of double.
ScenarioEvaluation evaluatePrepared(const PreparedScenario& prepared,
                                    const std::vector<PlanDecisions>* decisions = nullptr,
                                    const ResultParts& parts = {});

// The decisions a result made, to hold them fixed.
std::vector<PlanDecisions> decisionsOf(const ScenarioResult& result);

}  // namespace fleetcost
