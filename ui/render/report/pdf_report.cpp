// The report's sections, one function each, in the order they appear; a section only adds to
// the ReportDocument. A new table is a new function called from writeScenarioReport.
#include "ui/render/report/pdf_report.h"

#include <QApplication>
#include <QDate>

#include "model/finder/plan_finder.h"
#include "model/risk/risk_analyses.h"
#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/report/assumptions_register.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/finder_catalog.h"
#include "ui/render/report/finder_text.h"
#include "ui/render/report/report_document.h"
#include "ui/render/report/report_text.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/render/report/summary_text.h"
#include "ui/render/report/token_costs_text.h"

namespace fleetcost::ui {

namespace {

class PdfReport {
  Q_DECLARE_TR_FUNCTIONS(PdfReport)
};

// Room for a chart's heading, key number and caption, in points.
constexpr double kChartTextPoints = 70;

ChartOptions chartOptions(const ScenarioResult& r, const ReportOptions& options) {
  ChartOptions o;
  o.currency = QString::fromStdString(r.currency);
  o.locale = options.locale;
  o.theme = ChartTheme::Light;
  o.interactive = false;
  return o;
}

// A chart with its title and key number above and what it follows below.
void titledChart(ReportDocument& d, const CatalogChart& c, const ChartOptions& options,
                 double height) {
  d.html(QStringLiteral("<h3>%1</h3><p>%2</p>")
             .arg(c.title.toHtmlEscaped(), c.keyNumber.toHtmlEscaped()));
  d.chart(c.build, options, c.subject, height);
}

// Charts two to a page at half its height each; one left over fills a page of its own.
void chartPages(ReportDocument& d, const std::vector<CatalogChart>& charts,
                const ChartOptions& options) {
  for (std::size_t i = 0; i < charts.size(); i += 2) {
    d.pageBreak();
    const bool pair = i + 1 < charts.size();
    const double height = d.pageShare(pair ? 0.5 : 0.9, kChartTextPoints);
    titledChart(d, charts[i], options, height);
    if (pair) titledChart(d, charts[i + 1], options, height);
  }
}

// The first lines of a report: title, subtitle, facts on one line ("Workbook: ... · Horizon:
// ..."), then `items` (escaped HTML, e.g. the scenarios compared) as a list of their own.
void cover(ReportDocument& d, const QString& title, const QString& subtitle,
           const ReportOptions& options, const QStringList& facts, const QStringList& items = {}) {
  QString html = QStringLiteral("<p style=\"color: #1f3a5f;\"><b>FleetCost</b></p>");
  html += QStringLiteral("<h1>%1</h1>").arg(title.toHtmlEscaped());
  html += QStringLiteral("<p style=\"font-size: 12pt;\">%1</p>").arg(subtitle.toHtmlEscaped());
  if (!facts.isEmpty()) html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral(" · ")));
  if (!items.isEmpty())
    html += QStringLiteral("<ul><li>%1</li></ul>").arg(items.join(QStringLiteral("</li><li>")));
  html += QStringLiteral("<p><small>%1</small></p>")
              .arg(PdfReport::tr("Prepared on %1 with FleetCost %2.")
                       .arg(options.locale.toString(QDate::currentDate(), QLocale::LongFormat),
                            QApplication::applicationVersion()));
  d.html(html);
}

QStringList scenarioFacts(const Scenario& s, const ScenarioResult& r,
                          const ReportOptions& options) {
  QStringList facts;
  if (!options.workbookName.isEmpty())
    facts << PdfReport::tr("Workbook: %1").arg(options.workbookName.toHtmlEscaped());
  facts << PdfReport::tr("Horizon: %n month(s); amounts in %1", "", r.horizonMonths)
               .arg(QString::fromStdString(r.currency));
  facts << PdfReport::tr("Discount rate: %1 % a year; %2")
               .arg(formatNumber(s.discountRateAnnual.value * 100.0, 1, options.locale),
                    r.afterTax ? PdfReport::tr("after tax") : PdfReport::tr("before tax"));
  facts << PdfReport::tr("%n plan(s)", "", static_cast<int>(r.plans.size())) +
               QStringLiteral("; ") +
               PdfReport::tr("%n workload(s)", "", static_cast<int>(r.workloadNames.size()));
  return facts;
}

// The answer, the inputs that decide it and what it takes for owning to win: one page.
void executiveSummary(ReportDocument& d, const ScenarioResult& r, const ScenarioAnalyses& a,
                      const QLocale& locale, bool ownHeading = true) {
  if (ownHeading) d.html(QStringLiteral("<h2>%1</h2>").arg(PdfReport::tr("Executive summary")));
  d.html(executiveSummaryHtml(r, locale));
  if (a.risk) {
    const QString drivers = driversHtml(*a.risk, locale);
    if (!drivers.isEmpty())
      d.html(QStringLiteral("<h3>%1</h3>").arg(PdfReport::tr("What decides it")) + drivers);
  }
  if (a.thresholds) {
    const QString thresholds = thresholdsHtml(*a.thresholds, locale);
    if (!thresholds.isEmpty())
      d.html(QStringLiteral("<h3>%1</h3>").arg(PdfReport::tr("What it takes for owning to win")) +
             thresholds);
  }
}

