// The Assumptions sheet: every figure the scenario states (value, range, unit, currency,
// source, as-of date, note, the shipped default when changed, its JSON pointer).
#pragma once

#include "model/scenario/scenario.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

void writeAssumptions(XlsxSheet& ws, const Scenario& scenario, const XlsxFormats& f);

}  // namespace fleetcost::ui
