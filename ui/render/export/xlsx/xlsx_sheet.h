// Writing one worksheet through libxlsxwriter: text (UTF-8, cut to what a cell holds, always
// text and never a formula), numbers, booleans, formulas without a cached result (so every
// spreadsheet computes them itself), widths and frozen panes. Every call keeps the first error
// libxlsxwriter reports, so a layout writes straight through and the caller checks once. The
// formats every sheet shares are made once per workbook and currency.
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
  lxw_format* heading = nullptr;  // a section of rows
  lxw_format* bold = nullptr;
  lxw_format* money = nullptr;
  lxw_format* moneyBold = nullptr;
  lxw_format* factor = nullptr;
  lxw_format* percent = nullptr;
  lxw_format* rate = nullptr;  // a rate as a percentage with up to four places (3.125%)
  lxw_format* number = nullptr;
  lxw_format* integer = nullptr;
  lxw_format* wrap = nullptr;
  lxw_format* note = nullptr;
  lxw_format* input = nullptr;          // an input the formulas use: change it and they follow
  lxw_format* inputPercent = nullptr;   // the same for a rate (0.05 shows as 5%)
  lxw_format* inputText = nullptr;      // the same for a word (depreciation method, fee basis)
  lxw_format* decisionInput = nullptr;  // an input that only FleetCost's decisions use
  lxw_format* decisionInputPercent = nullptr;  // the same for a rate (headroom, growth)
  lxw_format* decision = nullptr;              // a count or GPU-hours FleetCost chose (a constant)
  lxw_format* decisionHours = nullptr;  // GPU-hours FleetCost chose or its demand model gives
  lxw_format* decisionRate = nullptr;   // a rate FleetCost found (where an IRR search starts)
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
  void boolean(int row, int col, bool value, lxw_format* format = nullptr);
  // `formula` ("=SUM(B7:B67)") with no result of ours: the spreadsheet computes it on opening.
  void formula(int row, int col, const std::string& formula, lxw_format* format = nullptr);
  void formula(int row, int col, const QString& formula, lxw_format* format = nullptr);
  void width(int first, int last, double characters, lxw_format* format = nullptr);
  // The height of a row in points (a header whose texts wrap: 30).
  void height(int row, double points);
  void freeze(int row, int col);
  // Data validation of rows first..last of a column (libxlsxwriter copies `validation` and its
  // texts).
  void validate(int first, int last, int col, lxw_data_validation& validation);
  void activate();

 private:
  void check(lxw_error error);
  lxw_worksheet* sheet_;
  lxw_error* error_;
};

}  // namespace fleetcost::ui
