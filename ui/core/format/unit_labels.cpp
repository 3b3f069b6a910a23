// The units of the model's figures, translated: one table of the words field_specs.cpp uses.
#include "ui/core/format/unit_labels.h"

#include <QCoreApplication>
#include <algorithm>
#include <array>

namespace fleetcost::ui {

namespace {

// Every unit of model/scenario/field_specs.cpp (tests/ui/i18n_test.cpp checks the list).
constexpr std::array kUnits{
    QT_TRANSLATE_NOOP("Units", "FTE"),
    QT_TRANSLATE_NOOP("Units", "GB"),
    QT_TRANSLATE_NOOP("Units", "GPU-hours per month"),
    QT_TRANSLATE_NOOP("Units", "GPUs"),
    QT_TRANSLATE_NOOP("Units", "GPUs per server"),
    QT_TRANSLATE_NOOP("Units", "Mbps"),
    QT_TRANSLATE_NOOP("Units", "PUE"),
    QT_TRANSLATE_NOOP("Units", "TB/s"),
    QT_TRANSLATE_NOOP("Units", "TFLOPS (dense BF16)"),
    QT_TRANSLATE_NOOP("Units", "U"),
    QT_TRANSLATE_NOOP("Units", "U per rack"),
    QT_TRANSLATE_NOOP("Units", "W"),
    QT_TRANSLATE_NOOP("Units", "cross-connects per rack"),
    QT_TRANSLATE_NOOP("Units", "fraction of peak"),
    QT_TRANSLATE_NOOP("Units", "hours per month"),
    QT_TRANSLATE_NOOP("Units", "kW"),
    QT_TRANSLATE_NOOP("Units", "kW per rack"),
    QT_TRANSLATE_NOOP("Units", "kWh per GPU-hour"),
    QT_TRANSLATE_NOOP("Units", "kg CO2/kWh"),
    QT_TRANSLATE_NOOP("Units", "month"),
    QT_TRANSLATE_NOOP("Units", "months"),
    QT_TRANSLATE_NOOP("Units", "of profit"),
    QT_TRANSLATE_NOOP("Units", "of server price"),
    QT_TRANSLATE_NOOP("Units", "of server price per year"),
    QT_TRANSLATE_NOOP("Units", "of the input tokens (cached)"),
    QT_TRANSLATE_NOOP("Units", "of the tokens (input)"),
    QT_TRANSLATE_NOOP("Units", "per FTE-year"),
    QT_TRANSLATE_NOOP("Units", "per GPU-hour"),
    QT_TRANSLATE_NOOP("Units", "per GPU-month"),
    QT_TRANSLATE_NOOP("Units", "per GPU-year"),
    QT_TRANSLATE_NOOP("Units", "per Mbps-month"),
    QT_TRANSLATE_NOOP("Units", "per cross-connect-month"),
    QT_TRANSLATE_NOOP("Units", "per hour"),
    QT_TRANSLATE_NOOP("Units", "per kW-month"),
    QT_TRANSLATE_NOOP("Units", "per kWh"),
    QT_TRANSLATE_NOOP("Units", "per million cached input tokens"),
    QT_TRANSLATE_NOOP("Units", "per million input tokens"),
    QT_TRANSLATE_NOOP("Units", "per million output tokens"),
    QT_TRANSLATE_NOOP("Units", "per rack"),
    QT_TRANSLATE_NOOP("Units", "per rack-month"),
    QT_TRANSLATE_NOOP("Units", "per server"),
    QT_TRANSLATE_NOOP("Units", "per year"),
    QT_TRANSLATE_NOOP("Units", "spares per server"),
    QT_TRANSLATE_NOOP("Units", "tokens per second"),
    QT_TRANSLATE_NOOP("Units", "tokens per second per GPU"),
    QT_TRANSLATE_NOOP("Units", "x straight line"),
    QT_TRANSLATE_NOOP("Units", "x the path's prices"),
    QT_TRANSLATE_NOOP("Units", "years"),
};

QString unitWords(const QString& words) {
  const QByteArray utf8 = words.toUtf8();
  for (const char* unit : kUnits)
    if (utf8 == unit) return QCoreApplication::translate("Units", unit);
  return words;
}

}  // namespace

QString unitText(std::string_view unit) {
  const QString text = QString::fromUtf8(unit.data(), static_cast<qsizetype>(unit.size()));
  // "JPY per GPU-hour", "HKD per USD", or a money figure's bare currency ("USD "): a currency
  // code of three capitals and a space first.
  const bool money = text.size() >= 4 && text[3] == QLatin1Char(' ') &&
                     std::all_of(text.begin(), text.begin() + 3, [](QChar c) {
                       return c >= QLatin1Char('A') && c <= QLatin1Char('Z');
                     });
  if (!money) return unitWords(text);
  const QString code = text.left(3), words = text.mid(4);
  if (words.isEmpty()) return code;
  if (words == QLatin1String("per USD"))
    return QCoreApplication::translate("Units", "%1 per USD").arg(code);
  //: A currency code and the unit's words: "JPY per GPU-hour".
  return QCoreApplication::translate("Units", "%1 %2").arg(code, unitWords(words));
}

}  // namespace fleetcost::ui
