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
#include "model/risk/thresholds.h"

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

// What it takes for owning to win (docs/thresholds.md): the default inputs for the cheapest
// owning plan against the cheapest renting plan, decisions chosen again, exactly as
// `fleetcost-cli thresholds FILE` computes them; for the results panel and the reports.
struct ThresholdAnalysis {
  std::shared_ptr<const RiskModel> model;
  Problems problems;       // the scenario's own (then no result)
  ThresholdResult result;  // result.error: no owning and renting plan to compare
};

// From a model already built (the risk analyses'), or from the scenario. Null when cancelled.
// `threads` as ThresholdOptions::threads (0: one per core).
std::shared_ptr<const ThresholdAnalysis> analyseThresholds(
    std::shared_ptr<const RiskModel> model, int threads = 0,
    const std::atomic<bool>* cancel = nullptr);
std::shared_ptr<const ThresholdAnalysis> analyseThresholds(
    const Scenario& scenario, int index, const EvaluationOptions& evaluation, int threads = 0,
    const std::atomic<bool>* cancel = nullptr);

}  // namespace fleetcost
