// Evidence kinds and stale prices, translated.
#include "ui/core/format/evidence_text.h"

#include <QCoreApplication>

#include "ui/core/format/field_labels.h"

namespace fleetcost::ui {

namespace {

class EvidenceText {
  Q_DECLARE_TR_FUNCTIONS(EvidenceText)
};

QString monthsText(int months) {
  return EvidenceText::tr("%n month(s)", "", months);
}

}  // namespace

QString evidenceLabel(std::string_view kind) {
  if (kind == "quote") return EvidenceText::tr("Quote");
  if (kind == "list_price") return EvidenceText::tr("List price");
  if (kind == "index") return EvidenceText::tr("Published index");
  if (kind == "specification") return EvidenceText::tr("Specification");
  if (kind == "estimate") return EvidenceText::tr("Estimate");
  return QString::fromUtf8(kind.data(), static_cast<qsizetype>(kind.size()));
}

QString staleFigureName(const StaleFigure& f) {
  const QString field = f.pointer.find("/fx_per_usd/") != std::string::npos
                            ? QCoreApplication::translate("FieldLabels", "%1 per US$")
                                  .arg(QString::fromStdString(f.key))
                            : fieldLabel(f.key);
  if (f.owner.empty()) return field;
  return EvidenceText::tr("%1: %2").arg(QString::fromStdString(f.owner), field);
}

QString staleWarningText(const StalePrices& stale) {
  if (stale.figures.empty()) return {};
  const StaleFigure& oldest = stale.figures.front();
  return EvidenceText::tr(
             "%n price(s) dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)",
             "", static_cast<int>(stale.figures.size()))
      .arg(monthsText(stale.staleAfterMonths), QString::fromStdString(stale.pricesAsOf),
           staleFigureName(oldest), QString::fromStdString(oldest.asOf), monthsText(oldest.months));
}

QString staleCellText(int months, const QString& pricesAsOf) {
  return EvidenceText::tr("Stale: %n month(s) before the prices' date %1", "", months)
      .arg(pricesAsOf);
}

QString withStaleLine(const QString& tooltip, const StaleFigure* figure, const StalePrices* stale) {
  if (!figure || !stale) return tooltip;
  const QString line = staleCellText(figure->months, QString::fromStdString(stale->pricesAsOf));
  return tooltip.isEmpty() ? line : line + QLatin1Char('\n') + tooltip;
}

QString staleAgeText(int months) {
  return EvidenceText::tr("stale: %n month(s)", "", months);
}

const StaleFigure* staleFigureAt(const StalePrices* stale, std::string_view pointer) {
  if (!stale) return nullptr;
  for (const StaleFigure& f : stale->figures)
    if (f.pointer == pointer) return &f;
  return nullptr;
}

}  // namespace fleetcost::ui
