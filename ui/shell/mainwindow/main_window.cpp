// The main window's layout, actions and file handling.
#include "ui/shell/mainwindow/main_window.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <algorithm>
#include <utility>
#include <vector>

#include "ui/core/document/recovery_store.h"
#include "ui/core/format/evidence_text.h"
#include "ui/core/session/session.h"
#include "ui/shell/actions/export_actions.h"
#include "ui/shell/dialogs/preferences_dialog.h"
#include "ui/views/compare/compare_dialog.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/editors/pointer_target.h"
#include "ui/views/editors/scenario_list.h"
#include "ui/views/editors/scenario_tabs.h"
#include "ui/views/editors/workloads_tab.h"
#include "ui/views/finder/finder_view.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {

namespace {
constexpr int kMaxRecent = 8;
constexpr int kLayoutVersion = 2;  // of the docks and toolbars in the saved window state
const QString kFileFilter = QT_TRANSLATE_NOOP("MainWindow", "FleetCost workbooks (*.fleetcost)");
}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  session_ = new Session(this);
  recovery_ = new RecoveryStore(session_->document());
  setAcceptDrops(true);
  setDockNestingEnabled(true);

  tabs_ = new QTabWidget(this);
  tabs_->setDocumentMode(true);
  tabs_->addTab(new WorkloadsTab(session_, tabs_), tr("Workloads"));
  tabs_->addTab(createHardwareTab(session_, tabs_), tr("Hardware"));
  tabs_->addTab(createSitesTab(session_, tabs_), tr("Sites"));
  tabs_->addTab(createOffersTab(session_, tabs_), tr("Rental offers"));
  tabs_->addTab(createFinanceTab(session_, tabs_), tr("Finance && policy"));
  tabs_->addTab(createPlansTab(session_, tabs_), tr("Plans"));
  setCentralWidget(tabs_);

  scenarioDock_ = new QDockWidget(tr("Scenarios"), this);
  QDockWidget* scenarioDock = scenarioDock_;
  scenarioDock->setObjectName(QStringLiteral("scenarios"));
  scenarios_ = new ScenarioList(session_, scenarioDock);
  scenarioDock->setWidget(scenarios_);
  addDockWidget(Qt::LeftDockWidgetArea, scenarioDock);

  resultsDock_ = new QDockWidget(tr("Results"), this);
  resultsDock_->setObjectName(QStringLiteral("results"));
  results_ = new ResultsPanel(session_, resultsDock_);
  resultsDock_->setWidget(results_);
  addDockWidget(Qt::RightDockWidgetArea, resultsDock_);
  resizeDocks({scenarioDock, resultsDock_}, {230, 780}, Qt::Horizontal);
  connect(results_, &ResultsPanel::problemActivated, this, &MainWindow::goToPointer);

  // Risk shares the results' place as a second tab; it analyses only while it is shown.
  riskDock_ = new QDockWidget(tr("Risk"), this);
  riskDock_->setObjectName(QStringLiteral("risk"));
  risk_ = new RiskView(session_, riskDock_);
  risk_->setActive(false);
  riskDock_->setWidget(risk_);
  addDockWidget(Qt::RightDockWidgetArea, riskDock_);
  tabifyDockWidget(resultsDock_, riskDock_);
  resultsDock_->raise();
  connect(riskDock_, &QDockWidget::visibilityChanged, risk_, &RiskView::setActive);
  risk_->setThresholdRunner(results_->thresholdRunner());
  connect(results_, &ResultsPanel::thresholdMapRequested, this, [this](int threshold) {
    riskDock_->show();
    riskDock_->raise();
    risk_->showThresholdMap(threshold);
  });

  exports_ = new ExportActions(this, session_, results_, risk_);
  connect(riskDock_, &QDockWidget::visibilityChanged, exports_, &ExportActions::setRiskShown);
  connect(resultsDock_, &QDockWidget::visibilityChanged, exports_, [this](bool visible) {
    if (visible) exports_->setRiskShown(false);
  });
  createActions();
  createMenus();
  statusBar();

  WorkbookDocument* document = session_->document();
  connect(document, &WorkbookDocument::modificationChanged, this, [this] { updateTitle(); });
  connect(document, &WorkbookDocument::filePathChanged, this, [this] { updateTitle(); });
  connect(session_, &Session::snapshotChanged, this, [this](SnapshotPtr snapshot) {
    // A workbook just opened with stale prices says so (the results' warnings keep saying it).
    const StalePrices* stale = snapshot->stalePrices(session_->currentScenario());
    if (std::exchange(announceStale_, false) && stale && !stale->figures.empty()) {
      statusBar()->showMessage(tr("Stale prices: %1").arg(staleWarningText(*stale)), 15000);
      return;
    }
    statusBar()->showMessage(
        tr("Recalculated in %1 ms").arg(QLocale().toString(snapshot->milliseconds, 'f', 1)), 4000);
  });

  QSettings settings;
  restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
  // Version 2 has the Risk dock; an older layout is not restored (it would leave Risk loose).
  autoDocks_ =
      !restoreState(settings.value(QStringLiteral("window/state")).toByteArray(), kLayoutVersion);
  if (!settings.contains(QStringLiteral("window/geometry"))) resize(1560, 940);
  updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions() {
  newAction_ = new QAction(tr("&New"), this);
  newAction_->setShortcut(QKeySequence::New);
  newAction_->setToolTip(tr("New workbook from the shipped Tokyo, Osaka and Hong Kong presets"));
  connect(newAction_, &QAction::triggered, this, &MainWindow::newWorkbook);
  openAction_ = new QAction(tr("&Open…"), this);
  openAction_->setShortcut(QKeySequence::Open);
  connect(openAction_, &QAction::triggered, this, &MainWindow::openDialog);
  saveAction_ = new QAction(tr("&Save"), this);
  saveAction_->setShortcut(QKeySequence::Save);
  connect(saveAction_, &QAction::triggered, this, &MainWindow::save);
  saveAsAction_ = new QAction(tr("Save &As…"), this);
  saveAsAction_->setShortcut(QKeySequence::SaveAs);
  connect(saveAsAction_, &QAction::triggered, this, &MainWindow::saveAs);
  quitAction_ = new QAction(tr("&Quit"), this);
  quitAction_->setShortcut(QKeySequence::Quit);
  connect(quitAction_, &QAction::triggered, this, &QWidget::close);

  QUndoStack* undo = session_->document()->undoStack();
  undoAction_ = undo->createUndoAction(this, tr("&Undo"));
  undoAction_->setShortcut(QKeySequence::Undo);
  redoAction_ = undo->createRedoAction(this, tr("&Redo"));
  redoAction_->setShortcut(QKeySequence::Redo);
  compareAction_ = new QAction(tr("&Compare scenarios…"), this);
  compareAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_K));
  connect(compareAction_, &QAction::triggered, this, &MainWindow::openCompare);
  findPlansAction_ = new QAction(tr("&Find plans…"), this);
  findPlansAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_F));
  findPlansAction_->setToolTip(
      tr("Search every mix of renting, owning and hosted APIs for the scenario's workloads"));
  connect(findPlansAction_, &QAction::triggered, this, [this] {
    FinderView* view = finder();
    view->show();
    view->raise();
  });
  // Also on the Plans tab, beside Add: the plans the finder adds land in that list.
  if (auto* plansTab = qobject_cast<QSplitter*>(tabs_->widget(tabs_->count() - 1)))
    if (auto* plans = qobject_cast<ListEditor*>(plansTab->widget(0)))
      plans->addButton(QString(), QString())->setDefaultAction(findPlansAction_);

  auto* toolbar = addToolBar(tr("Main"));
  toolbar->setObjectName(QStringLiteral("main toolbar"));
  toolbar->setToolButtonStyle(Qt::ToolButtonTextOnly);
  for (QAction* a : {newAction_, openAction_, saveAction_}) toolbar->addAction(a);
  toolbar->addSeparator();
  toolbar->addAction(undoAction_);
  toolbar->addAction(redoAction_);
  toolbar->addSeparator();
  toolbar->addAction(compareAction_);
  toolbar->addAction(findPlansAction_);
  toolbar->addAction(exports_->report());
  toolbar->addAction(exports_->present());
}

