// Speed of the risk analyses (2 cores): 100,000 Monte Carlo trials of the shipped example's first
// scenario within 1.5 s with 2 threads (issue 11; 2 s in issue 5); a 100 x 100 break-even map
// under 1 s; one evaluation with fixed decisions of the large benchmark workbook well under a
// millisecond; the default thresholds of the example within 200 ms (issue 12).
#include <benchmark/benchmark.h>

#include "bench/generated_workbook.h"
#include "model/evaluation/workbook_check.h"
#include "model/risk/breakeven_map.h"
#include "model/risk/monte_carlo.h"
#include "model/risk/risk_trial.h"
#include "model/risk/sensitivity.h"
#include "model/risk/threshold_map.h"
#include "model/risk/thresholds.h"

namespace fleetcost::bench {
namespace {

std::shared_ptr<const RiskModel> exampleModel() {
  static const std::shared_ptr<const RiskModel> model = [] {
    const CheckedWorkbook checked = checkWorkbookFile(
        std::string(FLEETCOST_SOURCE_DIR) + "/assets/examples/tokyo-vs-hong-kong.fleetcost");
    return buildRiskModel(checked.workbook->scenarios.at(0), 0).model;
  }();
  return model;
}

void BM_MonteCarloExample(benchmark::State& state) {
  const auto model = exampleModel();
  MonteCarloOptions options;
  options.trials = state.range(0);
  options.threads = static_cast<int>(state.range(1));
  options.seed = 1;
  for (auto _ : state) {
    const MonteCarloResult r = runMonteCarlo(*model, options);
    if (!r.problems.empty()) state.SkipWithError("the example has problems");
    benchmark::DoNotOptimize(r);
  }
  state.counters["trials/s"] =
      benchmark::Counter(double(options.trials), benchmark::Counter::kIsIterationInvariantRate);
}
BENCHMARK(BM_MonteCarloExample)
    ->Args({100000, 2})
    ->Args({20000, 1})  // one thread, for the scaling
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

void BM_BreakEvenMapExample(benchmark::State& state) {
  const auto model = exampleModel();
  BreakEvenMapOptions options;
  options.steps = static_cast<int>(state.range(0));
  options.threads = static_cast<int>(state.range(1));
  for (auto _ : state) {
    const BreakEvenMap map = runBreakEvenMap(*model, options);
    if (!map.error.empty() || !map.problems.empty()) state.SkipWithError("no map");
    benchmark::DoNotOptimize(map);
  }
}
BENCHMARK(BM_BreakEvenMapExample)->Args({100, 2})->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_SensitivityExample(benchmark::State& state) {
  const auto model = exampleModel();
  for (auto _ : state) benchmark::DoNotOptimize(runSensitivity(*model));
}
BENCHMARK(BM_SensitivityExample)->Unit(benchmark::kMillisecond);

// Thresholds of the example's first scenario with the default inputs (issue 12: at most 200 ms
// on 2 cores), decisions chosen again at every value (full evaluations) or held (risk trials).
void BM_ThresholdsExample(benchmark::State& state) {
  const auto model = exampleModel();
  ThresholdOptions options;
  options.threads = static_cast<int>(state.range(0));
  options.holdDecisions = state.range(1) != 0;
  for (auto _ : state) {
    const ThresholdResult r = runThresholds(*model, options);
    if (!r.error.empty() || !r.problems.empty()) state.SkipWithError("no thresholds");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_ThresholdsExample)
    ->Args({2, 0})
    ->Args({1, 0})
    ->Args({2, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The break-even map of the example's nearest threshold as the Risk tab draws it (25 × 25
// points on one thread, decisions chosen again: the threshold's own evaluation).
void BM_ThresholdMapExample(benchmark::State& state) {
  const auto model = exampleModel();
  const ThresholdResult r = runThresholds(*model, {});
  const std::vector<int> nearest = mostInformativeThresholds(r, 1);
  if (nearest.empty()) {
    state.SkipWithError("no threshold");
    return;
  }
  ThresholdMapOptions options = thresholdMapOptions(*model, r, r.thresholds[nearest[0]], 25);
  options.pair.threads = 1;
  for (auto _ : state) {
    const BreakEvenMap map = runThresholdMap(*model, options);
    if (!map.error.empty() || !map.problems.empty()) state.SkipWithError("no map");
    benchmark::DoNotOptimize(map);
  }
}
BENCHMARK(BM_ThresholdMapExample)->Unit(benchmark::kMillisecond)->UseRealTime();

// One risk trial of the large workbook (40 workloads, 8 plans, 120 months) with the decisions
// held: every other iteration scales demand and rental prices, so every GPU model's demand and
// every offer's prices are rebuilt.
void BM_RiskTrialLargeWorkbook(benchmark::State& state) {
  const auto model = buildRiskModel(largeScenario(), 0).model;
  RiskTrial trial(*model);
  RiskOutcome outcome;
  Problems problems;
  const std::vector<double> values = model->baseValues();
  bool scaled = false;
  for (auto _ : state) {
    scaled = !scaled;
    const RiskScales scales = scaled ? RiskScales{1.1, 0.9} : RiskScales{};
    if (!trial.evaluate(values, scales, outcome, problems)) state.SkipWithError("problems");
    benchmark::DoNotOptimize(outcome);
  }
}
BENCHMARK(BM_RiskTrialLargeWorkbook)->Unit(benchmark::kMicrosecond);

// evaluatePrepared with the decisions held and without break-even, allocation and warnings.
void BM_EvaluatePreparedFixedLarge(benchmark::State& state) {
  const auto model = buildRiskModel(largeScenario(), 0).model;
  for (auto _ : state)
    benchmark::DoNotOptimize(
        evaluatePrepared(model->prepared, &model->decisions, ResultParts{false, false, false, false}));
}
BENCHMARK(BM_EvaluatePreparedFixedLarge)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace fleetcost::bench

BENCHMARK_MAIN();
