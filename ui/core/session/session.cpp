// Recalculation on every change, and the current scenario.
#include "ui/core/session/session.h"

#include "ui/core/preferences/app_preferences.h"

namespace fleetcost::ui {

Session::Session(QObject* parent)
    : QObject(parent), document_(newWorkbookTemplate(), this), engine_(this) {
  connect(&document_, &WorkbookDocument::contentChanged, this,
          [this] { engine_.request(document_.workbook()); });
  connect(&document_, &WorkbookDocument::scenariosReset, this, [this](int select) {
    setCurrentScenario(std::clamp(select, 0, std::max(0, document_.scenarioCount() - 1)));
  });
  connect(&engine_, &RecalcEngine::evaluated, this, [this](SnapshotPtr snapshot) {
    snapshot_ = std::move(snapshot);
    emit snapshotChanged(snapshot_);
  });
  engine_.request(document_.workbook());
}

const Problems* Session::currentProblems() const {
  return snapshot_ ? snapshot_->problems(current_) : nullptr;
}

const StalePrices* Session::currentStalePrices() const {
  return snapshot_ ? snapshot_->stalePrices(current_) : nullptr;
}

void Session::setTaxView(std::optional<bool> afterTax) {
  if (afterTax == taxView()) return;
  EvaluationOptions options = engine_.options();
  options.afterTax = afterTax;
  engine_.setOptions(options, document_.workbook());
  emit taxViewChanged();
}

void Session::newWorkbook() {
  document_.newWorkbook(newWorkbookTemplate());
}

void Session::setCurrentScenario(int index) {
  current_ = index;
  emit currentScenarioChanged(index);
}

}  // namespace fleetcost::ui
