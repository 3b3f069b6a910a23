// Writing the Monthly inputs sheet row by row (xlsx_monthly_sheet.h): a cursor over the sheet's
// rows with the scenario, its named inputs and formats, and the price rows of rental offers
// (yearly or along a price path) and hosted API offers, which the sheet's sections call.
#pragma once

#include <QString>

#include "model/scenario/scenario.h"
#include "ui/render/export/xlsx/xlsx_assumptions_sheet.h"
#include "ui/render/export/xlsx/xlsx_monthly_sheet.h"
#include "ui/render/export/xlsx/xlsx_rows.h"
#include "ui/render/export/xlsx/xlsx_sheet.h"

namespace fleetcost::ui {

class MonthlyWriter {
 public:
  MonthlyWriter(XlsxSheet& ws, const Scenario& s, const ScenarioInputs& in, const XlsxFormats& f,
                int horizon)
      : ws_(ws), s_(s), in_(in), f_(f), H(horizon) {}

  int heading(const QString& text) {
    ++row_;
    ws_.text(row_, kLabelColumn, text, f_.heading);
    return row_++;
  }
  // A row of formulas over dates 0..count-1.
  template <class CellFormula>
  int row(const QString& label, const QString& unit, int count, CellFormula cell,
          lxw_format* format) {
    rowLabel(ws_, row_, label, unit);
    formulaRow(ws_, row_, count, cell, format);
    return row_++;
  }
  int next() const { return row_; }
  void skipTo(int row) { row_ = row; }

  XlsxSheet& ws_;
  const Scenario& s_;
  const ScenarioInputs& in_;
  const XlsxFormats& f_;
  const int H;

 private:
  int row_ = 0;
};

// A rental offer's on-demand price by month and, with `reserved`, its reserved price: changed
// once a year, or along the offer's price path for a price its points state (docs/MODEL.md
// §12.2: one row per stretch between two points, and the price row adding them up).
void offerRows(MonthlyWriter& w, MonthlyRows& out, int offer, bool reserved);

// A hosted API offer's input, cached-input and output prices per million tokens by month
// (docs/MODEL.md §12.1), changed once a year.
void apiOfferRows(MonthlyWriter& w, MonthlyRows& out, int offer);

// The label of an object: its name, else its id.
template <class T>
QString labelOf(const T& object) {
  return QString::fromStdString(object.name ? *object.name : object.id.value_or(""));
}

}  // namespace fleetcost::ui
