// A figure's names for people: its field's label from the model's descriptors, with its owner
// and unit.
#include "ui/core/format/field_labels.h"

#include "model/risk/ranged_figures.h"
#include "model/scenario/field_specs.h"
#include "ui/core/format/unit_labels.h"

#include <QCoreApplication>

namespace fleetcost::ui {

QString fieldLabel(std::string_view key) {
  if (const char* label = figureLabelOf(key); *label)
    return QCoreApplication::translate("FieldLabels", label);
  QString spaced = QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
  return spaced.replace(QLatin1Char('_'), QLatin1Char(' '));
}

namespace {

// An exchange rate's field is its currency ("/fx_per_usd/JPY"): "JPY per US$".
// A price path point's price: "On demand / GPU-hour on the price path".
QString fieldOf(const RangedFigure& f) {
  if (f.pointer.find("/fx_per_usd/") != std::string::npos)
    return QCoreApplication::translate("FieldLabels", "%1 per US$")
        .arg(QString::fromStdString(f.key));
  if (f.pointer.find("/price_path/points/") != std::string::npos)
    return QCoreApplication::translate("FieldLabels", "%1 on the price path")
        .arg(fieldLabel(f.key));
  return fieldLabel(f.key);
}

}  // namespace

QString figureShortLabel(const RangedFigure& f) {
  const QString field = fieldOf(f);
  if (f.subject.empty()) return field;
  const QString subject = QString::fromStdString(f.subject);
  return QCoreApplication::translate("FieldLabels", "%1 · %2").arg(field, subject);
}

QString figureFullLabel(const RangedFigure& f) {
  const QString field = fieldOf(f);
  const QString unit = unitText(f.unit);
  if (f.owner.empty())
    return unit.isEmpty() ? field
                          : QCoreApplication::translate("FieldLabels", "%1 (%2)").arg(field, unit);
  const QString owner = QString::fromStdString(f.owner);
  return unit.isEmpty()
             ? QCoreApplication::translate("FieldLabels", "%1 — %2").arg(field, owner)
             : QCoreApplication::translate("FieldLabels", "%1 — %2 (%3)").arg(field, owner, unit);
}

}  // namespace fleetcost::ui
