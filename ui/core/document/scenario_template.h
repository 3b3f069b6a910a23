// Shipped workbooks compiled into the program: the presets, the examples, and the template a new
// workbook starts from (the presets with one workload and four Tokyo plans to edit).
#pragma once

#include <QString>

#include "model/scenario/scenario.h"

namespace fleetcost::ui {

inline const QString kPresetsResource = QStringLiteral(":/assets/presets/presets.fleetcost");
inline const QString kExampleResource =
    QStringLiteral(":/assets/examples/tokyo-vs-hong-kong.fleetcost");

// A shipped workbook read from the program's resources (empty if it cannot be read).
Workbook shippedWorkbook(const QString& resource);

// The presets as a starting point: all regions, catalogs, sites and offers, a 64-GPU H100
// training workload, and renting, reserving, colocating and hybrid plans in `region` (tokyo,
// osaka or hong_kong), reported in `currency` (JPY, HKD or USD).
Workbook templateWorkbook(const QString& currency = QStringLiteral("JPY"),
                          const QString& region = QStringLiteral("tokyo"));

}  // namespace fleetcost::ui
