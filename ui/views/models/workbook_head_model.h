// A two-column form (setting, value) over the workbook's own fields that every scenario shares:
// the prices' date and the stale age (docs/file-format.md, "Evidence"). Each edit is one undo
// command on the document; the file's problems at these fields mark their cells.
#pragma once

#include <QAbstractTableModel>
#include <vector>

#include "ui/core/document/workbook_document.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

class WorkbookHeadModel : public QAbstractTableModel {
  Q_OBJECT

 public:
  explicit WorkbookHeadModel(WorkbookDocument* document, QObject* parent = nullptr);

  // The workbook's problems (EvaluationSnapshot::fileProblems; may be null).
  void setProblems(const Problems* problems);
  std::string fieldPointer(int field) const;  // "/prices_as_of"

  int rowCount(const QModelIndex& parent = {}) const override;
  int columnCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  bool setData(const QModelIndex& index, const QVariant& value, int role) override;
  Qt::ItemFlags flags(const QModelIndex& index) const override;
  QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

 private:
  WorkbookDocument* document_;
  std::vector<Column<Workbook>> fields_;
  const Problems* problems_ = nullptr;
};

}  // namespace fleetcost::ui
