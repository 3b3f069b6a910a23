// The worksheet writer over libxlsxwriter and the workbook's shared formats.
#include "ui/render/export/xlsx/xlsx_sheet.h"

#include <cmath>

namespace fleetcost::ui {

namespace {

constexpr std::size_t kMaxCellBytes = 32000;  // Excel keeps 32,767 characters in a cell

lxw_col_t column(int col) {
  return static_cast<lxw_col_t>(col);
}

}  // namespace

std::string cellText(const QString& text) {
  std::string bytes = text.toStdString();
  if (bytes.size() <= kMaxCellBytes) return bytes;
  std::size_t end = kMaxCellBytes;
  while (end > 0 && (static_cast<unsigned char>(bytes[end]) & 0xC0) == 0x80) --end;
  bytes.resize(end);
  return bytes;
}

XlsxFormats makeXlsxFormats(lxw_workbook* wb, const std::string& currency) {
  // Yen has no minor unit; the other currencies show cents.
  const char* moneyFormat = currency == "JPY" ? "#,##0;-#,##0" : "#,##0.00;-#,##0.00";
  XlsxFormats f;
  f.title = workbook_add_format(wb);
  format_set_bold(f.title);
  format_set_font_size(f.title, 14);
  f.header = workbook_add_format(wb);
  format_set_bold(f.header);
  format_set_bg_color(f.header, 0xE8EDF3);
  format_set_bottom(f.header, LXW_BORDER_THIN);
  format_set_text_wrap(f.header);
  format_set_align(f.header, LXW_ALIGN_VERTICAL_TOP);
  f.bold = workbook_add_format(wb);
  format_set_bold(f.bold);
  f.money = workbook_add_format(wb);
  format_set_num_format(f.money, moneyFormat);
  f.moneyBold = workbook_add_format(wb);
  format_set_num_format(f.moneyBold, moneyFormat);
  format_set_bold(f.moneyBold);
  format_set_top(f.moneyBold, LXW_BORDER_THIN);
  f.factor = workbook_add_format(wb);
  format_set_num_format(f.factor, "0.000000");
  f.percent = workbook_add_format(wb);
  format_set_num_format(f.percent, "0.00%");
  f.rateInput = workbook_add_format(wb);
  format_set_num_format(f.rateInput, "0.00%");
  format_set_bg_color(f.rateInput, 0xFFF2CC);
  format_set_border(f.rateInput, LXW_BORDER_THIN);
  format_set_bold(f.rateInput);
  f.number = workbook_add_format(wb);
  format_set_num_format(f.number, "#,##0.####");
  f.integer = workbook_add_format(wb);
  format_set_num_format(f.integer, "0");
  f.wrap = workbook_add_format(wb);
  format_set_text_wrap(f.wrap);
  format_set_align(f.wrap, LXW_ALIGN_VERTICAL_TOP);
  f.note = workbook_add_format(wb);
  format_set_italic(f.note);
  format_set_font_color(f.note, 0x595959);
  return f;
}

void XlsxSheet::text(int row, int col, const QString& value, lxw_format* format) {
  check(worksheet_write_string(sheet_, row, column(col), cellText(value).c_str(), format));
}

void XlsxSheet::text(int row, int col, const std::string& value, lxw_format* format) {
  text(row, col, QString::fromStdString(value), format);
}

void XlsxSheet::number(int row, int col, double value, lxw_format* format) {
  if (!std::isfinite(value)) return;
  check(worksheet_write_number(sheet_, row, column(col), value, format));
}

void XlsxSheet::formula(int row, int col, const QString& formula, double cached,
                        lxw_format* format) {
  check(worksheet_write_formula_num(sheet_, row, column(col), formula.toStdString().c_str(), format,
                                    std::isfinite(cached) ? cached : 0.0));
}

void XlsxSheet::textFormula(int row, int col, const QString& formula, const QString& cached,
                            lxw_format* format) {
  check(worksheet_write_formula_str(sheet_, row, column(col), formula.toStdString().c_str(), format,
                                    cellText(cached).c_str()));
}

void XlsxSheet::width(int first, int last, double characters, lxw_format* format) {
  check(worksheet_set_column(sheet_, column(first), column(last), characters, format));
}

void XlsxSheet::freeze(int row, int col) {
  worksheet_freeze_panes(sheet_, row, column(col));
}

void XlsxSheet::activate() {
  worksheet_activate(sheet_);
}

void XlsxSheet::check(lxw_error e) {
  if (e != LXW_NO_ERROR && *error_ == LXW_NO_ERROR) *error_ = e;
}

}  // namespace fleetcost::ui
