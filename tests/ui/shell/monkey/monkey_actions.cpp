// The monkey's actions, each over the real widgets the way a user reaches them: cells through the
// view's delegate, rows and scenarios through their buttons, undo and redo through the Edit
// menu's actions, save and reopen through File › Save and Open Recent.
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QToolButton>

#include "model/io/workbook_writer.h"
#include "tests/ui/shell/monkey/gui_monkey.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/compare/compare_dialog.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/editors/scenario_list.h"
#include "ui/views/editors/workloads_tab.h"
#include "ui/views/results/problems_panel.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/results/threshold_block.h"
#include "ui/views/risk/risk_view.h"
#include "ui/views/widgets/weekly_profile_editor.h"

namespace fleetcost::ui {

namespace {

QAction* actionWithShortcut(QWidget* window, const QKeySequence& keys) {
  for (QAction* a : window->findChildren<QAction*>())
    if (a->shortcut() == keys) return a;
  return nullptr;
}

template <class T>
QList<T*> usable(const QList<T*>& widgets) {
  QList<T*> out;
  for (T* w : widgets)
    if (w->isVisible() && w->isEnabled()) out << w;
  return out;
}

QString quoted(const QString& text) {
  return QStringLiteral("\"%1\"").arg(text.size() > 40 ? text.left(37) + QStringLiteral("...")
                                                       : text);
}

}  // namespace

// What a user might type into a cell: sensible numbers mostly, and every kind of nonsense.
QString GuiMonkey::typedText(const QString& current) {
  const QLocale locale;
  bool numeric = false;
  const double value = locale.toDouble(current, &numeric);
  switch (pick(16)) {
    case 0:
    case 1:
    case 2:
      if (numeric) {
        const double factor = std::uniform_real_distribution<double>(0.5, 1.6)(rng_);
        return locale.toString(value * factor, 'g', 6);
      }
      return QString::number(pick(100));
    case 3:
      return QString::number(pick(5));
    case 4:
      return QStringLiteral("-") + QString::number(1 + pick(100));
    case 5: {
      static const char* huge[] = {"1e308", "1e309",  "-1e400",     "999999999999999999999999",
                                   "1e15",  "1e-320", "4294967296", "2147483648"};
      return QString::fromLatin1(huge[pick(8)]);
    }
    case 6: {
      static const char* words[] = {"NaN", "nan", "inf", "-inf", "Infinity", "-Infinity", "1e"};
      return QString::fromLatin1(words[pick(7)]);
    }
    case 7: {
      static const char* texts[] = {"abc", "12abc", "1.2.3", "--5", "+5", "0x10", " 12 ", "5,5"};
      return QString::fromLatin1(texts[pick(8)]);
    }
    case 8:
      return chance(0.5) ? QString() : QStringLiteral("   ");
    case 9: {
      static const char* percent[] = {"50%", "150 %", "-5%", "%", "0%"};
      return QString::fromLatin1(percent[pick(5)]);
    }
    case 10:
      return QString::fromUtf8("東京 ハイブリッド 香港");
    case 11:
      return QString(chance(0.8) ? 250 : 5000, QLatin1Char('x'));
    case 12: {
      static const char* dates[] = {"2026-01-01", "2026-13-45", "2030-06", "0000-00-00",
                                    "99999-01-01"};
      return QString::fromLatin1(dates[pick(5)]);
    }
    case 13:
      return locale.toString(double(pick(2000000)) + 0.5, 'f', 1);  // "1,234,567.5"
    case 14:
      return current;
    default:
      return QString::number(std::uniform_real_distribution<double>(0, 3)(rng_), 'f', 3);
  }
}

void GuiMonkey::editCell() {
  QTabWidget* tabs = window_->editorTabs();
  const int tab = pick(tabs->count());
  tabs->setCurrentIndex(tab);
  const QList<QTableView*> views = tabs->widget(tab)->findChildren<QTableView*>();
  QTableView* view = pickOf(views);
  if (!view) return;
  QAbstractItemModel* model = view->model();
  const int rows = model->rowCount(), columns = model->columnCount();
  const int row = pick(rows), column = pick(columns);
  note(QStringLiteral("%1 r%2 c%3").arg(tabs->tabText(tab)).arg(row).arg(column));
  if (rows == 0 || columns == 0) return;
  const QModelIndex index = model->index(row, column);
  note(quoted(model->headerData(column, Qt::Horizontal).toString()));
  view->setCurrentIndex(index);
  const Qt::ItemFlags flags = model->flags(index);
  if (flags & Qt::ItemIsUserCheckable) {  // what a click on the check box does
    const bool on = index.data(Qt::CheckStateRole).toInt() == Qt::Checked;
    note(on ? QStringLiteral("uncheck") : QStringLiteral("check"));
    model->setData(index, on ? Qt::Unchecked : Qt::Checked, Qt::CheckStateRole);
    return;
  }
  if (!(flags & Qt::ItemIsEditable)) {
    note(QStringLiteral("read-only"));
    return;
  }
  QAbstractItemDelegate* delegate = view->itemDelegateForIndex(index);
  QStyleOptionViewItem option;
  option.rect = view->visualRect(index);
  QWidget* editor = delegate->createEditor(view->viewport(), option, index);
  if (!editor) return;
  delegate->setEditorData(editor, index);
  if (auto* combo = qobject_cast<QComboBox*>(editor)) {
    combo->hidePopup();
    const int choice = pick(combo->count());
    combo->setCurrentIndex(choice);
    note(QStringLiteral("choose %1").arg(quoted(combo->currentText())));
  } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
    const QString text = typedText(line->text());
    note(QStringLiteral("type %1 over %2").arg(quoted(text), quoted(line->text())));
    line->setText(text);
  } else {
    note(QStringLiteral("editor %1").arg(QString::fromLatin1(editor->metaObject()->className())));
  }
  delegate->setModelData(editor, model, index);
  delete editor;
}

