// The cost per million tokens table of the report.
#include "ui/render/report/token_costs_text.h"

#include <QCoreApplication>

#include "model/results/token_costs.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/strategy_labels.h"

namespace fleetcost::ui {

namespace {
class TokenCostsText {
  Q_DECLARE_TR_FUNCTIONS(TokenCostsText)
};
}  // namespace

QString tokenCostsHtml(const ScenarioResult& r, const QLocale& locale) {
  const TokenCosts costs = tokenCosts(r);
  if (costs.empty()) return {};
  const QString currency = QString::fromStdString(r.currency);
  QString html = QStringLiteral("<h3>%1</h3><p>%2</p>")
                     .arg(TokenCostsText::tr("Cost per million tokens"),
                          TokenCostsText::tr(
                              "Each workload's share of each plan's nominal cost over its tokens, "
                              "in %1 per million tokens; the lowest for each workload in bold. A "
                              "hosted API plan charges a workload its tokens at the API's prices; "
                              "the other plans share the cost of its GPU model by GPU-hours.")
                              .arg(currency.toHtmlEscaped()));
  html += QStringLiteral(
      "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"3\" border=\"1\" "
      "style=\"border-collapse: collapse; border-color: #b0b0b0;\">"
      "<tr style=\"background-color: #e8edf3;\">");
  html += QStringLiteral("<th align=\"left\">%1</th><th align=\"left\">%2</th>")
              .arg(TokenCostsText::tr("Plan"), TokenCostsText::tr("Strategy"));
  for (int w : costs.workloads)
    html += QStringLiteral("<th align=\"right\">%1</th>")
                .arg(QString::fromStdString(r.workloadNames[w]).toHtmlEscaped());
  html += QStringLiteral("</tr>");
  for (std::size_t j = 0; j < r.plans.size(); ++j) {
    html += QStringLiteral("<tr><td>%1</td><td>%2</td>")
                .arg(QString::fromStdString(r.plans[j].name).toHtmlEscaped(),
                     strategyLabel(r.plans[j].strategy));
    for (std::size_t k = 0; k < costs.workloads.size(); ++k) {
      const std::optional<double>& cost = costs.byPlan[j][k];
      QString text = cost ? formatUnitPrice(*cost, currency, locale) : QStringLiteral("—");
      if (costs.cheapestPlan[k] == static_cast<int>(j))
        text = QStringLiteral("<b>%1</b>").arg(text);
      html += QStringLiteral("<td align=\"right\">%1</td>").arg(text);
    }
    html += QStringLiteral("</tr>");
  }
  return html + QStringLiteral("</table>");
}

}  // namespace fleetcost::ui
