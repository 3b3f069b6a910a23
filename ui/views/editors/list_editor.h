// A titled table with the row actions every list of a scenario has: add, duplicate, delete,
// move up and down (each one undo step), keyboard shortcuts, and the problems of its cells.
#pragma once

#include <QWidget>

#include "ui/views/editors/pointer_target.h"
#include "ui/views/models/list_table_model.h"

class QHBoxLayout;
class QLabel;
class QTableView;
class QToolButton;

namespace fleetcost::ui {

class Session;

class ListEditor : public QWidget, public PointerTarget {
  Q_OBJECT

 public:
  ListEditor(Session* session, std::unique_ptr<ListBinding> binding, const QString& title,
             const QString& itemNoun, QWidget* parent = nullptr);

  ListTableModel* model() { return model_; }
  QTableView* view() { return view_; }
  int currentRow() const;
  void selectRow(int row);
  // A short explanation shown under the title.
  void setHint(const QString& text);
  void setTitle(const QString& title);
  // A button of the editor's own (before Add): the caller connects and enables it.
  QToolButton* addButton(const QString& text, const QString& tip);
  // Columns sized to their contents; when they do not all fit, the text columns (names,
  // choices) give way first, down to their header's width, so the numbers show on first open.
  void fitColumns();

  std::size_t shows(const std::string& pointer) const override;
  void reveal(const std::string& pointer) override;

 signals:
  void currentRowChanged(int row);

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  void updateActions();
  int rowShowing(const std::string& pointer) const;  // -1: none

  Session* session_;
  ListTableModel* model_;
  QTableView* view_;
  QLabel* heading_;
  QLabel* hint_;
  QHBoxLayout* bar_;
  QToolButton *add_, *duplicate_, *remove_, *up_, *down_;
  bool fitted_ = false;
};

}  // namespace fleetcost::ui
