// The Summary sheet: the scenario's facts, the discount rate as the one input cell (the
// workbook names it DiscountRate), each plan's present value and nominal cost as references
// into its Cash flows sheet, the cheapest plan as a formula, break-even and warnings.
#pragma once

#include <QString>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"
#include "ui/render/export/xlsx/xlsx_cash_flows_sheet.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

// The discount-rate input cell of the Summary sheet: B7.
inline constexpr int kDiscountRateRow = 6;
inline constexpr int kDiscountRateColumn = 1;

// `cells[k]`: where plan k's Cash flows sheet keeps its NPV and nominal cost.
void writeSummary(XlsxSheet& summary, const Scenario& scenario, const ScenarioResult& r,
                  const std::vector<CashFlowCells>& cells, const XlsxOptions& options,
                  const XlsxFormats& f);

}  // namespace fleetcost::ui
