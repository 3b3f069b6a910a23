// Building the report's sentences and tables.
#include "ui/render/report/report_text.h"

#include <QCoreApplication>
#include <algorithm>
#include <cmath>

#include "model/results/flow_analysis.h"
#include "model/results/key_figures.h"
#include "ui/core/format/evidence_text.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/problem_text.h"
#include "ui/core/format/strategy_labels.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/report/report_html.h"
#include "ui/render/report/threshold_text.h"

namespace fleetcost::ui {

namespace {

using report::esc;
using report::headerRow;
using report::kTable;
using report::Report;

QString months(int n) {
  return Report::tr("%n month(s)", "", n);
}

QString cell(const QString& text, bool number = false) {
  return number ? QStringLiteral("<td align=\"right\">%1</td>").arg(text)
                : QStringLiteral("<td>%1</td>").arg(text);
}

// Tables keep numbers on one line by showing them in thousands or millions when they are large:
// the unit goes into the heading ("JPY million"), the cells carry one decimal.
struct TableUnit {
  double divisor = 1.0;
  QString unit;
  int decimals = 0;
};

TableUnit tableUnit(double largest, const QString& currency) {
  const double size = std::fabs(largest);
  if (size >= 1e8) return {1e6, Report::tr("%1 million").arg(currency), 1};
  if (size >= 1e6) return {1e3, Report::tr("%1 thousand").arg(currency), 1};
  return {1.0, currency, currencyDecimals(currency)};
}

}  // namespace

QString executiveSummaryHtml(const ScenarioResult& r, const QLocale& locale) {
  if (r.plans.empty()) return Report::tr("<p>The scenario has no plans to compare.</p>");
  const QString currency = QString::fromStdString(r.currency);
  const auto money = [&](double v) { return formatMoneyShort(v, currency, locale); };
  const auto name = [&](int j) { return esc(r.plans[j].name); };
  const KeyFigures k = keyFigures(r);
  QStringList sentences;
  sentences << Report::tr(
                   "Over %1, the cheapest plan is <b>%2</b>, with a present value of %3 "
                   "(%4 in nominal terms).")
                   .arg(months(r.horizonMonths), name(k.cheapestPlan),
                        money(r.plans[k.cheapestPlan].pvCost),
                        money(r.plans[k.cheapestPlan].nominalCost));
  if (k.owningSavingPv) {
    if (*k.owningSavingPv >= 0)
      sentences << Report::tr(
                       "Owning is cheaper: the best owning plan, %1, saves %2 in present "
                       "value against the best renting plan, %3.")
                       .arg(name(k.bestOwning), money(*k.owningSavingPv), name(k.bestRenting));
    else
      sentences << Report::tr(
                       "Renting is cheaper: the best renting plan, %1, costs %2 less in "
                       "present value than the best owning plan, %3.")
                       .arg(name(k.bestRenting), money(-*k.owningSavingPv), name(k.bestOwning));
    if (!k.bestOwningOwnsServers)
      sentences << Report::tr(
                       "%1 owns no server: at these prices renting every burst is cheaper "
                       "than owning any.")
                       .arg(name(k.bestOwning));
    else if (k.breakEvenMonth)
      sentences << Report::tr("%1 breaks even against %2 after %3 (discounted: %4).")
                       .arg(name(k.bestOwning), name(k.bestRenting), months(*k.breakEvenMonth),
                            k.discountedBreakEvenMonth ? months(*k.discountedBreakEvenMonth)
                                                       : Report::tr("never within the horizon"));
    else {
      sentences << Report::tr("%1 does not break even against %2 within the horizon.")
                       .arg(name(k.bestOwning), name(k.bestRenting));
      // Against a dearer renting plan it may: name the cheapest renting plan it does beat.
      const BreakEven* beaten = nullptr;
      for (const BreakEven& b : r.breakeven)
        if (b.owningPlan == k.bestOwning && b.month &&
            (!beaten || r.plans[b.rentingPlan].pvCost < r.plans[beaten->rentingPlan].pvCost))
          beaten = &b;
      if (beaten)
        sentences << Report::tr("Against %1 it breaks even after %2.")
                         .arg(name(beaten->rentingPlan), months(*beaten->month));
    }
    if (k.irr && k.bestOwningOwnsServers)
      sentences << Report::tr("The return on owning instead of renting (IRR) is %1 % a year.")
                       .arg(formatNumber(*k.irr * 100.0, 1, locale));
  } else {
    sentences << Report::tr(
        "The scenario needs both an owning and a renting plan to compare them.");
  }
  // The three biggest cost drivers of the cheapest plan, by present value.
  const auto pv = presentValueByCategory(r.plans[k.cheapestPlan], r.discount);
  std::vector<int> order;
  double gross = 0.0;
  for (int c = 0; c < kCategoryCount; ++c)
    if (pv[c] > 0) {
      order.push_back(c);
      gross += pv[c];
    }
  std::sort(order.begin(), order.end(), [&](int a, int b) { return pv[a] > pv[b]; });
  QStringList drivers;
  for (std::size_t i = 0; i < order.size() && i < 3; ++i)
    drivers << Report::tr("%1 (%2 %)")
                   .arg(categoryDisplayName(static_cast<Category>(order[i])),
                        formatNumber(100.0 * pv[order[i]] / gross, 0, locale));
  if (!drivers.isEmpty())
    sentences << Report::tr(
                     "Its biggest cost drivers are %1, as shares of its present-value costs.")
                     .arg(drivers.join(Report::tr(", ")));
  // Restriction warnings name their region; the others are hosted API plans' (MODEL.md §12.1).
  const auto restricted = std::count_if(r.warnings.begin(), r.warnings.end(),
                                        [](const Warning& w) { return !w.region.empty(); });
  const auto unserved = static_cast<long>(r.warnings.size()) - restricted;
  if (restricted > 0)
    sentences << Report::tr(
        "<b>%n warning(s):</b> plans own or rent GPUs restricted in their "
        "region (see Warnings).",
        "", static_cast<int>(restricted));
  if (unserved > 0)
    sentences << Report::tr(
        "<b>%n warning(s):</b> hosted API plans rent GPUs for workloads whose model no API "
        "offer of their region serves (see Warnings).",
        "", static_cast<int>(unserved));
  // One paragraph for the answer, one for what it costs and warns of: a page holds the summary.
  const qsizetype trailing =
      (drivers.isEmpty() ? 0 : 1) + (restricted > 0 ? 1 : 0) + (unserved > 0 ? 1 : 0);
  const qsizetype answer = std::max<qsizetype>(1, sentences.size() - trailing);
  return QStringLiteral("<p>%1</p><p>%2</p>")
      .arg(sentences.mid(0, answer).join(QLatin1Char(' ')),
           sentences.mid(answer).join(QLatin1Char(' ')));
}

QString keyFiguresHtml(const ScenarioResult& r, const QLocale& locale) {
  const QString currency = QString::fromStdString(r.currency);
  const KeyFigures k = keyFigures(r);
  double largest = 0.0;
  for (const PlanResult& p : r.plans)
    largest = std::max({largest, std::fabs(p.pvCost), std::fabs(p.nominalCost)});
  const TableUnit unit = tableUnit(largest, currency);
  // Goodput and the cost per useful GPU-hour (docs/MODEL.md §14) when some plan loses work.
  const bool losesWork = std::any_of(r.plans.begin(), r.plans.end(), [](const PlanResult& p) {
    return p.goodput && *p.goodput < 1.0;
  });
  QString html = QString::fromLatin1(kTable);
  QStringList headers{Report::tr("Plan"), Report::tr("Strategy"),
                      Report::tr("Present value, %1").arg(esc(unit.unit)),
                      Report::tr("Nominal cost, %1").arg(esc(unit.unit)),
                      Report::tr("Per GPU-hour")};
  if (losesWork) headers << Report::tr("Goodput") << Report::tr("Per useful GPU-hour");
  headers << Report::tr("CO2, t")
          << (k.bestRenting >= 0
                  ? Report::tr("Break-even against %1").arg(esc(r.plans[k.bestRenting].name))
                  : Report::tr("Break-even"));
  html += headerRow(headers);
  for (int j = 0; j < static_cast<int>(r.plans.size()); ++j) {
    const PlanResult& p = r.plans[j];
    QString breakEven = QStringLiteral("—");
    for (const BreakEven& b : r.breakeven)
      if (b.owningPlan == j && b.rentingPlan == k.bestRenting)
        breakEven = b.month
                        ? Report::tr("%1 (discounted %2)")
                              .arg(months(*b.month), b.discountedMonth ? months(*b.discountedMonth)
                                                                       : Report::tr("never"))
                        : Report::tr("never");
    const bool cheapest = j == k.cheapestPlan;
    html += cheapest ? QStringLiteral("<tr style=\"background-color: #eef7ee;\">")
                     : QStringLiteral("<tr>");
    html += cell((cheapest ? QStringLiteral("<b>%1</b>") : QStringLiteral("%1")).arg(esc(p.name)));
    html += cell(strategyLabel(p.strategy));
    html += cell(formatNumber(p.pvCost / unit.divisor, unit.decimals, locale), true);
    html += cell(formatNumber(p.nominalCost / unit.divisor, unit.decimals, locale), true);
    html += cell(
        p.costPerGpuHour ? formatMoney(*p.costPerGpuHour, currency, locale) : QStringLiteral("—"),
        true);
    if (losesWork) {
      html += cell(p.goodput ? Report::tr("%1 %").arg(formatNumber(*p.goodput * 100.0, 1, locale))
                             : QStringLiteral("—"),
                   true);
      html += cell(p.costPerUsefulGpuHour
                       ? formatMoney(*p.costPerUsefulGpuHour, currency, locale)
                       : QStringLiteral("—"),
                   true);
    }
    html += cell(formatNumber(p.co2Tonnes, 0, locale), true);
    html += cell(breakEven);
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

QString yearlyCashFlowsHtml(const ScenarioResult& r, const QLocale& locale) {
  const QString currency = QString::fromStdString(r.currency);
  const int years = yearOfDate(r.horizonMonths);
  double largest = 0.0;
  for (const PlanResult& p : r.plans) largest = std::max(largest, std::fabs(p.nominalCost));
  const TableUnit unit = tableUnit(largest / 2.0, currency);
  QString html = Report::tr(
                     "<p>Amounts in %1, not discounted. A flow dated <i>t</i> months after "
                     "the start falls in year ⌈<i>t</i>/12⌉ (purchases at the start in year "
                     "1); credits are negative.</p>")
                     .arg(esc(unit.unit));
  for (int j = 0; j < static_cast<int>(r.plans.size()); ++j) {
    const PlanResult& p = r.plans[j];
    html += QStringLiteral("<h3>%1</h3>").arg(esc(p.name));
    // Eight plans' tables in small type take two pages rather than three.
    html += QStringLiteral(
        "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
        "style=\"border-collapse: collapse; border-color: #b0b0b0; font-size: 8pt;\">");
    QStringList header{Report::tr("Category")};
    for (int y = 1; y <= years; ++y) header << Report::tr("Year %1").arg(y);
    header << Report::tr("Total");
    html += headerRow(header);
    std::vector<double> columnTotals(years, 0.0);
    for (int c = 0; c < kCategoryCount; ++c) {
      const Series& flow = p.flows[c];
      if (std::all_of(flow.begin(), flow.end(), [](double v) { return v == 0.0; })) continue;
      const Series byYear = yearlyTotals(flow, years);
      html += QStringLiteral("<tr>") + cell(categoryDisplayName(static_cast<Category>(c)));
      for (int y = 0; y < years; ++y) {
        html += cell(formatNumber(byYear[y] / unit.divisor, unit.decimals, locale), true);
        columnTotals[y] += byYear[y];
      }
      const double total = totalOf(byYear);
      html += cell(formatNumber(total / unit.divisor, unit.decimals, locale), true) +
              QStringLiteral("</tr>");
    }
    html += QStringLiteral("<tr style=\"background-color: #f4f4f4;\">") +
            cell(Report::tr("<b>Total</b>"));
    for (int y = 0; y < years; ++y)
      html += cell(QStringLiteral("<b>%1</b>")
                       .arg(formatNumber(columnTotals[y] / unit.divisor, unit.decimals, locale)),
                   true);
    const double all = totalOf(columnTotals);
    html += cell(QStringLiteral("<b>%1</b>")
                     .arg(formatNumber(all / unit.divisor, unit.decimals, locale)),
                 true) +
            QStringLiteral("</tr></table>");
  }
  return html;
}

QString warningsHtml(const ScenarioResult& r) {
  if (r.warnings.empty() && r.stalePrices.figures.empty()) return Report::tr("<p>None.</p>");
  QString html = QStringLiteral("<ul>");
  // Stale prices first (docs/file-format.md, "Evidence"); the register marks each one.
  if (!r.stalePrices.figures.empty())
    html += QStringLiteral("<li><span style=\"font-size: 8pt;\">%1</span></li>")
                .arg(Report::tr("Stale prices: %1")
                         .arg(staleWarningText(r.stalePrices).toHtmlEscaped()));
  QStringList notes;
  for (const Warning& w : r.warnings) {
    // Small type: a scenario with many restricted plans lists a line for each.
    html += QStringLiteral("<li><span style=\"font-size: 8pt;\">%1</span></li>")
                .arg(w.summaryText.text.empty() ? esc(w.summary.empty() ? w.message : w.summary)
                                                : messageText(w.summaryText).toHtmlEscaped());
    const QString note = Report::tr("%1: %2").arg(esc(w.region), esc(w.note));
    if (!w.note.empty() && !notes.contains(note)) notes << note;
  }
  html += QStringLiteral("</ul>");
  for (const QString& n : notes) html += QStringLiteral("<p><i>%1</i></p>").arg(n);
  return html;
}

QString taxRulesHtml(const Scenario& s, const QLocale& locale) {
  QString html = QString::fromLatin1(kTable);
  html += headerRow({Report::tr("Region"), Report::tr("Tax rate"),
                     Report::tr("Hardware depreciation"), Report::tr("Source")});
  for (const Region& r : s.regions) {
    QString method = Report::tr("none");
    const std::string m = r.tax.depreciation.method.value_or("");
    if (m == "immediate") method = Report::tr("deducted in full when bought");
    if (m == "straight_line")
      method =
          Report::tr("straight line over %1 years").arg(r.tax.depreciation.usefulLifeYears.value);
    if (m == "declining_balance")
      method = Report::tr("%1% declining balance over %2 years, switching to straight line")
                   .arg(formatNumber(r.tax.depreciation.factor.value * 100.0, 0, locale))
                   .arg(r.tax.depreciation.usefulLifeYears.value);
    html += QStringLiteral("<tr>") + cell(esc(r.name.value_or(r.id.value_or("")))) +
            cell(r.tax.present
                     ? Report::tr("%1 %").arg(formatNumber(r.tax.taxRate.value * 100.0, 2, locale))
                     : Report::tr("not stated (0)"),
                 true) +
            cell(method) + cell(esc(r.tax.taxRate.source)) + QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

QString methodNotesHtml(const ScenarioResult& r) {
  QStringList notes;
  notes << Report::tr(
      "Dating: purchases, rack set-up fees, cooling capex and sales of used "
      "hardware are dated in the month they happen; the running costs of a month "
      "(fees, energy, rental, staff) at its end; the value of hardware still owned at "
      "the end of the horizon is credited on the last date.");
  notes << Report::tr(
      "Discounting: a flow dated t months from the start is worth flow / (1 + r)^(t/12) "
      "today, r being the annual discount rate. Present values add these up.");
  notes << Report::tr(
      "Break-even: the first month from which the owning plan's cumulative cost stays "
      "at or below the renting plan's until the end; the discounted break-even uses "
      "present values.");
  notes << Report::tr(
      "Owned servers are sized for the peak hour of each month's weekly demand (plus "
      "headroom and spares); demand above the owned capacity is rented on demand. A "
      "hybrid plan owns up to a cap per GPU model, chosen by present value.");
  notes << Report::tr(
               "Included: hardware, installation, network capex, resale, colocation space, power "
               "fees and metered energy (IT energy × PUE), cooling, cross-connects, transit, "
               "remote hands, staff, maintenance, licences, rental on demand and reserved%1.")
               .arg([&r] {
                 // Lease instalments appear whenever a plan leases, tax only after tax (MODEL.md
                 // §6).
                 bool leases = false;
                 for (const PlanResult& p : r.plans)
                   leases = leases || !p.flow(Category::Lease).empty();
                 if (leases && r.afterTax) return Report::tr(", lease instalments and tax");
                 if (leases) return Report::tr(", lease instalments");
                 if (r.afterTax) return Report::tr(" and tax");
                 return QString();
               }());
  notes << Report::tr(
      "Not included: storage, data egress, consumption tax, Japan's fixed-asset tax on "
      "equipment, the cost of capital other than through the discount rate, and anything "
      "a site does not list.");
  notes << Report::tr(
               "Every figure comes from the workbook; shipped defaults carry their source and "
               "date (see the assumptions register). All amounts are converted once into %1 "
               "with the workbook's exchange rates.")
               .arg(esc(r.currency));
  QString html;
  for (const QString& n : notes)
    html += QStringLiteral("<p><span style=\"font-size: 8.5pt;\">%1</span></p>").arg(n);
  return html;
}

QString comparisonHtml(const std::vector<const ScenarioResult*>& results,
                       const std::vector<QString>& names, const QLocale& locale,
                       const std::vector<const ThresholdAnalysis*>& thresholds) {
  QString html = QString::fromLatin1(kTable);
  QStringList header{Report::tr("")};
  for (const QString& n : names) header << esc(n);
  html += headerRow(header);
  const auto row = [&](const QString& label, auto value) {
    html += QStringLiteral("<tr>") + cell(label);
    for (const ScenarioResult* r : results)
      html += cell(r ? value(*r) : Report::tr("has problems"), true);
    html += QStringLiteral("</tr>");
  };
  row(Report::tr("Cheapest plan"), [](const ScenarioResult& r) {
    const KeyFigures k = keyFigures(r);
    return k.cheapestPlan >= 0 ? esc(r.plans[k.cheapestPlan].name) : QStringLiteral("—");
  });
  row(Report::tr("Its present value"), [&](const ScenarioResult& r) {
    const KeyFigures k = keyFigures(r);
    return k.cheapestPlan >= 0 ? formatMoneyShort(r.plans[k.cheapestPlan].pvCost,
                                                  QString::fromStdString(r.currency), locale)
                               : QStringLiteral("—");
  });
  row(Report::tr("Owning saves (present value)"), [&](const ScenarioResult& r) {
    const KeyFigures k = keyFigures(r);
    return k.owningSavingPv
               ? formatMoneyShort(*k.owningSavingPv, QString::fromStdString(r.currency), locale)
               : QStringLiteral("—");
  });
  row(Report::tr("Break-even"), [&](const ScenarioResult& r) {
    const KeyFigures k = keyFigures(r);
    if (k.bestOwning < 0 || k.bestRenting < 0) return QStringLiteral("—");
    return k.breakEvenMonth ? months(*k.breakEvenMonth) : Report::tr("never");
  });
  bool anyThresholds = false;
  for (const ThresholdAnalysis* t : thresholds) anyThresholds = anyThresholds || t;
  if (anyThresholds) {
    html += QStringLiteral("<tr>") + cell(Report::tr("What it takes for owning to win"));
    for (std::size_t i = 0; i < results.size(); ++i) {
      const ThresholdAnalysis* t = i < thresholds.size() ? thresholds[i] : nullptr;
      const QStringList sentences = t ? mostInformativeSentences(*t, locale) : QStringList();
      html +=
          QStringLiteral("<td><small>%1</small></td>")
              .arg(sentences.isEmpty() ? QStringLiteral("—")
                                       : esc(sentences.join(QStringLiteral("\n")))
                                             .replace(QLatin1Char('\n'), QStringLiteral("<br/>")));
    }
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

}  // namespace fleetcost::ui