void GuiMonkey::rowAction() {
  QTabWidget* tabs = window_->editorTabs();
  const int tab = pick(tabs->count());
  tabs->setCurrentIndex(tab);
  ListEditor* editor = pickOf(tabs->widget(tab)->findChildren<ListEditor*>());
  if (!editor) {
    note(QStringLiteral("%1: no list").arg(tabs->tabText(tab)));
    return;
  }
  const int rows = editor->model()->rowCount();
  if (rows > 0 && chance(0.7)) editor->selectRow(pick(rows));
  QToolButton* button =
      pickOf(usable(editor->findChildren<QToolButton*>(Qt::FindDirectChildrenOnly)));
  note(QStringLiteral("%1 row %2 of %3")
           .arg(tabs->tabText(tab))
           .arg(editor->currentRow())
           .arg(rows));
  if (!button) return;
  note(button->text());
  button->click();
}

void GuiMonkey::scenarioAction() {
  auto* scenarios = window_->findChild<ScenarioList*>();
  auto* list = scenarios->findChild<QListWidget*>();
  if (list->count() > 0 && chance(0.6)) list->setCurrentRow(pick(list->count()));
  QToolButton* button = pickOf(usable(scenarios->findChildren<QToolButton*>()));
  note(QStringLiteral("row %1 of %2").arg(list->currentRow()).arg(list->count()));
  if (!button) return;
  note(button->text());
  const auto answer = [this, list](QDialog* dialog) {
    if (auto* input = qobject_cast<QInputDialog*>(dialog)) {
      QString name;
      switch (pick(6)) {
        case 0:
          name = QString();
          break;
        case 1:
          name = QStringLiteral("   ");
          break;
        case 2:
          name = list->count() ? list->item(pick(list->count()))->text() : QString();
          break;
        case 3:
          name = QString(300, QLatin1Char('s'));
          break;
        case 4:
          name = QString::fromUtf8("東京 高成長 %1").arg(step_);
          break;
        default:
          name = QStringLiteral("monkey %1").arg(step_);
      }
      const bool ok = chance(0.85);
      note(QStringLiteral("%1 %2").arg(ok ? "accept" : "cancel", quoted(name)));
      input->setTextValue(name);
      ok ? input->accept() : input->reject();
    } else if (auto* box = qobject_cast<QMessageBox*>(dialog)) {
      QAbstractButton* yes = box->button(QMessageBox::Yes);
      const bool ok = yes && chance(0.8);
      note(ok ? QStringLiteral("yes") : QStringLiteral("no"));
      ok ? yes->click() : box->reject();
    } else {
      dialog->reject();
    }
  };
  withModals(answer, [button] { button->click(); });
}

void GuiMonkey::undoRedo() {
  const bool undo = chance(0.6);
  QAction* action =
      actionWithShortcut(window_.get(), undo ? QKeySequence::Undo : QKeySequence::Redo);
  const int times = 1 + (chance(0.3) ? pick(6) : 0);
  note(QStringLiteral("%1 x%2").arg(undo ? "undo" : "redo").arg(times));
  for (int i = 0; i < times && action && action->isEnabled(); ++i) action->trigger();
}

