// The risk analyses of the current scenario off the GUI thread: the model, sensitivity and the
// break-even map first (fast), then Monte Carlo with progress; cancellable. Results are cached
// by scenario content (and trials), so they are computed again only when an input changes.
#pragma once

#include <QFuture>
#include <QObject>
#include <atomic>
#include <vector>
#include <memory>
#include <optional>

#include "risk/breakeven_map.h"
#include "risk/monte_carlo.h"
#include "risk/sensitivity.h"

namespace fleetcost::ui {

struct RiskAnalyses {
  std::shared_ptr<const RiskModel> model;
  Problems problems;  // the scenario's own, or of a bound (then nothing below)
  std::optional<SensitivityResult> sensitivity;
  std::optional<BreakEvenMap> map;
  std::optional<MonteCarloResult> monteCarlo;  // only finished runs: a cancelled run leaves none
  long long trials = 0;
};

class RiskRunner : public QObject {
  Q_OBJECT

 public:
  static constexpr std::uint64_t kSeed = 1;
  static constexpr int kMapSteps = 41;

  explicit RiskRunner(QObject* parent = nullptr);
  ~RiskRunner() override;  // cancels what runs and waits for it

  // Shows the analyses of this scenario with `trials` Monte Carlo trials: from the cache when
  // its content was analysed already, else computed in the background.
  void analyse(const Scenario& scenario, int index, long long trials);
  // Runs Monte Carlo again for the current scenario (after a cancel).
  void runMonteCarlo();
  void cancelMonteCarlo();
  void clear();

  const RiskAnalyses* current() const { return current_.get(); }
  bool monteCarloRunning() const { return monteCarloRunning_; }
  int jobsStarted() const { return jobsStarted_; }

 signals:
  void analysesChanged();
  void monteCarloProgress(long long done, long long total);
  void monteCarloRunningChanged(bool running);

 private:
  struct Entry {
    int index = 0;
    Scenario scenario;
    long long trials = 0;
    std::shared_ptr<RiskAnalyses> analyses;
  };
  static constexpr std::size_t kCached = 8;
  void start(bool modelToo);
  void setRunning(bool running);
  void prune();

  std::vector<Entry> cache_;  // the contents analysed last, most recent first
  Scenario scenario_;         // the current one's
  int index_ = -1;
  std::shared_ptr<RiskAnalyses> current_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  quint64 generation_ = 0;
  bool monteCarloRunning_ = false;
  int jobsStarted_ = 0;
  QList<QFuture<void>> jobs_;
};

}  // namespace fleetcost::ui
