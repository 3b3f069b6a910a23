// A plan's Cash flows sheet: per date t = 0..H its discount factor (a formula of the named
// input DiscountRate), each reported category's flow, and live formulas for the total, the
// cumulative sum, the present value and its running sum; NPV and nominal cost at the top.
#pragma once

#include <QString>

#include "model/results/scenario_result.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

// Where a plan's cash-flow sheet keeps what the Summary refers to.
struct CashFlowCells {
  QString sheet;
  int npvRow = 1, nominalRow = 2, valueColumn = 1;
};

// Writes the sheet named `sheetName` for `plan` of `result`, at the annual discount `rate` the
// scenario gives (shown beside the formulas that use DiscountRate).
CashFlowCells writeCashFlows(XlsxSheet& ws, const QString& sheetName, const PlanResult& plan,
                             const ScenarioResult& result, double rate, const XlsxFormats& f);

}  // namespace fleetcost::ui
