// The editors' tables' context menu: a figure's evidence and its shipped value.
#include "ui/views/editors/shipped_value_menu.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QMenu>

#include "ui/core/session/session.h"
#include "ui/views/editors/figure_evidence_dialog.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

namespace {

class ShippedValueMenu {
  Q_DECLARE_TR_FUNCTIONS(ShippedValueMenu)
};

}  // namespace

void addShippedValueMenu(QAbstractItemView* view, Session* session,
                         std::function<void(const QModelIndex&)> reset,
                         std::function<const Figure*(const QModelIndex&)> figureAt,
                         std::function<void(const QModelIndex&, const Figure&)> setEvidence) {
  view->setContextMenuPolicy(Qt::CustomContextMenu);
  QObject::connect(
      view, &QWidget::customContextMenuRequested, view,
      [view, session, reset = std::move(reset), figureAt = std::move(figureAt),
       setEvidence = std::move(setEvidence)](const QPoint& at) {
        const QModelIndex index = view->indexAt(at);
        if (!index.isValid()) return;
        const bool writable = !session->document()->isReadOnly();
        QMenu menu(view);
        QAction* evidence = nullptr;
        const Figure* figure = figureAt ? figureAt(index) : nullptr;
        if (figureAt) {
          evidence = menu.addAction(ShippedValueMenu::tr("Evidence…"));
          evidence->setEnabled(figure && figure->present && writable && setEvidence);
        }
        QAction* action = menu.addAction(ShippedValueMenu::tr("Reset to the shipped value"));
        action->setEnabled(index.data(OverriddenRole).toBool() && writable);
        action->setToolTip(index.data(Qt::ToolTipRole).toString());
        QAction* chosen = menu.exec(view->viewport()->mapToGlobal(at));
        if (chosen == action) reset(index);
        if (chosen && chosen == evidence) {
          // The figure again: the document may have changed while the menu was open.
          figure = figureAt(index);
          if (!figure) return;
          // A form's field is named in its first column; a table's by its header and row.
          const QString first = index.siblingAtColumn(0).data().toString();
          const QString header =
              view->model()->headerData(index.column(), Qt::Horizontal).toString();
          const bool form = view->property("fleetcostForm").toBool();
          const QString title = form ? first
                                : index.column() == 0
                                    ? header
                                    : ShippedValueMenu::tr("%1 of %2").arg(header, first);
          FigureEvidenceDialog dialog(*figure, title, view);
          if (dialog.exec() == QDialog::Accepted) setEvidence(index, dialog.figure());
        }
      });
}

}  // namespace fleetcost::ui
