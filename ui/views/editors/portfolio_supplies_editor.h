// The Plans tab's second table: the supplies of the selected plan when it is a portfolio (one
// row per workload), with "Add every workload"; hidden for the other strategies.
#pragma once

#include <QWidget>

class QToolButton;

namespace fleetcost::ui {

class ListEditor;
class Session;

class PortfolioSuppliesEditor : public QWidget {
  Q_OBJECT

 public:
  PortfolioSuppliesEditor(Session* session, ListEditor* plans, QWidget* parent = nullptr);

  ListEditor* table() { return table_; }
  QToolButton* addEveryWorkloadButton() { return addEvery_; }
  // Adds a supply for each workload the selected portfolio lacks, as one undo step.
  void addEveryWorkload();

 private:
  void refresh();

  Session* session_;
  ListEditor* plans_;
  ListEditor* table_;
  QToolButton* addEvery_;
};

}  // namespace fleetcost::ui
