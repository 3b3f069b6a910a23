// Scenario list actions as undo commands on the whole list.
#include "ui/views/editors/scenario_list.h"

#include <QGridLayout>
#include <QInputDialog>
#include <QListWidget>
#include <QMessageBox>
#include <QToolButton>
#include <QVBoxLayout>

#include "model/scenario/field_specs.h"
#include "ui/core/preferences/app_preferences.h"
#include "ui/core/session/session.h"
#include "ui/views/models/list_binding.h"

namespace fleetcost::ui {

ScenarioList::ScenarioList(Session* session, QWidget* parent) : QWidget(parent), session_(session) {
  list_ = new QListWidget(this);
  list_->setSelectionMode(QAbstractItemView::SingleSelection);
  list_->setWordWrap(true);
  list_->setTextElideMode(Qt::ElideNone);
  const auto button = [this](const QString& text, const QString& tip) {
    auto* b = new QToolButton(this);
    b->setText(text);
    b->setToolTip(tip);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    b->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    return b;
  };
  add_ = button(tr("Add"), tr("Add a scenario from the shipped template"));
  duplicate_ = button(tr("Duplicate"), tr("Copy the selected scenario, to change one assumption"));
  rename_ = button(tr("Rename"), tr("Rename the selected scenario"));
  remove_ = button(tr("Delete"), tr("Delete the selected scenario"));
  up_ = button(tr("Up"), tr("Move up"));
  down_ = button(tr("Down"), tr("Move down"));
  auto* buttons = new QGridLayout;
  buttons->addWidget(add_, 0, 0);
  buttons->addWidget(duplicate_, 0, 1);
  buttons->addWidget(rename_, 1, 0);
  buttons->addWidget(remove_, 1, 1);
  buttons->addWidget(up_, 2, 0);
  buttons->addWidget(down_, 2, 1);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(list_, 1);
  layout->addLayout(buttons);

  connect(add_, &QToolButton::clicked, this, &ScenarioList::addScenario);
  connect(duplicate_, &QToolButton::clicked, this, &ScenarioList::duplicateScenario);
  connect(rename_, &QToolButton::clicked, this, &ScenarioList::renameScenario);
  connect(remove_, &QToolButton::clicked, this, &ScenarioList::deleteScenario);
  connect(up_, &QToolButton::clicked, this, [this] { moveScenario(-1); });
  connect(down_, &QToolButton::clicked, this, [this] { moveScenario(+1); });
  connect(list_, &QListWidget::currentRowChanged, this, [this](int row) {
    if (!rebuilding_ && row >= 0 && row != session_->currentScenario())
      session_->setCurrentScenario(row);
    updateActions();
  });
  connect(list_, &QListWidget::itemDoubleClicked, this, [this] { renameScenario(); });
  WorkbookDocument* document = session_->document();
  connect(document, &WorkbookDocument::scenariosReset, this, [this] { rebuild(); });
  connect(document, &WorkbookDocument::scenarioChanged, this, [this](int index) {
    if (QListWidgetItem* item = list_->item(index))
      item->setText(
          QString::fromStdString(session_->document()->scenario(index).name.value_or("")));
  });
  connect(session_, &Session::currentScenarioChanged, this, [this](int index) {
    if (list_->currentRow() != index) list_->setCurrentRow(index);
  });
  connect(document, &WorkbookDocument::modificationChanged, this, [this] { updateActions(); });
  rebuild();
}

void ScenarioList::rebuild() {
  rebuilding_ = true;
  list_->clear();
  const WorkbookDocument* document = session_->document();
  for (int i = 0; i < document->scenarioCount(); ++i) {
    const Scenario& s = document->scenario(i);
    const QString name =
        s.extras.notAnObject ? tr("(not a scenario)") : QString::fromStdString(s.name.value_or(""));
    list_->addItem(name);
    list_->item(i)->setToolTip(name);
  }
  list_->setCurrentRow(std::min(session_->currentScenario(), list_->count() - 1));
  rebuilding_ = false;
  updateActions();
}

void ScenarioList::updateActions() {
  const bool writable = !session_->document()->isReadOnly();
  const int row = list_->currentRow();
  const int count = list_->count();
  add_->setEnabled(writable);
  duplicate_->setEnabled(writable && row >= 0);
  rename_->setEnabled(writable && row >= 0);
  remove_->setEnabled(writable && row >= 0 && count > 1);
  up_->setEnabled(writable && row > 0);
  down_->setEnabled(writable && row >= 0 && row + 1 < count);
}

void ScenarioList::addScenario() {
  std::vector<Scenario> scenarios = session_->document()->workbook().scenarios;
  Scenario fresh = newWorkbookTemplate().scenarios.front();
  fresh.name = uniqueName(scenarios, fresh.name.value_or("Scenario"));
  scenarios.push_back(std::move(fresh));
  const int select = static_cast<int>(scenarios.size()) - 1;
  session_->document()->changeScenarios(std::move(scenarios), tr("Add scenario"), select);
}

void ScenarioList::duplicateScenario() {
  const int row = list_->currentRow();
  if (row < 0) return;
  std::vector<Scenario> scenarios = session_->document()->workbook().scenarios;
  Scenario copy = scenarios[row];
  bool ok = false;
  const QString suggested = QString::fromStdString(
      uniqueName(scenarios, copy.name.value_or("") + tr(" (copy)").toStdString()));
  const QString name = QInputDialog::getText(
      this, tr("Duplicate scenario"), tr("Name of the copy:"), QLineEdit::Normal, suggested, &ok);
  if (!ok || name.trimmed().isEmpty()) return;
  copy.name = name.trimmed().toStdString();
  scenarios.insert(scenarios.begin() + row + 1, std::move(copy));
  session_->document()->changeScenarios(std::move(scenarios), tr("Duplicate scenario"), row + 1);
}

void ScenarioList::renameScenario() {
  const int row = list_->currentRow();
  if (row < 0 || session_->document()->isReadOnly()) return;
  Scenario s = session_->document()->scenario(row);
  bool ok = false;
  const QString name =
      QInputDialog::getText(this, tr("Rename scenario"), tr("Name:"), QLineEdit::Normal,
                            QString::fromStdString(s.name.value_or("")), &ok);
  if (!ok || name.trimmed().isEmpty()) return;
  s.name = name.trimmed().toStdString();
  s.extras.keys.erase(keyOf(&Scenario::name));
  session_->document()->changeScenario(row, std::move(s), tr("Rename scenario"));
}

void ScenarioList::deleteScenario() {
  const int row = list_->currentRow();
  std::vector<Scenario> scenarios = session_->document()->workbook().scenarios;
  if (row < 0 || scenarios.size() < 2) return;
  const QString name = QString::fromStdString(scenarios[row].name.value_or(""));
  if (QMessageBox::question(this, tr("Delete scenario"),
                            tr("Delete the scenario \"%1\"? You can undo this.").arg(name)) !=
      QMessageBox::Yes)
    return;
  scenarios.erase(scenarios.begin() + row);
  session_->document()->changeScenarios(
      std::move(scenarios), tr("Delete scenario \"%1\"").arg(name), std::max(0, row - 1));
}

void ScenarioList::moveScenario(int delta) {
  const int row = list_->currentRow();
  std::vector<Scenario> scenarios = session_->document()->workbook().scenarios;
  const int to = row + delta;
  if (row < 0 || to < 0 || to >= static_cast<int>(scenarios.size())) return;
  std::swap(scenarios[row], scenarios[to]);
  session_->document()->changeScenarios(std::move(scenarios), tr("Move scenario"), to);
}

}  // namespace fleetcost::ui
