// Evaluation speed on the large generated workbook (goal: the whole evaluation, searches
// included, under 5 ms on one core).
#include <benchmark/benchmark.h>

#include "bench/generated_workbook.h"
#include "model/evaluation/evaluate.h"

namespace fleetcost::bench {
namespace {

void BM_EvaluateLargeWorkbook(benchmark::State& state) {
  const Scenario scenario = largeScenario();
  for (auto _ : state) {
    ScenarioEvaluation e = evaluateScenario(scenario, 0);
    if (!e.result) state.SkipWithError("the benchmark workbook has problems");
    benchmark::DoNotOptimize(e);
  }
}
BENCHMARK(BM_EvaluateLargeWorkbook)->Unit(benchmark::kMillisecond);

void BM_PrepareLargeWorkbook(benchmark::State& state) {
  const Scenario scenario = largeScenario();
  for (auto _ : state) benchmark::DoNotOptimize(prepareScenario(scenario, "/scenarios/0"));
}
BENCHMARK(BM_PrepareLargeWorkbook)->Unit(benchmark::kMillisecond);

void BM_EvaluateWithFixedDecisions(benchmark::State& state) {
  const Scenario scenario = largeScenario();
  const PreparedScenario prepared = *prepareScenario(scenario, "/scenarios/0").prepared;
  const std::vector<PlanDecisions> decisions = decisionsOf(*evaluatePrepared(prepared).result);
  for (auto _ : state) benchmark::DoNotOptimize(evaluatePrepared(prepared, &decisions));
}
BENCHMARK(BM_EvaluateWithFixedDecisions)->Unit(benchmark::kMillisecond);

}  // namespace
}  // namespace fleetcost::bench

BENCHMARK_MAIN();
