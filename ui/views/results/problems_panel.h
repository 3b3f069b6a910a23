// The list of a scenario's problems, shown instead of results while there are any: each says
// where (tab, row, field) and what is wrong; activating one jumps to its cell.
#pragma once

#include <QWidget>

#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

class QListWidget;
class QLabel;

namespace fleetcost::ui {

class ProblemsPanel : public QWidget {
  Q_OBJECT

 public:
  explicit ProblemsPanel(QWidget* parent = nullptr);

  void setProblems(const Problems& problems, const Scenario* scenario);
  int count() const;

  // "Workloads › Chat inference › GPU" for "/scenarios/0/workloads/3/gpu".
  static QString describePointer(const std::string& pointer, const Scenario* scenario);

 signals:
  void problemActivated(const QString& pointer);

 private:
  QLabel* heading_;
  QListWidget* list_;
};

}  // namespace fleetcost::ui
