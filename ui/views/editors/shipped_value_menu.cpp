// The "Reset to the shipped value" context menu of the editors' tables.
#include "ui/views/editors/shipped_value_menu.h"

#include <QAbstractItemView>
#include <QCoreApplication>
#include <QMenu>

#include "ui/core/session/session.h"
#include "ui/views/models/columns.h"

namespace fleetcost::ui {

namespace {

class ShippedValueMenu {
  Q_DECLARE_TR_FUNCTIONS(ShippedValueMenu)
};

}  // namespace

void addShippedValueMenu(QAbstractItemView* view, Session* session,
                         std::function<void(const QModelIndex&)> reset) {
  view->setContextMenuPolicy(Qt::CustomContextMenu);
  QObject::connect(view, &QWidget::customContextMenuRequested, view,
                   [view, session, reset = std::move(reset)](const QPoint& at) {
                     const QModelIndex index = view->indexAt(at);
                     if (!index.isValid()) return;
                     QMenu menu(view);
                     QAction* action =
                         menu.addAction(ShippedValueMenu::tr("Reset to the shipped value"));
                     action->setEnabled(index.data(OverriddenRole).toBool() &&
                                        !session->document()->isReadOnly());
                     action->setToolTip(index.data(Qt::ToolTipRole).toString());
                     if (menu.exec(view->viewport()->mapToGlobal(at)) == action) reset(index);
                   });
}

}  // namespace fleetcost::ui
