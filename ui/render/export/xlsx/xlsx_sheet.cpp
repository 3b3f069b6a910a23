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
  const auto add = [wb](const char* numberFormat = nullptr) {
    lxw_format* format = workbook_add_format(wb);
    if (numberFormat) format_set_num_format(format, numberFormat);
    return format;
  };
  XlsxFormats f;
  f.title = add();
  format_set_bold(f.title);
  format_set_font_size(f.title, 14);
  f.header = add();
  format_set_bold(f.header);
  format_set_bg_color(f.header, 0xE8EDF3);
  format_set_bottom(f.header, LXW_BORDER_THIN);
  format_set_text_wrap(f.header);
  format_set_align(f.header, LXW_ALIGN_VERTICAL_TOP);
  f.heading = add();
  format_set_bold(f.heading);
  format_set_font_color(f.heading, 0x1F3864);
  f.bold = add();
  format_set_bold(f.bold);
  f.money = add(moneyFormat);
  f.moneyBold = add(moneyFormat);
  format_set_bold(f.moneyBold);
  format_set_top(f.moneyBold, LXW_BORDER_THIN);
  f.factor = add("0.000000");
  f.percent = add("0.00%");
  // A rate: as many decimals as it has, up to four places of a percent (3.125%).
  const char* percentFormat = "0.0###%";
  f.rate = add(percentFormat);
  f.number = add("#,##0.####");
  f.integer = add("0");
  f.wrap = add();
  format_set_text_wrap(f.wrap);
  format_set_align(f.wrap, LXW_ALIGN_VERTICAL_TOP);
  f.note = add();
  format_set_italic(f.note);
  format_set_font_color(f.note, 0x595959);
  f.input = add("General");
  format_set_bg_color(f.input, 0xFFF2CC);
  format_set_border(f.input, LXW_BORDER_THIN);
  format_set_bold(f.input);
  f.inputPercent = add(percentFormat);
  format_set_bg_color(f.inputPercent, 0xFFF2CC);
  format_set_border(f.inputPercent, LXW_BORDER_THIN);
  format_set_bold(f.inputPercent);
  f.inputText = add();
  format_set_bg_color(f.inputText, 0xFFF2CC);
  format_set_border(f.inputText, LXW_BORDER_THIN);
  format_set_bold(f.inputText);
  f.decisionInput = add("General");
  format_set_bg_color(f.decisionInput, 0xEDEDED);
  format_set_border(f.decisionInput, LXW_BORDER_HAIR);
  f.decisionInputPercent = add(percentFormat);
  format_set_bg_color(f.decisionInputPercent, 0xEDEDED);
  format_set_border(f.decisionInputPercent, LXW_BORDER_HAIR);
  f.decision = add("#,##0");
  format_set_bg_color(f.decision, 0xEDEDED);
  format_set_italic(f.decision);
  f.decisionHours = add("#,##0.00");
  format_set_bg_color(f.decisionHours, 0xEDEDED);
  format_set_italic(f.decisionHours);
  f.decisionRate = add("0.000000%");
  format_set_bg_color(f.decisionRate, 0xEDEDED);
  format_set_italic(f.decisionRate);
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

void XlsxSheet::boolean(int row, int col, bool value, lxw_format* format) {
  check(worksheet_write_boolean(sheet_, row, column(col), value ? 1 : 0, format));
}

void XlsxSheet::formula(int row, int col, const std::string& formula, lxw_format* format) {
  // An empty string result: no value of ours, and LibreOffice computes the cell even when it is
  // set never to recalculate on load (libxlsxwriter's documented way; Excel recalculates all).
  check(worksheet_write_formula_str(sheet_, row, column(col), formula.c_str(), format, ""));
}

void XlsxSheet::formula(int row, int col, const QString& formula, lxw_format* format) {
  this->formula(row, col, formula.toStdString(), format);
}

void XlsxSheet::width(int first, int last, double characters, lxw_format* format) {
  check(worksheet_set_column(sheet_, column(first), column(last), characters, format));
}

void XlsxSheet::height(int row, double points) {
  check(worksheet_set_row(sheet_, static_cast<lxw_row_t>(row), points, nullptr));
}

void XlsxSheet::freeze(int row, int col) {
  worksheet_freeze_panes(sheet_, row, column(col));
}

void XlsxSheet::validate(int first, int last, int col, lxw_data_validation& validation) {
  check(worksheet_data_validation_range(sheet_, static_cast<lxw_row_t>(first), column(col),
                                        static_cast<lxw_row_t>(last), column(col), &validation));
}

void XlsxSheet::activate() {
  worksheet_activate(sheet_);
}

void XlsxSheet::check(lxw_error e) {
  if (e != LXW_NO_ERROR && *error_ == LXW_NO_ERROR) *error_ = e;
}

}  // namespace fleetcost::ui
