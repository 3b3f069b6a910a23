// Speed of the plan finder (issue 23, docs/finder.md): the shipped example's first scenario's
// whole space (494,325 assignments of 5 workloads to 25 supplies) ranked within 5 s on 2 threads,
// and the first ranked candidates (the singletons priced) within 1 s.
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
