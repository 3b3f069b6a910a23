// Speed of the plan finder (issue 23, docs/finder.md): the shipped example's first scenario's
// whole space (494,325 assignments of 5 workloads to 25 supplies) ranked within 5 s on 2 threads,
// and the first ranked candidates (the singletons priced) within 1 s; the same space and one of
// 1.4 billion assignments (8 workloads) by branch and bound; the objective P95.
#include <benchmark/benchmark.h>

#include <atomic>

#include "model/evaluation/workbook_check.h"
#include "model/finder/plan_finder.h"

namespace fleetcost::bench {
namespace {

const Scenario& example() {
  static const Scenario scenario = [] {
    const CheckedWorkbook checked = checkWorkbookFile(
        std::string(FLEETCOST_SOURCE_DIR) + "/assets/examples/tokyo-vs-hong-kong.fleetcost");
    return checked.workbook->scenarios.at(0);
  }();
  return scenario;
}

// The example with its three training workloads given twins at 60 % of their demand: 8
// workloads, 1,445,900,625 assignments, beyond enumeration.
const Scenario& eightWorkloads() {
  static const Scenario scenario = [] {
    Scenario s = example();
    for (int w = 0; w < 3; ++w) {
      Workload twin = s.workloads[w];
      twin.name = twin.name.value_or("") + " B";
      twin.gpuHoursPerMonth.value *= 0.6;
      s.workloads.push_back(twin);
    }
    return s;
  }();
  return scenario;
}

void BM_FindPlansExample(benchmark::State& state) {
  FinderOptions options;
  options.threads = static_cast<int>(state.range(0));
  for (auto _ : state) {
    const FinderResult r = findPlans(example(), 0, options);
    if (!r.problems.empty() || r.ranked.empty()) state.SkipWithError("no plan found");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_FindPlansExample)->Arg(1)->Arg(2)->Unit(benchmark::kMillisecond)->UseRealTime();

// The example's space searched by branch and bound instead of enumerated.
void BM_FindPlansExampleBranchAndBound(benchmark::State& state) {
  FinderOptions options;
  options.maxAssignments = 0;
  for (auto _ : state) {
    const FinderResult r = findPlans(example(), 0, options);
    if (!r.exact) state.SkipWithError("not proven");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_FindPlansExampleBranchAndBound)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_FindPlansEightWorkloads(benchmark::State& state) {
  for (auto _ : state) {
    const FinderResult r = findPlans(eightWorkloads(), 0, {});
    if (!r.exact || !r.branchAndBound) state.SkipWithError("not proven by branch and bound");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_FindPlansEightWorkloads)->Unit(benchmark::kMillisecond)->UseRealTime();

// P95 over 1,000 trials of the 40 cheapest plans.
void BM_FindPlansP95(benchmark::State& state) {
  FinderOptions options;
  options.objective = FinderObjective::P95;
  for (auto _ : state) {
    const FinderResult r = findPlans(example(), 0, options);
    if (r.ranked.empty() || !r.ranked[0].p95) state.SkipWithError("no P95");
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_FindPlansP95)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(1);

// Until the first progress report with a ranked candidate: what the GUI shows first.
void BM_FindPlansFirstCandidates(benchmark::State& state) {
  FinderOptions options;
  options.threads = 2;
  for (auto _ : state) {
    std::atomic<bool> cancel{false};
    FinderProgress progress;
    progress.cancel = &cancel;
    progress.report = [&](double, const std::vector<FinderCandidate>& best) {
      if (!best.empty()) cancel = true;
    };
    const FinderResult r = findPlans(example(), 0, options, progress);
    benchmark::DoNotOptimize(r);
  }
}
BENCHMARK(BM_FindPlansFirstCandidates)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace fleetcost::bench

BENCHMARK_MAIN();
