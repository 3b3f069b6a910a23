// Debounced, one-at-a-time evaluation with QtConcurrent.
#include "ui/core/session/recalc_engine.h"

#include <QElapsedTimer>
#include <QtConcurrent/QtConcurrent>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/stale_figures.h"
#include "model/evaluation/workbook_memory_check.h"

namespace fleetcost::ui {

SnapshotPtr evaluateWorkbook(const Workbook& workbook, quint64 generation,
                             const EvaluationOptions& options) {
  QElapsedTimer clock;
  clock.start();
  auto snapshot = std::make_shared<EvaluationSnapshot>();
  snapshot->generation = generation;
  // Problems as a file would have them, without writing it as text unless something in it was
  // kept verbatim (model/evaluation/workbook_memory_check.h).
  const CheckedWorkbook checked = checkWorkbookInMemory(workbook);
  snapshot->fileProblems = checked.fileProblems;
  snapshot->scenarioProblems = checked.scenarioProblems;
  snapshot->scenarioProblems.resize(workbook.scenarios.size());
  snapshot->results.resize(workbook.scenarios.size());
  snapshot->scenarios = workbook.scenarios;
  const std::string today = todayDate();
  for (std::size_t i = 0; i < workbook.scenarios.size(); ++i)
    snapshot->stale.push_back(staleFigures(workbook, i, today));
  if (checked.workbook && !checked.newerVersion) {
    for (std::size_t i = 0; i < checked.workbook->scenarios.size(); ++i) {
      if (!snapshot->scenarioProblems[i].empty()) continue;
      ScenarioEvaluation e =
          evaluateScenario(checked.workbook->scenarios[i], static_cast<int>(i), options);
      snapshot->scenarioProblems[i] = std::move(e.problems);
      snapshot->results[i] = std::move(e.result);
      if (snapshot->results[i]) snapshot->results[i]->stalePrices = snapshot->stale[i];
    }
  }
  snapshot->milliseconds = static_cast<double>(clock.nsecsElapsed()) / 1e6;
  return snapshot;
}

RecalcEngine::RecalcEngine(QObject* parent, int debounceMs) : QObject(parent) {
  qRegisterMetaType<SnapshotPtr>();
  debounce_.setSingleShot(true);
  debounce_.setInterval(debounceMs);
  connect(&debounce_, &QTimer::timeout, this, &RecalcEngine::startIfIdle);
  connect(&watcher_, &QFutureWatcher<SnapshotPtr>::finished, this, [this] {
    SnapshotPtr snapshot = watcher_.result();
    if (!pending_) {  // the newest request: show it
      latest_ = snapshot;
      lastLatencyMs_ = static_cast<double>(sinceRequest_.nsecsElapsed()) / 1e6;
      emit evaluated(snapshot);
    }
    startIfIdle();
  });
}

void RecalcEngine::setOptions(const EvaluationOptions& options, const Workbook& workbook) {
  options_ = options;
  request(workbook);
}

void RecalcEngine::request(const Workbook& workbook) {
  pending_ = workbook;
  sinceRequest_.start();
  debounce_.start();
}

void RecalcEngine::startIfIdle() {
  if (watcher_.isRunning() || !pending_ || debounce_.isActive()) return;
  Workbook workbook = std::move(*pending_);
  pending_.reset();
  const quint64 generation = ++generation_;
  watcher_.setFuture(
      QtConcurrent::run([workbook = std::move(workbook), generation, options = options_] {
        return evaluateWorkbook(workbook, generation, options);
      }));
}

}  // namespace fleetcost::ui
