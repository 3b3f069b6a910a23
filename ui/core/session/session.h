// What the windows share: the open document, the scenario being edited, and the latest
// evaluation (recomputed off the GUI thread after every change).
#pragma once

#include <QObject>

#include "ui/core/document/workbook_document.h"
#include "ui/core/session/recalc_engine.h"

namespace fleetcost::ui {

class Session : public QObject {
  Q_OBJECT

 public:
  // Starts from the preferred template (newWorkbookTemplate()).
  explicit Session(QObject* parent = nullptr);

  WorkbookDocument* document() { return &document_; }
  RecalcEngine* engine() { return &engine_; }
  int currentScenario() const { return current_; }
  SnapshotPtr snapshot() const { return snapshot_; }
  // The current scenario's problems in the latest snapshot (null before the first).
  const Problems* currentProblems() const;
  // The current scenario's stale prices in the latest snapshot (null before the first).
  const StalePrices* currentStalePrices() const;

  // File › New: the preferred template, untitled.
  void newWorkbook();
  void setCurrentScenario(int index);
  // The tax view of every result: null follows each scenario's after_tax, true or false forces
  // after or before tax (the workbook is not changed).
  void setTaxView(std::optional<bool> afterTax);
  std::optional<bool> taxView() const { return engine_.options().afterTax; }

 signals:
  void currentScenarioChanged(int index);
  void snapshotChanged(fleetcost::ui::SnapshotPtr snapshot);
  void taxViewChanged();

 private:
  WorkbookDocument document_;
  RecalcEngine engine_;
  int current_ = 0;
  SnapshotPtr snapshot_;
};

}  // namespace fleetcost::ui