void MainWindow::createMenus() {
  QMenu* file = menuBar()->addMenu(tr("&File"));
  file->addAction(newAction_);
  file->addAction(openAction_);
  recentMenu_ = file->addMenu(tr("Open &Recent"));
  rebuildRecentMenu();
  file->addSeparator();
  file->addAction(saveAction_);
  file->addAction(saveAsAction_);
  file->addSeparator();
  file->addAction(exports_->report());
  file->addAction(exports_->comparisonReport());
  exports_->fillExportMenu(file->addMenu(tr("&Export")));
  file->addSeparator();
  file->addAction(quitAction_);

  QMenu* edit = menuBar()->addMenu(tr("&Edit"));
  edit->addAction(undoAction_);
  edit->addAction(redoAction_);
  edit->addSeparator();
  QAction* preferences =
      edit->addAction(tr("&Preferences…"), this, [this] { PreferencesDialog(this).exec(); });
  preferences->setMenuRole(QAction::PreferencesRole);
  preferences->setShortcut(QKeySequence::Preferences);

  QMenu* scenario = menuBar()->addMenu(tr("&Scenario"));
  scenario->addAction(tr("&Add"), scenarios_, &ScenarioList::addScenario);
  scenario->addAction(tr("&Duplicate…"), scenarios_, &ScenarioList::duplicateScenario);
  scenario->addAction(tr("&Rename…"), scenarios_, &ScenarioList::renameScenario);
  scenario->addAction(tr("De&lete"), scenarios_, &ScenarioList::deleteScenario);
  scenario->addSeparator();
  scenario->addAction(compareAction_);
  scenario->addAction(findPlansAction_);

  QMenu* view = menuBar()->addMenu(tr("&View"));
  view->addAction(exports_->present());
  view->addSeparator();
  for (QDockWidget* dock : findChildren<QDockWidget*>()) view->addAction(dock->toggleViewAction());

  QMenu* help = menuBar()->addMenu(tr("&Help"));
  help->addAction(tr("Open the &example workbook"), this, [this] {
    if (!maybeSave()) return;
    QString error;
    QFile example(QStringLiteral(":/assets/examples/tokyo-vs-hong-kong.fleetcost"));
    if (example.open(QIODevice::ReadOnly))
      announceStale_ = session_->document()->openText(example.readAll(), QString(), &error);
  });
  help->addAction(tr("&About FleetCost"), this, &MainWindow::showAbout);
}

