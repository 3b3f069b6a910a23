// The workbook settings form.
#include "ui/views/editors/workbook_head_editor.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/core/session/session.h"
#include "ui/views/editors/cell_delegate.h"
#include "ui/views/models/workbook_head_model.h"

namespace fleetcost::ui {

WorkbookHeadEditor::WorkbookHeadEditor(Session* session, QWidget* parent) : QWidget(parent) {
  model_ = new WorkbookHeadModel(session->document(), this);
  view_ = new QTableView(this);
  view_->setModel(model_);
  view_->setItemDelegate(new CellDelegate(view_));
  view_->setSelectionMode(QAbstractItemView::SingleSelection);
  view_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                         QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
  view_->verticalHeader()->hide();
  view_->horizontalHeader()->setStretchLastSection(true);
  view_->verticalHeader()->setDefaultSectionSize(view_->fontMetrics().height() + 10);
  view_->resizeColumnToContents(0);
  view_->setColumnWidth(0, std::max(view_->columnWidth(0), 220));
  // Two rows and the header: no more height than they need.
  view_->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  view_->setFixedHeight(view_->horizontalHeader()->sizeHint().height() +
                        2 * view_->verticalHeader()->defaultSectionSize() +
                        2 * view_->frameWidth());
  connect(session, &Session::snapshotChanged, this, [this](SnapshotPtr snapshot) {
    model_->setProblems(snapshot ? &snapshot->fileProblems : nullptr);
  });
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(new QLabel(
      QStringLiteral("<b>%1</b>").arg(tr("Workbook (every scenario)").toHtmlEscaped()), this));
  layout->addWidget(view_);
}

}  // namespace fleetcost::ui
