// The row layout every time-based sheet shares (Monthly inputs, plans, Break-even): the label in
// column A, the unit in B, a sum or note in C, and date t (months from the start) in column D + t,
// so that one column is the same date on every sheet. Helpers that write a whole row.
#pragma once

#include <QString>
#include <string>
#include <vector>

#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

inline constexpr int kLabelColumn = 0;
inline constexpr int kUnitColumn = 1;
inline constexpr int kSumColumn = 2;
inline constexpr int kFirstDateColumn = 3;

inline int dateColumn(int t) {
  return kFirstDateColumn + t;
}

// The cell of date t in `row`, its row fixed ("H$12"), of this sheet or, with `sheet` (a
// sheetPrefix), of another.
inline std::string at(int row, int t, const std::string& sheet = {}) {
  return sheet + a1(row, dateColumn(t), true);
}
// The same with both fixed ("$H$12"): a cell every column refers to.
inline std::string fixedAt(int row, int t, const std::string& sheet = {}) {
  return sheet + a1Absolute(row, dateColumn(t));
}
// Dates first..last of `row`: "D12:H12".
inline std::string dates(int row, int first, int last, const std::string& sheet = {}) {
  return sheet + rowRange(row, dateColumn(first), dateColumn(last));
}

// Label and unit of a row.
void rowLabel(XlsxSheet& ws, int row, const QString& label, const QString& unit = {},
              lxw_format* format = nullptr);

// Dates 0..count-1 of `row`: the formula `cell(t)` gives ("" leaves the cell empty).
template <class CellFormula>
void formulaRow(XlsxSheet& ws, int row, int count, CellFormula cell, lxw_format* format) {
  for (int t = 0; t < count; ++t) {
    const std::string formula = cell(t);
    if (!formula.empty()) ws.formula(row, dateColumn(t), formula, format);
  }
}

// Dates 0..values.size()-1 of `row`: constants (FleetCost's decisions or demand); with
// `sparse`, zeros are left empty (servers bought or sold in a few months only).
template <class Number>
void constantRow(XlsxSheet& ws, int row, const std::vector<Number>& values, lxw_format* format,
                 bool sparse = false) {
  for (std::size_t t = 0; t < values.size(); ++t)
    if (!sparse || values[t] != 0)
      ws.number(row, dateColumn(static_cast<int>(t)), static_cast<double>(values[t]), format);
}

// "=SUM(D12:BL12)" in the sum column, over dates 0..count-1.
void rowSum(XlsxSheet& ws, int row, int count, lxw_format* format);

// The dates 0..horizon as constants in `row`, with its label; the year of each below it when
// `yearRow` >= 0 (INT(t / 12), the year a yearly price step counts).
void dateRows(XlsxSheet& ws, int row, int yearRow, int horizon, const XlsxFormats& f);

}  // namespace fleetcost::ui
