// The settings form.
#include "ui/views/editors/form_editor.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>
#include <algorithm>

#include "ui/core/session/session.h"
#include "ui/views/editors/cell_delegate.h"
#include "ui/views/editors/shipped_value_menu.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

FormEditor::FormEditor(Session* session, std::unique_ptr<FormBinding> binding, const QString& title,
                       QWidget* parent)
    : QWidget(parent), session_(session) {
  model_ = new FormModel(session->document(), std::move(binding), this);
  view_ = new QTableView(this);
  view_->setModel(model_);
  view_->setProperty("fleetcostForm", true);  // the context menu names a field by its row
  view_->setItemDelegate(new CellDelegate(view_));
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
  view_->verticalHeader()->hide();
  // The settings' names as wide as they need up to 55 % of the table (wrapping beyond), the
  // values in the rest: never a value column squeezed out of sight.
  view_->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Interactive);
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->setWordWrap(true);
  view_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 10);
  view_->setAlternatingRowColors(true);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(new QLabel(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()), this));
  layout->addWidget(view_, 1);
  addShippedValueMenu(
      view_, session_, [this](const QModelIndex& index) { model_->resetToShipped(index); },
      [this](const QModelIndex& index) { return model_->figureAt(index); },
      [this](const QModelIndex& index, const Figure& evidence) {
        model_->setFigureEvidence(index, evidence);
      });
  connect(session_, &Session::currentScenarioChanged, this, [this](int index) {
    model_->setScenarioIndex(index);
    model_->setProblems(session_->currentProblems(), session_->currentStalePrices());
  });
  connect(session_, &Session::snapshotChanged, this, [this] {
    model_->setProblems(session_->currentProblems(), session_->currentStalePrices());
  });
  model_->setScenarioIndex(session_->currentScenario());
}

void FormEditor::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  QTimer::singleShot(0, this, &FormEditor::fitColumns);  // once the table has its new width
}

void FormEditor::fitColumns() {
  const int available = view_->viewport()->width();
  if (available <= 0) return;
  view_->resizeColumnToContents(0);
  const int names = view_->horizontalHeader()->sectionSize(0);
  const int values = view_->fontMetrics().averageCharWidth() * 14;
  view_->horizontalHeader()->resizeSection(
      0, std::max(60, std::min({names, available * 55 / 100, available - values})));
}

std::size_t FormEditor::shows(const std::string& pointer) const {
  std::size_t depth = 0;
  for (int field = 0; field < model_->rowCount(); ++field)
    depth = std::max(depth, pointerDepth(pointer, model_->fieldPointer(field)));
  if (depth > 0) return depth;
  // The object itself (a problem at "/scenarios/0/ownership"), or a part of it no field shows.
  return pointerDepth(pointer, model_->objectPointer());
}

void FormEditor::reveal(const std::string& pointer) {
  for (int field = 0; field < model_->rowCount(); ++field)
    if (pointerDepth(pointer, model_->fieldPointer(field)) > 0) {
      view_->setCurrentIndex(model_->index(field, 1));
      break;
    }
  view_->setFocus();
}

}  // namespace fleetcost::ui
