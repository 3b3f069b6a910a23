// A titled settings form (setting, value) over one object of the current scenario.
#pragma once

#include <QWidget>

#include "ui/views/models/form_model.h"

class QTableView;

namespace fleetcost::ui {

class Session;

class FormEditor : public QWidget {
  Q_OBJECT

 public:
  FormEditor(Session* session, std::unique_ptr<FormBinding> binding, const QString& title,
             QWidget* parent = nullptr);
  FormModel* model() { return model_; }
  QTableView* view() { return view_; }

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fitColumns();

  Session* session_;
  FormModel* model_;
  QTableView* view_;
};

}  // namespace fleetcost::ui
