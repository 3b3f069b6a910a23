// The Summary sheet's layout and its references into the Cash flows sheets.
#include "ui/render/export/xlsx/xlsx_summary_sheet.h"

#include <QDate>
#include <QStringList>
#include <utility>

#include "ui/core/format/strategy_labels.h"
#include "ui/render/export/xlsx/xlsx_cells.h"

namespace fleetcost::ui {

void writeSummary(XlsxSheet& summary, const Scenario& scenario, const ScenarioResult& r,
                  const std::vector<CashFlowCells>& cells, const XlsxOptions& options,
                  const XlsxFormats& f) {
  const QString currency = QString::fromStdString(r.currency);
  summary.text(0, 0, XlsxExport::tr("FleetCost — %1").arg(QString::fromStdString(r.name)), f.title);
  const std::vector<std::pair<QString, QString>> facts{
      {XlsxExport::tr("Workbook"), options.workbookName},
      {XlsxExport::tr("Scenario"), QString::fromStdString(r.name)},
      {XlsxExport::tr("Currency"), currency},
      {XlsxExport::tr("Horizon"), XlsxExport::tr("%n month(s)", "", r.horizonMonths)},
      {XlsxExport::tr("Amounts"),
       r.afterTax ? XlsxExport::tr("after tax") : XlsxExport::tr("before tax")}};
  int row = 2;
  for (const auto& [label, value] : facts) {
    summary.text(row, 0, label, f.bold);
    summary.text(row, 1, value);
    ++row;
  }
  summary.text(kDiscountRateRow, 0, XlsxExport::tr("Discount rate (annual)"), f.bold);
  summary.number(kDiscountRateRow, kDiscountRateColumn, scenario.discountRateAnnual.value,
                 f.rateInput);
  summary.text(kDiscountRateRow, 2,
               XlsxExport::tr("Change this rate: every discount factor, present value and "
                              "NPV in the workbook follows."),
               f.note);
  summary.text(kDiscountRateRow + 1, 0, XlsxExport::tr("Generated"), f.bold);
  summary.text(kDiscountRateRow + 1, 1,
               options.locale.toString(QDate::currentDate(), QLocale::LongFormat));

  const int header = kDiscountRateRow + 3;
  const QStringList headers{XlsxExport::tr("Plan"),
                            XlsxExport::tr("Strategy"),
                            XlsxExport::tr("Present value, %1").arg(currency),
                            XlsxExport::tr("Nominal cost, %1").arg(currency),
                            XlsxExport::tr("Cost per GPU-hour, %1").arg(currency),
                            XlsxExport::tr("CO2, tonnes"),
                            XlsxExport::tr("Cash flows sheet")};
  for (int c = 0; c < headers.size(); ++c) summary.text(header, c, headers[c], f.header);
  for (std::size_t k = 0; k < r.plans.size(); ++k) {
    const PlanResult& plan = r.plans[k];
    const int planRow = header + 1 + static_cast<int>(k);
    summary.text(planRow, 0, plan.name);
    summary.text(planRow, 1, strategyLabel(plan.strategy));
    summary.formula(
        planRow, 2,
        QLatin1Char('=') + sheetCell(cells[k].sheet, cells[k].npvRow, cells[k].valueColumn),
        plan.pvCost, f.money);
    summary.formula(
        planRow, 3,
        QLatin1Char('=') + sheetCell(cells[k].sheet, cells[k].nominalRow, cells[k].valueColumn),
        plan.nominalCost, f.money);
    if (plan.costPerGpuHour) summary.number(planRow, 4, *plan.costPerGpuHour, f.money);
    summary.number(planRow, 5, plan.co2Tonnes, f.number);
    summary.text(planRow, 6, cells[k].sheet);
  }
  const int firstPlan = header + 1, lastPlan = header + static_cast<int>(r.plans.size());
  const QString pvRange = columnRange(firstPlan, lastPlan, 2);
  const QString nameRange = columnRange(firstPlan, lastPlan, 0);
  std::size_t cheapest = 0;
  for (std::size_t k = 1; k < r.plans.size(); ++k)
    if (r.plans[k].pvCost < r.plans[cheapest].pvCost) cheapest = k;
  const int cheapestRow = lastPlan + 2;
  summary.text(cheapestRow, 0, XlsxExport::tr("Cheapest plan (present value)"), f.bold);
  summary.textFormula(cheapestRow, 1,
                      QStringLiteral("=INDEX(%1,MATCH(MIN(%2),%2,0))").arg(nameRange, pvRange),
                      QString::fromStdString(r.plans[cheapest].name), f.bold);

  int beRow = cheapestRow + 2;
  if (!r.breakeven.empty()) {
    summary.text(
        beRow, 0,
        XlsxExport::tr("Break-even of owning against renting (computed by FleetCost at the "
                       "rate it was given; not recalculated)"),
        f.bold);
    ++beRow;
    const QStringList beHeaders{XlsxExport::tr("Owning plan"), XlsxExport::tr("Renting plan"),
                                XlsxExport::tr("Break-even month"),
                                XlsxExport::tr("Discounted break-even month"),
                                XlsxExport::tr("Rate of return of owning (IRR, annual)")};
    for (int c = 0; c < beHeaders.size(); ++c) summary.text(beRow, c, beHeaders[c], f.header);
    for (const BreakEven& be : r.breakeven) {
      ++beRow;
      summary.text(beRow, 0, r.plans[be.owningPlan].name);
      summary.text(beRow, 1, r.plans[be.rentingPlan].name);
      if (be.month)
        summary.number(beRow, 2, *be.month, f.integer);
      else
        summary.text(beRow, 2, XlsxExport::tr("never"));
      if (be.discountedMonth)
        summary.number(beRow, 3, *be.discountedMonth, f.integer);
      else
        summary.text(beRow, 3, XlsxExport::tr("never"));
      if (be.irr) summary.number(beRow, 4, *be.irr, f.percent);
    }
  }
  if (!r.warnings.empty()) {
    beRow += 2;
    summary.text(beRow, 0, XlsxExport::tr("Warnings"), f.bold);
    for (const Warning& w : r.warnings) summary.text(++beRow, 0, w.message);
  }
  summary.width(0, 0, 34);
  summary.width(1, 1, 30);
  summary.width(2, 5, 18);
  summary.width(6, 6, 30);
}

}  // namespace fleetcost::ui
