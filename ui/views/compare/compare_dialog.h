// Compare scenarios: pick two or more; their headline figures and each plan's present value
// side by side (differences from the first highlighted), and one plan's cumulative cost in each
// scenario overlaid. Follows every edit live.
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QListWidget;
class QTableWidget;

namespace fleetcost::ui {

class Session;
class ResultChartView;

class CompareDialog : public QDialog {
  Q_OBJECT

 public:
  explicit CompareDialog(Session* session, QWidget* parent = nullptr);

  QTableWidget* table() { return table_; }
  ResultChartView* chart() { return chart_; }
  // Scenario indexes ticked for comparison.
  std::vector<int> selectedScenarios() const;
  void setSelectedScenarios(const std::vector<int>& indexes);

 private:
  void rebuildList();
  void refresh();

  Session* session_;
  QListWidget* scenarios_;
  QTableWidget* table_;
  QComboBox* plan_;
  QCheckBox* discounted_;
  ResultChartView* chart_;
};

}  // namespace fleetcost::ui
