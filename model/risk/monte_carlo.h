// Monte Carlo (MODEL.md §7): every ranged figure drawn independently from its triangular
// distribution (low, value, high), whole numbers rounded half up, caps and reservations held;
// percentiles of each plan's present value, of the difference (cheapest owning minus cheapest
// renting) and of the break-even month, and the probability that owning is cheaper. Trials are
// spread over threads; the result depends on the seed only.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "model/risk/percentiles.h"
#include "model/risk/risk_model.h"

namespace fleetcost {

struct MonteCarloOptions {
  long long trials = 10000;
  std::uint64_t seed = 1;
  int threads = 0;  // 0: one per core
  const std::atomic<bool>* cancel = nullptr;
  // Called with (trials done, trials) now and then (about every 1%) from a worker thread,
  // never from two threads at once.
  std::function<void(long long, long long)> progress;
};

struct MonteCarloResult {
  bool cancelled = false;  // then nothing else is filled
  Problems problems;       // a bound or a trial's draws break a rule; nothing else is filled
  long long trials = 0;
  std::uint64_t seed = 0;
  std::vector<Distribution> plans;  // each plan's present value
  // Present when the scenario has an owning and a renting plan:
  std::optional<Distribution> difference;          // pv(cheapest owning) - pv(cheapest renting)
  std::optional<Distribution> breakEven;           // months; a trial that never breaks even is +inf
  std::optional<double> probabilityOwningCheaper;  // share of trials with difference < 0
  std::vector<double> differences;                 // per trial, in trial order (histograms)
};

// The values of trial `trial` (one per figure of the model).
void drawTrial(const RiskModel& model, std::uint64_t seed, long long trial,
               std::vector<double>& values);

MonteCarloResult runMonteCarlo(const RiskModel& model, const MonteCarloOptions& options);

}  // namespace fleetcost
