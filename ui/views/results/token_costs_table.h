// The results panel's table of cost per million tokens: every plan side by side for each workload
// sized in tokens, the lowest in bold (docs/MODEL.md §12.1), under a title that folds it away.
// Hidden without token workloads; open at first when the scenario has a hosted API plan and the
// panel has room for it beside a chart.
#pragma once

#include <QWidget>

#include "model/results/scenario_result.h"

class QTableWidget;
class QToolButton;

namespace fleetcost::ui {

class TokenCostsTable : public QWidget {
  Q_OBJECT

 public:
  explicit TokenCostsTable(QWidget* parent = nullptr);

  // Shows the result's costs per million tokens; hides itself when there are none (or no result).
  void setResult(const ScenarioResult* result);
  QTableWidget* table() { return table_; }
  QToolButton* title() { return title_; }
  bool isExpanded() const;
  void setExpanded(bool open);
  // Whether the panel is tall enough for the open table and a readable chart (on a 768-pixel
  // screen it is not): until the reader opens or folds it, the table follows this.
  void setRoomy(bool roomy);
  // The title, and when open up to five plans' rows (the table scrolls for more).
  QSize sizeHint() const override;

 private:
  QToolButton* title_;
  QTableWidget* table_;
  bool openAtFirst() const;
  bool hasApiPlan_ = false;
  bool roomy_ = true;
  bool readerChose_ = false;
};

}  // namespace fleetcost::ui
