// Monthly cash flows as CSV for spreadsheets: one row per plan and category, one column per
// date (months from the start), RFC 4180 quoting, UTF-8 with an optional byte-order mark for
// Excel, and text that a spreadsheet would run as a formula neutralised (numbers stay numbers).
#pragma once

#include <QString>
#include <string>

#include "model/results/scenario_result.h"

namespace fleetcost::ui {

struct CsvOptions {
  bool byteOrderMark = false;  // Excel on Windows needs it to read UTF-8
};

// The bytes of the file (UTF-8, CRLF line ends).
std::string monthlyFlowsCsv(const ScenarioResult& result, const CsvOptions& options = {});

// One text field: quoted when needed (comma, quote, CR, LF), a leading = + - @ tab or CR
// prefixed with an apostrophe so it stays text.
QString csvTextField(const QString& text);

}  // namespace fleetcost::ui
