// A1 references, ranges, references into other sheets and worksheet names.
#include "ui/render/export/xlsx/xlsx_cells.h"

namespace fleetcost::ui {

QString columnLetters(int column) {
  QString letters;
  for (int c = column + 1; c > 0; c = (c - 1) / 26)
    letters.prepend(QChar(QLatin1Char(static_cast<char>('A' + (c - 1) % 26))));
  return letters;
}

QString cellReference(int row, int column, bool absolute) {
  const QString dollar = absolute ? QStringLiteral("$") : QString();
  return dollar + columnLetters(column) + dollar + QString::number(row + 1);
}

QString columnRange(int firstRow, int lastRow, int column) {
  return cellReference(firstRow, column, true) + QLatin1Char(':') +
         cellReference(lastRow, column, true);
}

QString sheetCell(const QString& sheet, int row, int column) {
  QString quoted = sheet;
  quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
  return QLatin1Char('\'') + quoted + QStringLiteral("'!") + cellReference(row, column, true);
}

std::string a1(int row, int column, bool dollarRow) {
  std::string text = columnLetters(column).toStdString();
  if (dollarRow) text += '$';
  text += std::to_string(row + 1);
  return text;
}

std::string a1Absolute(int row, int column) {
  return '$' + columnLetters(column).toStdString() + '$' + std::to_string(row + 1);
}

std::string rowRange(int row, int firstColumn, int lastColumn, bool absolute) {
  if (absolute) return a1Absolute(row, firstColumn) + ':' + a1Absolute(row, lastColumn);
  return a1(row, firstColumn) + ':' + a1(row, lastColumn);
}

std::string sheetPrefix(const QString& sheet) {
  QString quoted = sheet;
  quoted.replace(QLatin1Char('\''), QStringLiteral("''"));
  return "'" + quoted.toStdString() + "'!";
}

std::string formulaString(const QString& text) {
  QString quoted = text;
  quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
  return '"' + quoted.toStdString() + '"';
}

QString worksheetName(int position, const QString& planName, const QStringList& taken) {
  return worksheetName(QString::number(position), planName, taken);
}

QString worksheetName(const QString& position, const QString& planName, const QStringList& taken) {
  QString cleaned;
  for (const QChar c : planName) {
    if (QStringLiteral("[]:*?/\\'").contains(c) || c.category() == QChar::Other_Control)
      cleaned += QLatin1Char(' ');
    else
      cleaned += c;
  }
  cleaned = cleaned.simplified();
  const QString prefix = position + QLatin1Char(' ');
  // Excel counts characters, libxlsxwriter UTF-8 code points: cut by code points, never inside
  // a surrogate pair.
  QString name = prefix + cleaned;
  while (name.toUcs4().size() > 31)
    name.chop(name.size() >= 2 && name.back().isLowSurrogate() ? 2 : 1);
  name = name.trimmed();
  const auto used = [&](const QString& candidate) {
    for (const QString& t : taken)
      if (t.compare(candidate, Qt::CaseInsensitive) == 0) return true;
    return false;
  };
  for (int k = 2; used(name); ++k) name = QStringLiteral("%1 (%2)").arg(prefix.trimmed()).arg(k);
  return name;
}

}  // namespace fleetcost::ui
