// The Workloads tab: the workloads table, the selected workload's weekly profile (painted on a
// 7 × 24 grid) and the sizing helper that derives GPU-hours from a model's size.
#pragma once

#include <QWidget>

namespace fleetcost::ui {

class Session;
class ListEditor;
class WeeklyProfileEditor;

class WorkloadsTab : public QWidget {
  Q_OBJECT

 public:
  explicit WorkloadsTab(Session* session, QWidget* parent = nullptr);
  ListEditor* table() { return table_; }
  WeeklyProfileEditor* profileEditor() { return profile_; }

 private:
  void showSelectedProfile();
  void openSizingHelper();

  Session* session_;
  ListEditor* table_;
  WeeklyProfileEditor* profile_;
};

}  // namespace fleetcost::ui
