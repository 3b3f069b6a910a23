// The workbook's scenarios: pick the one to edit; add, duplicate ("high growth" from the base
// case), rename, delete and reorder them, each one undo step.
#pragma once

#include <QWidget>

class QListWidget;
class QToolButton;

namespace fleetcost::ui {

class Session;

class ScenarioList : public QWidget {
  Q_OBJECT

 public:
  explicit ScenarioList(Session* session, QWidget* parent = nullptr);

  void addScenario();
  void duplicateScenario();
  void renameScenario();
  void deleteScenario();
  void moveScenario(int delta);

 private:
  void rebuild();
  void updateActions();

  Session* session_;
  QListWidget* list_;
  QToolButton *add_, *duplicate_, *rename_, *remove_, *up_, *down_;
  bool rebuilding_ = false;
};

}  // namespace fleetcost::ui
