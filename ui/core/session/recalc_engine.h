// Recalculation off the GUI thread: an edit asks for a new snapshot; the engine waits a few
// milliseconds for more edits, evaluates a copy of the workbook on a worker thread, and delivers
// the newest snapshot only (an older one still running is never shown).
#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <optional>

#include "ui/core/session/evaluation_snapshot.h"

namespace fleetcost::ui {

class RecalcEngine : public QObject {
  Q_OBJECT

 public:
  explicit RecalcEngine(QObject* parent = nullptr, int debounceMs = 15);

  // Schedules an evaluation of this workbook (copied now).
  void request(const Workbook& workbook);
  // Options for every evaluation from now on (e.g. the tax view), and a new one of `workbook`.
  void setOptions(const EvaluationOptions& options, const Workbook& workbook);
  const EvaluationOptions& options() const { return options_; }
  SnapshotPtr latest() const { return latest_; }
  bool busy() const { return watcher_.isRunning() || pending_.has_value(); }
  // Milliseconds from the request to the delivery of the last snapshot.
  double lastLatencyMs() const { return lastLatencyMs_; }

 signals:
  void evaluated(fleetcost::ui::SnapshotPtr snapshot);

 private:
  void startIfIdle();

  QTimer debounce_;
  QFutureWatcher<SnapshotPtr> watcher_;
  std::optional<Workbook> pending_;
  EvaluationOptions options_;
  quint64 generation_ = 0;
  SnapshotPtr latest_;
  QElapsedTimer sinceRequest_;
  double lastLatencyMs_ = 0.0;
};

}  // namespace fleetcost::ui