void GuiMonkey::switchTabs() {
  switch (pick(5)) {
    case 0: {
      const int tab = pick(window_->editorTabs()->count());
      note(QStringLiteral("editor %1").arg(tab));
      window_->editorTabs()->setCurrentIndex(tab);
      break;
    }
    case 1: {
      window_->resultsDock()->raise();
      QTabWidget* charts = window_->results()->chartTabs();
      const int tab = pick(charts->count());
      note(QStringLiteral("chart %1").arg(tab));
      charts->setCurrentIndex(tab);
      break;
    }
    case 2: {
      window_->riskDock()->raise();
      const int tab = pick(window_->risk()->tabs()->count());
      note(QStringLiteral("risk %1").arg(tab));
      window_->risk()->tabs()->setCurrentIndex(tab);
      break;
    }
    case 3:
      note(QStringLiteral("results"));
      window_->resultsDock()->raise();
      break;
    default: {
      auto* list = window_->findChild<ScenarioList*>()->findChild<QListWidget*>();
      const int row = pick(list->count());
      note(QStringLiteral("scenario %1").arg(row));
      list->setCurrentRow(row);
    }
  }
}

void GuiMonkey::riskAction() {
  window_->riskDock()->raise();
  RiskView* risk = window_->risk();
  RiskRunner* runner = risk->runner();
  switch (pick(4)) {
    case 0: {  // few trials, to the end
      note(QStringLiteral("1,000 trials"));
      risk->trials()->setCurrentIndex(0);
      const bool done =
          QTest::qWaitFor([&] { return runner->current() && !runner->monteCarloRunning(); }, 2000);
      note(done ? QStringLiteral("done") : QStringLiteral("still running"));
      break;
    }
    case 1: {  // many trials, cancelled
      const int wait = pick(400);
      note(QStringLiteral("100,000 trials, cancel after %1 ms").arg(wait));
      risk->trials()->setCurrentIndex(2);
      QTest::qWait(wait);
      if (risk->cancelButton()->isVisible()) risk->cancelButton()->click();
      risk->trials()->setCurrentIndex(0);
      break;
    }
    case 2:
      note(QStringLiteral("run"));
      if (risk->runButton()->isVisible() && risk->runButton()->isEnabled())
        risk->runButton()->click();
      break;
    default: {
      const int output = pick(risk->output()->count());
      note(QStringLiteral("output %1").arg(output));
      risk->output()->setCurrentIndex(output);
    }
  }
}

void GuiMonkey::thresholdAction() {
  window_->resultsDock()->raise();
  ThresholdRunner* runner = window_->results()->thresholdRunner();
  const bool done = QTest::qWaitFor([&] { return !runner->running(); }, 2000);
  ThresholdBlock* block = window_->results()->thresholds();
  const int shown = static_cast<int>(block->shownThresholds().size());
  note(QStringLiteral("%1, %2 shown").arg(done ? "done" : "still running").arg(shown));
  const int row = pick(3);
  if (row < shown && chance(0.8)) {
    note(QStringLiteral("map %1").arg(row));
    block->mapButton(row)->click();
    if (!QTest::qWaitFor([&] { return !runner->mapRunning(); }, 2000))
      note(QStringLiteral("map still running"));
  } else if (window_->risk()->standardMapButton()->isVisible()) {
    note(QStringLiteral("standard map"));
    window_->risk()->standardMapButton()->click();
  }
}

void GuiMonkey::saveAndReopen() {
  WorkbookDocument* document = window_->session()->document();
  if (document->isReadOnly()) {
    note(QStringLiteral("read-only"));
    return;
  }
  const std::string before = writeWorkbookText(document->workbook());
  const auto refuse = [this](QDialog* dialog) {
    fail(QStringLiteral("a dialog during save or reopen: \"%1\" %2")
             .arg(dialog->windowTitle(), qobject_cast<QMessageBox*>(dialog)
                                             ? qobject_cast<QMessageBox*>(dialog)->text()
                                             : QString()));
    dialog->reject();
  };
  withModals(refuse, [this] { actionWithShortcut(window_.get(), QKeySequence::Save)->trigger(); });
  if (document->isModified()) fail(QStringLiteral("still modified after File › Save"));
  QFile file(path_);
  if (!file.open(QIODevice::ReadOnly) || file.readAll().toStdString() != before)
    fail(QStringLiteral("the file is not the workbook in memory"));
  file.close();
  // Reopen through File › Open Recent, whose first entry is the file just saved.
  QAction* recent = nullptr;
  for (QMenu* menu : window_->findChildren<QMenu*>())
    if (menu->title().contains(QStringLiteral("Recent")) && !menu->actions().isEmpty())
      recent = menu->actions().front();
  note(QStringLiteral("saved %1 bytes, reopen").arg(before.size()));
  withModals(refuse, [&] { recent ? recent->trigger() : void(window_->openFile(path_)); });
  const std::string after = writeWorkbookText(document->workbook());
  if (after != before) {
    std::size_t at = 0;
    while (at < before.size() && at < after.size() && before[at] == after[at]) ++at;
    const std::size_t from = at > 200 ? at - 200 : 0;
    fail(QStringLiteral("reopened workbook differs at byte %1:\nin memory: %2\nreopened:  %3")
             .arg(at)
             .arg(QString::fromStdString(before.substr(from, 400)),
                  QString::fromStdString(after.substr(from, 400))));
  }
  ++saves_;
}

