// A scenario's Break-even sheet: for each owning plan against each renting plan (the pairs of
// MODEL.md §5), renting's total minus owning's at each date, differences within rounding noise
// set to 0 (docs/MODEL.md §10, reading 20) — the rows the Summary's IRR formulas read.
#pragma once

#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "ui/render/export/xlsx/xlsx_plan_sheet.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

// Row of each pair of result.breakeven, in order.
std::vector<int> writeBreakEvenSheet(XlsxSheet& ws, const ScenarioResult& result,
                                     const std::vector<PlanCells>& plans, const XlsxFormats& f);

}  // namespace fleetcost::ui
