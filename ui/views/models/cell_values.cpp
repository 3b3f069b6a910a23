// Presenting and parsing field values for the editors.
#include "ui/views/models/cell_values.h"

#include <QCoreApplication>
#include <QDate>
#include <cmath>

#include "model/io/figure_override.h"
#include "model/scenario/field_rule.h"
#include "ui/core/format/evidence_text.h"
#include "ui/core/format/number_format.h"

namespace fleetcost::ui {

namespace {

class CellValues {
  Q_DECLARE_TR_FUNCTIONS(CellValues)
};

double shown(double value, NumberStyle style) {
  return style == NumberStyle::Percent ? value * 100.0 : value;
}

QString plainNumber(double value, const QLocale& locale, bool grouped) {
  QLocale l = locale;
  if (!grouped) l.setNumberOptions(QLocale::OmitGroupSeparator);
  if (std::floor(value) == value && std::fabs(value) < 1e15) return l.toString(value, 'f', 0);
  // Up to 10 significant digits, without trailing zeros.
  QString text = l.toString(value, 'g', 10);
  return text;
}

// A JSON string value's text, for a kept verbatim value such as "\"twelve\"".
QString unquote(const std::string& json) {
  QString text = QString::fromStdString(json);
  if (text.size() >= 2 && text.startsWith(QLatin1Char('"')) && text.endsWith(QLatin1Char('"')))
    return text.mid(1, text.size() - 2).replace(QStringLiteral("\\\""), QStringLiteral("\""));
  return text;
}

std::string quote(const QString& text) {
  std::string out = "\"";
  for (const char c : text.toStdString()) {
    if (c == '"' || c == '\\') out += '\\';
    if (static_cast<unsigned char>(c) < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out += escaped;
      continue;
    }
    out += c;
  }
  return out + "\"";
}

}  // namespace

QString today() {
  return QDate::currentDate().toString(Qt::ISODate);
}

QString figureDisplay(const Figure& figure, NumberStyle style, const QLocale& locale) {
  if (!figure.present) return {};
  const double value = shown(figure.value, style);
  const QString text = plainNumber(value, locale, true);
  return style == NumberStyle::Percent ? CellValues::tr("%1 %").arg(text) : text;
}

QString figureEditText(const Figure& figure, NumberStyle style, const QLocale& locale) {
  if (!figure.present) return {};
  return plainNumber(shown(figure.value, style), locale, false);
}

bool isOverridden(const Figure& figure) {
  return shippedFigure(figure).has_value();
}

void copyEvidence(const Figure& from, Figure& to) {
  to.source = from.source;
  to.asOf = from.asOf;
  to.evidence = from.evidence;
  to.note = from.note;
}

QString figureTooltip(const Figure& figure, NumberStyle style, const QLocale& locale) {
  QStringList lines;
  const auto number = [&](double v) {
    const QString text = plainNumber(shown(v, style), locale, true);
    return style == NumberStyle::Percent ? CellValues::tr("%1 %").arg(text) : text;
  };
  if (!figure.present)
    lines << CellValues::tr("Not stated: the default %1 applies.").arg(number(figure.value));
  if (figure.low || figure.high)
    lines << CellValues::tr("Range for risk analyses: %1 to %2")
                 .arg(number(figure.lowOrValue()), number(figure.highOrValue()));
  if (!figure.source.empty())
    lines << CellValues::tr("Source: %1").arg(QString::fromStdString(figure.source));
  if (!figure.asOf.empty())
    lines << CellValues::tr("As of: %1").arg(QString::fromStdString(figure.asOf));
  if (!figure.evidence.empty())
    lines << CellValues::tr("Evidence: %1").arg(evidenceLabel(figure.evidence));
  if (!figure.note.empty())
    lines << CellValues::tr("Note: %1").arg(QString::fromStdString(figure.note));
  if (const auto shipped = shippedFigure(figure)) {
    lines << CellValues::tr("Overridden. Shipped value: %1 (%2, %3)")
                 .arg(number(shipped->value), QString::fromStdString(shipped->source),
                      QString::fromStdString(shipped->asOf));
  }
  return lines.join(QLatin1Char('\n'));
}

void applyTypedNumber(Figure& figure, const Figure& defaultFigure, Extras& extras,
                      const std::string& key, const QString& text, NumberStyle style,
                      const QLocale& locale) {
  extras.keys.erase(key);
  QString typed = text.trimmed();
  if (typed.isEmpty()) {  // not stated: the default applies again
    figure = defaultFigure;
    return;
  }
  if (typed.endsWith(QLatin1Char('%'))) typed.chop(1);
  typed = typed.trimmed();
  bool ok = false;
  double value = locale.toDouble(typed, &ok);
  if (!ok) value = QLocale::c().toDouble(typed, &ok);
  if (ok && std::isfinite(value)) {
    if (style == NumberStyle::Percent) value /= 100.0;
    overrideFigure(figure, value, today().toStdString());
    return;
  }
  figure = defaultFigure;
  extras.keys.entries.emplace_back(key, quote(text.trimmed()));
}

void applyTypedText(std::optional<std::string>& field, Extras& extras, const std::string& key,
                    const QString& text) {
  extras.keys.erase(key);
  const QString trimmed = text.trimmed();
  if (trimmed.isEmpty())
    field.reset();
  else
    field = trimmed.toStdString();
}

std::optional<QString> keptText(const Extras& extras, const std::string& key) {
  if (const std::string* kept = extras.keys.find(key)) return unquote(*kept);
  return std::nullopt;
}

}  // namespace fleetcost::ui
