// The results panel's table of cost per million tokens: every plan side by side for each workload
// sized in tokens, the lowest in bold (docs/MODEL.md §12.1). Hidden without token workloads.
#pragma once

#include <QWidget>

#include "model/results/scenario_result.h"

class QLabel;
class QTableWidget;

namespace fleetcost::ui {

class TokenCostsTable : public QWidget {
  Q_OBJECT

 public:
  explicit TokenCostsTable(QWidget* parent = nullptr);

  // Shows the result's costs per million tokens; hides itself when there are none (or no result).
  void setResult(const ScenarioResult* result);
  QTableWidget* table() { return table_; }
  // Tall enough for six plans' rows: the charts above get the rest (the splitter moves it).
  QSize sizeHint() const override;

 private:
  QLabel* title_;
  QTableWidget* table_;
};

}  // namespace fleetcost::ui
