// The plan finder's window (Scenario › Find plans…): objective, top N, Find and Cancel with a
// progress bar; the ranked plans as they are found; for the selected plan its supplies and, for
// #1, its cost by supply and workload, what separates it from #2 and the limits it meets; the
// Pareto chart (exportable as PNG or SVG); and "Add as plan", one undoable edit.
#pragma once

#include <QDialog>
#include <memory>

#include "model/finder/plan_finder.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTextBrowser;

namespace fleetcost::ui {

class FinderRunner;
class FinderTableModel;
class ResultChartView;
class Session;

class FinderView : public QDialog {
  Q_OBJECT

 public:
  explicit FinderView(Session* session, QWidget* parent = nullptr);
  ~FinderView() override;

  // Searches the current scenario with the chosen objective and top N.
  void find();
  void cancel();
  // Adds the selected plan (#1 when none is selected) to the searched scenario as a portfolio
  // plan "Found #k"; false, with the reason in the status line, when it cannot.
  bool addSelectedAsPlan();
  // Writes the chart shown as PNG or SVG (by the suffix); "" or what went wrong.
  QString exportChart(const QString& path);

  FinderRunner* runner() const { return runner_; }
  FinderTableModel* tableModel() const { return model_; }
  QTableView* table() const { return table_; }
  QComboBox* objective() const { return objective_; }
  QSpinBox* top() const { return top_; }
  QTextBrowser* detail() const { return detail_; }
  ResultChartView* paretoView() const { return pareto_; }
  ResultChartView* paretoP95View() const { return paretoP95_; }
  QString statusText() const;

 protected:
  void changeEvent(QEvent* event) override;

 private:
  void retranslate();
  void showProgress();
  void showResult();
  void showDetail();
  void updateButtons();
  int selectedRank() const;
  QString currency() const;
  // The searched scenario, unless it was edited since (other than its plans).
  bool searchedScenarioUnchanged() const;
  void setStatus(const QString& text);

  Session* session_;
  FinderRunner* runner_;
  FinderTableModel* model_;
  QLabel *scenarioLabel_, *objectiveLabel_, *topLabel_, *status_;
  QComboBox* objective_;
  QSpinBox* top_;
  QPushButton *find_, *cancel_, *add_, *export_, *close_;
  QProgressBar* progress_;
  QTableView* table_;
  QTextBrowser* detail_;
  QTabWidget* charts_;
  ResultChartView *pareto_, *paretoP95_;
};

}  // namespace fleetcost::ui
