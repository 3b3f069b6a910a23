// What the report's HTML fragments share: their translation context ("Report"), escaping, and
// letting long URLs and identifiers wrap in narrow table cells.
#pragma once

#include <QCoreApplication>
#include <QString>
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
