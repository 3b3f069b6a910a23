// Writing labels, sums and the date rows of a time-based sheet.
#include "ui/render/export/xlsx/xlsx_rows.h"

namespace fleetcost::ui {

void rowLabel(XlsxSheet& ws, int row, const QString& label, const QString& unit,
              lxw_format* format) {
  ws.text(row, kLabelColumn, label, format);
  if (!unit.isEmpty()) ws.text(row, kUnitColumn, unit);
}

void rowSum(XlsxSheet& ws, int row, int count, lxw_format* format) {
  if (count <= 0) return;
  ws.formula(row, kSumColumn, "=SUM(" + dates(row, 0, count - 1) + ")", format);
}

void dateRows(XlsxSheet& ws, int row, int yearRow, int horizon, const XlsxFormats& f) {
  rowLabel(ws, row, XlsxExport::tr("Date (months from the start)"), {}, f.header);
  ws.text(row, kUnitColumn, QString(), f.header);
  ws.text(row, kSumColumn, XlsxExport::tr("Sum"), f.header);
  for (int t = 0; t <= horizon; ++t) ws.number(row, dateColumn(t), t, f.header);
  if (yearRow < 0) return;
  rowLabel(ws, yearRow, XlsxExport::tr("Year of the date (prices change once a year)"));
  formulaRow(
      ws, yearRow, horizon + 1, [&](int t) { return "=INT(" + at(row, t) + "/12)"; }, f.integer);
}

}  // namespace fleetcost::ui
