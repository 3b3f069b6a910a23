// The risk analyses of the current scenario off the GUI thread: the model, sensitivity and the
// break-even map first (fast), then Monte Carlo with progress; cancellable. Results are cached
// by scenario content (and trials), so they are computed again only when an input changes.
#pragma once

#include <QFuture>
#include <QObject>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "model/risk/risk_analyses.h"

namespace fleetcost::ui {

class RiskRunner : public QObject {
  Q_OBJECT

 public:
  explicit RiskRunner(QObject* parent = nullptr);
  ~RiskRunner() override;  // cancels what runs and waits for it

  // Shows the analyses of this scenario with `trials` Monte Carlo trials, evaluated with
  // `evaluation` (the tax view): from the cache when its content was analysed already, else
  // computed in the background.
  void analyse(const Scenario& scenario, int index, long long trials,
               const EvaluationOptions& evaluation = {});
  // Runs Monte Carlo again for the current scenario (after a cancel).
  void runMonteCarlo();
  void cancelMonteCarlo();
  void clear();

  const RiskAnalyses* current() const { return current_.get(); }
  std::shared_ptr<const RiskAnalyses> currentShared() const { return current_; }
  // True when the analyses shown are of this content of scenario `index`, evaluated before or
  // after tax as `evaluation` says.
  bool showsScenario(const Scenario& scenario, int index,
                     const EvaluationOptions& evaluation) const {
    return current_ && index_ == index && evaluation_.afterTax == evaluation.afterTax &&
           scenario_ == scenario;
  }
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
    std::optional<bool> afterTax;
    std::shared_ptr<RiskAnalyses> analyses;
  };
  static constexpr std::size_t kCached = 8;
  void start(bool modelToo);
  void setRunning(bool running);
  void prune();

  std::vector<Entry> cache_;  // the contents analysed last, most recent first
  Scenario scenario_;         // the current one's
  EvaluationOptions evaluation_;
  int index_ = -1;
  std::shared_ptr<RiskAnalyses> current_;
  std::shared_ptr<std::atomic<bool>> cancel_;
  quint64 generation_ = 0;
  bool monteCarloRunning_ = false;
  int jobsStarted_ = 0;
  QList<QFuture<void>> jobs_;
};

}  // namespace fleetcost::ui
