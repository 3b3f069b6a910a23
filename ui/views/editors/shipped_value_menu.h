// The context menu of an editor's table: "Reset to the shipped value" on a figure the user
// changed, shared by the settings form and the list editors.
#pragma once

#include <QModelIndex>
#include <functional>

class QAbstractItemView;

namespace fleetcost::ui {

class Session;

// On a right click over a cell of `view`, a menu whose one action calls `reset` with the cell;
// enabled where the cell's figure is overridden and the document can be written.
void addShippedValueMenu(QAbstractItemView* view, Session* session,
                         std::function<void(const QModelIndex&)> reset);

}  // namespace fleetcost::ui
