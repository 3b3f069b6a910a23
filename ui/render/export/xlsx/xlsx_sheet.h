// Writing one worksheet through libxlsxwriter: text (UTF-8, cut to what a cell holds), numbers,
// formulas that carry FleetCost's own value as their cached result, widths and frozen panes.
// Every call keeps the first error libxlsxwriter reports, so a layout writes straight through
// and the caller checks once. The formats every sheet shares are made once per workbook.
#pragma once

#include <xlsxwriter.h>

#include <QCoreApplication>
#include <QString>
#include <string>

namespace fleetcost::ui {

// The translation context of every text the spreadsheet writes.
class XlsxExport {
  Q_DECLARE_TR_FUNCTIONS(XlsxExport)
};

// UTF-8 for a cell, cut at a character boundary when longer than a cell holds (32,000 bytes).
std::string cellText(const QString& text);

// The cell formats of a workbook (libxlsxwriter owns them); money shows the currency's decimals.
struct XlsxFormats {
  lxw_format* title = nullptr;
  lxw_format* header = nullptr;
  lxw_format* bold = nullptr;
  lxw_format* money = nullptr;
  lxw_format* moneyBold = nullptr;
  lxw_format* factor = nullptr;
  lxw_format* percent = nullptr;
  lxw_format* rateInput = nullptr;  // an input cell a reader may change (the discount rate)
  lxw_format* number = nullptr;
  lxw_format* integer = nullptr;
  lxw_format* wrap = nullptr;
  lxw_format* note = nullptr;
};
XlsxFormats makeXlsxFormats(lxw_workbook* workbook, const std::string& currency);

class XlsxSheet {
 public:
  // `firstError` outlives the sheet and keeps the first error of every sheet sharing it.
  XlsxSheet(lxw_worksheet* sheet, lxw_error* firstError) : sheet_(sheet), error_(firstError) {}

  void text(int row, int col, const QString& value, lxw_format* format = nullptr);
  void text(int row, int col, const std::string& value, lxw_format* format = nullptr);
  // A non-finite value is not written (the model does not produce any).
  void number(int row, int col, double value, lxw_format* format = nullptr);
  // `formula` ("=SUM(B7:B67)") with `cached` as the value viewers show without recalculating.
  void formula(int row, int col, const QString& formula, double cached,
               lxw_format* format = nullptr);
  void textFormula(int row, int col, const QString& formula, const QString& cached,
                   lxw_format* format = nullptr);
  void width(int first, int last, double characters, lxw_format* format = nullptr);
  void freeze(int row, int col);
  void activate();

 private:
  void check(lxw_error error);
  lxw_worksheet* sheet_;
  lxw_error* error_;
};

}  // namespace fleetcost::ui
