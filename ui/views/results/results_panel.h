// The results of the current scenario, live: headline cards, then either the problems to fix
// (never stale numbers) or the charts — cumulative cost with break-even, monthly cost by
// category, present value by plan, capacity against demand, load duration, racks and power —
// with the cost per million tokens of each plan below them when workloads are sized in tokens.
#pragma once

#include <QWidget>

#include "ui/core/session/evaluation_snapshot.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QTabWidget;

namespace fleetcost::ui {

class Session;
class KpiCards;
class ProblemsPanel;
class ResultChartView;
class ThresholdBlock;
class ThresholdRunner;
class TokenCostsTable;

class ResultsPanel : public QWidget {
  Q_OBJECT

 public:
  explicit ResultsPanel(Session* session, QWidget* parent = nullptr);

  KpiCards* cards() { return cards_; }
  ThresholdBlock* thresholds() { return thresholds_; }
  ThresholdRunner* thresholdRunner() { return thresholdRunner_; }
  ProblemsPanel* problems() { return problems_; }
  QTabWidget* chartTabs() { return charts_; }
  TokenCostsTable* tokenCosts() { return tokens_; }
  QComboBox* taxViewBox() { return taxView_; }
  ResultChartView* chartView(int tab) const;
  bool showsResults() const;
  // What the detail charts follow (indexes into the result's plans and demand; -1 before results)
  // and the catalog id of the chart tab shown ("cumulative", ...), for exports of "this chart".
  int chosenPlan() const;
  int chosenGpu() const;
  QString currentChartId() const;

 signals:
  void problemActivated(const QString& pointer);
  // Threshold `threshold` of thresholdRunner()->current() should be shown on its map.
  void thresholdMapRequested(int threshold);

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void refresh();
  void fitSummary();
  void rebuildSelectors(const ScenarioResult* result);
  void rebuildCharts(const ScenarioResult* result);
  // Draws chart tab `tab` from the shown result if it is out of date.
  void buildChart(int tab) const;

  Session* session_;
  KpiCards* cards_;
  ThresholdRunner* thresholdRunner_;
  ThresholdBlock* thresholds_;
  ProblemsPanel* problems_;
  QStackedWidget* stack_;
  QTabWidget* charts_;
  TokenCostsTable* tokens_;
  std::vector<ResultChartView*> views_;
  QComboBox* plan_;
  QComboBox* gpu_;
  QCheckBox* discounted_;
  QComboBox* taxView_;
  QLabel* status_;
  QScrollArea* summaryArea_;
  QSplitter* splitter_;
  bool splitterMoved_ = false;
  SnapshotPtr shown_;
  const ScenarioResult* builtFor_ = nullptr;  // inside shown_
  mutable std::vector<char> stale_;           // per chart tab: not drawn from builtFor_ yet
};

}  // namespace fleetcost::ui
