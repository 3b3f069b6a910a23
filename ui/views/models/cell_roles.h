// What form rows and table cells answer alike for a field with choices or a shipped default:
// italics for an overridden default, the choices' values and labels, the label a value shows.
#pragma once

#include <QVariant>
#include <functional>
#include <optional>
#include <vector>

#include "ui/views/models/columns.h"

namespace fleetcost::ui {

// The data of `role` when it is one of Qt::FontRole, ChoicesRole, ChoiceLabelsRole or
// Qt::DisplayRole; nothing for other roles. `overridden`, `choices` and `value` (the cell's
// DisplayRole value) are asked for only when the role needs them.
std::optional<QVariant> sharedCellRole(int role, const std::function<bool()>& overridden,
                                       const std::function<std::vector<Choice>()>& choices,
                                       const std::function<QVariant()>& value);

}  // namespace fleetcost::ui
