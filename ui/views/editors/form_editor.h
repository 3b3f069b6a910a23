// A titled settings form (setting, value) over one object of the current scenario.
#pragma once

#include <QWidget>

#include "ui/views/editors/pointer_target.h"
#include "ui/views/models/form_model.h"

class QTableView;

namespace fleetcost::ui {

class Session;

class FormEditor : public QWidget, public PointerTarget {
  Q_OBJECT

 public:
  FormEditor(Session* session, std::unique_ptr<FormBinding> binding, const QString& title,
             QWidget* parent = nullptr);
  FormModel* model() { return model_; }
  QTableView* view() { return view_; }

  // Its fields, and under its object what no other editor shows (the scenario's form is where
  // a pointer to the scenario itself, or to a key without an editor, opens).
  std::size_t shows(const std::string& pointer) const override;
  void reveal(const std::string& pointer) override;

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fitColumns();

  Session* session_;
  FormModel* model_;
  QTableView* view_;
};

}  // namespace fleetcost::ui
