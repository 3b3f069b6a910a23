// The generic editable table.
#include "ui/views/models/list_table_model.h"
#include "model/scenario/workbook_shape.h"

#include <QApplication>
#include <QPalette>

#include "ui/core/format/evidence_text.h"
#include "ui/views/models/cell_roles.h"
#include "ui/views/models/problem_lookup.h"

namespace fleetcost::ui {

ListTableModel::ListTableModel(WorkbookDocument* document, std::unique_ptr<ListBinding> binding,
                               QString itemNoun, QObject* parent)
    : QAbstractTableModel(parent),
      document_(document),
      binding_(std::move(binding)),
      noun_(std::move(itemNoun)) {
  connect(document_, &WorkbookDocument::scenarioChanged, this, [this](int index) {
    if (index == scenario_) refresh();
  });
  connect(document_, &WorkbookDocument::scenariosReset, this, [this](int) { refresh(); });
  rows_ = rowCount();
}

const Scenario* ListTableModel::scenario() const {
  if (scenario_ < 0 || scenario_ >= document_->scenarioCount()) return nullptr;
  return &document_->scenario(scenario_);
}

bool ListTableModel::available() const {
  const Scenario* s = scenario();
  return s && binding_->available(*s);
}

void ListTableModel::setScenarioIndex(int index) {
  scenario_ = index;
  problems_ = nullptr;
  stale_ = nullptr;
  beginResetModel();
  endResetModel();
  rows_ = rowCount();
}

void ListTableModel::setProblems(const Problems* problems, const StalePrices* stale) {
  problems_ = problems;
  stale_ = stale;
  if (rowCount() > 0)
    emit dataChanged(this->index(0, 0), this->index(rowCount() - 1, columnCount() - 1));
}

void ListTableModel::refresh() {
  const int rows = rowCount();
  if (rows != rows_) {
    beginResetModel();
    endResetModel();
    rows_ = rows;
  } else if (rows > 0) {
    emit dataChanged(index(0, 0), index(rows - 1, columnCount() - 1));
  }
}

int ListTableModel::rowCount(const QModelIndex& parent) const {
  const Scenario* s = scenario();
  return parent.isValid() || !s ? 0 : binding_->rowCount(*s);
}

int ListTableModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : binding_->columnCount();
}

std::string ListTableModel::rowPointer(int row) const {
  const Scenario* s = scenario();
  if (!s) return {};
  return scenarioPointer(scenario_) + binding_->listPointer(*s) + "/" +
         (row < binding_->rowCount(*s) ? binding_->rowKey(*s, row) : std::to_string(row));
}

std::string ListTableModel::listPointer() const {
  const Scenario* s = scenario();
  return s ? scenarioPointer(scenario_) + binding_->listPointer(*s) : std::string();
}

std::string ListTableModel::cellPointer(int row, int column) const {
  const std::string key = binding_->columnKey(column).toStdString();
  return key.empty() ? rowPointer(row) : rowPointer(row) + "/" + key;
}

QVariant ListTableModel::data(const QModelIndex& index, int role) const {
  const Scenario* s = scenario();
  if (!s || !index.isValid()) return {};
  const int row = index.row(), column = index.column();
  const QString cellProblems = problemsAt(problems_, cellPointer(row, column));
  const QString rowProblems =
      column == 0 ? problemsExactlyAt(problems_, rowPointer(row)) : QString();
  const QString problems =
      rowProblems.isEmpty()
          ? cellProblems
          : (cellProblems.isEmpty() ? rowProblems : rowProblems + "\n" + cellProblems);
  const StaleFigure* stale =
      role == Qt::BackgroundRole || role == Qt::ToolTipRole || role == StaleRole
          ? staleFigureAt(stale_, cellPointer(row, column))
          : nullptr;
  switch (role) {
    case ProblemRole:
      return problems;
    case StaleRole:
      return stale ? stale->months : QVariant();
    case Qt::BackgroundRole:
      if (!problems.isEmpty()) return problemBackground(QApplication::palette());
      if (stale) return staleBackground(QApplication::palette());
      return {};
    case Qt::ToolTipRole: {
      QString field = binding_->data(*s, row, column, Qt::ToolTipRole).toString();
      // A text cell narrower than its text shows it whole on hover.
      if (field.isEmpty()) field = data(index, Qt::DisplayRole).toString();
      field = withStaleLine(field, stale, stale_);
      if (problems.isEmpty()) return field.isEmpty() ? QVariant() : QVariant(field);
      return field.isEmpty() ? problems : problems + QStringLiteral("\n\n") + field;
    }
    case KeyRole:
      return binding_->columnKey(column);
    default:
      if (auto shared = sharedCellRole(
              role, [&] { return binding_->data(*s, row, column, OverriddenRole).toBool(); },
              [&] { return binding_->choices(*s, column); },
              [&] { return binding_->data(*s, row, column, Qt::DisplayRole); }))
        return *shared;
      return binding_->data(*s, row, column, role);
  }
}

