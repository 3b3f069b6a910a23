// Small pieces of Qt rich text (HTML) for the explanations widgets show in labels: coloured,
// bold and paragraph wrappers. The text passed in is HTML already (escape plain text first).
#pragma once

#include <QColor>
#include <QString>

namespace fleetcost::ui {

inline QString colouredHtml(const QString& html, const QColor& colour) {
  return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), html);
}
inline QString paragraphHtml(const QString& html) {
  return QStringLiteral("<p>%1</p>").arg(html);
}
inline QString boldHtml(const QString& html) {
  return QStringLiteral("<b>%1</b>").arg(html);
}

}  // namespace fleetcost::ui
