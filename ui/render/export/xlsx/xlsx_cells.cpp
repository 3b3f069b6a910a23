// A1 references, ranges, references into other sheets and worksheet names.
#include "ui/render/export/xlsx/xlsx_cells.h"

#include <QTextBoundaryFinder>

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

namespace {

constexpr qsizetype kMaxSheetName = 31;  // Excel's limit, in characters

// Excel counts characters, libxlsxwriter UTF-8 code points: count code points.
qsizetype characters(const QString& text) {
  return text.toUcs4().size();
}

bool separates(QChar c) {
  return c.isSpace() || c.isPunct();
}

// The longest start of `text` that fits in `room` characters and ends at a word's end: at a space
// or punctuation when that keeps at least two thirds of the room, else at a word boundary
// (Unicode's, which falls between CJK ideographs); without punctuation, spaces or an opening
// bracket at its end. "" when not even the first word fits.
QString wholeWordsWithin(const QString& text, qsizetype room) {
  if (characters(text) <= room) return text;
  const auto tidy = [](QString cut) {
    while (!cut.isEmpty() &&
           (cut.back().isSpace() ||
            (cut.back().isPunct() && cut.back().category() != QChar::Punctuation_Close)))
      cut.chop(1);
    return cut;
  };
  QString atSeparator, atBoundary;
  QTextBoundaryFinder words(QTextBoundaryFinder::Word, text);
  for (qsizetype p = words.toNextBoundary(); p > 0; p = words.toNextBoundary()) {
    if (characters(text.left(p)) > room) break;
    const QString cut = tidy(text.left(p));
    if (cut.isEmpty()) continue;
    atBoundary = cut;
    if (p == text.size() || separates(text[p]) || separates(text[p - 1])) atSeparator = cut;
  }
  return characters(atSeparator) * 3 >= room * 2 ? atSeparator : atBoundary;
}

}  // namespace

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
  const QString name =
      (prefix + wholeWordsWithin(cleaned, kMaxSheetName - characters(prefix))).trimmed();
  const auto used = [&](const QString& candidate) {
    for (const QString& t : taken)
      if (t.compare(candidate, Qt::CaseInsensitive) == 0) return true;
    return false;
  };
  if (!used(name)) return name;
  QString numbered;
  for (int k = 2; numbered.isEmpty() || used(numbered); ++k)
    numbered = QStringLiteral("%1 (%2)").arg(prefix.trimmed()).arg(k);
  return numbered;
}

}  // namespace fleetcost::ui