void GuiMonkey::compareAction() {
  QList<CompareDialog*> open = usable(window_->findChildren<CompareDialog*>());
  if (!open.isEmpty() && chance(0.5)) {
    note(QStringLiteral("close"));
    open.front()->close();
    return;
  }
  actionWithShortcut(window_.get(), QKeySequence(Qt::CTRL | Qt::Key_K))->trigger();
  open = usable(window_->findChildren<CompareDialog*>());
  if (open.isEmpty()) {
    fail(QStringLiteral("Compare opened no dialog"));
    return;
  }
  CompareDialog* dialog = open.back();
  std::vector<int> chosen;
  const int count = window_->session()->document()->scenarioCount();
  for (int i = 0; i < count; ++i)
    if (chance(0.6)) chosen.push_back(i);
  note(QStringLiteral("%1 of %2 scenarios").arg(chosen.size()).arg(count));
  dialog->setSelectedScenarios(chosen);
  if (chance(0.4)) {
    note(QStringLiteral("closed"));
    dialog->close();
  }
}

void GuiMonkey::pokeControls() {
  QList<QWidget*> controls;
  const auto collect = [&](QWidget* root) {
    for (QComboBox* c : usable(root->findChildren<QComboBox*>()))
      if (c != window_->risk()->trials() && !window_->editorTabs()->isAncestorOf(c)) controls << c;
    for (QCheckBox* c : usable(root->findChildren<QCheckBox*>()))
      if (!window_->editorTabs()->isAncestorOf(c)) controls << c;
  };
  collect(window_.get());
  QWidget* control = pickOf(controls);
  if (!control) return;
  note(QString::fromLatin1(control->metaObject()->className()));
  if (auto* combo = qobject_cast<QComboBox*>(control)) {
    const int i = pick(combo->count());
    note(QStringLiteral("%1 %2").arg(i).arg(quoted(combo->itemText(i))));
    combo->setCurrentIndex(i);
    emit combo->activated(i);
  } else if (auto* box = qobject_cast<QCheckBox*>(control)) {
    note(quoted(box->text()));
    box->click();
  }
}

void GuiMonkey::profileAction() {
  window_->editorTabs()->setCurrentIndex(0);
  auto* workloads = qobject_cast<WorkloadsTab*>(window_->editorTabs()->widget(0));
  WeeklyProfileEditor* profile = workloads->profileEditor();
  const int rows = workloads->table()->model()->rowCount();
  if (rows > 0) workloads->table()->selectRow(pick(rows));
  if (!profile->isVisible() || !profile->isEnabled() || profile->isReadOnly()) {
    note(QStringLiteral("not editable"));
    return;
  }
  if (chance(0.6)) {
    const int day = pick(7), hour = pick(24);
    note(QStringLiteral("paint day %1 hour %2").arg(day).arg(hour));
    QTest::mouseClick(profile->gridWidget(), Qt::LeftButton, {}, profile->cellCentre(day, hour));
    return;
  }
  QList<QAbstractButton*> buttons = usable(profile->findChildren<QAbstractButton*>());
  QList<QComboBox*> combos = usable(profile->findChildren<QComboBox*>());
  if (!combos.isEmpty() && chance(0.3)) {
    QComboBox* combo = combos.front();
    const int i = pick(combo->count());
    note(QStringLiteral("preset %1").arg(quoted(combo->itemText(i))));
    combo->setCurrentIndex(i);
    emit combo->activated(i);
  } else if (QAbstractButton* button = pickOf(buttons)) {
    note(quoted(button->text().isEmpty() ? button->toolTip() : button->text()));
    button->click();
  }
}

void GuiMonkey::problemAction() {
  window_->resultsDock()->raise();
  auto* list = window_->results()->problems()->findChild<QListWidget*>();
  note(QStringLiteral("%1 problems").arg(list ? list->count() : 0));
  if (!list || list->count() == 0) return;
  QListWidgetItem* item = list->item(pick(list->count()));
  note(quoted(item->text()));
  emit list->itemActivated(item);
}

}  // namespace fleetcost::ui
