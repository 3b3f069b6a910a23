// The spreadsheet of a workbook's results in which every flow is a formula of its inputs
// (libxlsxwriter; docs/spreadsheet.md): a Summary comparing the scenarios, and per scenario an
// Assumptions sheet (one named cell per figure), a Monthly inputs sheet (prices, escalations,
// discount and resale factors, depreciation, demand), one sheet per plan (FleetCost's decisions
// as labelled constants, every monthly flow, category, lease, tax, total and present value as a
// formula) and a Break-even sheet. No cell carries a value of ours: the spreadsheet computes
// every formula itself. The pieces are in this folder, one file per sheet layout and strategy.
#pragma once

#include <QLocale>
#include <QString>
#include <cstddef>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost::ui {

struct XlsxOptions {
  QString workbookName;  // shown on the Summary sheet
  QLocale locale;        // the date on the Summary sheet
};

// A scenario to export; without a result (it has problems) it is only listed on the Summary.
struct XlsxScenario {
  const Scenario* scenario = nullptr;
  const ScenarioResult* result = nullptr;
};

// The most cells (as spreadsheetCells estimates them) a file may have: writing takes about 230
// bytes of memory and 3 µs per cell, and LibreOffice about 1.2 KB and 17 µs per cell to open and
// recalculate it (1.3 million cells: 1.5 GB, 22 s). A larger export is refused with what to narrow.
inline constexpr std::size_t kMaxSpreadsheetCells = 2'000'000;

// About how many cells the spreadsheet of `scenarios` has.
std::size_t spreadsheetCells(const std::vector<XlsxScenario>& scenarios);

// Writes atomically (a temporary file renamed over `path`). Returns "" on success, otherwise
// what went wrong.
QString writeWorkbookXlsx(const QString& path, const std::vector<XlsxScenario>& scenarios,
                          const XlsxOptions& options = {});
// One scenario.
QString writeResultXlsx(const QString& path, const Scenario& scenario, const ScenarioResult& result,
                        const XlsxOptions& options = {});

}  // namespace fleetcost::ui
