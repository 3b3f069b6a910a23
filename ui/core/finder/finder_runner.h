// Runs the plan finder (model/finder/plan_finder.h) off the GUI thread: progress and the best
// candidates so far reach the GUI thread at most every 100 ms; cancel stops the search, which
// then delivers what it ranked. The destructor cancels and waits.
#pragma once

#include <QElapsedTimer>
#include <QFuture>
#include <QObject>
#include <atomic>
#include <memory>
#include <vector>

#include "model/finder/plan_finder.h"

namespace fleetcost::ui {

class FinderRunner : public QObject {
  Q_OBJECT

 public:
  explicit FinderRunner(QObject* parent = nullptr);
  ~FinderRunner() override;

  // Searches scenario `index` (a copy of `scenario`); a search still running is cancelled and
  // its result dropped.
  void start(const Scenario& scenario, int index, const FinderOptions& options);
  void cancel();
  bool isRunning() const { return running_; }
  // Blocks until the current search has delivered (tests; the GUI never waits).
  bool waitForFinished(int milliseconds);

  // The scenario and options of the last search started, and its result once finished.
  const Scenario& scenario() const { return scenario_; }
  int scenarioIndex() const { return index_; }
  const FinderOptions& options() const { return options_; }
  std::shared_ptr<const FinderResult> result() const { return result_; }
  // While running: the share done and the best candidates reported so far.
  double done() const { return done_; }
  const std::vector<FinderCandidate>& bestSoFar() const { return bestSoFar_; }
  // How long the last search took until its result arrived, in milliseconds.
  qint64 elapsedMs() const { return elapsedMs_; }

 signals:
  void progressed();  // done() and bestSoFar() changed
  void finished();    // result() is the new search's
  void runningChanged(bool running);

 private:
  struct Shared;  // what the worker reports and the GUI thread reads
  void setRunning(bool running);

  Scenario scenario_;
  int index_ = -1;
  FinderOptions options_;
  std::shared_ptr<const FinderResult> result_;
  std::shared_ptr<Shared> shared_;
  double done_ = 0;
  std::vector<FinderCandidate> bestSoFar_;
  quint64 generation_ = 0;
  bool running_ = false;
  QElapsedTimer clock_;
  qint64 elapsedMs_ = 0;
  QList<QFuture<void>> jobs_;
};

}  // namespace fleetcost::ui
