// The drivers table and the thresholds' sentences.
#include "ui/render/report/summary_text.h"

#include <QCoreApplication>
#include <cmath>

#include "model/scenario/figure_walk.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/unit_labels.h"
#include "ui/render/report/report_html.h"
#include "ui/render/report/threshold_text.h"

namespace fleetcost::ui {

namespace {

using report::breakable;
using report::Report;

QString number(double v, const QLocale& locale) {
  return formatTrimmed(v, std::fabs(v) >= 100 ? 0 : 4, locale);
}

// The source of a figure, to about a line: "[estimate] digiterialabs.com … (2026-03)".
QString sourceOf(const RiskModel& model, const RangedFigure& f) {
  const std::string inScenario = f.pointer.substr(model.pointer.size());
  for (const FigureEntry& e : scenarioFigures(model.scenario)) {
    if (e.pointer != inScenario) continue;
    QString source = QString::fromStdString(e.figure->source).simplified();
    if (source.isEmpty()) source = Report::tr("no source stated");
    if (source.size() > 90) source = source.left(88) + QStringLiteral(" …");
    source = breakable(source.toHtmlEscaped());  // long URLs may wrap
    if (!e.figure->asOf.empty())
      source += QStringLiteral(" (%1)").arg(QString::fromStdString(e.figure->asOf).toHtmlEscaped());
    return source;
  }
  return {};
}

}  // namespace

QString driversHtml(const RiskAnalyses& a, const QLocale& locale, int count) {
  if (!a.model || !a.sensitivity || a.sensitivity->tornados.empty()) return {};
  const Tornado& t = a.sensitivity->tornados.front();
  if (t.plan >= 0 || t.bars.empty()) return {};  // the difference's tornado comes first
  const RiskModel& m = *a.model;
  const QString currency = QString::fromStdString(m.base.currency);
  const auto money = [&](double v) { return formatMoneyShort(v, currency, locale); };
  QString html =
      QStringLiteral("<p>%1</p>")
          .arg(
              Report::tr("Owning minus renting is %1 today (below 0 owning is cheaper). The inputs "
                         "that move it most, each alone from its low to its high value:")
                  .arg(money(t.base)));
  html += QStringLiteral(
      "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\" border=\"1\" "
      "style=\"border-collapse: collapse; border-color: #b0b0b0; font-size: 8pt;\">"
      "<tr style=\"background-color: #e8edf3;\">");
  for (const auto& [width, title] :
       {std::pair{26, Report::tr("Input")}, std::pair{14, Report::tr("Value (low – high)")},
        std::pair{10, Report::tr("Unit")},
        std::pair{16, Report::tr("Owning minus renting at "
                                 "low / high")},
        std::pair{34, Report::tr("Source (date)")}})
    html += QStringLiteral("<th width=\"%1%\" align=\"left\">%2</th>").arg(width).arg(title);
  html += QStringLiteral("</tr>");
  const int shown = std::min<int>(count, static_cast<int>(t.bars.size()));
  for (int i = 0; i < shown; ++i) {
    const TornadoBar& b = t.bars[i];
    const RangedFigure& f = m.figures[b.figure];
    html +=
        QStringLiteral(
            "<tr><td>%1</td><td align=\"right\">%2 (%3 – %4)</td><td>%5</td>"
            "<td align=\"right\">%6 / %7</td><td>%8</td></tr>")
            .arg(figureShortLabel(f).toHtmlEscaped(), number(f.value, locale),
                 number(f.low, locale), number(f.high, locale), unitText(f.unit).toHtmlEscaped(),
                 money(b.atLow), money(b.atHigh), sourceOf(m, f));
  }
  return html + QStringLiteral("</table>");
}

QString thresholdsHtml(const ThresholdAnalysis& a, const QLocale& locale) {
  if (!a.model || !a.result.error.empty() || !a.result.unanswered.empty() ||
      !a.result.problems.empty())
    return {};
  QString html = QStringLiteral("<p>%1</p>").arg(thresholdPairSentence(a, locale).toHtmlEscaped());
  const QStringList sentences = mostInformativeSentences(a, locale);
  if (sentences.isEmpty())
    return html + QStringLiteral("<p>%1</p>")
                      .arg(Report::tr("No input searched (utilisation, rental prices, energy and "
                                      "server price, discount rate, horizon) turns the answer "
                                      "within its range."));
  html += QStringLiteral("<ul>");
  for (const QString& s : sentences) html += QStringLiteral("<li>%1</li>").arg(s.toHtmlEscaped());
  html += QStringLiteral("</ul>");
  return html + QStringLiteral("<p><small>%1</small></p>")
                    .arg(Report::tr("The thresholds nearest to today's values, relatively: each "
                                    "input alone, every other at its value, the plans' fleets, "
                                    "caps and reservations chosen again (fleetcost-cli "
                                    "thresholds lists every input)."));
}

}  // namespace fleetcost::ui
