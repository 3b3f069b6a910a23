// Trials in chunks over threads (an atomic chunk counter; each result written at its trial's
// index), then the summaries, a column per thread at a time.
#include "model/risk/monte_carlo.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <mutex>
#include <thread>

#include "model/risk/risk_random.h"
#include "model/risk/risk_trial.h"
#include "model/risk/sensitivity.h"

namespace fleetcost {

namespace {

constexpr long long kChunk = 64;

struct Shared {
  Shared(const RiskModel& m, const MonteCarloOptions& o) : model(m), options(o) {}
  const RiskModel& model;
  const MonteCarloOptions& options;
  std::vector<std::vector<double>> pv;  // [plan][trial]
  std::vector<double> difference, breakEven;
  std::atomic<long long> nextChunk{0};
  std::atomic<long long> done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;  // guards what follows and serialises progress calls
  long long firstFailed = -1;
  Problems failure;
  long long reported = 0;
};

void work(Shared& shared) {
  const RiskModel& model = shared.model;
  const long long n = shared.options.trials;
  const auto planCount = static_cast<int>(model.base.plans.size());
  RiskTrial trial(model);
  RiskOutcome outcome;
  std::vector<double> values;
  Problems problems;
  while (!shared.stop.load(std::memory_order_relaxed)) {
    if (shared.options.cancel && shared.options.cancel->load(std::memory_order_relaxed)) return;
    const long long from = shared.nextChunk.fetch_add(1) * kChunk;
    if (from >= n) return;
    const long long to = std::min(n, from + kChunk);
    for (long long t = from; t < to; ++t) {
      drawTrial(model, shared.options.seed, t, values);
      problems.clear();
      if (!trial.evaluate(values, {}, outcome, problems)) {
        std::lock_guard lock(shared.mutex);
        if (shared.firstFailed < 0 || t < shared.firstFailed) {
          shared.firstFailed = t;
          shared.failure = problems;
        }
        // Chunks are taken in order: every trial before this one is in a chunk already taken,
        // and taken chunks finish, so the first failing trial is found whatever the threads.
        shared.stop = true;
        break;
      }
      for (int j = 0; j < planCount; ++j) shared.pv[j][t] = outcome.pv[j];
      shared.difference[t] = outcome.difference;
      shared.breakEven[t] = outcome.breakEven ? double(*outcome.breakEven) : INFINITY;
    }
    const long long done = shared.done.fetch_add(to - from) + (to - from);
    if (shared.options.progress) {
      std::lock_guard lock(shared.mutex);
      if (done * 100 / n > shared.reported * 100 / n || done == n) {
        shared.reported = done;
        shared.options.progress(done, n);
      }
    }
  }
}

}  // namespace

void drawTrial(const RiskModel& model, std::uint64_t seed, long long trial,
               std::vector<double>& values) {
  TrialRandom random(seed, static_cast<std::uint64_t>(trial));
  values.resize(model.figures.size());
  for (std::size_t f = 0; f < model.figures.size(); ++f) {
    const RangedFigure& figure = model.figures[f];
    values[f] =
        figureValue(figure, triangular(figure.low, figure.value, figure.high, random.uniform()));
  }
}

MonteCarloResult runMonteCarlo(const RiskModel& model, const MonteCarloOptions& options) {
  MonteCarloResult out;
  out.trials = std::max(0LL, options.trials);
  out.seed = options.seed;
  out.problems = boundProblems(model, options.cancel);
  if (options.cancel && options.cancel->load()) {
    out = MonteCarloResult{};
    out.cancelled = true;
    return out;
  }
  if (!out.problems.empty() || out.trials == 0) return out;

  MonteCarloOptions bounded = options;
  bounded.trials = out.trials;
  Shared shared(model, bounded);
  const auto planCount = model.base.plans.size();
  shared.pv.assign(planCount, std::vector<double>(out.trials));
  shared.difference.assign(out.trials, 0.0);
  shared.breakEven.assign(out.trials, 0.0);
  int threads =
      options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
  threads = static_cast<int>(std::clamp<long long>(threads, 1, (out.trials + kChunk - 1) / kChunk));
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back([&shared] { work(shared); });
  work(shared);
  for (std::thread& t : pool) t.join();

  if (options.cancel && options.cancel->load()) {
    out = MonteCarloResult{};
    out.cancelled = true;
    return out;
  }
  if (shared.firstFailed >= 0) {
    for (Problem& p : shared.failure)
      out.problems.push_back(problemAt(
          p.pointer, Message(FC_TRANSLATE_NOOP("Problems",
                                               "in trial %1 of seed %2, the figures drawn break a "
                                               "rule: %3"),
                             {std::to_string(shared.firstFailed), std::to_string(options.seed),
                              messageOf(p)})));
    return out;
  }
  // Each column sorted for its summary, the columns shared out over the threads.
  std::vector<std::vector<double>*> columns;
  for (std::vector<double>& column : shared.pv) columns.push_back(&column);
  const bool comparison = model.hasComparison();
  if (comparison) {
    out.differences = shared.difference;
    long long cheaper = 0;
    for (double d : shared.difference) cheaper += d < 0 ? 1 : 0;
    out.probabilityOwningCheaper = double(cheaper) / double(out.trials);
    columns.push_back(&shared.difference);
    columns.push_back(&shared.breakEven);
  }
  std::vector<Distribution> summaries(columns.size());
  std::atomic<std::size_t> nextColumn{0};
  const auto summarizeColumns = [&] {
    for (std::size_t c = nextColumn++; c < columns.size(); c = nextColumn++)
      summaries[c] = summarize(*columns[c]);
  };
  pool.clear();
  for (int i = 1; i < threads; ++i) pool.emplace_back(summarizeColumns);
  summarizeColumns();
  for (std::thread& t : pool) t.join();
  out.plans.assign(summaries.begin(), summaries.begin() + static_cast<std::ptrdiff_t>(planCount));
  if (comparison) {
    out.difference = summaries[planCount];
    out.breakEven = summaries[planCount + 1];
  }
  return out;
}

}  // namespace fleetcost
