// The Break-even sheet's difference rows.
#include "ui/render/export/xlsx/xlsx_breakeven_sheet.h"

#include "ui/render/export/xlsx/xlsx_rows.h"

namespace fleetcost::ui {

std::vector<int> writeBreakEvenSheet(XlsxSheet& ws, const ScenarioResult& r,
                                     const std::vector<PlanCells>& plans, const XlsxFormats& f) {
  const int H = r.horizonMonths;
  const QString currency = QString::fromStdString(r.currency);
  ws.text(0, 0, XlsxExport::tr("Break-even — %1").arg(QString::fromStdString(r.name)), f.title);
  ws.text(1, 0,
          XlsxExport::tr("Each row is renting's total minus owning's at each date; a difference "
                         "within rounding noise (1e-6, or 1e-9 of the larger total) counts as 0. "
                         "The Summary's IRR of owning reads these rows; its break-even months "
                         "read the plans' cumulative rows."),
          f.note);
  constexpr int kDates = 3;
  dateRows(ws, kDates, -1, H, f);
  std::vector<int> rows;
  int row = kDates + 1;
  for (const BreakEven& pair : r.breakeven) {
    const PlanCells& owning = plans[pair.owningPlan];
    const PlanCells& renting = plans[pair.rentingPlan];
    rowLabel(ws, row,
             XlsxExport::tr("%1 minus %2")
                 .arg(QString::fromStdString(r.plans[pair.rentingPlan].name),
                      QString::fromStdString(r.plans[pair.owningPlan].name)),
             currency);
    const std::string a = sheetPrefix(owning.sheet), b = sheetPrefix(renting.sheet);
    formulaRow(
        ws, row, H + 1,
        [&](int t) {
          const std::string ta = at(owning.totalRow, t, a), tb = at(renting.totalRow, t, b);
          return "=IF(ABS(" + tb + "-" + ta + ")<=MAX(0.000001,0.000000001*MAX(ABS(" + ta +
                 "),ABS(" + tb + "))),0," + tb + "-" + ta + ")";
        },
        f.money);
    rowSum(ws, row, H + 1, f.money);
    rows.push_back(row++);
  }
  ws.width(kLabelColumn, kLabelColumn, 58);
  ws.width(kUnitColumn, kSumColumn, 14);
  ws.width(kFirstDateColumn, dateColumn(H), 13);
  ws.freeze(kDates + 1, kFirstDateColumn);
  return rows;
}

}  // namespace fleetcost::ui
