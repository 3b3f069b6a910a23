// The units of the model's figures, translated: the words field_specs.cpp states, with a
// money figure's currency code.
#include "ui/core/format/unit_labels.h"

#include <QCoreApplication>
#include <algorithm>

namespace fleetcost::ui {

namespace {

// The units' words are marked for translation where the descriptors state them (field_specs.cpp).
QString unitWords(const QString& words) {
  return QCoreApplication::translate("Units", words.toUtf8().constData());
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
