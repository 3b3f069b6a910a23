// A plan's sheet: FleetCost's decisions as labelled constant rows, then every monthly flow as a
// formula of the Assumptions sheet's named inputs (through the Monthly inputs sheet) and of those
// decisions, the flows by category and date, lease and tax, the total, cumulative sums, present
// values, and at the top NPV, nominal cost, cost per GPU-hour and CO2. Each strategy writes its
// own rows (xlsx_strategy_rows.h) and says which of them each category adds up; the rest of the
// sheet is common to all strategies.
#pragma once

#include <QString>
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "model/evaluation/decision_rows.h"
#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"
#include "ui/render/export/xlsx/xlsx_monthly_sheet.h"
#include "ui/render/export/xlsx/xlsx_rows.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

// Everything a plan sheet's formulas refer to.
struct PlanContext {
  const Scenario& scenario;
  const ScenarioResult& result;
  const ScenarioDecisionRows& decisions;
  const ScenarioInputs& inputs;
  const MonthlyRows& monthly;
  const XlsxFormats& f;
  int plan = 0;  // index in result.plans
  // A portfolio's part (docs/spreadsheet.md): the first of its own demand rows on this sheet, one
  // per GPU model of the part; -1 for a plan, whose demand rows are the Monthly inputs sheet's.
  int demandFirst = -1;

  int horizon() const { return decisions.horizon; }
  // GPU model g's GPU-hours demanded at date t, and over dates first..last.
  std::string demandAt(int g, int t) const;
  std::string demand(int g, int first, int last) const;
  int gpuCount() const { return static_cast<int>(decisions.demandGpuHours.size()); }
  const PlanResult& planResult() const { return result.plans[plan]; }
  const PlanDecisionRows& rows() const { return decisions.plans[plan]; }
  QString gpuName(int g) const;
};

// Rows first..last (one per used GPU model, or one row) that a category adds up, each cell of
// month m dated m, or m + 1 for a month's running costs (`nextMonth`); `atHorizon`: the row
// also has a cell at date H (the terminal value).
struct FlowSource {
  int first = -1, last = -1;
  bool nextMonth = false;
  bool atHorizon = false;
};

// What a strategy's rows give the rest of the sheet.
struct StrategyRows {
  std::array<std::vector<FlowSource>, kCategoryCount> sources;  // lease and tax: the frame's
  int purchases = -1;  // owning: the cost of the servers bought in each month (dated m)
  int residualFirst = -1, residualLast = -1;  // owning: refresh sales (m < H), terminal (H)
  std::string co2Kg = "0";                    // the plan's CO2 in kg, a formula without "="
  // For the workload allocation (xlsx_workload_costs.h): owning plans' site rows (one cell per
  // month, shared by the GPU models by racks), servers owned (a GPU block) and racks; an api
  // plan's fees, a row per served workload (in the order of the decisions' apiWorkloads).
  std::vector<int> siteRows;
  int ownedFirst = -1, racks = -1;
  FlowSource apiFees;
};

// Writes rows top to bottom from a given row.
class PlanSheet {
 public:
  PlanSheet(XlsxSheet& ws, const PlanContext& context, int firstRow)
      : ws(ws), c(context), row_(firstRow) {}

  int next() const { return row_; }
  // Goes on from `row` (after another PlanSheet wrote the rows above it).
  void skipTo(int row) { row_ = row; }
  // The next row, for a caller that writes it.
  int take() { return row_++; }
  // A bold heading row, with a note beside it.
  int heading(const QString& text, const QString& note = {});
  // A row of formulas over dates 0..count-1 ("" leaves a cell empty); the formulas may refer to
  // the row itself as next() (a running sum).
  template <class CellFormula>
  int formulas(const QString& label, const QString& unit, int count, CellFormula cell,
               lxw_format* format, lxw_format* labelFormat = nullptr) {
    rowLabel(ws, row_, label, unit, labelFormat);
    formulaRow(ws, row_, count, cell, format);
    return row_++;
  }
  // A row of FleetCost's decisions (constants).
  template <class Number>
  int constants(const QString& label, const QString& unit, const std::vector<Number>& values,
                lxw_format* format) {
    rowLabel(ws, row_, label, unit);
    constantRow(ws, row_, values, format);
    return row_++;
  }
  // A block of one row per used GPU model under a heading: `write(row, g)` fills GPU model g's
  // row. Returns the rows {first, last} (first > last with no GPU model).
  template <class RowWriter>
  FlowSource gpuBlock(const QString& title, const QString& unit, RowWriter write) {
    heading(title);
    FlowSource block{row_, row_ + c.gpuCount() - 1};
    for (int g = 0; g < c.gpuCount(); ++g) {
      rowLabel(ws, row_, QStringLiteral("   ") + c.gpuName(g), unit);
      write(row_, g);
      ++row_;
    }
    return block;
  }

  XlsxSheet& ws;
  const PlanContext& c;

 private:
  int row_;
};

// A column of a block at date t: one cell, or "SUM(D12:D15)".
std::string blockAt(const FlowSource& block, int t);

// A block "CO2 of the rented GPU-hours": for each used GPU model the plan rents, in the sum
// column, SUM(its rented GPU-hours) × the offer's kWh per GPU-hour × its region's grid intensity
// (MODEL.md §5), where `hours(g)` is the range of GPU model g's rented GPU-hours.
FlowSource rentedCo2Block(PlanSheet& sheet, const std::function<std::string(int)>& hours);
// What adds up a block's sum column ("SUM(C40:C43)", "0" for no row): a formula without "=",
// of a length that does not grow with the number of GPU models.
std::string sumColumnOf(const FlowSource& block);

// Where a plan sheet keeps what the Summary and the Break-even sheet refer to.
struct PlanCells {
  QString sheet;
  int presentValueRow = 1, nominalRow = 2, costPerGpuHourRow = 3, co2Row = 4, valueColumn = 1;
  int dateRow = 8;
  int totalRow = -1, cumulativeRow = -1, pvCumulativeRow = -1;
};

PlanCells writePlanSheet(XlsxSheet& ws, const QString& sheetName, const PlanContext& context);

}  // namespace fleetcost::ui