void MainWindow::updateTitle() {
  const WorkbookDocument* document = session_->document();
  setWindowFilePath(document->filePath());
  QString title = document->displayName() + QStringLiteral("[*]");
  if (document->isReadOnly()) title += tr(" (read-only)");
  setWindowTitle(tr("%1 — FleetCost").arg(title));
  setWindowModified(document->isModified());
  saveAction_->setEnabled(!document->isReadOnly());
}

bool MainWindow::maybeSave() {
  WorkbookDocument* document = session_->document();
  if (!document->isModified()) return true;
  const auto answer = QMessageBox::warning(
      this, tr("Unsaved changes"),
      tr("\"%1\" has unsaved changes. Save them?").arg(document->displayName()),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return save();
  if (answer == QMessageBox::Discard) {
    recovery_->discard();
    return true;
  }
  return false;
}

void MainWindow::newWorkbook() {
  if (maybeSave()) session_->newWorkbook();
}

void MainWindow::openDialog() {
  if (!maybeSave()) return;
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open workbook"), QSettings().value(QStringLiteral("files/lastFolder")).toString(),
      tr(kFileFilter.toUtf8().constData()));
  if (!path.isEmpty()) openFile(path);
}

bool MainWindow::openFile(const QString& path) {
  QString error;
  if (!session_->document()->open(path, &error)) {
    QMessageBox::warning(this, tr("Cannot open the workbook"),
                         tr("%1 cannot be opened:\n%2").arg(QFileInfo(path).fileName(), error));
    return false;
  }
  announceStale_ = true;
  QSettings().setValue(QStringLiteral("files/lastFolder"), QFileInfo(path).absolutePath());
  addRecent(QFileInfo(path).absoluteFilePath());
  if (session_->document()->isReadOnly())
    QMessageBox::information(this, tr("Read-only"), session_->document()->readOnlyReason());
  return true;
}

