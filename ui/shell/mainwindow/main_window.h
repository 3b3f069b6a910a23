// The main window: the scenario list (left), the editor tabs (centre), the results (right);
// File and Edit menus with recent files, undo and redo; drag and drop of workbooks; a title with
// the file and a dirty mark; a prompt before losing changes; recovery copies.
#pragma once

#include <QMainWindow>
#include <QStringList>

class QAction;
class QDockWidget;
class QMenu;
class QTabWidget;

namespace fleetcost::ui {

class ExportActions;
class FinderView;
class Session;
class ResultsPanel;
class RiskView;
class RecoveryStore;
class ScenarioList;

class MainWindow : public QMainWindow {
  Q_OBJECT

 public:
  explicit MainWindow(QWidget* parent = nullptr);
  ~MainWindow() override;

  Session* session() { return session_; }
  QTabWidget* editorTabs() { return tabs_; }
  ResultsPanel* results() { return results_; }
  RiskView* risk() { return risk_; }
  QDockWidget* resultsDock() { return resultsDock_; }
  QDockWidget* riskDock() { return riskDock_; }
  ExportActions* exports() { return exports_; }
  QAction* findPlansAction() { return findPlansAction_; }
  // The plan finder's window (made on first use).
  FinderView* finder();

  bool openFile(const QString& path);
  // Offers recovery copies left by a crashed session; returns true if one was restored.
  bool offerRecovery();
  // Jumps to the field a problem's pointer names.
  void goToPointer(const QString& pointer);

 protected:
  bool event(QEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;
  void closeEvent(QCloseEvent* event) override;
  void dragEnterEvent(QDragEnterEvent* event) override;
  void dropEvent(QDropEvent* event) override;
  void changeEvent(QEvent* event) override;

 private:
  void createActions();
  void createMenus();
  void newWorkbook();
  void openDialog();
  bool save();
  bool saveAs();
  bool maybeSave();
  void updateTitle();
  void addRecent(const QString& path);
  void rebuildRecentMenu();
  void openCompare();
  void showAbout();

  Session* session_;
  RecoveryStore* recovery_;
  QTabWidget* tabs_;
  ResultsPanel* results_;
  RiskView* risk_;
  QDockWidget *resultsDock_, *riskDock_;
  ScenarioList* scenarios_;
  ExportActions* exports_ = nullptr;
  QMenu* recentMenu_ = nullptr;
  QAction *newAction_, *openAction_, *saveAction_, *saveAsAction_, *quitAction_;
  QAction *undoAction_, *redoAction_, *compareAction_, *findPlansAction_;
  FinderView* finder_ = nullptr;
  QDockWidget* scenarioDock_ = nullptr;
  bool announceStale_ = false;  // a workbook was opened: its first results say if prices are stale
  bool autoDocks_ = true;       // no saved layout, no separator moved: docks follow the window
};

}  // namespace fleetcost::ui
