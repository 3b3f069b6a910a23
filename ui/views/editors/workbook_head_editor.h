// The workbook's own settings, shared by every scenario (the prices' date, the stale age), as a
// small titled form on the Finance & policy tab.
#pragma once

#include <QWidget>

class QTableView;

namespace fleetcost::ui {

class Session;
class WorkbookHeadModel;

class WorkbookHeadEditor : public QWidget {
  Q_OBJECT

 public:
  explicit WorkbookHeadEditor(Session* session, QWidget* parent = nullptr);
  WorkbookHeadModel* model() { return model_; }
  QTableView* view() { return view_; }

 private:
  WorkbookHeadModel* model_;
  QTableView* view_;
};

}  // namespace fleetcost::ui
