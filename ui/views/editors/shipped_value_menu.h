// The context menu of an editor's table: "Evidence…" on a stated figure (its source, date, kind
// of evidence and note, in a dialog) and "Reset to the shipped value" on a figure the user
// changed, shared by the settings form and the list editors.
#pragma once

#include <QModelIndex>
#include <functional>

#include "model/scenario/figure.h"

class QAbstractItemView;

namespace fleetcost::ui {

class Session;

// On a right click over a cell of `view`, a menu: "Evidence…" (enabled on a stated figure that
// `figureAt` finds) calls `setEvidence` with the dialog's figure when accepted; "Reset to the
// shipped value" calls `reset` with the cell, enabled where the cell's figure is overridden.
// Both need a document that can be written.
void addShippedValueMenu(QAbstractItemView* view, Session* session,
                         std::function<void(const QModelIndex&)> reset,
                         std::function<const Figure*(const QModelIndex&)> figureAt = {},
                         std::function<void(const QModelIndex&, const Figure&)> setEvidence = {});

}  // namespace fleetcost::ui
