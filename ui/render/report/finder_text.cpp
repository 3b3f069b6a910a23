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

const char* kTable =
    "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
    "style=\"border-collapse: collapse; border-color: #b0b0b0;\">";

QString headerRow(const QStringList& cells) {
  QString row = QStringLiteral("<tr style=\"background-color: #e8edf3;\">");
  for (const QString& c : cells) row += QStringLiteral("<th align=\"left\">%1</th>").arg(c);
  return row + QStringLiteral("</tr>");
}

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
  return r.firstFiscalYear > 1 ? FinderReport::tr("FY%1").arg(r.firstFiscalYear + year)
                               : FinderReport::tr("year %1").arg(year + 1);
}

}  // namespace

QString signedMoney(double amount, const QString& currency, const QLocale& locale) {
  if (amount > 0) return QStringLiteral("+") + formatMoney(amount, currency, locale);
  return formatMoney(amount, currency, locale);
}

QString finderSearchHtml(const FinderResult& r, const QString& currency, const QLocale& locale) {
  QString html = QStringLiteral("<p>%1 %2</p>")
                     .arg(esc(searchedLine(r, locale)), esc(exactnessLine(r, locale)));
  if (r.bestTypedPresentValue)
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(FinderReport::tr("The best of the scenario's own plans: %1, present "
                                          "value %2.")
                             .arg(QString::fromStdString(r.bestTypedPlan),
                                  formatMoney(*r.bestTypedPresentValue, currency, locale))));
  return html;
}

