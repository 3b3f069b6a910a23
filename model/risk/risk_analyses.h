// The risk analyses of one scenario (MODEL.md §7) as the Risk view, the report, the slides and
// the presentation show them: the model, sensitivity, the break-even map and Monte Carlo.
#pragma once

#include <atomic>
#include <memory>
#include <optional>

#include "model/evaluation/evaluate.h"
#include "model/risk/breakeven_map.h"
#include "model/risk/monte_carlo.h"
#include "model/risk/sensitivity.h"

namespace fleetcost {

struct RiskAnalyses {
  std::shared_ptr<const RiskModel> model;
  Problems problems;  // the scenario's own, or of a bound (then nothing below)
  std::optional<SensitivityResult> sensitivity;
  std::optional<BreakEvenMap> map;
  std::optional<MonteCarloResult> monteCarlo;  // only finished runs: a cancelled run leaves none
  long long trials = 0;
};

// The seed and map size every view of the analyses uses, so that the Risk view, a report and
// a slide of the same scenario show the same numbers.
inline constexpr std::uint64_t kRiskSeed = 1;
inline constexpr int kRiskMapSteps = 41;
inline constexpr long long kRiskTrials = 10000;

// Runs every analysis of scenario `index` now, on the calling thread (Monte Carlo on every
// core): for reports and exports. Null when cancelled.
std::shared_ptr<const RiskAnalyses> analyseRisk(const Scenario& scenario, int index,
                                                const EvaluationOptions& evaluation,
                                                long long trials = kRiskTrials,
                                                const std::atomic<bool>* cancel = nullptr);

// True when every analysis the scenario allows has finished (Monte Carlo included).
bool isComplete(const RiskAnalyses& analyses);

}  // namespace fleetcost
