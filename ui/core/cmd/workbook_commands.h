// Undo commands. Each keeps the value before and after, so undo and redo restore exactly:
// CmdScenarioChange replaces one scenario, CmdScenariosChange the list (add, duplicate,
// rename, delete, reorder), CmdWorkbookHeadChange the workbook's own fields (the prices' date).
#pragma once

#include <QUndoCommand>
#include <vector>

#include "model/scenario/scenario.h"
#include "ui/core/cmd/scenario_store.h"

namespace fleetcost::ui {

class CmdScenarioChange : public QUndoCommand {
 public:
  CmdScenarioChange(ScenarioStore* store, int index, Scenario after, const QString& text);
  void undo() override;
  void redo() override;

 private:
  ScenarioStore* store_;
  int index_;
  Scenario before_;
  Scenario after_;
};

class CmdScenariosChange : public QUndoCommand {
 public:
  CmdScenariosChange(ScenarioStore* store, std::vector<Scenario> after, const QString& text,
                     int selectAfter);
  void undo() override;
  void redo() override;

 private:
  ScenarioStore* store_;
  std::vector<Scenario> before_;
  std::vector<Scenario> after_;
  int selectBefore_ = 0;
  int selectAfter_ = 0;
};

class CmdWorkbookHeadChange : public QUndoCommand {
 public:
  CmdWorkbookHeadChange(ScenarioStore* store, Workbook after, const QString& text);
  void undo() override;
  void redo() override;

 private:
  ScenarioStore* store_;
  Workbook before_;
  Workbook after_;
};

}  // namespace fleetcost::ui
