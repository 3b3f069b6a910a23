// Reading, validating and saving grow as n log n or better in the size of the file (issue 15):
// a scenario with n unknown keys (kept for the round trip), with n currencies in fx_per_usd, and
// a workbook of n scenarios that are not objects, at n = 25,000 to 200,000. Each benchmark fits
// its times to n log n (the "_BigO" and "_RMS" rows; an RMS within ~10% means the fit holds).
// Before the hashed indexes all three grew as n^2: 200,000 unknown keys took minutes. Saving
// 200,000 currencies fits less well (RMS about 25%): the steps are n log n, but each look-up in
// the hashed index costs more once the index no longer fits in the caches (perf: cache misses
// in _M_find_before_node), about 0.5 µs a key at 200,000 against 0.2 µs at 25,000.
#include <benchmark/benchmark.h>

#include <string>

#include "model/evaluation/workbook_check.h"
#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"

namespace fleetcost::bench {
namespace {

// A small valid scenario (one GPU model, renting and colocating); `extra` goes into the scenario
// object, `rates` into its fx_per_usd.
std::string workbookText(const std::string& extra, const std::string& rates) {
  return R"({"format": "fleetcost-workbook", "version": 1, "scenarios": [{
  "name": "Base", "horizon_months": 13, "reporting_currency": "USD",
  "fx_per_usd": {"JPY": 150)" +
         rates + R"(},
  "regions": [{"id": "r1", "name": "Region One"}],
  "gpu_models": [{"id": "g1", "name": "GPU One"}],
  "server_models": [{"id": "s1", "gpu": "g1", "gpus": 8, "currency": "USD", "price": 100000,
                     "power_idle_kw": 1, "power_max_kw": 5, "rack_units": 4}],
  "sites": [{"id": "site1", "region": "r1", "currency": "USD", "cooling": "air",
             "cooling_options": [{"name": "air", "max_kw_per_rack": 10, "pue": 1.5}]}],
  "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                     "on_demand_per_gpu_hour": 2}],
  "workloads": [{"name": "w1", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 11680}],
  "plans": [{"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
            {"name": "own", "strategy": "colocate", "site": "site1"}])" +
         extra + "}]}";
}

std::string unknownKeys(long long n) {
  std::string keys;
  for (long long i = 0; i < n; ++i)
    keys += ", \"x" + std::to_string(i) + "\": " + std::to_string(i);
  return workbookText(keys, "");
}

std::string currencies(long long n) {
  std::string rates;
  for (long long i = 0; i < n; ++i)
    rates += ", \"C" + std::to_string(i) + "\": " + std::to_string(1 + i % 7);
  return workbookText("", rates);
}

std::string scenariosNotObjects(long long n) {
  std::string list;
  for (long long i = 0; i < n; ++i) list += i ? ",1" : "1";
  return R"({"format": "fleetcost-workbook", "version": 1, "scenarios": [)" + list + "]}";
}

// Reading and both validation stages, as `fleetcost-cli validate` does them.
void checkText(benchmark::State& state, const std::string& text, std::size_t expectedProblems) {
  for (auto _ : state) {
    const CheckedWorkbook checked = checkWorkbookText(text);
    if (checked.all().size() != expectedProblems) state.SkipWithError("unexpected problems");
    benchmark::DoNotOptimize(checked);
  }
  state.SetComplexityN(state.range(0));
  state.counters["bytes"] = static_cast<double>(text.size());
}

void BM_CheckUnknownKeys(benchmark::State& state) {
  checkText(state, unknownKeys(state.range(0)), 0);
}
void BM_CheckCurrencies(benchmark::State& state) {
  checkText(state, currencies(state.range(0)), 0);
}
void BM_CheckScenariosNotObjects(benchmark::State& state) {
  // One "expected an object, got a number" per scenario.
  checkText(state, scenariosNotObjects(state.range(0)), static_cast<std::size_t>(state.range(0)));
}

// Saving what was read: the kept keys and every rate written back in file order.
void saveText(benchmark::State& state, const std::string& text) {
  const Workbook workbook = *readWorkbookText(text).workbook;
  for (auto _ : state) benchmark::DoNotOptimize(writeWorkbookText(workbook));
  state.SetComplexityN(state.range(0));
}

void BM_SaveUnknownKeys(benchmark::State& state) {
  saveText(state, unknownKeys(state.range(0)));
}
void BM_SaveCurrencies(benchmark::State& state) {
  saveText(state, currencies(state.range(0)));
}

#define FLEETCOST_SIZES(name)         \
  BENCHMARK(name)                     \
      ->Arg(25000)                    \
      ->Arg(50000)                    \
      ->Arg(100000)                   \
      ->Arg(200000)                   \
      ->Unit(benchmark::kMillisecond) \
      ->Complexity(benchmark::oNLogN)

FLEETCOST_SIZES(BM_CheckUnknownKeys);
FLEETCOST_SIZES(BM_CheckCurrencies);
FLEETCOST_SIZES(BM_CheckScenariosNotObjects);
FLEETCOST_SIZES(BM_SaveUnknownKeys);
FLEETCOST_SIZES(BM_SaveCurrencies);

}  // namespace
}  // namespace fleetcost::bench

BENCHMARK_MAIN();
