// Undo commands over the workbook's scenarios.
#include "ui/core/cmd/workbook_commands.h"

namespace fleetcost::ui {

CmdScenarioChange::CmdScenarioChange(ScenarioStore* store, int index, Scenario after,
                                     const QString& text)
    : QUndoCommand(text),
      store_(store),
      index_(index),
      before_(store->scenarios().at(index)),
      after_(std::move(after)) {}

void CmdScenarioChange::undo() {
  store_->replaceScenario(index_, before_);
}
void CmdScenarioChange::redo() {
  store_->replaceScenario(index_, after_);
}

CmdScenariosChange::CmdScenariosChange(ScenarioStore* store, std::vector<Scenario> after,
                                       const QString& text, int selectAfter)
    : QUndoCommand(text),
      store_(store),
      before_(store->scenarios()),
      after_(std::move(after)),
      selectAfter_(selectAfter) {}

void CmdScenariosChange::undo() {
  store_->replaceScenarios(before_, selectBefore_);
}
void CmdScenariosChange::redo() {
  store_->replaceScenarios(after_, selectAfter_);
}

CmdWorkbookHeadChange::CmdWorkbookHeadChange(ScenarioStore* store, Workbook after,
                                             const QString& text)
    : QUndoCommand(text), store_(store), before_(store->workbookHead()), after_(std::move(after)) {
  after_.scenarios.clear();
}

void CmdWorkbookHeadChange::undo() {
  store_->replaceWorkbookHead(before_);
}
void CmdWorkbookHeadChange::redo() {
  store_->replaceWorkbookHead(after_);
}

}  // namespace fleetcost::ui
