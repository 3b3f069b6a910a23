// The generic settings form.
#include "ui/views/models/form_model.h"
#include "model/scenario/workbook_shape.h"

#include <QApplication>

#include "ui/core/format/evidence_text.h"
#include "ui/views/models/cell_roles.h"
#include "ui/views/models/problem_lookup.h"

namespace fleetcost::ui {

FormModel::FormModel(WorkbookDocument* document, std::unique_ptr<FormBinding> binding,
                     QObject* parent)
    : QAbstractTableModel(parent), document_(document), binding_(std::move(binding)) {
  const auto changed = [this] {
    if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
  };
  connect(document_, &WorkbookDocument::scenarioChanged, this, [this, changed](int i) {
    if (i == scenario_) changed();
  });
  connect(document_, &WorkbookDocument::scenariosReset, this, [this](int) {
    beginResetModel();
    endResetModel();
  });
}

const Scenario* FormModel::scenario() const {
  if (scenario_ < 0 || scenario_ >= document_->scenarioCount()) return nullptr;
  return &document_->scenario(scenario_);
}

void FormModel::setScenarioIndex(int index) {
  beginResetModel();
  scenario_ = index;
  problems_ = nullptr;
  stale_ = nullptr;
  endResetModel();
}

void FormModel::setProblems(const Problems* problems, const StalePrices* stale) {
  problems_ = problems;
  stale_ = stale;
  if (rowCount() > 0) emit dataChanged(index(0, 0), index(rowCount() - 1, 1));
}

std::string FormModel::fieldPointer(int field) const {
  return scenarioPointer(scenario_) + binding_->objectPointer() + "/" +
         binding_->key(field).toStdString();
}

std::string FormModel::objectPointer() const {
  return scenarioPointer(scenario_) + binding_->objectPointer();
}

int FormModel::rowCount(const QModelIndex& parent) const {
  return parent.isValid() || !scenario() ? 0 : binding_->fieldCount();
}

int FormModel::columnCount(const QModelIndex& parent) const {
  return parent.isValid() ? 0 : 2;
}

QVariant FormModel::data(const QModelIndex& index, int role) const {
  const Scenario* s = scenario();
  if (!s || !index.isValid()) return {};
  const int field = index.row();
  if (index.column() == 0) {
    if (role == Qt::DisplayRole) return binding_->label(field);
    if (role == Qt::ToolTipRole) {
      const QString help = binding_->help(field);
      return help.isEmpty() ? QVariant() : QVariant(help);
    }
    return {};
  }
  const QString problems = problemsAt(problems_, fieldPointer(field));
  const StaleFigure* stale = staleFigureAt(stale_, fieldPointer(field));
  switch (role) {
    case ProblemRole:
      return problems;
    case StaleRole:
      return stale ? stale->months : QVariant();
    case Qt::BackgroundRole:
      if (!problems.isEmpty()) return problemBackground(QApplication::palette());
      return stale ? QVariant(staleBackground(QApplication::palette())) : QVariant();
    case Qt::ToolTipRole: {
      const QString tip =
          withStaleLine(binding_->data(*s, field, Qt::ToolTipRole).toString(), stale, stale_);
      if (problems.isEmpty()) return tip.isEmpty() ? QVariant() : QVariant(tip);
      return tip.isEmpty() ? problems : problems + QStringLiteral("\n\n") + tip;
    }
    case KeyRole:
      return binding_->key(field);
    default:
      if (auto shared = sharedCellRole(
              role, [&] { return binding_->data(*s, field, OverriddenRole).toBool(); },
              [&] { return binding_->choices(*s, field); },
              [&] { return binding_->data(*s, field, Qt::DisplayRole); }))
        return *shared;
      return binding_->data(*s, field, role);
  }
}

bool FormModel::setData(const QModelIndex& index, const QVariant& value, int role) {
  const Scenario* s = scenario();
  if (!s || index.column() != 1 || document_->isReadOnly()) return false;
  if (role != Qt::EditRole && role != Qt::CheckStateRole) return false;
  if (!binding_->editable(index.row())) return false;
  Scenario changed = *s;
  binding_->setData(changed, index.row(), value);
  document_->changeScenario(scenario_, std::move(changed),
                            tr("Change %1").arg(binding_->label(index.row())));
  return true;
}

Qt::ItemFlags FormModel::flags(const QModelIndex& index) const {
  if (!index.isValid()) return Qt::NoItemFlags;
  Qt::ItemFlags f = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
  if (index.column() == 1 && !document_->isReadOnly() && binding_->editable(index.row())) {
    const Scenario* s = scenario();
    if (s && binding_->data(*s, index.row(), Qt::CheckStateRole).isValid())
      f |= Qt::ItemIsUserCheckable;
    else
      f |= Qt::ItemIsEditable;
  }
  return f;
}

QVariant FormModel::headerData(int section, Qt::Orientation orientation, int role) const {
  if (orientation != Qt::Horizontal || role != Qt::DisplayRole) return {};
  return section == 0 ? tr("Setting") : tr("Value");
}

const Figure* FormModel::figureAt(const QModelIndex& index) const {
  const Scenario* s = scenario();
  if (!s || !index.isValid()) return nullptr;
  return binding_->figure(const_cast<Scenario&>(*s), index.row(), false);
}

bool FormModel::setFigureEvidence(const QModelIndex& index, const Figure& evidence) {
  const Scenario* s = scenario();
  if (!s || !index.isValid() || document_->isReadOnly()) return false;
  Scenario changed = *s;
  Figure* figure = binding_->figure(changed, index.row(), true);
  if (!figure) return false;
  copyEvidence(evidence, *figure);
  document_->changeScenario(scenario_, std::move(changed),
                            tr("Change the evidence of %1").arg(binding_->label(index.row())));
  return true;
}

bool FormModel::resetToShipped(const QModelIndex& index) {
  const Scenario* s = scenario();
  if (!s || !index.isValid() || document_->isReadOnly()) return false;
  Scenario changed = *s;
  if (!binding_->resetToShipped(changed, index.row())) return false;
  document_->changeScenario(scenario_, std::move(changed),
                            tr("Reset %1 to the shipped value").arg(binding_->label(index.row())));
  return true;
}

}  // namespace fleetcost::ui
