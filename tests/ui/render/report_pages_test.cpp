// Reports a board reads (issue 14): the shipped example's report (rendered once, shared by these
// tests) is under 20 pages besides the plan finder's page (at most two), opens with a one-page
// summary that states the answer, the inputs that decide it and what it takes for owning to win
// (the numbers fleetcost-cli thresholds prints), and no page that holds a chart is more than half
// empty (the pages rendered with pdftoppm and their painted rows measured); the comparison of the
// example's three scenarios has each one's summary and key charts and one register with its
// sources.
#include <gtest/gtest.h>

#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/stale_figures.h"
#include "model/evaluation/workbook_check.h"
#include "model/risk/risk_analyses.h"
#include "support/pdf_text.h"
#include "support/test_workbooks.h"
#include "ui/render/report/pdf_report.h"
#include "ui/render/report/threshold_text.h"

namespace fleetcost::ui {
namespace {

using test::pdfText;

struct Rendered {
  QTemporaryDir dir;
  QString single, comparison;
  std::vector<Scenario> scenarios;
  std::vector<ScenarioResult> results;
  std::vector<ScenarioAnalyses> analyses;
};

// The example's three scenarios, their analyses (Monte Carlo with 2,000 trials: the layout is
// under test here, not the trials), the first's report and the comparison of all three.
const Rendered& rendered() {
  static const std::unique_ptr<Rendered> r = [] {
    auto out = std::make_unique<Rendered>();
    const CheckedWorkbook checked =
        checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
    out->scenarios = checked.workbook->scenarios;
    for (std::size_t i = 0; i < out->scenarios.size(); ++i) {
      const int index = static_cast<int>(i);
      out->results.push_back(*evaluateScenario(out->scenarios[i], index).result);
      // Its stale prices as the command line adds them (the example states its prices' date,
      // so today does not count): the register marks them within the page budget.
      out->results.back().stalePrices = staleFigures(*checked.workbook, i, "2000-01-01");
      ScenarioAnalyses a;
      a.risk = analyseRisk(out->scenarios[i], index, {}, 2000);
      a.thresholds = analyseThresholds(a.risk->model);
      out->analyses.push_back(a);
    }
    ReportOptions options;
    options.workbookName = QStringLiteral("tokyo-vs-hong-kong.fleetcost");
    options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
    options.risk = out->analyses[0].risk;
    options.thresholds = out->analyses[0].thresholds;
    out->single = out->dir.filePath(QStringLiteral("single.pdf"));
    EXPECT_EQ(writeScenarioReport(out->single, out->scenarios[0], out->results[0], options),
              QString());
    std::vector<const Scenario*> scenarios;
    std::vector<const ScenarioResult*> results;
    for (std::size_t i = 0; i < out->scenarios.size(); ++i) {
      scenarios.push_back(&out->scenarios[i]);
      results.push_back(&out->results[i]);
    }
    options.risk.reset();
    options.thresholds.reset();
    options.scenarioAnalyses = out->analyses;
    out->comparison = out->dir.filePath(QStringLiteral("comparison.pdf"));
    EXPECT_EQ(writeComparisonReport(out->comparison, scenarios, results, options), QString());
    return out;
  }();
  return *r;
}

// Each page's text (pdftotext separates pages with form feeds).
QStringList pdfPages(const QString& pdf) {
  QProcess process;
  process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
  EXPECT_TRUE(process.waitForFinished(60000)) << "pdftotext (poppler-utils) is needed";
  return QString::fromUtf8(process.readAllStandardOutput()).split(QChar(0x0C));
}

// Each page as an image (pdftoppm at 30 dots per inch: an A4 page is 248 × 351).
std::vector<QImage> pages(const QString& pdf) {
  const QString prefix = QFileInfo(pdf).absolutePath() + QStringLiteral("/") +
                         QFileInfo(pdf).completeBaseName() + QStringLiteral("-page");
  QProcess process;
  process.start(QStringLiteral("pdftoppm"),
                {QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-png"), pdf, prefix});
  EXPECT_TRUE(process.waitForFinished(120000)) << "pdftoppm (poppler-utils) is needed";
  std::vector<QImage> out;
  QDir dir(QFileInfo(pdf).absolutePath());
  for (const QString& name : dir.entryList({QFileInfo(prefix).fileName() + QStringLiteral("*.png")},
                                           QDir::Files, QDir::Name))
    out.push_back(QImage(dir.filePath(name)).convertToFormat(QImage::Format_RGB32));
  return out;
}

// A chart page has coloured areas: 1 % of its pixels or more well away from grey.
bool holdsAChart(const QImage& page) {
  long long coloured = 0;
  for (int y = 0; y < page.height(); ++y)
    for (int x = 0; x < page.width(); ++x) {
      const QColor c = page.pixelColor(x, y);
      if (c.hsvSaturationF() > 0.3 && c.valueF() < 0.97) ++coloured;
    }
  return coloured >= page.width() * page.height() / 100;
}

// The share of the page's text area (between the top margin and the footer) from its top to the
// lowest row with ink: a page filled to the bottom is 1, a half-empty one under 0.5.
double filled(const QImage& page) {
  const int top = page.height() * 13 / 297;                     // 13 mm margins on an A4 page
  const int bottom = page.height() - page.height() * 22 / 297;  // the margin and the footer
  int lowest = top;
  for (int y = top; y < bottom; ++y)
    for (int x = 0; x < page.width(); ++x)
      if (qGray(page.pixel(x, y)) < 235) {
        lowest = y;
        break;
      }
  return double(lowest - top) / double(bottom - top);
}

void expectChartPagesFilled(const QString& pdf) {
  const std::vector<QImage> images = pages(pdf);
  ASSERT_FALSE(images.empty());
  int charts = 0;
  for (std::size_t i = 0; i < images.size(); ++i) {
    if (!holdsAChart(images[i])) continue;
    ++charts;
    EXPECT_GE(filled(images[i]), 0.5) << pdf.toStdString() << " page " << i + 1;
  }
  EXPECT_GE(charts, 4) << pdf.toStdString();  // the measure found the chart pages
}

TEST(ReportPages, UnderTwentyPagesAndNoChartPageHalfEmpty) {
  const Rendered& r = rendered();
  const QString text = pdfText(r.single);
  const QStringList pageMarks = text.split(QStringLiteral("Page 1 of "));
  ASSERT_EQ(pageMarks.size(), 2);
  const int pageCount = pageMarks[1].section(QLatin1Char(' '), 0, 0).toInt();
  // The plan finder's "How the plan was found" (up to two pages, from its heading to the risk
  // section's) comes on top of the board report's twenty.
  const QStringList pageTexts = pdfPages(r.single);
  int finderFrom = -1, riskFrom = -1;
  for (int i = 0; i < pageTexts.size(); ++i) {
    if (finderFrom < 0 && pageTexts[i].contains(QStringLiteral("How the plan was found")))
      finderFrom = i;
    if (riskFrom < 0 && pageTexts[i].contains(QStringLiteral("Risk: how robust is the answer?")))
      riskFrom = i;
  }
  ASSERT_GE(finderFrom, 0);
  ASSERT_GT(riskFrom, finderFrom);
  EXPECT_LE(riskFrom - finderFrom, 2);
  EXPECT_LT(pageCount - (riskFrom - finderFrom), 20);
  expectChartPagesFilled(r.single);
}

// The first page: the answer, the drivers with their sources, and the thresholds in the words
// of the results panel, with the numbers of the CLI's call (analyseThresholds, three nearest).
TEST(ReportPages, TheSummaryStatesTheAnswerItsDriversAndThresholds) {
  const Rendered& r = rendered();
  QProcess process;
  process.start(QStringLiteral("pdftotext"),
                {QStringLiteral("-l"), QStringLiteral("1"), r.single, QStringLiteral("-")});
  ASSERT_TRUE(process.waitForFinished(60000));
  const QString first = QString::fromUtf8(process.readAllStandardOutput()).simplified();
  for (const QString& part :
       {QStringLiteral("Executive summary"), QStringLiteral("the cheapest plan is"),
        QStringLiteral("What decides it"), QStringLiteral("What it takes for owning to win")})
    EXPECT_TRUE(first.contains(part)) << part.toStdString();
  // The largest swing's figure, and a source of the register ("[...]" references, dates).
  const Tornado& tornado = r.analyses[0].risk->sensitivity->tornados.front();
  const RangedFigure& top = r.analyses[0].risk->model->figures[tornado.bars.front().figure];
  EXPECT_TRUE(first.contains(QString::fromStdString(top.subject))) << top.subject;
  const QStringList sentences =
      mostInformativeSentences(*r.analyses[0].thresholds, QLocale(QLocale::English));
  // Two inputs cross in a meaningful range with the presets of 2026-12 (thresholds_view_test).
  ASSERT_EQ(sentences.size(), 2);
  for (const QString& s : sentences) {
    // pdftotext breaks lines: compare the first words, which hold the input and its value.
    const QString start = s.section(QLatin1Char(' '), 0, 9);
    EXPECT_TRUE(first.contains(start)) << start.toStdString();
  }
}

TEST(ReportPages, ComparisonHasEachScenariosChartsAndOneRegister) {
  const Rendered& r = rendered();
  const QString text = pdfText(r.comparison);
  for (const Scenario& s : r.scenarios)
    EXPECT_GE(text.count(QString::fromStdString(*s.name)), 2) << *s.name;  // cover, heading
  for (const QString& part :
       {QStringLiteral("What it takes for owning to win"), QStringLiteral("What decides it"),
        QStringLiteral("Cumulative cost by plan"),
        QStringLiteral("Present value by plan and category"), QStringLiteral("Sensitivity"),
        QStringLiteral("Appendix: assumptions register"), QStringLiteral("Sources")})
    EXPECT_TRUE(text.contains(part)) << part.toStdString();
  EXPECT_EQ(text.count(QStringLiteral("Appendix: assumptions register")), 1);
  // The cover lists the scenarios under the facts, not as "Workbook: ... · • ... · • ...".
  EXPECT_FALSE(text.contains(QStringLiteral("· •"))) << text.left(400).toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("Workbook: tokyo-vs-hong-kong.fleetcost")));
  expectChartPagesFilled(r.comparison);
}

}  // namespace
}  // namespace fleetcost::ui
