// Undo commands over the workbook document.
#include "ui/core/cmd/workbook_commands.h"

#include "ui/core/document/workbook_document.h"

namespace fleetcost::ui {

CmdScenarioChange::CmdScenarioChange(WorkbookDocument* document, int index, Scenario after,
                                     const QString& text)
    : QUndoCommand(text),
      document_(document),
      index_(index),
      before_(document->scenario(index)),
      after_(std::move(after)) {}

void CmdScenarioChange::undo() {
  document_->replaceScenario(index_, before_);
}
void CmdScenarioChange::redo() {
  document_->replaceScenario(index_, after_);
}

CmdScenariosChange::CmdScenariosChange(WorkbookDocument* document, std::vector<Scenario> after,
                                       const QString& text, int selectAfter)
    : QUndoCommand(text),
      document_(document),
      before_(document->workbook().scenarios),
      after_(std::move(after)),
      selectAfter_(selectAfter) {}

void CmdScenariosChange::undo() {
  document_->replaceScenarios(before_, selectBefore_);
}
void CmdScenariosChange::redo() {
  document_->replaceScenarios(after_, selectAfter_);
}

}  // namespace fleetcost::ui
