// The finder's background job, its throttled progress and its cancel flag.
#include "ui/core/finder/finder_runner.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QPointer>
#include <QtConcurrent/QtConcurrent>
#include <chrono>
#include <mutex>

namespace fleetcost::ui {

namespace {
constexpr auto kProgressInterval = std::chrono::milliseconds(100);
}

// Written by the worker's progress callback, read on the GUI thread: the latest report, and
// whether a delivery to the GUI thread is already queued (reports in between only update it).
struct FinderRunner::Shared {
  std::atomic<bool> cancel{false};
  std::mutex mutex;
  double done = 0;
  std::vector<FinderCandidate> best;
  bool queued = false;
  std::chrono::steady_clock::time_point lastPost{};
};

FinderRunner::FinderRunner(QObject* parent) : QObject(parent) {}

FinderRunner::~FinderRunner() {
  if (shared_) shared_->cancel = true;
  for (QFuture<void>& job : jobs_) job.waitForFinished();
}

void FinderRunner::setRunning(bool running) {
  if (running == running_) return;
  running_ = running;
  emit runningChanged(running);
}

void FinderRunner::cancel() {
  if (shared_) shared_->cancel = true;
}

bool FinderRunner::waitForFinished(int milliseconds) {
  QDeadlineTimer deadline(milliseconds);
  while (running_ && !deadline.hasExpired())
    QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  return !running_;
}

void FinderRunner::start(const Scenario& scenario, int index, const FinderOptions& options) {
  if (shared_) shared_->cancel = true;
  jobs_.erase(std::remove_if(jobs_.begin(), jobs_.end(),
                             [](const QFuture<void>& job) { return job.isFinished(); }),
              jobs_.end());
  scenario_ = scenario;
  index_ = index;
  options_ = options;
  result_.reset();
  done_ = 0;
  bestSoFar_.clear();
  const quint64 generation = ++generation_;
  auto shared = std::make_shared<Shared>();
  shared_ = shared;
  clock_.start();
  setRunning(true);
  emit progressed();

  QPointer<FinderRunner> self(this);
  // On the GUI thread: takes the latest report, unless a newer search replaced this one.
  const auto deliver = [self, generation, shared] {
    if (!self || generation != self->generation_ || !self->running_) return;
    std::lock_guard lock(shared->mutex);
    shared->queued = false;
    self->done_ = shared->done;
    self->bestSoFar_ = shared->best;
    emit self->progressed();
  };
  FinderProgress progress;
  progress.cancel = &shared->cancel;
  progress.report = [self, shared, deliver](double done, const std::vector<FinderCandidate>& best) {
    std::lock_guard lock(shared->mutex);
    const bool firstBest = shared->best.empty() && !best.empty();
    shared->done = done;
    shared->best = best;
    const auto now = std::chrono::steady_clock::now();
    if (shared->queued || (!firstBest && now - shared->lastPost < kProgressInterval)) return;
    shared->queued = true;
    shared->lastPost = now;
    QMetaObject::invokeMethod(self, deliver, Qt::QueuedConnection);
  };
  const Scenario copy = scenario;
  jobs_.append(QtConcurrent::run([=] {
    auto result = std::make_shared<const FinderResult>(findPlans(copy, index, options, progress));
    QMetaObject::invokeMethod(
        self,
        [self, generation, result] {
          if (!self || generation != self->generation_) return;
          self->result_ = result;
          self->elapsedMs_ = self->clock_.elapsed();
          self->done_ = 1;
          self->bestSoFar_ = result->ranked;
          self->setRunning(false);
          emit self->progressed();
          emit self->finished();
        },
        Qt::QueuedConnection);
  }));
}

}  // namespace fleetcost::ui
