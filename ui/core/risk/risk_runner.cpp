// Background jobs of the risk analyses and their cache.
#include "ui/core/risk/risk_runner.h"

#include <QPointer>
#include <QtConcurrent/QtConcurrent>

namespace fleetcost::ui {

RiskRunner::RiskRunner(QObject* parent) : QObject(parent) {}

RiskRunner::~RiskRunner() {
  if (cancel_) *cancel_ = true;
  for (QFuture<void>& job : jobs_) job.waitForFinished();
}

void RiskRunner::clear() {
  if (cancel_) *cancel_ = true;
  ++generation_;
  current_.reset();
  index_ = -1;
  setRunning(false);
  emit analysesChanged();
}

void RiskRunner::analyse(const Scenario& scenario, int index, long long trials,
                         const EvaluationOptions& evaluation) {
  const auto it = std::find_if(cache_.begin(), cache_.end(), [&](const Entry& e) {
    return e.index == index && e.trials == trials && e.afterTax == evaluation.afterTax &&
           e.scenario == scenario;
  });
  if (it != cache_.end()) {
    if (index_ == index && current_ == it->analyses) return;  // already shown
    if (cancel_) *cancel_ = true;
    ++generation_;
    setRunning(false);
    index_ = index;
    scenario_ = it->scenario;
    evaluation_ = evaluation;
    current_ = it->analyses;
    std::rotate(cache_.begin(), it, it + 1);
    emit analysesChanged();
    const RiskAnalyses& a = *current_;
    if (a.model && a.problems.empty() && !a.monteCarlo) start(false);  // a cancelled run
    return;
  }
  if (cancel_) *cancel_ = true;
  auto analyses = std::make_shared<RiskAnalyses>();
  analyses->trials = trials;
  cache_.insert(cache_.begin(), Entry{index, scenario, trials, evaluation.afterTax, analyses});
  if (cache_.size() > kCached) cache_.pop_back();
  index_ = index;
  scenario_ = scenario;
  evaluation_ = evaluation;
  current_ = analyses;
  emit analysesChanged();
  start(true);
}

void RiskRunner::runMonteCarlo() {
  if (current_ && current_->model && current_->problems.empty() && !monteCarloRunning_)
    start(false);
}

void RiskRunner::cancelMonteCarlo() {
  if (cancel_) *cancel_ = true;
}

void RiskRunner::setRunning(bool running) {
  if (running == monteCarloRunning_) return;
  monteCarloRunning_ = running;
  emit monteCarloRunningChanged(running);
}

void RiskRunner::prune() {
  jobs_.erase(std::remove_if(jobs_.begin(), jobs_.end(),
                             [](const QFuture<void>& job) { return job.isFinished(); }),
              jobs_.end());
}

void RiskRunner::start(bool modelToo) {
  prune();
  cancel_ = std::make_shared<std::atomic<bool>>(false);
  const quint64 generation = ++generation_;
  ++jobsStarted_;
  setRunning(true);
  const std::shared_ptr<RiskAnalyses> target = current_;
  const Scenario scenario = scenario_;
  const EvaluationOptions evaluation = evaluation_;
  const int index = index_;
  const auto cancel = cancel_;
  QPointer<RiskRunner> self(this);
  // Delivers a change to the analyses on the GUI thread, unless a newer job replaced this one.
  const auto post = [self, generation, target](std::function<void(RiskAnalyses&)> change,
                                               bool finished) {
    QMetaObject::invokeMethod(
        self,
        [self, generation, target, change = std::move(change), finished] {
          if (!self || generation != self->generation_) return;
          change(*target);
          if (finished) self->setRunning(false);
          emit self->analysesChanged();
        },
        Qt::QueuedConnection);
  };
  jobs_.append(QtConcurrent::run([=] {
    std::shared_ptr<const RiskModel> model = target->model;
    if (modelToo) {
      RiskModelOrProblems built = buildRiskModel(scenario, index, evaluation);
      if (!built.model) {
        post([problems = built.problems](RiskAnalyses& a) { a.problems = problems; }, true);
        return;
      }
      model = built.model;
      SensitivityResult sensitivity = runSensitivity(*model, cancel.get());
      if (sensitivity.cancelled) return;
      const bool clean = sensitivity.problems.empty();
      std::optional<BreakEvenMap> map;
      if (clean && model->hasComparison()) {
        BreakEvenMapOptions options;
        options.steps = kRiskMapSteps;
        options.cancel = cancel.get();
        map = runBreakEvenMap(*model, options);
        if (map->cancelled) return;
      }
      post(
          [model, sensitivity = std::move(sensitivity), map = std::move(map)](RiskAnalyses& a) {
            a.model = model;
            a.problems = sensitivity.problems;
            a.sensitivity = sensitivity;
            a.map = map;
          },
          !clean);
      if (!clean) return;
    }
    MonteCarloOptions options;
    options.trials = target->trials;
    options.seed = kRiskSeed;
    options.cancel = cancel.get();
    options.progress = [self, generation](long long done, long long total) {
      QMetaObject::invokeMethod(
          self,
          [self, generation, done, total] {
            if (self && generation == self->generation_) emit self->monteCarloProgress(done, total);
          },
          Qt::QueuedConnection);
    };
    MonteCarloResult result = fleetcost::runMonteCarlo(*model, options);
    if (result.cancelled) {
      post([](RiskAnalyses&) {}, true);
      return;
    }
    post(
        [result = std::move(result)](RiskAnalyses& a) {
          if (!result.problems.empty())
            a.problems = result.problems;
          else
            a.monteCarlo = result;
        },
        true);
  }));
}

}  // namespace fleetcost::ui
