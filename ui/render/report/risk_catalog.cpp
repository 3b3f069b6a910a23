// Choosing the risk charts and writing the risk section's sentences.
#include "ui/render/report/risk_catalog.h"

#include <QCoreApplication>
#include <cmath>

#include "ui/core/format/field_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/problem_text.h"
#include "ui/render/charts/risk_charts.h"

namespace fleetcost::ui {

namespace {

class RiskCatalog {
  Q_DECLARE_TR_FUNCTIONS(RiskCatalog)
};

QString tornadoName(const RiskModel& model, const Tornado& t) {
  return t.plan < 0 ? RiskCatalog::tr("owning minus renting")
                    : RiskCatalog::tr("present value of %1")
                          .arg(QString::fromStdString(model.base.plans[t.plan].name));
}

// "P5 ¥1.2 billion, median ¥2.0 billion, P95 ¥3.1 billion"
QString spread(const Distribution& d, const QString& currency, const QLocale& locale) {
  const auto money = [&](int q) {
    const auto v = d.at(q);
    return v ? formatMoneyShort(*v, currency, locale) : RiskCatalog::tr("n/a");
  };
  return RiskCatalog::tr("P5 %1, median %2, P95 %3").arg(money(5), money(50), money(95));
}

}  // namespace

QStringList riskChartIds() {
  return {QStringLiteral("tornado"), QStringLiteral("risk-distribution"),
          QStringLiteral("breakeven-map")};
}

std::vector<CatalogChart> riskCharts(const std::shared_ptr<const RiskAnalyses>& a,
                                     const QLocale& locale, int tornado) {
  std::vector<CatalogChart> charts;
  if (!a || !a->model || !a->sensitivity || !a->problems.empty() || a->model->figures.empty())
    return charts;
  const RiskModel& model = *a->model;
  const QString currency = QString::fromStdString(model.base.currency);
  const auto& tornados = a->sensitivity->tornados;
  if (!tornados.empty()) {
    const int t = tornado >= 0 && tornado < static_cast<int>(tornados.size()) ? tornado : 0;
    const Tornado& chosen = tornados[t];
    QString key;
    if (!chosen.bars.empty()) {
      const TornadoBar& top = chosen.bars.front();
      key = RiskCatalog::tr("Largest swing %1: %2")
                .arg(formatMoneyShort(top.swing, currency, locale),
                     figureShortLabel(model.figures[top.figure]));
    }
    charts.push_back({QStringLiteral("tornado"), RiskCatalog::tr("Sensitivity"),
                      tornadoName(model, chosen), key, [a, t](const ChartOptions& o) {
                        return buildTornadoChart(*a->model, a->sensitivity->tornados[t], o);
                      }});
  }
  if (a->monteCarlo && a->monteCarlo->difference && a->monteCarlo->probabilityOwningCheaper) {
    const MonteCarloResult& mc = *a->monteCarlo;
    charts.push_back(
        {QStringLiteral("risk-distribution"), RiskCatalog::tr("Monte Carlo: owning minus renting"),
         RiskCatalog::tr("%1 trials, seed %2")
             .arg(formatNumber(double(mc.trials), 0, locale), QString::number(mc.seed)),
         RiskCatalog::tr("Owning is cheaper in %1% of trials")
             .arg(formatNumber(100.0 * *mc.probabilityOwningCheaper, 1, locale)),
         [a](const ChartOptions& o) {
           return buildDifferenceDistributionChart(*a->model, *a->monteCarlo, o);
         }});
  }
  if (a->map && a->map->error.empty() && a->map->problems.empty() && !a->map->difference.empty()) {
    const BreakEvenMap& map = *a->map;
    long long owning = 0;
    for (double d : map.difference) owning += d < 0 ? 1 : 0;
    charts.push_back(
        {QStringLiteral("breakeven-map"), RiskCatalog::tr("Break-even map"),
         RiskCatalog::tr("Across: %1; up: %2")
             .arg(QString::fromStdString(map.x.label), QString::fromStdString(map.y.label)),
         RiskCatalog::tr("Owning is cheaper in %1% of the map; the line marks a tie")
             .arg(formatNumber(100.0 * double(owning) / double(map.difference.size()), 0, locale)),
         [a](const ChartOptions& o) { return buildBreakEvenMapChart(*a->model, *a->map, o); }});
  }
  return charts;
}

QString riskSummaryHtml(const RiskAnalyses& a, const QLocale& locale) {
  const auto paragraph = [](const QString& text) {
    return QStringLiteral("<p>%1</p>").arg(text.toHtmlEscaped());
  };
  if (!a.problems.empty()) {
    QString html = paragraph(RiskCatalog::tr("The ranges of these figures cannot be analysed:"));
    html += QStringLiteral("<ul>");
    for (const Problem& p : a.problems)
      html += QStringLiteral("<li>%1</li>").arg(problemLineText(p).toHtmlEscaped());
    return html + QStringLiteral("</ul>");
  }
  if (!a.model || !a.sensitivity) return {};
  const RiskModel& model = *a.model;
  if (model.figures.empty())
    return paragraph(
        RiskCatalog::tr("No figure of this scenario has a low and a high value, so "
                        "there is nothing to vary: the results above are the only "
                        "case."));
  const QString currency = QString::fromStdString(model.base.currency);
  QString html = paragraph(
      RiskCatalog::tr("%n figure(s) of the scenario have a range (low, value, high). Sensitivity "
                      "sets each alone to its low and to its high; Monte Carlo draws all of them "
                      "at once from triangular distributions. Hybrid caps and reserved "
                      "commitments stay at the base case's choice.",
                      "", static_cast<int>(model.figures.size())));
  if (a.monteCarlo && a.monteCarlo->difference && a.monteCarlo->probabilityOwningCheaper) {
    const MonteCarloResult& mc = *a.monteCarlo;
    QString text = RiskCatalog::tr(
                       "In %1 trials (seed %2), owning is cheaper than renting in %3% "
                       "of them. Owning minus renting, in present value: %4.")
                       .arg(formatNumber(double(mc.trials), 0, locale), QString::number(mc.seed),
                            formatNumber(100.0 * *mc.probabilityOwningCheaper, 1, locale),
                            spread(*mc.difference, currency, locale));
    if (mc.breakEven) {
      const Distribution& b = *mc.breakEven;
      const double never = 100.0 * double(b.infinite) / double(mc.trials);
      const auto month = [&](int q) {
        const auto v = b.at(q);
        return v ? RiskCatalog::tr("month %1").arg(formatNumber(*v, 0, locale))
                 : RiskCatalog::tr("never");
      };
      if (b.at(50))
        text +=
            QLatin1Char(' ') + RiskCatalog::tr(
                                   "The cheapest owning plan breaks even in month %1 at the median "
                                   "(P5: %2, P95: %3); it never breaks even in %4% of trials.")
                                   .arg(formatNumber(*b.at(50), 0, locale), month(5), month(95),
                                        formatNumber(never, 1, locale));
      else
        text +=
            QLatin1Char(' ') + RiskCatalog::tr(
                                   "The cheapest owning plan breaks even against renting in only "
                                   "%1% of trials.")
                                   .arg(formatNumber(100.0 - never, 1, locale));
    }
    html += paragraph(text);
  }
  const auto& tornados = a.sensitivity->tornados;
  if (!tornados.empty() && !tornados.front().bars.empty()) {
    const Tornado& t = tornados.front();
    QString list;
    const int shown = std::min<int>(3, static_cast<int>(t.bars.size()));
    for (int i = 0; i < shown; ++i) {
      const TornadoBar& bar = t.bars[i];
      list += QStringLiteral("<li>%1</li>")
                  .arg(RiskCatalog::tr("%1: from %2 to %3")
                           .arg(figureShortLabel(model.figures[bar.figure]),
                                formatMoneyShort(bar.atLow, currency, locale),
                                formatMoneyShort(bar.atHigh, currency, locale))
                           .toHtmlEscaped());
    }
    const QString output = t.plan < 0
                               ? RiskCatalog::tr(
                                     "the cheapest owning plan's present value minus the cheapest "
                                     "renting plan's")
                               : tornadoName(model, t);
    html += paragraph(RiskCatalog::tr("The figures that move %1 most (base case %2), each at its "
                                      "low and at its high:")
                          .arg(output, formatMoneyShort(t.base, currency, locale)));
    html += QStringLiteral("<ul>") + list + QStringLiteral("</ul>");
  }
  return html;
}

}  // namespace fleetcost::ui
