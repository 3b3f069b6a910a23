// What it takes for owning to win, for the current scenario, off the GUI thread
// (model/risk/risk_analyses.h analyseThresholds: the numbers fleetcost-cli thresholds prints).
// A request waits until edits pause, runs on one core so recalculation keeps the other, is
// cancelled by the next request and cached by scenario content; and the break-even map of one
// threshold (model/risk/threshold_map.h) on demand.
#pragma once

#include <QFuture>
#include <QObject>
#include <QTimer>
#include <atomic>
#include <memory>
#include <optional>
#include <vector>

#include "model/risk/risk_analyses.h"
#include "model/risk/threshold_map.h"

namespace fleetcost::ui {

class ThresholdRunner : public QObject {
  Q_OBJECT

 public:
  // `delayMs`: how long a request waits for the next before it starts.
  explicit ThresholdRunner(QObject* parent = nullptr, int delayMs = 350);
  ~ThresholdRunner() override;  // cancels what runs and waits for it

  // Shows the thresholds of this content of scenario `index`: from the cache, or computed once
  // requests pause. Until then current() is null and running() true.
  void analyse(const Scenario& scenario, int index, const EvaluationOptions& evaluation = {});
  void clear();

  std::shared_ptr<const ThresholdAnalysis> current() const { return current_; }
  bool running() const { return pending_ || job_.isRunning(); }
  int jobsStarted() const { return jobsStarted_; }

  // The break-even map of threshold `threshold` of current(), computed in the background
  // (mapChanged when done); the map of another request or scenario is dropped.
  void requestMap(int threshold);
  const BreakEvenMap* map() const { return map_ ? &*map_ : nullptr; }
  int mapThreshold() const { return mapThreshold_; }
  std::shared_ptr<const ThresholdAnalysis> mapAnalysis() const { return mapAnalysis_; }
  bool mapRunning() const { return mapJob_.isRunning(); }

 signals:
  void thresholdsChanged();
  void mapChanged();

 private:
  struct Entry {
    int index = 0;
    Scenario scenario;
    std::optional<bool> afterTax;
    std::shared_ptr<const ThresholdAnalysis> analysis;
  };
  static constexpr std::size_t kCached = 8;
  void start();
  void cancelJob();

  QTimer delay_;
  std::vector<Entry> cache_;
  bool pending_ = false;
  Scenario scenario_;
  int index_ = -1;
  EvaluationOptions evaluation_;
  std::shared_ptr<const ThresholdAnalysis> current_;
  std::shared_ptr<std::atomic<bool>> cancel_, mapCancel_;
  quint64 generation_ = 0, mapGeneration_ = 0;
  int jobsStarted_ = 0;
  QFuture<void> job_, mapJob_;
  std::optional<BreakEvenMap> map_;
  int mapThreshold_ = -1;
  std::shared_ptr<const ThresholdAnalysis> mapAnalysis_;
};

}  // namespace fleetcost::ui
