// What every risk analysis of a scenario starts from (MODEL.md §7): the scenario validated and
// compiled once, its base result, the caps and reservations it chose (held in every trial,
// §4.5), and its ranged figures; and what one evaluation of the analyses gives.
#pragma once

#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/evaluation/evaluate.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"
#include "model/risk/ranged_figures.h"

namespace fleetcost {

// One evaluation: each plan's present value and the comparison of §7.
struct RiskOutcome {
  std::vector<double> pv;  // per plan, in plan order
  int bestOwning = -1;     // cheapest colocate or hybrid plan (lowest pv, first on ties)
  int bestRenting = -1;    // cheapest renting plan
  // pv(best owning) - pv(best renting): below 0 when owning is cheaper; NaN without a pair.
  double difference = std::numeric_limits<double>::quiet_NaN();
  // Break-even month (§5, nominal) of the best owning plan against the best renting plan;
  // null when it never breaks even or owns no server.
  std::optional<int> breakEven;
};

// The outcome of a set of plan results (one per plan, in order); `planAt(j)` gives plan j.
template <class PlanAt>
void outcomeOf(int planCount, PlanAt planAt, RiskOutcome& out);
inline RiskOutcome outcomeOf(const std::vector<PlanResult>& plans) {
  RiskOutcome out;
  outcomeOf(
      static_cast<int>(plans.size()), [&](int j) -> const PlanResult& { return plans[j]; }, out);
  return out;
}

// Inputs a break-even map scales besides figures.
struct RiskScales {
  double demand = 1.0;       // multiplies every workload's demand (gpu_hours_per_month or
                             // avg_tokens_per_second)
  double rentalPrice = 1.0;  // multiplies every rental offer's on-demand and reserved price,
                             // its price path's too (not the API offers' prices)
};

// `to`'s on-demand and reserved prices and its price path's points set to `from`'s times
// `scale` (`to` may be `from`).
void scaleRentalPrices(RentalOffer& to, const RentalOffer& from, double scale);

// Removes the low and high of every figure a demand or rental price scale moves (workloads'
// demand, rental offers' prices and price path points): a scale is a what-if, so only the
// model's hard rules apply to the scaled values, not the range of estimates they had.
void unbindScaledFigures(Scenario& scenario);

struct RiskModel {
  Scenario scenario;  // with after_tax as evaluated
  int index = 0;
  std::string pointer;  // "/scenarios/i"
  PreparedScenario prepared;
  std::vector<PlanDecisions> decisions;
  ScenarioResult base;  // evaluateScenario's result
  RiskOutcome baseOutcome;
  std::vector<RangedFigure> figures;

  std::vector<double> baseValues() const;
  // The scenario with its ranged figures' bounds removed, to set values in: a value rounded
  // half up may pass a bound that was not whole (MODEL.md §7 checks the rounded bound itself).
  Scenario trialScenario() const;
  bool hasComparison() const { return baseOutcome.bestOwning >= 0 && baseOutcome.bestRenting >= 0; }
};

struct RiskModelOrProblems {
  std::shared_ptr<const RiskModel> model;
  Problems problems;  // the scenario's own problems: no analysis without a base result
};

// Validates, compiles and evaluates scenario `index` of its workbook.
RiskModelOrProblems buildRiskModel(const Scenario& scenario, int index,
                                   const EvaluationOptions& options = {});

std::optional<int> breakEvenOf(const PlanResult& owning, const PlanResult& renting);

template <class PlanAt>
void outcomeOf(int planCount, PlanAt planAt, RiskOutcome& out) {
  out.pv.resize(planCount);
  out.bestOwning = out.bestRenting = -1;
  out.difference = std::numeric_limits<double>::quiet_NaN();
  out.breakEven.reset();
  for (int j = 0; j < planCount; ++j) {
    const PlanResult& plan = planAt(j);
    out.pv[j] = plan.pvCost;
    if (plan.strategy == Strategy::Portfolio) continue;  // on neither side
    int& best = isOwning(plan.strategy) ? out.bestOwning : out.bestRenting;
    if (best < 0 || plan.pvCost < out.pv[best]) best = j;
  }
  if (out.bestOwning < 0 || out.bestRenting < 0) return;
  out.difference = out.pv[out.bestOwning] - out.pv[out.bestRenting];
  out.breakEven = breakEvenOf(planAt(out.bestOwning), planAt(out.bestRenting));
}

}  // namespace fleetcost
