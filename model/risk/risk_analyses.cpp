// Running the risk analyses of a scenario in one go.
#include "model/risk/risk_analyses.h"

namespace fleetcost {

std::shared_ptr<const RiskAnalyses> analyseRisk(const Scenario& scenario, int index,
                                                const EvaluationOptions& evaluation,
                                                long long trials, const std::atomic<bool>* cancel) {
  auto a = std::make_shared<RiskAnalyses>();
  a->trials = trials;
  RiskModelOrProblems built = buildRiskModel(scenario, index, evaluation);
  if (!built.model) {
    a->problems = std::move(built.problems);
    return a;
  }
  a->model = built.model;
  SensitivityResult sensitivity = runSensitivity(*a->model, cancel);
  if (sensitivity.cancelled) return nullptr;
  if (!sensitivity.problems.empty()) {
    a->problems = std::move(sensitivity.problems);
    return a;
  }
  a->sensitivity = std::move(sensitivity);
  if (a->model->figures.empty()) return a;  // nothing varies: no map, no trials
  if (a->model->hasComparison()) {
    BreakEvenMapOptions options;
    options.steps = kRiskMapSteps;
    options.cancel = cancel;
    BreakEvenMap map = runBreakEvenMap(*a->model, options);
    if (map.cancelled) return nullptr;
    a->map = std::move(map);
  }
  MonteCarloOptions options;
  options.trials = trials;
  options.seed = kRiskSeed;
  options.cancel = cancel;
  MonteCarloResult result = runMonteCarlo(*a->model, options);
  if (result.cancelled) return nullptr;
  if (!result.problems.empty())
    a->problems = std::move(result.problems);
  else
    a->monteCarlo = std::move(result);
  return a;
}

std::shared_ptr<const ThresholdAnalysis> analyseThresholds(std::shared_ptr<const RiskModel> model,
                                                           int threads,
                                                           const std::atomic<bool>* cancel) {
  auto a = std::make_shared<ThresholdAnalysis>();
  a->model = std::move(model);
  ThresholdOptions options;
  options.threads = threads;
  options.cancel = cancel;
  a->result = runThresholds(*a->model, options);
  if (a->result.cancelled) return nullptr;
  return a;
}

std::shared_ptr<const ThresholdAnalysis> analyseThresholds(const Scenario& scenario, int index,
                                                           const EvaluationOptions& evaluation,
                                                           int threads,
                                                           const std::atomic<bool>* cancel) {
  RiskModelOrProblems built = buildRiskModel(scenario, index, evaluation);
  if (!built.model) {
    auto a = std::make_shared<ThresholdAnalysis>();
    a->problems = std::move(built.problems);
    return a;
  }
  return analyseThresholds(std::move(built.model), threads, cancel);
}

bool isComplete(const RiskAnalyses& a) {
  if (!a.problems.empty()) return true;
  if (!a.model || !a.sensitivity) return false;
  return a.model->figures.empty() || a.monteCarlo.has_value();
}

}  // namespace fleetcost
