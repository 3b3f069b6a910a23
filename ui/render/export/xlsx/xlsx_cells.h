// Naming cells for formulas: A1 references (relative or absolute), ranges, references into
// another sheet, and worksheet names Excel accepts. Pure text, no libxlsxwriter.
#pragma once

#include <QString>
#include <QStringList>
#include <string>

namespace fleetcost::ui {

// The letters of a zero-based column: 0 -> "A", 25 -> "Z", 26 -> "AA", 702 -> "AAA".
QString columnLetters(int column);

// "A1"-style reference of a zero-based cell, e.g. (5, 2) -> "C6"; absolute with `$` ("$C$6").
QString cellReference(int row, int column, bool absolute = false);

// An absolute range of one column, rows first..last: (6, 66, 2) -> "$C$7:$C$67".
QString columnRange(int firstRow, int lastRow, int column);

// A cell of another sheet, absolute and quoted: ("Summary", 6, 1) -> "'Summary'!$B$7"
// (apostrophes in the name doubled; worksheetName() never makes any).
QString sheetCell(const QString& sheet, int row, int column);

// The same as UTF-8 for formulas, which a spreadsheet holds many thousands of: "D12"; with
// `dollarRow` "D$12" (the row fixed when a formula is copied along a row).
std::string a1(int row, int column, bool dollarRow = false);
// "$D$12".
std::string a1Absolute(int row, int column);
// A range of one row, columns first..last: "D12:BL12" (absolute with `absolute`).
std::string rowRange(int row, int firstColumn, int lastColumn, bool absolute = false);
// The prefix that refers to a cell of another sheet: "'S1 Monthly inputs'!".
std::string sheetPrefix(const QString& sheet);

// A text as a string inside a formula: quoted, its quotes doubled ("never" -> "\"never\"").
std::string formulaString(const QString& text);

// A valid, unique worksheet name from a plan's position and name: at most 31 characters, none of
// []:*?/\ and no apostrophe, a long name cut after a whole word (the sheet's A1 holds the full
// name). `taken` holds the names already used (compared case-insensitively).
QString worksheetName(int position, const QString& planName, const QStringList& taken);
// The same with a text prefix instead of a position ("1.3" for plan 3 of scenario 1).
QString worksheetName(const QString& prefix, const QString& planName, const QStringList& taken);

}  // namespace fleetcost::ui