// Key figures with the cumulative chart (or, in a scenario with token workloads priced by a
// hosted API plan, with the cost per million tokens), then the other results charts two to a page.
void resultsSection(ReportDocument& d, const ScenarioResult& r, const ReportOptions& options) {
  const ChartOptions o = chartOptions(r, options);
  std::vector<CatalogChart> charts = catalogCharts(r);
  d.heading(PdfReport::tr("Key figures"));
  d.html(keyFiguresHtml(r, options.locale));
  if (const QString tokens = tokenCostsHtml(r, options.locale); !tokens.isEmpty()) {
    d.html(tokens);  // fills the page's lower half: every chart on the pages after
  } else if (!charts.empty()) {
    titledChart(d, charts.front(), o, d.pageShare(0.5, kChartTextPoints));
    charts.erase(charts.begin());
  }
  chartPages(d, charts, o);
}

// "How the plan was found": the plan finder (docs/finder.md) run on the scenario, its top five,
// the Pareto chart, and #1's cost by supply and workload, what separates it from #2 and its
// limits. Left out when the scenario cannot be searched.
void finderSection(ReportDocument& d, const Scenario& s, const ScenarioResult& r,
                   const ReportOptions& options) {
  if (!options.planFinder) return;
  FinderOptions find;
  find.top = 5;
  // One thread: the example's search takes a tenth of a second, a report may already be built
  // off the GUI thread, and no thread is started and stopped inside a report.
  find.threads = 1;
  find.objective =
      r.afterTax ? FinderObjective::PresentValueAfterTax : FinderObjective::PresentValue;
  const auto found = std::make_shared<const FinderResult>(findPlans(s, r.scenarioIndex, find));
  if (!found->problems.empty() || found->ranked.empty()) return;
  const QString currency = QString::fromStdString(r.currency);
  d.heading(PdfReport::tr("How the plan was found"));
  d.html(finderSearchHtml(*found, currency, options.locale));
  // The chart first, so that it stays on the section's first page however long the table is.
  const ChartOptions o = chartOptions(r, options);
  for (const CatalogChart& c : finderCharts(found, currency, options.locale))
    titledChart(d, c, o, d.pageShare(0.28, 0));
  d.html(QStringLiteral("<h3>%1</h3>")
             .arg(PdfReport::tr("The best plans (top %1)").arg(found->ranked.size())));
  d.html(finderRankedHtml(*found, s, currency, options.locale, find.top));
  d.html(finderBestHtml(*found, s, currency, options.locale));
}

// The risk section's sentences and the tornado on one page; Monte Carlo and the map on the next.
void riskSection(ReportDocument& d, const std::shared_ptr<const RiskAnalyses>& risk,
                 const ScenarioResult& r, const ReportOptions& options) {
  const ChartOptions o = chartOptions(r, options);
  d.heading(PdfReport::tr("Risk: how robust is the answer?"));
  d.html(riskSummaryHtml(*risk, options.locale));
  std::vector<CatalogChart> charts = riskCharts(risk, options.locale);
  if (charts.empty()) return;
  if (charts.front().id == QLatin1String("tornado")) {
    titledChart(d, charts.front(), o, d.pageShare(0.6, 0));
    charts.erase(charts.begin());
  }
  chartPages(d, charts, o);
}

void cashFlowsSection(ReportDocument& d, const ScenarioResult& r, const QLocale& locale) {
  d.heading(PdfReport::tr("Yearly cash flows"));
  d.html(yearlyCashFlowsHtml(r, locale));
}

// Warnings, method and tax rules run on after the cash flows.
void notesSection(ReportDocument& d, const Scenario& s, const ScenarioResult& r,
                  const QLocale& locale) {
  d.html(QStringLiteral("<h2>%1</h2>").arg(PdfReport::tr("Warnings")));
  d.html(warningsHtml(r));
  d.html(QStringLiteral("<h2>%1</h2>").arg(PdfReport::tr("Method")));
  d.html(methodNotesHtml(r));
  d.html(QStringLiteral("<h3>%1</h3>").arg(PdfReport::tr("Tax rules")));
  d.html(taxRulesHtml(s, locale));
}

// Runs on after what comes before it (a register of many pages needs no page of its own).
void assumptionsSection(ReportDocument& d, const std::vector<const Scenario*>& scenarios,
                        const std::vector<QString>& names, const QLocale& locale,
                        const std::vector<const StalePrices*>& stale) {
  d.html(QStringLiteral("<h2>%1</h2>").arg(PdfReport::tr("Appendix: assumptions register")));
  d.html(scenarios.size() == 1 ? assumptionsHtml(*scenarios.front(), locale, stale.front())
                               : assumptionsHtml(scenarios, names, locale, stale));
}

