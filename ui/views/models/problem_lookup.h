// Finds the problems that belong to a cell or a row by JSON pointer, and colours for them.
#pragma once

#include <QColor>
#include <QPalette>
#include <QString>
#include <string>

#include "model/scenario/problem.h"

namespace fleetcost::ui {

// Messages of the problems at `pointer` or below it ("/x" matches "/x" and "/x/low", not "/xy").
QString problemsAt(const Problems* problems, const std::string& pointer);
// Messages of the problems exactly at `pointer`.
QString problemsExactlyAt(const Problems* problems, const std::string& pointer);

// A background that marks a cell with a problem, readable in light and dark palettes.
QColor problemBackground(const QPalette& palette);
// A calm amber that marks a stale price (docs/file-format.md, "Evidence"), in either palette.
QColor staleBackground(const QPalette& palette);

}  // namespace fleetcost::ui
