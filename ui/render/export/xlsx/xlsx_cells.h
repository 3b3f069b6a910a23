// Naming cells for formulas: A1 references (relative or absolute), ranges, references into
// another sheet, and worksheet names Excel accepts. Pure text, no libxlsxwriter.
#pragma once

#include <QString>
#include <QStringList>

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

// A valid, unique worksheet name from a plan's position and name: at most 31 characters, none of
// []:*?/\ and no apostrophe. `taken` holds the names already used (compared case-insensitively).
QString worksheetName(int position, const QString& planName, const QStringList& taken);

}  // namespace fleetcost::ui