bool ListTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  const Scenario* s = scenario();
  if (!s || !index.isValid() || document_->isReadOnly()) return false;
  if (role != Qt::EditRole && role != Qt::CheckStateRole) return false;
  if (!binding_->editable(index.column())) return false;
  Scenario changed = *s;
  binding_->setData(changed, index.row(), index.column(), value);
  commit(std::move(changed),
         tr("Change %1 of %2")
             .arg(binding_->header(index.column()), binding_->rowName(*s, index.row())));
  return true;
}

Qt::ItemFlags ListTableModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (!document_->isReadOnly() && binding_->editable(index.column())) {
    const Scenario* s = scenario();
    if (s && binding_->data(*s, index.row(), index.column(), Qt::CheckStateRole).isValid())
      f |= Qt::ItemIsUserCheckable;
    else
      f |= Qt::ItemIsEditable;
  }
  return f;
}

QVariant ListTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation == Qt::Horizontal) {
    if (role == Qt::DisplayRole) return binding_->header(section);
    if (role == Qt::ToolTipRole) {
      const QString help = binding_->headerHelp(section);
      return help.isEmpty() ? QVariant() : QVariant(help);
    }
    return {};
  }
  if (role == Qt::DisplayRole) return section + 1;
  return {};
}

void ListTableModel::commit(Scenario changed, const QString& text) {
  document_->changeScenario(scenario_, std::move(changed), text);
}

int ListTableModel::addRow(int atRow) {
  const Scenario* s = scenario();
  if (!s || document_->isReadOnly() || !binding_->available(*s)) return -1;
  const int row = std::clamp(atRow, 0, binding_->rowCount(*s));
  Scenario changed = *s;
  binding_->insertRow(changed, row);
  commit(std::move(changed), tr("Add %1").arg(noun_));
  return row;
}

int ListTableModel::duplicateRow(int row) {
  const Scenario* s = scenario();
  if (!s || document_->isReadOnly() || row < 0 || row >= rowCount()) return -1;
  Scenario changed = *s;
  binding_->duplicateRow(changed, row);
  commit(std::move(changed), tr("Duplicate %1 %2").arg(noun_, binding_->rowName(*s, row)));
  return row + 1;
}

void ListTableModel::removeRow(int row) {
  const Scenario* s = scenario();
  if (!s || document_->isReadOnly() || row < 0 || row >= rowCount()) return;
  Scenario changed = *s;
  binding_->removeRow(changed, row);
  commit(std::move(changed), tr("Delete %1 %2").arg(noun_, binding_->rowName(*s, row)));
}

int ListTableModel::moveRow(int from, int to) {
  const Scenario* s = scenario();
  if (!s || document_->isReadOnly() || to < 0 || to >= rowCount() || from == to) return from;
  Scenario changed = *s;
  binding_->moveRow(changed, from, to);
  commit(std::move(changed), tr("Move %1 %2").arg(noun_, binding_->rowName(*s, from)));
  return to;
}

const Figure* ListTableModel::figureAt(const QModelIndex& index) const {
  const Scenario* s = scenario();
  if (!s || !index.isValid()) return nullptr;
  return binding_->figure(const_cast<Scenario&>(*s), index.row(), index.column());
}

bool ListTableModel::setFigureEvidence(const QModelIndex& index, const Figure& evidence) {
  const Scenario* s = scenario();
  if (!s || !index.isValid() || document_->isReadOnly()) return false;
  Scenario changed = *s;
  Figure* figure = binding_->figure(changed, index.row(), index.column());
  if (!figure) return false;
  copyEvidence(evidence, *figure);
  commit(std::move(changed),
         tr("Change the evidence of %1 of %2")
             .arg(binding_->header(index.column()), binding_->rowName(*s, index.row())));
  return true;
}

bool ListTableModel::resetToShipped(const QModelIndex& index) {
  const Scenario* s = scenario();
  if (!s || !index.isValid() || document_->isReadOnly()) return false;
  Scenario changed = *s;
  if (!binding_->resetToShipped(changed, index.row(), index.column())) return false;
  commit(std::move(changed),
         tr("Reset %1 of %2 to the shipped value")
             .arg(binding_->header(index.column()), binding_->rowName(*s, index.row())));
  return true;
}

}  // namespace fleetcost::ui