bool MainWindow::save() {
  WorkbookDocument* document = session_->document();
  if (document->filePath().isEmpty()) return saveAs();
  QString error;
  if (!document->save(&error)) {
    QMessageBox::critical(
        this, tr("Not saved"),
        tr("The workbook could not be saved; the file on disk is unchanged.\n%1").arg(error));
    return false;
  }
  addRecent(document->filePath());
  statusBar()->showMessage(tr("Saved %1").arg(document->displayName()), 4000);
  return true;
}

bool MainWindow::saveAs() {
  QString path =
      QFileDialog::getSaveFileName(this, tr("Save workbook as"), session_->document()->filePath(),
                                   tr(kFileFilter.toUtf8().constData()));
  if (path.isEmpty()) return false;
  if (!path.endsWith(QStringLiteral(".fleetcost"))) path += QStringLiteral(".fleetcost");
  QString error;
  if (!session_->document()->saveAs(path, &error)) {
    QMessageBox::critical(this, tr("Not saved"), error);
    return false;
  }
  addRecent(session_->document()->filePath());
  return true;
}

void MainWindow::addRecent(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value(QStringLiteral("files/recent")).toStringList();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent) recent.removeLast();
  settings.setValue(QStringLiteral("files/recent"), recent);
  rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
  if (!recentMenu_) return;
  recentMenu_->clear();
  const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
  for (const QString& path : recent) {
    QAction* action = recentMenu_->addAction(QFileInfo(path).fileName(), this, [this, path] {
      if (maybeSave()) openFile(path);
    });
    action->setToolTip(path);
  }
  recentMenu_->setEnabled(!recent.isEmpty());
}

