// The Summary sheet's tables and their formulas.
#include "ui/render/export/xlsx/xlsx_summary_sheet.h"

#include <QDate>
#include <QStringList>
#include <cmath>

#include "ui/core/format/strategy_labels.h"
#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_rows.h"

namespace fleetcost::ui {

namespace {

enum PlanColumn {
  kPlan,
  kStrategy,
  kPv,
  kNominal,
  kPerGpuHour,
  kCo2,
  kSheet,
  kOwningPv,
  kRentingPv
};

struct PlanTable {
  int first = -1, last = -1;  // rows of the plans
};

void headers(XlsxSheet& ws, int row, const QStringList& texts, const XlsxFormats& f) {
  for (int c = 0; c < texts.size(); ++c) ws.text(row, c, texts[c], f.header);
  ws.height(row, 30);
}

// The date t after which owning's cumulative (or cumulative present value) stays at or below
// renting's (MODEL.md §5): one past the last date it is above, or `never` (a formula string).
std::string breakEvenFormula(const PlanCells& owning, const PlanCells& renting, bool discounted,
                             int H, const std::string& never) {
  const std::string a = sheetPrefix(owning.sheet), b = sheetPrefix(renting.sheet);
  const int rowA = discounted ? owning.pvCumulativeRow : owning.cumulativeRow;
  const int rowB = discounted ? renting.pvCumulativeRow : renting.cumulativeRow;
  const std::string rangeA = a + rowRange(rowA, dateColumn(0), dateColumn(H), true);
  const std::string rangeB = b + rowRange(rowB, dateColumn(0), dateColumn(H), true);
  const std::string datesA = a + rowRange(owning.dateRow, dateColumn(0), dateColumn(H), true);
  return "=IF(" + a + a1Absolute(rowA, dateColumn(H)) + ">" + b + a1Absolute(rowB, dateColumn(H)) +
         "+0.000001," + never + ",SUMPRODUCT(MAX((" + rangeA + ">" + rangeB + "+0.000001)*(" +
         datesA + "+1))))";
}

PlanTable planTable(XlsxSheet& ws, int& row, const SummaryScenario& s) {
  const XlsxFormats& f = *s.f;
  const QString currency = QString::fromStdString(s.result->currency);
  headers(ws, row++,
          {XlsxExport::tr("Plan"), XlsxExport::tr("Strategy"),
           XlsxExport::tr("Present value, %1").arg(currency),
           XlsxExport::tr("Nominal cost, %1").arg(currency),
           XlsxExport::tr("Cost per GPU-hour, %1").arg(currency), XlsxExport::tr("CO2, tonnes"),
           XlsxExport::tr("Sheet"), XlsxExport::tr("Present value if owning"),
           XlsxExport::tr("Present value if renting")},
          f);
  PlanTable table{row, row + static_cast<int>(s.plans.size()) - 1};
  for (std::size_t k = 0; k < s.plans.size(); ++k, ++row) {
    const PlanResult& plan = s.result->plans[k];
    const PlanCells& cells = s.plans[k];
    const std::string sheet = sheetPrefix(cells.sheet);
    ws.text(row, kPlan, plan.name);
    ws.text(row, kStrategy, strategyLabel(plan.strategy));
    ws.formula(row, kPv, "=" + sheet + a1Absolute(cells.presentValueRow, cells.valueColumn),
               f.money);
    ws.formula(row, kNominal, "=" + sheet + a1Absolute(cells.nominalRow, cells.valueColumn),
               f.money);
    ws.formula(row, kPerGpuHour,
               "=" + sheet + a1Absolute(cells.costPerGpuHourRow, cells.valueColumn), f.money);
    ws.formula(row, kCo2, "=" + sheet + a1Absolute(cells.co2Row, cells.valueColumn), f.number);
    ws.text(row, kSheet, cells.sheet);
    // A portfolio may own and rent: it is on neither side (docs/MODEL.md §13.2).
    if (isOwning(plan.strategy) || isRenting(plan.strategy))
      ws.formula(row, isOwning(plan.strategy) ? kOwningPv : kRentingPv, "=" + a1(row, kPv),
                 f.money);
  }
  return table;
}

// The cheapest plan of a column (ignoring empty cells): its name and present value.
void cheapest(XlsxSheet& ws, int column, const PlanTable& table, int summaryRow, int nameColumn,
              const XlsxFormats& f) {
  const std::string values =
      "$" + columnLetters(column).toStdString() + "$" + std::to_string(table.first + 1) + ":$" +
      columnLetters(column).toStdString() + "$" + std::to_string(table.last + 1);
  const std::string names =
      "$A$" + std::to_string(table.first + 1) + ":$A$" + std::to_string(table.last + 1);
  const std::string none = formulaString(XlsxExport::tr("none"));
  ws.formula(summaryRow, nameColumn,
             "=IF(COUNT(" + values + ")=0," + none + ",INDEX(" + names + ",MATCH(MIN(" + values +
                 ")," + values + ",0)))");
  ws.formula(summaryRow, nameColumn + 1, "=IF(COUNT(" + values + ")=0,\"\",MIN(" + values + "))",
             f.money);
}

}  // namespace

void writeSummary(XlsxSheet& ws, const std::vector<SummaryScenario>& scenarios,
                  const XlsxOptions& options, const XlsxFormats& f) {
  ws.text(0, 0, XlsxExport::tr("FleetCost — %1").arg(options.workbookName), f.title);
  ws.text(1, 0,
          XlsxExport::tr("Every figure in this file is a formula of the inputs on each scenario's "
                         "Assumptions sheet (yellow cells): change one and every flow, total, "
                         "present value, break-even month and IRR follows. Grey rows are "
                         "FleetCost's decisions (servers, racks, hybrid caps, reservations) and "
                         "demand, chosen by FleetCost and not re-optimised by the spreadsheet."),
          f.note);
  ws.text(2, 0, XlsxExport::tr("Generated"), f.bold);
  ws.text(2, 1, options.locale.toString(QDate::currentDate(), QLocale::LongFormat));

  ws.text(4, 0, XlsxExport::tr("Scenarios compared"), f.heading);
  headers(
      ws, 5,
      {XlsxExport::tr("Scenario"), XlsxExport::tr("Currency"), XlsxExport::tr("Horizon, months"),
       XlsxExport::tr("After tax"), XlsxExport::tr("Discount rate (annual)"),
       XlsxExport::tr("Cheapest plan"), XlsxExport::tr("Its present value"),
       XlsxExport::tr("Cheapest owning plan"), XlsxExport::tr("Its present value"),
       XlsxExport::tr("Cheapest renting plan"), XlsxExport::tr("Its present value"),
       XlsxExport::tr("Owning minus renting (present value)")},
      f);
  const int firstCompared = 6;
  int row = firstCompared + static_cast<int>(scenarios.size()) + 1;
  for (std::size_t k = 0; k < scenarios.size(); ++k) {
    const SummaryScenario& s = scenarios[k];
    const int compared = firstCompared + static_cast<int>(k);
    ws.text(compared, 0, s.name);
    if (!s.result) {
      ws.text(compared, 1, s.note, f.note);
      continue;
    }
    const ScenarioResult& r = *s.result;
    const XlsxFormats& sf = *s.f;
    ws.text(compared, 1, r.currency);
    ws.number(compared, 2, r.horizonMonths, sf.integer);
    ws.formula(compared, 3, "=" + s.afterTaxName);
    ws.formula(compared, 4, "=" + s.discountRateName, sf.percent);

    ++row;
    ws.text(row, 0, XlsxExport::tr("Scenario: %1").arg(s.name), f.heading);
    ws.text(row, 2,
            XlsxExport::tr("inputs on \"%1\", monthly inputs on \"%2\"")
                .arg(s.assumptionsSheet, s.monthlySheet),
            f.note);
    row += 1;
    const PlanTable table = planTable(ws, row, s);
    if (table.first <= table.last) {
      cheapest(ws, kPv, table, compared, 5, sf);
      cheapest(ws, kOwningPv, table, compared, 7, sf);
      cheapest(ws, kRentingPv, table, compared, 9, sf);
      const std::string owning = a1(compared, 8), renting = a1(compared, 10);
      ws.formula(compared, 11,
                 "=IF(AND(ISNUMBER(" + owning + "),ISNUMBER(" + renting + "))," + owning + "-" +
                     renting + ",\"\")",
                 sf.money);
    }
    if (!r.breakeven.empty()) {
      ++row;
      headers(ws, row++,
              {XlsxExport::tr("Owning plan"), XlsxExport::tr("Renting plan"),
               XlsxExport::tr("Break-even month"), XlsxExport::tr("Discounted break-even month"),
               XlsxExport::tr("Rate of return of owning (IRR, annual)"),
               XlsxExport::tr("IRR search starts at (monthly): FleetCost's root when exported")},
              f);
      const std::string breakEven = sheetPrefix(s.breakEvenSheet);
      const std::string never = formulaString(XlsxExport::tr("never"));
      const std::string none = formulaString(XlsxExport::tr("none"));
      for (std::size_t p = 0; p < r.breakeven.size(); ++p, ++row) {
        const BreakEven& pair = r.breakeven[p];
        ws.text(row, 0, r.plans[pair.owningPlan].name);
        ws.text(row, 1, r.plans[pair.rentingPlan].name);
        const PlanCells& a = s.plans[pair.owningPlan];
        const PlanCells& b = s.plans[pair.rentingPlan];
        ws.formula(row, 2, breakEvenFormula(a, b, false, r.horizonMonths, never), sf.integer);
        ws.formula(row, 3, breakEvenFormula(a, b, true, r.horizonMonths, never), sf.integer);
        // Differences that change sign more than once have several rates of return; the
        // spreadsheet's IRR starts from the one FleetCost chose (the root nearest 0, MODEL.md §9)
        // and follows it as inputs change.
        const double start = pair.irr ? std::pow(1.0 + *pair.irr, 1.0 / 12.0) - 1.0 : 0.0;
        ws.number(row, 5, start, sf.decisionRate);
        // As §9: a root whose ln(1 + annual rate) lies outside [-10, 50] is none.
        const std::string irr =
            "IRR(" + breakEven +
            rowRange(s.breakEvenRows[p], dateColumn(0), dateColumn(r.horizonMonths), true) + "," +
            a1(row, 5) + ")";
        ws.formula(row, 4,
                   "=IFERROR(IF(ABS(12*LN(1+" + irr + ")-20)>30," + none + ",(1+" + irr +
                       ")^12-1)," + none + ")",
                   sf.percent);
      }
    }
    if (!r.warnings.empty()) {
      ++row;
      ws.text(row++, 0, XlsxExport::tr("Warnings"), f.bold);
      for (const Warning& w : r.warnings) ws.text(row++, 0, w.message);
    }
  }
  ws.width(0, 0, 36);
  ws.width(1, 1, 24);
  ws.width(2, 11, 17);
  ws.freeze(6, 1);
}

}  // namespace fleetcost::ui
