// Colours and display names shared by every chart (and usable by legends and KPI cards outside
// the charts): one fixed colour per cost category and per plan index, in light and dark themes.
#pragma once

#include <QColor>
#include <QString>

#include "model/results/category.h"

namespace fleetcost::ui {

// "Hardware", "Residual value", ... translated (context "Category").
QString categoryDisplayName(Category category);

// The same colour for a category in every chart.
QColor categoryColor(Category category);

// The same colour for plan `planIndex` (its index in the scenario) in every chart; also used
// per scenario in the compare chart. Wraps after 20.
QColor planColor(int planIndex);

}  // namespace fleetcost::ui