bool MainWindow::offerRecovery() {
  const QList<RecoveryCopy> copies = RecoveryStore::abandonedCopies(recovery_->folder());
  if (copies.isEmpty()) return false;
  const RecoveryCopy& copy = copies.front();
  const QString name = copy.originalPath.isEmpty() ? tr("an untitled workbook")
                                                   : QFileInfo(copy.originalPath).fileName();
  const auto answer = QMessageBox::question(
      this, tr("Recover unsaved changes"),
      tr("FleetCost did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?")
          .arg(name, QLocale().toString(copy.savedAt.toLocalTime(), QLocale::ShortFormat)),
      QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
  bool restored = false;
  if (answer == QMessageBox::Yes) {
    QFile file(copy.copyPath);
    QString error;
    if (file.open(QIODevice::ReadOnly) &&
        session_->document()->openText(file.readAll(), copy.originalPath, &error)) {
      session_->document()->markModified();
      restored = true;
    }
  }
  for (const RecoveryCopy& c : copies) RecoveryStore::remove(c);
  return restored;
}

void MainWindow::goToPointer(const QString& pointer) {
  // Each editor says how much of the pointer it shows; the tab of the one that shows most opens.
  const std::string p = pointer.toStdString();
  const auto targets = [this](int tab) {
    std::vector<PointerTarget*> out;
    QWidget* page = tabs_->widget(tab);
    if (auto* t = dynamic_cast<PointerTarget*>(page)) out.push_back(t);
    for (QWidget* w : page->findChildren<QWidget*>())
      if (auto* t = dynamic_cast<PointerTarget*>(w)) out.push_back(t);
    return out;
  };
  int best = -1;
  std::size_t depth = 0;
  for (int tab = 0; tab < tabs_->count(); ++tab)
    for (PointerTarget* t : targets(tab))
      if (const std::size_t d = t->shows(p); d > depth) {
        depth = d;
        best = tab;
      }
  if (best < 0) return;
  tabs_->setCurrentIndex(best);
  // Shallowest first, so that a list selects the row whose sub-list (a site's cooling options,
  // an offer's price path) then shows the rest; the deepest keeps the focus.
  const std::vector<PointerTarget*> shown = targets(best);
  for (std::size_t revealed = 0;;) {
    PointerTarget* next = nullptr;
    std::size_t nextDepth = 0;
    for (PointerTarget* t : shown)
      if (const std::size_t d = t->shows(p); d > revealed && (!next || d < nextDepth)) {
        next = t;
        nextDepth = d;
      }
    if (!next) break;
    next->reveal(p);
    revealed = nextDepth;
  }
}

void MainWindow::openCompare() {
  auto* dialog = new CompareDialog(session_, this);
  dialog->setAttribute(Qt::WA_DeleteOnClose);
  dialog->show();
}

FinderView* MainWindow::finder() {
  if (!finder_) finder_ = new FinderView(session_, this);
  return finder_;
}

void MainWindow::showAbout() {
  QMessageBox::about(
      this, tr("About FleetCost"),
      tr("<h3>FleetCost %1</h3><p>Rent GPU servers, or buy and colocate them? FleetCost compares "
         "renting on demand, reserving, colocating and the hybrid that owns a baseline and rents "
         "the bursts, in Tokyo, Osaka and Hong Kong.</p><p>Every shipped figure carries its "
         "source and date: hover over a value to see it.</p>")
          .arg(QApplication::applicationVersion()));
}

void MainWindow::resizeEvent(QResizeEvent* event) {
  QMainWindow::resizeEvent(event);
  // Without a saved layout, and until the user moves a separator: the scenarios a narrow column,
  // the results a little under half of the rest, the editors the remainder (on a 1366-pixel
  // screen every editor's columns and tabs need about 520 pixels).
  if (!autoDocks_) return;
  const int w = width();
  const int scenarios = std::clamp(w / 9, 150, 240);
  // Wide enough for the chart tabs' titles (no tab cut at the edge), at most 55 %.
  const int tabs = results_->chartTabs()->tabBar()->sizeHint().width() + 40;
  const int results = std::clamp(tabs, (w - scenarios) * 46 / 100, (w - scenarios) * 55 / 100);
  resizeDocks({scenarioDock_, resultsDock_}, {scenarios, results}, Qt::Horizontal);
}

bool MainWindow::event(QEvent* event) {
  // A button released on the window itself (not a child) ends a drag of a dock separator.
  if (event->type() == QEvent::MouseButtonRelease) autoDocks_ = false;
  return QMainWindow::event(event);
}

void MainWindow::closeEvent(QCloseEvent* event) {
  if (!maybeSave()) {
    event->ignore();
    return;
  }
  QSettings settings;
  settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
  settings.setValue(QStringLiteral("window/state"), saveState(kLayoutVersion));
  event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  for (const QUrl& url : event->mimeData()->urls())
    if (url.isLocalFile() && url.toLocalFile().endsWith(QStringLiteral(".fleetcost"))) {
      event->acceptProposedAction();
      return;
    }
}

void MainWindow::dropEvent(QDropEvent* event) {
  for (const QUrl& url : event->mimeData()->urls()) {
    if (!url.isLocalFile()) continue;
    if (maybeSave()) openFile(url.toLocalFile());
    event->acceptProposedAction();
    return;
  }
}

void MainWindow::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) updateTitle();
  QMainWindow::changeEvent(event);
}

}  // namespace fleetcost::ui
