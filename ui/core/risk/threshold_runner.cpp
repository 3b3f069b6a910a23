// The thresholds job, its cache and the threshold map job.
#include "ui/core/risk/threshold_runner.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrent>
#include <algorithm>

namespace fleetcost::ui {

namespace {
constexpr int kMapSteps = 25;  // 625 evaluations: about a second on the shipped example
}

ThresholdRunner::ThresholdRunner(QObject* parent, int delayMs) : QObject(parent) {
  delay_.setSingleShot(true);
  delay_.setInterval(delayMs);
  connect(&delay_, &QTimer::timeout, this, &ThresholdRunner::start);
}

ThresholdRunner::~ThresholdRunner() {
  if (cancel_) *cancel_ = true;
  if (mapCancel_) *mapCancel_ = true;
  job_.waitForFinished();
  mapJob_.waitForFinished();
}

void ThresholdRunner::cancelJob() {
  if (cancel_) *cancel_ = true;
  ++generation_;
}

void ThresholdRunner::clear() {
  cancelJob();
  delay_.stop();
  pending_ = false;
  index_ = -1;
  const bool had = current_ != nullptr;
  current_.reset();
  if (had) emit thresholdsChanged();
}

void ThresholdRunner::analyse(const Scenario& scenario, int index,
                              const EvaluationOptions& evaluation) {
  const auto it = std::find_if(cache_.begin(), cache_.end(), [&](const Entry& e) {
    return e.index == index && e.afterTax == evaluation.afterTax && e.scenario == scenario;
  });
  if (it != cache_.end()) {
    cancelJob();
    delay_.stop();
    pending_ = false;
    index_ = index;
    if (current_ == it->analysis) return;
    current_ = it->analysis;
    std::rotate(cache_.begin(), it, it + 1);
    emit thresholdsChanged();
    return;
  }
  cancelJob();
  scenario_ = scenario;
  index_ = index;
  evaluation_ = evaluation;
  pending_ = true;
  const bool had = current_ != nullptr;
  current_.reset();
  delay_.start();  // a later request restarts the wait: a burst of edits runs one job
  if (had) emit thresholdsChanged();
}

void ThresholdRunner::start() {
  if (!pending_) return;
  if (job_.isRunning()) {  // the cancelled job is finishing its evaluation: try again soon
    delay_.start(20);
    return;
  }
  pending_ = false;
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  const quint64 generation = ++generation_;
  ++jobsStarted_;
  QPointer<ThresholdRunner> self(this);
  job_ = QtConcurrent::run([self, generation, cancel = cancel_, scenario = scenario_,
                            index = index_, evaluation = evaluation_] {
    // One thread: the other core stays with recalculation and the GUI.
    std::shared_ptr<const ThresholdAnalysis> analysis =
        analyseThresholds(scenario, index, evaluation, 1, cancel.get());
    if (!analysis) return;
    QMetaObject::invokeMethod(
        self,
        [self, generation, analysis, scenario, index, afterTax = evaluation.afterTax] {
          if (!self || generation != self->generation_) return;
          self->cache_.insert(self->cache_.begin(), Entry{index, scenario, afterTax, analysis});
          if (self->cache_.size() > kCached) self->cache_.pop_back();
          self->current_ = analysis;
          emit self->thresholdsChanged();
        },
        Qt::QueuedConnection);
  });
}

void ThresholdRunner::requestMap(int threshold) {
  if (mapCancel_) *mapCancel_ = true;
  const quint64 generation = ++mapGeneration_;
  map_.reset();
  mapThreshold_ = threshold;
  mapAnalysis_ = current_;
  if (!current_ || !current_->model || threshold < 0 ||
      threshold >= static_cast<int>(current_->result.thresholds.size())) {
    mapThreshold_ = -1;
    mapAnalysis_.reset();
    emit mapChanged();
    return;
  }
  mapCancel_ = std::make_shared<std::atomic<bool>>(false);
  emit mapChanged();  // running, no map yet
  QPointer<ThresholdRunner> self(this);
  mapJob_ = QtConcurrent::run([self, generation, cancel = mapCancel_, analysis = current_,
                               threshold] {
    ThresholdMapOptions options = thresholdMapOptions(
        *analysis->model, analysis->result, analysis->result.thresholds[threshold], kMapSteps);
    options.pair.cancel = cancel.get();
    options.pair.threads = 1;
    BreakEvenMap map = runThresholdMap(*analysis->model, options);
    if (map.cancelled) return;
    QMetaObject::invokeMethod(
        self,
        [self, generation, map = std::move(map)] {
          if (!self || generation != self->mapGeneration_) return;
          self->map_ = map;
          emit self->mapChanged();
        },
        Qt::QueuedConnection);
  });
}

}  // namespace fleetcost::ui