QString finderRankedHtml(const FinderResult& r, const Scenario& s, const QString& currency,
                         const QLocale& locale, int rows) {
  const bool p95 = std::any_of(r.ranked.begin(), r.ranked.end(),
                               [](const FinderCandidate& c) { return c.p95.has_value(); });
  QStringList header{FinderReport::tr("Rank"),
                     FinderReport::tr("Present value"),
                     FinderReport::tr("Against #1"),
                     FinderReport::tr("Against own best"),
                     FinderReport::tr("Peak fiscal-year capex"),
                     FinderReport::tr("Rented share")};
  if (p95) header << FinderReport::tr("P95");
  QString html = QString::fromLatin1(kTable) + headerRow(header);
  const int n = std::min(rows, static_cast<int>(r.ranked.size()));
  for (int i = 0; i < n; ++i) {
    const FinderCandidate& c = r.ranked[i];
    QString rank = QStringLiteral("<b>#%1</b>").arg(i + 1);
    if (c.equalAlternatives > 0)
      rank += QStringLiteral("<br/><small>%1</small>")
                  .arg(esc(FinderReport::tr("equal alternatives: %1")
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
    // The supplies on a row of their own under the figures, across the table.
    QStringList supplies;
    for (std::size_t w = 0; w < c.option.size(); ++w)
      supplies << esc(
          FinderReport::tr("%1: %2").arg(workloadName(r, int(w)), optionLabel(r, c.option[w], s)));
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
  if (r.bestPlan && !r.bestPlan->parts.empty()) {
    html += QStringLiteral("<h3>%1</h3>").arg(esc(FinderReport::tr("Cost of #1 by supply")));
    html += QString::fromLatin1(kTable) +
            headerRow({FinderReport::tr("Supply"), FinderReport::tr("Workloads"),
                       FinderReport::tr("Present value")});
    const PlanResult& plan = *r.bestPlan;
    for (std::size_t i = 0; i < plan.parts.size() && i < plan.supplies.size(); ++i) {
      QStringList workloads;
      for (int w : plan.supplies[i].workloads) workloads << esc(workloadName(r, w));
      html += QStringLiteral("<tr>") + cell(esc(supplyLabel(plan.supplies[i], s))) +
              cell(workloads.join(FinderReport::tr(", "))) +
              cell(formatMoney(plan.parts[i].pvCost, currency, locale), true) +
              QStringLiteral("</tr>");
    }
    html +=
        QStringLiteral("<tr>") + cell(QStringLiteral("<b>%1</b>").arg(FinderReport::tr("Total"))) +
        cell({}) +
        cell(QStringLiteral("<b>%1</b>").arg(formatMoney(plan.pvCost, currency, locale)), true) +
        QStringLiteral("</tr></table>");
  }
  if (!r.bestWorkloadCosts.empty()) {
    html += QStringLiteral("<h3>%1</h3>").arg(esc(FinderReport::tr("Cost of #1 by workload")));
    html += QString::fromLatin1(kTable) +
            headerRow({FinderReport::tr("Workload"), FinderReport::tr("Supply"),
                       FinderReport::tr("Cost charged (nominal)")});
    const FinderCandidate& best = r.ranked.front();
    for (const WorkloadCost& w : r.bestWorkloadCosts) {
      const int option =
          w.workload < static_cast<int>(best.option.size()) ? best.option[w.workload] : -1;
      html += QStringLiteral("<tr>") + cell(esc(workloadName(r, w.workload))) +
              cell(esc(optionLabel(r, option, s))) +
              cell(formatMoney(w.cost, currency, locale), true) + QStringLiteral("</tr>");
    }
    html += QStringLiteral("</table>");
  }
  html += QStringLiteral("<h3>%1</h3>").arg(esc(FinderReport::tr("What separates #1 from #2")));
  if (r.ranked.size() < 2) {
    html += QStringLiteral("<p>%1</p>").arg(esc(FinderReport::tr("No other plan was ranked.")));
  } else if (r.separating.empty()) {
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(FinderReport::tr("#1 and #2 give every workload the same supply.")));
  } else {
    html += QStringLiteral("<p><small>%1</small></p>")
                .arg(esc(FinderReport::tr("The present value of making that one change in #1 "
                                          "(more than zero: #1 is cheaper for it).")));
    html += QString::fromLatin1(kTable) +
            headerRow({FinderReport::tr("Workload"), FinderReport::tr("#1"), FinderReport::tr("#2"),
                       FinderReport::tr("Effect")});
    for (const SeparatingAssignment& a : r.separating)
      html += QStringLiteral("<tr>") + cell(esc(workloadName(r, a.workload))) +
              cell(esc(optionLabel(r, a.bestOption, s))) +
              cell(esc(optionLabel(r, a.runnerUpOption, s))) +
              cell(a.effect ? signedMoney(*a.effect, currency, locale)
                            : esc(FinderReport::tr("not feasible alone")),
                   true) +
              QStringLiteral("</tr>");
    html += QStringLiteral("</table>");
  }
  html +=
      QStringLiteral("<h3>%1</h3>").arg(esc(FinderReport::tr("Limits of #1, at their highest")));
  if (r.limitsOfBest.empty()) {
    html += QStringLiteral("<p>%1</p>")
                .arg(esc(FinderReport::tr("#1 owns no site with a stated limit, and the scenario "
                                          "states no budget or rented share.")));
  } else {
    html += QStringLiteral("<ul>");
    for (const BindingLimit& l : r.limitsOfBest) {
      const bool binds = l.limit > 0 && l.used >= l.limit * (1 - 1e-9);
      html += QStringLiteral("<li>%1%2</li>")
                  .arg(esc(limitLabel(l, currency, locale)),
                       binds ? QStringLiteral(" <b>%1</b>").arg(esc(FinderReport::tr("(binds)")))
                             : QString());
    }
    html += QStringLiteral("</ul>");
  }
  html += QStringLiteral("<p><i>%1</i></p>").arg(esc(exactnessLine(r, locale)));
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
  if (rank == 0) return html + finderBestHtml(r, s, currency, locale);
  html += QStringLiteral("<p><small>%1</small></p>")
              .arg(esc(FinderReport::tr("The cost by supply, what separates it and its limits "
                                        "are given for #1; add this plan to the scenario to see "
                                        "all of its results.")));
  return html;
}

}  // namespace fleetcost::ui
