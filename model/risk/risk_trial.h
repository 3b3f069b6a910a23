// One thread's evaluator for risk trials: it holds a copy of the scenario and of its compiled
// form, sets the trial's figure values, recomputes with prepareScenario's own functions only the
// parts those figures feed (FigureEffect), and evaluates every plan with the engine
// (evaluatePlanFlows) and the base case's caps and reservations. A figure that changes the
// scenario's shape (horizon, reserved terms) compiles the scenario again.
#pragma once

#include <memory>
#include <span>
#include <vector>

#include "model/plans/plan_evaluation.h"
#include "model/risk/risk_model.h"

namespace fleetcost {

class RiskTrial {
 public:
  explicit RiskTrial(const RiskModel& model);
  ~RiskTrial();
  RiskTrial(const RiskTrial&) = delete;
  RiskTrial& operator=(const RiskTrial&) = delete;

  // Evaluates with figure f at values[f] (one value per model.figures, already rounded) and
  // the scales. False, with problems, when the values break a rule of the contract (a server
  // drawing more idle than peak power, a server that no longer fits its rack, ...).
  bool evaluate(std::span<const double> values, const RiskScales& scales, RiskOutcome& out,
                Problems& problems);

  // The plan results of the last evaluation (flows, totals), for tests; not filled when it
  // compiled the scenario again.
  const std::vector<PlanWork>& plans() const { return plans_; }
  bool compiledAgain() const { return compiledAgain_; }

 private:
  struct Dirty;
  void applyValues(std::span<const double> values, const RiskScales& scales, Dirty& dirty);
  void update(const Dirty& dirty, Problems& problems);
  void checkDraws(Problems& problems) const;
  bool evaluateRebuilt(const RiskScales& scales, RiskOutcome& out, Problems& problems);
  // The trial's scenario with the demand and rental price scales applied.
  Scenario scaledScenario(const RiskScales& scales) const;
  // Compiles every portfolio plan's parts (docs/MODEL.md §13) and every plan's goodput copy
  // (§14) again from the trial's figures.
  void preparePortfolios(const RiskScales& scales, Problems& problems);

  const RiskModel& model_;
  Scenario scenario_;
  PreparedScenario work_;
  std::vector<double> current_;
  std::vector<Figure*> figureIn_;  // each ranged figure inside scenario_ (RangedFigure::in)
  RiskScales scales_;
  bool forceAll_ = false;
  bool compiledAgain_ = false;
  std::unique_ptr<Dirty> dirty_;
  std::vector<PlanWork> plans_;
  PlanEvaluationCache cache_;      // fleets shared by owning plans with the same cap
  std::vector<char> trialDemand_;  // per used GPU model: demand not at the base figures
  std::vector<std::vector<int>> figuresOfGpu_;  // workload figures per used GPU model
  std::vector<int> gpuOfWorkload_, gpuOfServer_;
  // Offers, sites and API offers some plan uses (the others are never read).
  std::vector<char> usedOffer_, usedSite_, usedApiOffer_;
};

}  // namespace fleetcost
