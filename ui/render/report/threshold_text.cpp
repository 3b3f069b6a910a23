// Wording and formatting thresholds.
#include "ui/render/report/threshold_text.h"

#include <QCoreApplication>
#include <cmath>
#include <optional>

#include "model/risk/breakeven_map.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/unit_labels.h"

namespace fleetcost::ui {

namespace {

class Thresholds {
  Q_DECLARE_TR_FUNCTIONS(Thresholds)
};

const RangedFigure* figureAt(const std::vector<RangedFigure>& figures, const std::string& pointer) {
  for (const RangedFigure& f : figures)
    if (f.pointer == pointer) return &f;
  return nullptr;
}

// Four significant digits, whole from 1,000 up: 1.128, 33.70 -> "33.7", 215,123.
QString significant(double v, const QLocale& locale) {
  if (std::fabs(v) >= 1000 || v == 0) return formatNumber(v, 0, locale);
  const int digits = static_cast<int>(std::floor(std::log10(std::fabs(v))));
  return formatTrimmed(v, std::clamp(3 - digits, 0, 6), locale);
}

QString signedPercent(double share, const QLocale& locale) {
  const QString number = formatNumber(100.0 * share, 1, locale);
  return share > 0 ? QStringLiteral("+") + number + QStringLiteral(" %")
                   : number + QStringLiteral(" %");
}

bool isScale(const Threshold& t) {
  return t.input == kRentalPriceScale || t.input == kDemandScale;
}

// The input's name and a value of it, given the ranged figure the threshold moves (null for
// utilisation, the scales and the horizon).
QString inputName(const Threshold& t, const RangedFigure* f) {
  if (t.input == kUtilisation) return Thresholds::tr("utilisation of the owned GPUs");
  if (t.input == kRentalPriceScale) return Thresholds::tr("every rental price");
  if (t.input == kDemandScale) return Thresholds::tr("demand");
  if (f) return figureShortLabel(*f);
  return QString::fromStdString(t.label);
}

QString valueText(const Threshold& t, const RangedFigure* f, double v, const QLocale& locale) {
  if (t.input == kUtilisation) return formatNumber(v, 1, locale) + QStringLiteral(" %");
  if (isScale(t)) return Thresholds::tr("%1 × today's").arg(formatTrimmed(v, 3, locale));
  const QString unit = unitText(t.unit);
  if (f && f->rule == Rule::AnnualChange)
    return Thresholds::tr("%1 % a year").arg(formatTrimmed(100.0 * v, 2, locale));
  if (f && (f->rule == Rule::UnitInterval || f->rule == Rule::Headroom))
    return formatTrimmed(100.0 * v, 2, locale) + QStringLiteral(" %");
  const QString number = t.whole ? formatNumber(v, 0, locale) : significant(v, locale);
  return unit.isEmpty() ? number : Thresholds::tr("%1 %2").arg(number, unit);
}

// Utilisation as a board reads it: the demand, on today's fleet, at which owning wins (its
// interval around today's when it wins today), and how busy the owned GPUs are.
QString utilisationSentence(const Threshold& t, const QLocale& locale) {
  const OwningWinsDemand d = owningWinsDemand(t);
  const auto scale = [&](const ThresholdCrossing* c) {
    return formatTrimmed(c->demandScale, 3, locale);
  };
  const auto busy = [&](double percent) {
    return formatNumber(percent, 1, locale) + QStringLiteral(" %");
  };
  const QString today = busy(t.today);
  if (t.owningWinsToday) {
    if (d.from && d.to)
      return Thresholds::tr(
                 "Owning stays cheaper while demand is between %1 and %2 × today's "
                 "(on today's fleet, whose GPUs are %3 busy today).")
          .arg(scale(d.from), scale(d.to), today);
    return (d.to ? Thresholds::tr("Owning stays cheaper while demand stays below %1 × today's "
                                  "(on today's fleet, whose GPUs are %2 busy today).")
                 : Thresholds::tr("Owning stays cheaper while demand stays above %1 × today's "
                                  "(on today's fleet, whose GPUs are %2 busy today)."))
        .arg(scale(d.to ? d.to : d.from), today);
  }
  if (d.from && d.to)
    return Thresholds::tr(
               "Owning would be cheaper if demand were between %1 and %2 × today's "
               "(on today's fleet: its GPUs %3 to %4 busy; %5 today).")
        .arg(scale(d.from), scale(d.to), busy(d.from->value), busy(d.to->value), today);
  return (d.from ? Thresholds::tr("Owning would be cheaper if demand rose above %1 × today's "
                                  "(on today's fleet: its GPUs over %2 busy; %3 today).")
                 : Thresholds::tr("Owning would be cheaper if demand fell below %1 × today's "
                                  "(on today's fleet: its GPUs under %2 busy; %3 today)."))
      .arg(scale(d.from ? d.from : d.to), busy((d.from ? d.from : d.to)->value), today);
}

// The ranged figure threshold `t` moves, if it is one (the scenario's list is walked once).
std::optional<RangedFigure> movedFigure(const RiskModel& model, const Threshold& t) {
  if (t.input == kUtilisation || isScale(t)) return std::nullopt;
  const std::vector<RangedFigure> figures = rangedFigures(model.scenario, model.pointer, true);
  if (const RangedFigure* f = figureAt(figures, t.input)) return *f;
  return std::nullopt;
}

}  // namespace

QString thresholdInputName(const RiskModel& model, const Threshold& t) {
  const auto f = movedFigure(model, t);
  return inputName(t, f ? &*f : nullptr);
}

QString thresholdValue(const RiskModel& model, const Threshold& t, double v,
                       const QLocale& locale) {
  const auto f = movedFigure(model, t);
  return valueText(t, f ? &*f : nullptr, v, locale);
}

QString thresholdSentence(const RiskModel& model, const Threshold& t, const QLocale& locale) {
  const auto figure = movedFigure(model, t);  // once for the name and every value
  const RangedFigure* f = figure ? &*figure : nullptr;
  const QString name = inputName(t, f);
  const auto value = [&](double v) { return valueText(t, f, v, locale); };
  if (t.status == ThresholdStatus::Unavailable)
    return Thresholds::tr("%1: not searched (%2).").arg(name, QString::fromStdString(t.message));
  if (t.status == ThresholdStatus::None && t.message == kTiesThroughout)
    return Thresholds::tr(
               "No threshold for %1 between %2 and %3: the two plans cost exactly the "
               "same throughout.")
        .arg(name, value(t.low), value(t.high));
  if (t.status == ThresholdStatus::None)
    return (t.owningWinsToday
                ? Thresholds::tr("No threshold for %1 between %2 and %3: owning wins throughout.")
                : Thresholds::tr("No threshold for %1 between %2 and %3: owning never wins there."))
        .arg(name, value(t.low), value(t.high));
  const ThresholdCrossing& c = *t.threshold();
  const bool above = c.owningWinsAbove;
  if (t.input == kUtilisation) return utilisationSentence(t, locale);
  const auto relative = t.relativeDistance();
  // A rate moves in percentage points: "-6.0 points" reads where "-75 %" of a rate confuses.
  const bool rate = f && (f->rule == Rule::AnnualChange || f->rule == Rule::UnitInterval ||
                          f->rule == Rule::Headroom);
  const QString change = rate ? Thresholds::tr("%1 percentage points")
                                    .arg((c.value > t.today ? QStringLiteral("+") : QString()) +
                                         formatNumber(100.0 * (c.value - t.today), 1, locale))
                              : (relative ? signedPercent(*relative, locale) : QString());
  if (isScale(t))
    return (above ? Thresholds::tr("Owning wins if %1 is above %2 (%3).")
                  : Thresholds::tr("Owning wins if %1 is below %2 (%3)."))
        .arg(name, value(c.value), change);
  if (t.whole)
    return (above ? Thresholds::tr("Owning wins if %1 is %2 or more (today %3).")
                  : Thresholds::tr("Owning wins if %1 is %2 or less (today %3)."))
        .arg(name, value(c.value), value(t.today));
  // Today's value in the same unit as the threshold, without repeating the unit.
  QString today = value(t.today);
  const QString unit = unitText(t.unit);
  if (!unit.isEmpty() && today.endsWith(QLatin1Char(' ') + unit)) today.chop(unit.size() + 1);
  if (change.isEmpty())
    return (above ? Thresholds::tr("Owning wins if %1 is above %2 (today %3).")
                  : Thresholds::tr("Owning wins if %1 is below %2 (today %3)."))
        .arg(name, value(c.value), today);
  return (above ? Thresholds::tr("Owning wins if %1 is above %2 (today %3; %4).")
                : Thresholds::tr("Owning wins if %1 is below %2 (today %3; %4)."))
      .arg(name, value(c.value), today, change);
}

QString thresholdPairSentence(const ThresholdAnalysis& a, const QLocale& locale) {
  if (!a.model || a.result.owningPlan < 0 || a.result.rentingPlan < 0) return {};
  const RiskModel& m = *a.model;
  const QString currency = QString::fromStdString(m.base.currency);
  const QString owning = QString::fromStdString(m.base.plans[a.result.owningPlan].name);
  const QString renting = QString::fromStdString(m.base.plans[a.result.rentingPlan].name);
  const double d = a.result.differenceToday();
  const QString amount = formatMoneyShort(std::fabs(d), currency, locale);
  return (d < 0 ? Thresholds::tr("%1 against %2: owning is cheaper by %3 today.")
                : Thresholds::tr("%1 against %2: owning costs %3 more today."))
      .arg(owning, renting, amount);
}

QStringList mostInformativeSentences(const ThresholdAnalysis& a, const QLocale& locale) {
  QStringList out;
  if (!a.model) return out;
  for (int i : mostInformativeThresholds(a.result))
    out << thresholdSentence(*a.model, a.result.thresholds[i], locale);
  return out;
}

MapMark thresholdMapMark(const ThresholdAnalysis& a, int index, const BreakEvenMap& map,
                         const QLocale& locale) {
  MapMark mark;
  const Threshold& t = a.result.thresholds[index];
  const ThresholdCrossing* c = t.threshold();
  // The threshold's input is on the axis that names it; the other axis's today is 1 (a scale
  // or the demand on today's fleet).
  mark.across = map.x.input == t.input;
  const bool utilisation = t.input == kUtilisation;
  const double today = utilisation ? 1.0 : t.today;
  mark.value = c ? (utilisation ? c->demandScale : c->value) : today;
  (mark.across ? mark.todayX : mark.todayY) = today;
  (mark.across ? mark.todayY : mark.todayX) = 1.0;
  mark.label =
      c ? Thresholds::tr("Threshold: %1").arg(thresholdValue(*a.model, t, c->value, locale))
        : Thresholds::tr("Threshold");
  return mark;
}

}  // namespace fleetcost::ui
