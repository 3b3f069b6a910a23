// The workbook's own fields as a form, from the model's field table.
#include "ui/views/models/workbook_head_model.h"

#include <QApplication>

#include "ui/views/models/cell_roles.h"
#include "ui/views/models/form_model.h"
#include "ui/views/models/problem_lookup.h"

namespace fleetcost::ui {

WorkbookHeadModel::WorkbookHeadModel(WorkbookDocument* document, QObject* parent)
    : QAbstractTableModel(parent), document_(document) {
  fields_.push_back(fieldColumn(&Workbook::pricesAsOf));
  fields_.push_back(fieldColumn(&Workbook::staleAfterMonths));
  const auto refresh = [this] { emit dataChanged(index(0, 0), index(rowCount() - 1, 1)); };
  connect(document_, &WorkbookDocument::workbookHeadChanged, this, refresh);
  connect(document_, &WorkbookDocument::scenariosReset, this, refresh);
}

void WorkbookHeadModel::setProblems(const Problems* problems) {
  problems_ = problems;
  emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
}

std::string WorkbookHeadModel::fieldPointer(int field) const {
  return "/" + fields_.at(field).key.toStdString();
}

int WorkbookHeadModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : static_cast<int>(fields_.size());
}

int WorkbookHeadModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : 2;
}

QVariant WorkbookHeadModel::data(const QModelIndex& index, int role) const {
  if (!index.isValid() || index.row() >= rowCount()) return {};
  const Column<Workbook>& field = fields_[index.row()];
  if (index.column() == 0) {
    if (role == Qt::DisplayRole) return field.header;
    if (role == Qt::ToolTipRole) return field.help.isEmpty() ? QVariant() : QVariant(field.help);
    return {};
  }
  const Workbook& w = document_->workbook();
  const QString problems = problemsAt(problems_, fieldPointer(index.row()));
  switch (role) {
    case ProblemRole:
      return problems;
    case Qt::BackgroundRole:
      return problems.isEmpty() ? QVariant() : QVariant(problemBackground(QApplication::palette()));
    case Qt::ToolTipRole: {
      const QString tip = field.data(w, Qt::ToolTipRole).toString();
      if (problems.isEmpty()) return tip.isEmpty() ? QVariant() : QVariant(tip);
      return tip.isEmpty() ? problems : problems + QStringLiteral("\n\n") + tip;
    }
    case KeyRole:
      return field.key;
    default:
      if (auto shared = sharedCellRole(
              role, [&] { return field.data(w, OverriddenRole).toBool(); },
              [] { return std::vector<Choice>{}; }, [&] { return field.data(w, Qt::DisplayRole); }))
        return *shared;
      return field.data(w, role);
  }
}

bool WorkbookHeadModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  if (!index.isValid() || index.column() != 1 || role != Qt::EditRole || document_->isReadOnly() ||
      index.row() >= rowCount())
    return false;
  const Column<Workbook>& field = fields_[index.row()];
  Workbook changed = document_->workbookHead();
  field.setData(changed, value);
  document_->changeWorkbookHead(std::move(changed), tr("Change %1").arg(field.header));
  return true;
}

Qt::ItemFlags WorkbookHeadModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (index.column() == 1 && !document_->isReadOnly()) f |= Qt::ItemIsEditable;
  return f;
}

QVariant WorkbookHeadModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  // The scenario forms' headers and their translations.
  return section == 0 ? FormModel::tr("Setting") : FormModel::tr("Value");
}

}  // namespace fleetcost::ui
