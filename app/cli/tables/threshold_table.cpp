// Thresholds as a plain-text table and sentences for a terminal, in the reader's language.
#include "app/cli/tables/threshold_table.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/cli/cli_language.h"
#include "app/cli/tables/result_table.h"

namespace fleetcost::cli {

namespace {

std::string pad(const std::string& text, int width, bool left = false) {
  const std::string space(std::max(0, width - displayWidth(text)), ' ');
  return left ? text + space : space + text;
}

std::string signedNumber(double v, bool whole) {
  return (v > 0 ? "+" : "") + thresholdNumber(v, whole);
}

// "+0.052 (+5.2 %)", or only the absolute change when today is 0.
std::string change(const Threshold& t) {
  const auto d = t.distance();
  if (!d) return "-";
  std::string text = signedNumber(*d, t.whole);
  if (const auto r = t.relativeDistance())
    text += " (" + (*r > 0 ? std::string("+") : std::string()) + groupedNumber(100 * *r, 1) + " %)";
  return text;
}

std::string direction(const Threshold& t) {
  switch (t.status) {
    case ThresholdStatus::Found:
      return t.threshold()->owningWinsAbove ? cliText(FC_TRANSLATE_NOOP("CliTable", "above"))
                                            : cliText(FC_TRANSLATE_NOOP("CliTable", "below"));
    case ThresholdStatus::None:
      return cliText(FC_TRANSLATE_NOOP("CliTable", "no threshold"));
    case ThresholdStatus::Unavailable:
      break;
  }
  return cliText(FC_TRANSLATE_NOOP("CliTable", "not searched"));
}

// The demand, on today's fleet, at which owning wins, and how busy its GPUs are.
std::string utilisationSentence(const Threshold& t) {
  const OwningWinsDemand d = owningWinsDemand(t);
  const auto scale = [](const ThresholdCrossing* c) { return thresholdNumber(c->demandScale); };
  const std::string today = thresholdNumber(t.today);
  if (t.owningWinsToday) {
    if (d.from && d.to)
      return cliText(
          FC_TRANSLATE_NOOP("CliTable",
                            "Owning stays cheaper while demand is between %1 and %2 x "
                            "today's (on today's fleet, whose GPUs are %3 % busy today)."),
          {scale(d.from), scale(d.to), today});
    return cliText(
        d.to ? FC_TRANSLATE_NOOP("CliTable",
                                 "Owning stays cheaper while demand stays below %1 x today's "
                                 "(on today's fleet, whose GPUs are %2 % busy today).")
             : FC_TRANSLATE_NOOP("CliTable",
                                 "Owning stays cheaper while demand stays above %1 x today's "
                                 "(on today's fleet, whose GPUs are %2 % busy today)."),
        {scale(d.to ? d.to : d.from), today});
  }
  if (d.from && d.to)
    return cliText(
        FC_TRANSLATE_NOOP("CliTable",
                          "Owning would be cheaper if demand were between %1 and %2 x "
                          "today's (on today's fleet: its GPUs %3 to %4 % busy; %5 % today)."),
        {scale(d.from), scale(d.to), thresholdNumber(d.from->value), thresholdNumber(d.to->value),
         today});
  const ThresholdCrossing* end = d.from ? d.from : d.to;
  return cliText(
      d.from ? FC_TRANSLATE_NOOP("CliTable",
                                 "Owning would be cheaper if demand rose above %1 x today's "
                                 "(on today's fleet: its GPUs over %2 % busy; %3 % today).")
             : FC_TRANSLATE_NOOP("CliTable",
                                 "Owning would be cheaper if demand fell below %1 x today's "
                                 "(on today's fleet: its GPUs under %2 % busy; %3 % today)."),
      {scale(end), thresholdNumber(end->value), today});
}

std::string found(const Threshold& t, const ThresholdCrossing& c) {
  const std::string value = thresholdNumber(c.value, t.whole);
  const bool above = c.owningWinsAbove;
  if (t.input == kUtilisation) return utilisationSentence(t);
  if (t.input == kRentalPriceScale)
    return cliText(
        above ? FC_TRANSLATE_NOOP("CliTable",
                                  "Owning wins if every rental price is above %1 x today's.")
              : FC_TRANSLATE_NOOP("CliTable",
                                  "Owning wins if every rental price is below %1 x today's."),
        {value});
  if (t.input == kDemandScale)
    return cliText(
        above ? FC_TRANSLATE_NOOP("CliTable", "Owning wins if demand is above %1 x today's.")
              : FC_TRANSLATE_NOOP("CliTable", "Owning wins if demand is below %1 x today's."),
        {value});
  if (t.whole)
    return cliText(above ? FC_TRANSLATE_NOOP("CliTable", "Owning wins if %1 is %2 %3 or more.")
                         : FC_TRANSLATE_NOOP("CliTable", "Owning wins if %1 is %2 %3 or less."),
                   {t.label, value, t.unit});
  return cliText(above ? FC_TRANSLATE_NOOP("CliTable", "Owning wins if %1 is above %2 %3.")
                       : FC_TRANSLATE_NOOP("CliTable", "Owning wins if %1 is below %2 %3."),
                 {t.label, value, t.unit});
}

}  // namespace

std::string thresholdNumber(double v, bool whole) {
  if (whole || std::fabs(v) >= 1000) return groupedNumber(v, 0);
  if (v == 0) return "0";
  std::ostringstream out;
  out.precision(4);
  out << v;
  return out.str();
}

std::string thresholdSentence(const Threshold& t) {
  if (t.status == ThresholdStatus::Unavailable) return t.label + ": " + t.message;
  if (t.status == ThresholdStatus::None && t.message == kTiesThroughout)
    return cliText(
        FC_TRANSLATE_NOOP("CliTable",
                          "No threshold for %1 between %2 and %3 %4: the two plans cost "
                          "exactly the same throughout."),
        {t.label, thresholdNumber(t.low, t.whole), thresholdNumber(t.high, t.whole), t.unit});
  if (t.status == ThresholdStatus::None)
    return cliText(
        t.owningWinsToday
            ? FC_TRANSLATE_NOOP("CliTable",
                                "No threshold for %1 between %2 and %3 %4: owning wins "
                                "throughout.")
            : FC_TRANSLATE_NOOP("CliTable",
                                "No threshold for %1 between %2 and %3 %4: owning never "
                                "wins there."),
        {t.label, thresholdNumber(t.low, t.whole), thresholdNumber(t.high, t.whole), t.unit});
  const ThresholdCrossing& c = *t.threshold();
  std::string text = found(t, c);
  if (c.jump)
    text += " " + cliText(FC_TRANSLATE_NOOP(
                      "CliTable",
                      "(The difference jumps across zero there: a whole server more or "
                      "less.)"));
  // The others (utilisation's sentence already names the ends of its interval of demand).
  const OwningWinsDemand d = t.input == kUtilisation ? owningWinsDemand(t) : OwningWinsDemand{};
  std::string others;
  for (std::size_t i = 0; i < t.crossings.size(); ++i)
    if (static_cast<int>(i) != t.nearest && &t.crossings[i] != d.from && &t.crossings[i] != d.to)
      others += (others.empty() ? "" : ", ") + thresholdNumber(t.crossings[i].value, t.whole);
  if (!others.empty() || t.uncounted > 0)
    text += " " + cliText(FC_TRANSLATE_NOOP("CliTable", "The sign also changes at: %1."),
                          {others.empty() ? "..." : others + (t.uncounted ? ", ..." : "")});
  return text;
}

std::string thresholdsTable(const std::vector<Analysed<ThresholdResult>>& scenarios) {
  std::ostringstream out;
  for (const auto& [m, r] : scenarios) {
    if (!r->unanswered.empty()) {
      out << cliText(
                 FC_TRANSLATE_NOOP("CliTable", "Scenario \"%1\": no thresholds: %2."),
                 {m->base.name,
                  r->unanswered == kNoOwningPlan
                      ? FC_TRANSLATE_NOOP("CliTable",
                                          "the scenario has no owning plan (colocate or hybrid) to "
                                          "compare")
                      : FC_TRANSLATE_NOOP("CliTable",
                                          "the scenario has no renting plan (rent_on_demand, "
                                          "rent_reserved or api) to compare")})
          << "\n\n";
      continue;
    }
    out << cliText(FC_TRANSLATE_NOOP("CliTable", "Scenario \"%1\": %2 (present values in %3)"),
                   {m->base.name, FC_TRANSLATE_NOOP("CliTable", "what it takes for owning to win"),
                    m->base.currency})
        << "\n";
    const double difference = r->differenceToday();
    out << cliText(
               difference < 0
                   ? FC_TRANSLATE_NOOP("CliTable", "%1 against %2: owning is cheaper by %3 today.")
                   : FC_TRANSLATE_NOOP("CliTable", "%1 against %2: owning costs %3 more today."),
               {m->base.plans[r->owningPlan].name, m->base.plans[r->rentingPlan].name,
                groupedNumber(std::fabs(difference), 0)})
        << "\n"
        << (r->decisionsHeld
                ? cliText(FC_TRANSLATE_NOOP(
                      "CliTable", "Hybrid caps and reservations held at today's at every value."))
                : cliText(FC_TRANSLATE_NOOP(
                      "CliTable",
                      "Hybrid caps, reservations and fleet sizes chosen again at every "
                      "value.")))
        << "\n\n";
    int labelWidth = displayWidth(cliText(FC_TRANSLATE_NOOP("CliTable", "input")));
    for (const Threshold& t : r->thresholds)
      labelWidth = std::max(labelWidth, displayWidth(t.label + " (" + t.unit + ")"));
    labelWidth = std::min(labelWidth, 60);
    out << "  " << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "input")), labelWidth, true) << "  "
        << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "today")), 12) << "  "
        << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "threshold")), 12) << "  "
        << pad(cliText(FC_TRANSLATE_NOOP("CliTable", "change")), 22) << "  "
        << cliText(FC_TRANSLATE_NOOP("CliTable", "owning wins")) << "\n";
    for (const Threshold& t : r->thresholds) {
      const ThresholdCrossing* c = t.threshold();
      out << "  " << pad(t.label + " (" + t.unit + ")", labelWidth, true) << "  "
          << pad(t.status == ThresholdStatus::Unavailable ? "-" : thresholdNumber(t.today, t.whole),
                 12)
          << "  " << pad(c ? thresholdNumber(c->value, t.whole) : "-", 12) << "  "
          << pad(change(t), 22) << "  " << direction(t) << "\n";
    }
    out << "\n";
    for (const Threshold& t : r->thresholds) {
      out << "  - " << thresholdSentence(t) << "\n";
      for (const Problem& p : t.limits) out << "    " << p.pointer << ": " << p.message << "\n";
    }
    const std::vector<int> best = mostInformativeThresholds(*r);
    if (!best.empty()) {
      std::string names;
      for (int i : best) names += (names.empty() ? "" : ", ") + r->thresholds[i].label;
      out << "\n"
          << cliText(FC_TRANSLATE_NOOP("CliTable", "Nearest to today (most informative): %1."),
                     {names})
          << "\n";
    }
    out << "\n";
  }
  return out.str();
}

}  // namespace fleetcost::cli
