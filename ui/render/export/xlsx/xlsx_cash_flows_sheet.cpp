// The Cash flows sheet's layout and formulas.
#include "ui/render/export/xlsx/xlsx_cash_flows_sheet.h"

#include <vector>

#include "model/results/flow_analysis.h"
#include "ui/core/format/strategy_labels.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/export/xlsx/xlsx_cells.h"

namespace fleetcost::ui {

CashFlowCells writeCashFlows(XlsxSheet& ws, const QString& sheetName, const PlanResult& plan,
                             const ScenarioResult& r, double rate, const XlsxFormats& f) {
  const QString currency = QString::fromStdString(r.currency);
  ws.text(0, 0,
          XlsxExport::tr("Cash flows — %1 (%2)")
              .arg(QString::fromStdString(plan.name), strategyLabel(plan.strategy)),
          f.title);
  std::vector<int> categories;
  for (int c = 0; c < kCategoryCount; ++c)
    if (!plan.flows[c].empty()) categories.push_back(c);
  const int H = r.horizonMonths;
  const int firstData = 6, lastData = firstData + H;  // rows of dates 0..H
  const int colTotal = 2 + static_cast<int>(categories.size());
  const int colCumulative = colTotal + 1, colPv = colTotal + 2, colPvCumulative = colTotal + 3;
  const auto range = [&](int col) { return columnRange(firstData, lastData, col); };

  ws.text(1, 0, XlsxExport::tr("Present value (NPV), %1").arg(currency), f.bold);
  ws.formula(1, 1, QStringLiteral("=SUM(%1)").arg(range(colPv)), plan.pvCost, f.moneyBold);
  ws.text(1, 2, XlsxExport::tr("the sum of the present-value column"), f.note);
  ws.text(2, 0, XlsxExport::tr("Nominal cost, %1").arg(currency), f.bold);
  ws.formula(2, 1, QStringLiteral("=SUM(%1)").arg(range(colTotal)), plan.nominalCost, f.moneyBold);
  ws.text(2, 2, XlsxExport::tr("the sum of the total column"), f.note);
  ws.text(3, 0, XlsxExport::tr("Discount rate (annual)"), f.bold);
  ws.formula(3, 1, QStringLiteral("=DiscountRate"), rate, f.percent);
  ws.text(3, 2, XlsxExport::tr("change it on the Summary sheet; every present value follows"),
          f.note);

  const int header = firstData - 1;
  ws.text(header, 0, XlsxExport::tr("Month"), f.header);
  ws.text(header, 1, XlsxExport::tr("Discount factor"), f.header);
  for (std::size_t k = 0; k < categories.size(); ++k)
    ws.text(header, 2 + static_cast<int>(k),
            XlsxExport::tr("%1, %2").arg(categoryDisplayName(static_cast<Category>(categories[k])),
                                         currency),
            f.header);
  ws.text(header, colTotal, XlsxExport::tr("Total, %1").arg(currency), f.header);
  ws.text(header, colCumulative, XlsxExport::tr("Cumulative, %1").arg(currency), f.header);
  ws.text(header, colPv, XlsxExport::tr("Present value, %1").arg(currency), f.header);
  ws.text(header, colPvCumulative, XlsxExport::tr("Cumulative present value, %1").arg(currency),
          f.header);

  const Series pvFlows = discountedFlows(plan.total, r.discount);
  const Series pvRunning = cumulativeSums(pvFlows);
  for (int t = 0; t <= H; ++t) {
    const int row = firstData + t;
    const QString month = cellReference(row, 0);
    ws.number(row, 0, t, f.integer);
    // Dated t months from the start: 1 / (1 + r)^(t/12), MODEL.md §3.
    ws.formula(row, 1, QStringLiteral("=1/(1+DiscountRate)^(%1/12)").arg(month), r.discount[t],
               f.factor);
    for (std::size_t k = 0; k < categories.size(); ++k)
      ws.number(row, 2 + static_cast<int>(k), plan.flows[categories[k]][t], f.money);
    const QString total = cellReference(row, colTotal);
    ws.formula(row, colTotal,
               categories.empty()
                   ? QStringLiteral("=0")
                   : QStringLiteral("=SUM(%1:%2)")
                         .arg(cellReference(row, 2), cellReference(row, colTotal - 1)),
               plan.total[t], f.money);
    ws.formula(row, colCumulative,
               t == 0 ? QStringLiteral("=%1").arg(total)
                      : QStringLiteral("=%1+%2").arg(cellReference(row - 1, colCumulative), total),
               plan.cumulative[t], f.money);
    ws.formula(row, colPv, QStringLiteral("=%1*%2").arg(total, cellReference(row, 1)), pvFlows[t],
               f.money);
    ws.formula(row, colPvCumulative,
               t == 0 ? QStringLiteral("=%1").arg(cellReference(row, colPv))
                      : QStringLiteral("=%1+%2").arg(cellReference(row - 1, colPvCumulative),
                                                     cellReference(row, colPv)),
               plan.pvCumulative.empty() ? pvRunning[t] : plan.pvCumulative[t], f.money);
  }
  const int sumRow = lastData + 1;
  ws.text(sumRow, 0, XlsxExport::tr("Sum"), f.bold);
  for (std::size_t k = 0; k < categories.size(); ++k) {
    const int col = 2 + static_cast<int>(k);
    ws.formula(sumRow, col, QStringLiteral("=SUM(%1)").arg(range(col)),
               totalOf(plan.flows[categories[k]]), f.moneyBold);
  }
  ws.formula(sumRow, colTotal, QStringLiteral("=SUM(%1)").arg(range(colTotal)), plan.nominalCost,
             f.moneyBold);
  ws.formula(sumRow, colPv, QStringLiteral("=SUM(%1)").arg(range(colPv)), plan.pvCost, f.moneyBold);
  ws.text(
      sumRow + 2, 0,
      XlsxExport::tr("Amounts are dated in months from the start: purchases and sales in the month "
                     "they happen, a month's running costs at its end, the value of hardware still "
                     "owned on the last date. Costs are positive, receipts negative."),
      f.note);

  ws.width(0, 0, 24);
  ws.width(1, 1, 14);
  ws.width(2, colPvCumulative, 17);
  ws.freeze(firstData, 1);
  return CashFlowCells{sheetName, 1, 2, 1};
}

}  // namespace fleetcost::ui
