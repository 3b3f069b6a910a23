// Writing the finder's HTML fragments (context "FinderReport").
#include "ui/render/report/finder_text.h"

#include <QCoreApplication>
#include <algorithm>

#include "ui/core/format/finder_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/render/report/report_html.h"

namespace fleetcost::ui {

namespace {

class FinderReport {
  Q_DECLARE_TR_FUNCTIONS(FinderReport)
};

using report::esc;
using report::headerRow;
using report::kTable;

QString cell(const QString& text, bool number = false) {
  // Amounts never wrap (a narrow column would break "US$256,000.00" inside the number).
  return number ? QStringLiteral("<td align=\"right\" style=\"white-space: nowrap;\">%1</td>")
                      .arg(text)
                : QStringLiteral("<td>%1</td>").arg(text);
}

QString workloadName(const FinderResult& r, int w) {
  return w >= 0 && w < static_cast<int>(r.workloads.size()) ? QString::fromStdString(r.workloads[w])
                                                            : QString::number(w);
}

QString optionLabel(const FinderResult& r, int option, const Scenario& s) {
  return option >= 0 && option < static_cast<int>(r.options.size())
             ? supplyLabel(r.options[option], s)
             : QStringLiteral("—");
}

QString fiscalYear(const FinderResult& r, int year) {
  // firstFiscalYear is a calendar year when the scenario states its start date, else 1.
  return r.firstFiscalYear > 1 ? FinderReport::tr("FY%1").arg(r.firstFiscalYear + year)
                               : FinderReport::tr("year %1").arg(year + 1);
}

}  // namespace

QString signedMoney(double amount, const QString& currency, const QLocale& locale) {
  if (amount > 0) return QStringLiteral("+") + formatMoney(amount, currency, locale);
  return formatMoney(amount, currency, locale);
}

QString finderSearchHtml(const FinderResult& r, const QString& currency, const QLocale& locale) {
  QString text = searchedLine(r, locale) + QLatin1Char(' ') + exactnessLine(r, locale);
  if (r.bestTypedPresentValue)
    text += QLatin1Char(' ') + FinderReport::tr(
                                   "The best of the scenario's own plans: %1, present "
                                   "value %2.")
                                   .arg(QString::fromStdString(r.bestTypedPlan),
                                        formatMoney(*r.bestTypedPresentValue, currency, locale));
  return QStringLiteral("<p>%1</p>").arg(esc(text));
}

QString finderRankedHtml(const FinderResult& r, const Scenario& s, const QString& currency,
                         const QLocale& locale, int rows) {
  const bool p95 = std::any_of(r.ranked.begin(), r.ranked.end(),
                               [](const FinderCandidate& c) { return c.p95.has_value(); });
  QStringList header{FinderReport::tr("Rank"),          FinderReport::tr("Present value"),
                     FinderReport::tr("Against #1"),    FinderReport::tr("Against own best"),
                     FinderReport::tr("Peak FY capex"), FinderReport::tr("Rented")};
  if (p95) header << FinderReport::tr("P95");
  QString html = QString::fromLatin1(kTable) + headerRow(header);
  const int n = std::min(rows, static_cast<int>(r.ranked.size()));
  for (int i = 0; i < n; ++i) {
    const FinderCandidate& c = r.ranked[i];
    QString rank = QStringLiteral("<b>#%1</b>").arg(i + 1);
    if (c.equalAlternatives > 0)
      // Short enough for the narrow rank column: "+3 equal" (other assignments, same cost).
      rank += QStringLiteral("<br/><small>%1</small>")
                  .arg(esc(FinderReport::tr("+%1 equal")
                               .arg(formatNumber(double(c.equalAlternatives), 0, locale))));
    const QString row = i == 0 ? QStringLiteral("<tr style=\"background-color: #eef7ee;\">")
                               : QStringLiteral("<tr>");
    html += row + cell(rank);
    html += cell(formatMoney(c.presentValue, currency, locale), true);
    html +=
        cell(signedMoney(c.presentValue - r.ranked.front().presentValue, currency, locale), true);
    html += cell(r.bestTypedPresentValue
                     ? signedMoney(c.presentValue - *r.bestTypedPresentValue, currency, locale)
                     : QStringLiteral("—"),
                 true);
    html += cell(formatMoney(c.peakYearCapex, currency, locale), true);
    html += cell(shareLabel(c.rentedShare, locale), true);
    if (p95)
      html += cell(c.p95 ? formatMoney(*c.p95, currency, locale) : QStringLiteral("—"), true);
    // The supplies on a row of their own under the figures, across the table: #1's in full, the
    // others' where they differ from #1 (five plans of many workloads stay on one page).
    QStringList supplies;
    const FinderCandidate& first = r.ranked.front();
    for (std::size_t w = 0; w < c.option.size(); ++w)
      if (i == 0 || w >= first.option.size() || c.option[w] != first.option[w])
        supplies << esc(FinderReport::tr("%1: %2").arg(workloadName(r, int(w)),
                                                       optionLabel(r, c.option[w], s)));
    if (i > 0) supplies.front().prepend(esc(FinderReport::tr("As #1 but ")));
    html += QStringLiteral("</tr>") + row + cell({}) +
            QStringLiteral("<td colspan=\"%1\"><small>%2</small></td></tr>")
                .arg(header.size() - 1)
                .arg(supplies.join(FinderReport::tr("; ")));
  }
  return html + QStringLiteral("</table>");
}

QString finderBestHtml(const FinderResult& r, const Scenario& s, const QString& currency,
                       const QLocale& locale) {
  if (r.ranked.empty()) return {};
  QString html;
  // One table: each supply of #1 with its present value, and under it the workloads it serves
  // with the cost charged to each (workload allocation, nominal).
  if (r.bestPlan && !r.bestPlan->parts.empty()) {
    html += QStringLiteral("<h3>%1</h3>")
                .arg(esc(FinderReport::tr("Cost of #1 by supply and by workload")));
    html += QString::fromLatin1(kTable) +
            headerRow({FinderReport::tr("Supply"),
                       FinderReport::tr("Workloads (cost charged, nominal)"),
                       FinderReport::tr("Present value")});
    const PlanResult& plan = *r.bestPlan;
    for (std::size_t i = 0; i < plan.parts.size() && i < plan.supplies.size(); ++i) {
      QStringList workloads;
      for (int w : plan.supplies[i].workloads) {
        QString text = workloadName(r, w);
        for (const WorkloadCost& cost : r.bestWorkloadCosts)
          if (cost.workload == w)
            text = FinderReport::tr("%1: %2").arg(text, formatMoney(cost.cost, currency, locale));
        workloads << esc(text);
      }
      html +=
          QStringLiteral("<tr>") + cell(esc(supplyLabel(plan.supplies[i], s))) +
          cell(QStringLiteral("<small>%1</small>").arg(workloads.join(QStringLiteral("<br/>")))) +
          cell(formatMoney(plan.parts[i].pvCost, currency, locale), true) + QStringLiteral("</tr>");
    }
    html +=
        QStringLiteral("<tr>") + cell(QStringLiteral("<b>%1</b>").arg(FinderReport::tr("Total"))) +
        cell({}) +
        cell(QStringLiteral("<b>%1</b>").arg(formatMoney(plan.pvCost, currency, locale)), true) +
        QStringLiteral("</tr></table>");
  }
  // What separates #1 from #2 and the limits: a bold lead-in each rather than headings, so the
  // report's page holds them.
  const QString separates =
      QStringLiteral("<b>%1</b> ").arg(esc(FinderReport::tr("What separates #1 from #2:")));
  if (r.ranked.size() < 2) {
    html += QStringLiteral("<p>%1%2</p>")
                .arg(separates, esc(FinderReport::tr("no other plan was ranked.")));
  } else if (r.separating.empty()) {
    html += QStringLiteral("<p>%1%2</p>")
                .arg(separates,
                     esc(FinderReport::tr("#1 and #2 give every workload the same supply.")));
  } else {
    html += QStringLiteral("<p>%1<small>%2</small></p><ul>")
                .arg(separates, esc(FinderReport::tr("the present value of making that one "
                                                     "change in #1 (more than zero: #1 is "
                                                     "cheaper for it).")));
    for (const SeparatingAssignment& a : r.separating)
      html += QStringLiteral("<li><small>%1</small></li>")
                  .arg(esc(FinderReport::tr("%1: %2 in #1, %3 in #2: %4")
                               .arg(workloadName(r, a.workload), optionLabel(r, a.bestOption, s),
                                    optionLabel(r, a.runnerUpOption, s),
                                    a.effect ? signedMoney(*a.effect, currency, locale)
                                             : FinderReport::tr("mix not feasible"))));
    html += QStringLiteral("</ul>");
  }
  const QString limits =
      QStringLiteral("<b>%1</b> ").arg(esc(FinderReport::tr("Limits of #1, at their highest:")));
  if (r.limitsOfBest.empty()) {
    html += QStringLiteral("<p>%1%2</p>")
                .arg(limits, esc(FinderReport::tr("none stated for what #1 uses (a site's power "
                                                  "envelope or racks, the capex budget, the "
                                                  "rented share).")));
  } else {
    html += QStringLiteral("<p>%1</p><ul>").arg(limits);
    for (const BindingLimit& l : r.limitsOfBest) {
      const bool binds = l.limit > 0 && l.used >= l.limit * (1 - 1e-9);
      html += QStringLiteral("<li>%1%2</li>")
                  .arg(esc(limitLabel(l, currency, locale)),
                       binds ? QStringLiteral(" <b>%1</b>").arg(esc(FinderReport::tr("(binds)")))
                             : QString());
    }
    html += QStringLiteral("</ul>");
  }
  return html;
}

QString finderCandidateHtml(const FinderResult& r, int rank, const Scenario& s,
                            const QString& currency, const QLocale& locale) {
  if (rank < 0 || rank >= static_cast<int>(r.ranked.size())) return {};
  const FinderCandidate& c = r.ranked[rank];
  QString html = QStringLiteral("<h3>%1</h3>")
                     .arg(esc(FinderReport::tr("#%1: present value %2")
                                  .arg(rank + 1)
                                  .arg(formatMoney(c.presentValue, currency, locale))));
  QStringList facts;
  if (rank > 0)
    facts << FinderReport::tr("%1 against #1")
                 .arg(
                     signedMoney(c.presentValue - r.ranked.front().presentValue, currency, locale));
  if (r.bestTypedPresentValue)
    facts << FinderReport::tr("%1 against %2")
                 .arg(signedMoney(c.presentValue - *r.bestTypedPresentValue, currency, locale),
                      QString::fromStdString(r.bestTypedPlan));
  facts << FinderReport::tr("rented share %1").arg(shareLabel(c.rentedShare, locale));
  if (c.p95) facts << FinderReport::tr("P95 %1").arg(formatMoney(*c.p95, currency, locale));
  if (c.equalAlternatives > 0)
    facts << FinderReport::tr("equal alternatives: %1")
                 .arg(formatNumber(double(c.equalAlternatives), 0, locale));
  html += QStringLiteral("<p>%1</p>").arg(esc(facts.join(FinderReport::tr("; "))));
  html += QString::fromLatin1(kTable) +
          headerRow({FinderReport::tr("Workload"), FinderReport::tr("Supply")});
  for (std::size_t w = 0; w < c.option.size(); ++w)
    html += QStringLiteral("<tr>") + cell(esc(workloadName(r, int(w)))) +
            cell(esc(optionLabel(r, c.option[w], s))) + QStringLiteral("</tr>");
  html += QStringLiteral("</table>");
  if (!c.capexByYear.empty()) {
    html += QStringLiteral("<h3>%1</h3>").arg(esc(FinderReport::tr("Capex by fiscal year")));
    html += QString::fromLatin1(kTable) +
            headerRow({FinderReport::tr("Fiscal year"), FinderReport::tr("Capex")});
    for (std::size_t y = 0; y < c.capexByYear.size(); ++y)
      html += QStringLiteral("<tr>") + cell(esc(fiscalYear(r, int(y)))) +
              cell(formatMoney(c.capexByYear[y], currency, locale), true) + QStringLiteral("</tr>");
    html += QStringLiteral("</table>");
  }
  if (rank == 0)
    return html + finderBestHtml(r, s, currency, locale) +
           QStringLiteral("<p><i>%1</i></p>").arg(esc(exactnessLine(r, locale)));
  html += QStringLiteral("<p><small>%1</small></p>")
              .arg(esc(FinderReport::tr("The cost by supply, what separates it and its limits "
                                        "are given for #1; add this plan to the scenario to see "
                                        "all of its results.")));
  return html;
}

}  // namespace fleetcost::ui
