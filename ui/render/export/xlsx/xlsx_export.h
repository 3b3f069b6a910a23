// The spreadsheet of a scenario's result (libxlsxwriter): a Summary sheet with the discount-rate
// input cell (named DiscountRate), an Assumptions sheet, and one Cash flows sheet per plan whose
// totals, cumulative sums, discount factors, present values and NPV are live formulas. Every
// formula stores FleetCost's own value as its cached result, so viewers that do not recalculate
// still show the right numbers. The pieces are in this folder: the workbook file (atomic write),
// the sheet writer and formats, A1 cell names, and one file per sheet layout.
#pragma once

#include <QLocale>
#include <QString>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost::ui {

struct XlsxOptions {
  QString workbookName;  // shown on the Summary sheet
  QLocale locale;        // the date on the Summary sheet
};

// Writes atomically (a temporary file renamed over `path`). Returns "" on success, otherwise
// what went wrong.
QString writeResultXlsx(const QString& path, const Scenario& scenario, const ScenarioResult& result,
                        const XlsxOptions& options = {});

}  // namespace fleetcost::ui
