// What the report's HTML fragments share: their translation context ("Report"), escaping,
// letting long URLs and identifiers wrap in narrow table cells, and the tables' look.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <string>

namespace fleetcost::ui::report {

class Report {
  Q_DECLARE_TR_FUNCTIONS(Report)
};

inline QString esc(const std::string& text) {
  return QString::fromStdString(text).toHtmlEscaped();
}
inline QString esc(const QString& text) {
  return text.toHtmlEscaped();
}

// The opening of a report table and its header row.
inline constexpr const char* kTable =
    "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
    "style=\"border-collapse: collapse; border-color: #b0b0b0;\">";
inline QString headerRow(const QStringList& cells) {
  QString row = QStringLiteral("<tr style=\"background-color: #e8edf3;\">");
  for (const QString& c : cells) row += QStringLiteral("<th align=\"left\">%1</th>").arg(c);
  return row + QStringLiteral("</tr>");
}

// A zero-width space after / . _ - = so that a long URL or identifier can wrap.
inline QString breakable(const QString& escaped) {
  QString out;
  out.reserve(escaped.size() + escaped.size() / 8);
  for (const QChar c : escaped) {
    out += c;
    if (c == QLatin1Char('/') || c == QLatin1Char('.') || c == QLatin1Char('_') ||
        c == QLatin1Char('-') || c == QLatin1Char('='))
      out += QChar(0x200B);
  }
  return out;
}

}  // namespace fleetcost::ui::report