// A comparison's page for one scenario: its summary and its cumulative cost; then its present
// value and tornado.
void scenarioDigest(ReportDocument& d, const QString& name, const ScenarioResult& r,
                    const ScenarioAnalyses& a, const ReportOptions& options) {
  d.heading(name);
  executiveSummary(d, r, a, options.locale, false);
  if (const QString tokens = tokenCostsHtml(r, options.locale); !tokens.isEmpty()) d.html(tokens);
  const ChartOptions o = chartOptions(r, options);
  std::vector<CatalogChart> key;
  for (const CatalogChart& c : catalogCharts(r))
    if (c.id == QLatin1String("cumulative") || c.id == QLatin1String("present-value"))
      key.push_back(c);
  if (a.risk)
    for (const CatalogChart& c : riskCharts(a.risk, options.locale))
      if (c.id == QLatin1String("tornado")) key.push_back(c);
  chartPages(d, key, o);
}

}  // namespace

QString writeScenarioReport(const QString& path, const Scenario& s, const ScenarioResult& r,
                            const ReportOptions& options) {
  ReportDocument d(options.pageSize);
  const QString name = QString::fromStdString(r.name);
  d.setFooter(PdfReport::tr("FleetCost — %1").arg(name));
  cover(d, name, PdfReport::tr("Renting or owning GPU servers: the cost comparison"), options,
        scenarioFacts(s, r, options));
  executiveSummary(d, r, {options.risk, options.thresholds}, options.locale);
  resultsSection(d, r, options);
  finderSection(d, s, r, options);
  if (options.risk) riskSection(d, options.risk, r, options);
  cashFlowsSection(d, r, options.locale);
  notesSection(d, s, r, options.locale);
  assumptionsSection(d, {&s}, {name}, options.locale, {&r.stalePrices});
  return d.print(path, name);
}

QString writeComparisonReport(const QString& path, const std::vector<const Scenario*>& scenarios,
                              const std::vector<const ScenarioResult*>& results,
                              const ReportOptions& options) {
  ReportDocument d(options.pageSize);
  std::vector<QString> names;
  for (const Scenario* s : scenarios) names.push_back(QString::fromStdString(s->name.value_or("")));
  const QString title =
      PdfReport::tr("Comparison of %n scenario(s)", "", static_cast<int>(names.size()));
  d.setFooter(PdfReport::tr("FleetCost — %1").arg(title));
  QStringList facts, listed;
  if (!options.workbookName.isEmpty())
    facts << PdfReport::tr("Workbook: %1").arg(options.workbookName.toHtmlEscaped());
  for (const QString& n : names) listed << n.toHtmlEscaped();
  cover(d, title, PdfReport::tr("Renting or owning GPU servers: scenarios side by side"), options,
        facts, listed);
  const auto analysesOf = [&](std::size_t i) {
    return i < options.scenarioAnalyses.size() ? options.scenarioAnalyses[i] : ScenarioAnalyses{};
  };
  std::vector<const ThresholdAnalysis*> thresholds;
  for (std::size_t i = 0; i < results.size(); ++i)
    thresholds.push_back(analysesOf(i).thresholds.get());
  d.html(QStringLiteral("<h2>%1</h2>").arg(PdfReport::tr("Side by side")));
  d.html(comparisonHtml(results, names, options.locale, thresholds));
  const ScenarioResult* first = nullptr;
  for (const ScenarioResult* r : results)
    if (r && !first) first = r;
  if (first) {
    const int plan = focusPlan(*first);
    const QString planName = QString::fromStdString(first->plans[plan].name);
    d.html(QStringLiteral("<h3>%1</h3>")
               .arg(PdfReport::tr("Cumulative cost of %1").arg(planName.toHtmlEscaped())));
    d.chart([results, names, planName](
                const ChartOptions& o) { return buildCompareChart(results, names, planName, o); },
            chartOptions(*first, options), {}, d.pageShare(0.4, 0));
  }
  std::vector<const Scenario*> stated;
  std::vector<QString> statedNames;
  std::vector<const StalePrices*> statedStale;
  for (std::size_t i = 0; i < results.size(); ++i) {
    if (!results[i]) {
      d.heading(names[i]);
      d.html(PdfReport::tr("<p>This scenario has problems; fix them to see its results.</p>"));
      continue;
    }
    scenarioDigest(d, names[i], *results[i], analysesOf(i), options);
    stated.push_back(scenarios[i]);
    statedNames.push_back(names[i]);
    statedStale.push_back(&results[i]->stalePrices);
  }
  if (!stated.empty()) assumptionsSection(d, stated, statedNames, options.locale, statedStale);
  return d.print(path, title);
}

}  // namespace fleetcost::ui
