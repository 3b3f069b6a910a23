// The risk analyses in reports, slides and the presentation (issue 5, item 4), on the teaching
// example with one ranged figure whose effect is worked out by hand, and the Risk tab of the
// main window: "this chart" exports the risk chart shown.
#include <gtest/gtest.h>

#include <QDockWidget>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

#include "model/evaluation/evaluate.h"
#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "support/pdf_text.h"
#include "support/test_workbooks.h"
#include "ui/core/format/number_format.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/report/pdf_report.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/shell/actions/export_actions.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/present/presentation_window.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {
namespace {

using test::pdfText;

// The teaching example (docs/teaching-example.md) with the reserved price ranged 1,168..1,752
// per GPU-month (1,460 ± 20%). By hand, no discounting, reservations held at 16 GPUs a term:
//   Rent reserved = 24 × (16 r + 4 GPUs × 730 h × 3.00) = 24 × (16 r + 8,760):
//     r = 1,168: 24 × 27,448 = 658,752;  r = 1,752: 24 × 36,792 = 883,008.
//   Rent on demand 1,051,200 stays above it; the cheapest owning plan is Hybrid, 799,840.
//   Owning minus renting: low 799,840 − 658,752 = 141,088; high 799,840 − 883,008 = −83,168.
//   Owning is cheaper when 24 × (16 r + 8,760) > 799,840, i.e. r > 1,535.4167; for the
//   triangular (1,168, 1,460, 1,752): P = (1,752 − 1,535.4167)² / (584 × 292) = 0.27508.
Workbook rangedTeachingWorkbook() {
  ReadWorkbook read =
      readWorkbookFile(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
  EXPECT_TRUE(read.problems.empty());
  Workbook workbook = *read.workbook;
  Figure& price = workbook.scenarios[0].rentalOffers[0].reservedPerGpuMonth;
  EXPECT_EQ(price.value, 1460.0);
  price.low = 1168.0;
  price.high = 1752.0;
  return workbook;
}

class RiskReport : public ::testing::Test {
 protected:
  void SetUp() override {
    workbook_ = rangedTeachingWorkbook();
    analyses_ = analyseRisk(workbook_.scenarios[0], 0, {});
    ASSERT_TRUE(analyses_);
    ASSERT_TRUE(analyses_->problems.empty());
  }
  Workbook workbook_;
  std::shared_ptr<const RiskAnalyses> analyses_;
};

TEST_F(RiskReport, AnalysesMatchTheHandWorkedCase) {
  ASSERT_TRUE(analyses_->sensitivity);
  const Tornado& difference = analyses_->sensitivity->tornados.front();
  ASSERT_EQ(difference.plan, -1);
  EXPECT_NEAR(difference.base, 28960.0, 1e-6);  // 799,840 − 770,880
  ASSERT_EQ(difference.bars.size(), 1u);
  EXPECT_NEAR(difference.bars[0].atLow, 141088.0, 1e-6);
  EXPECT_NEAR(difference.bars[0].atHigh, -83168.0, 1e-6);
  ASSERT_TRUE(analyses_->monteCarlo && analyses_->monteCarlo->probabilityOwningCheaper);
  EXPECT_EQ(analyses_->monteCarlo->trials, kRiskTrials);
  EXPECT_EQ(analyses_->monteCarlo->seed, kRiskSeed);
  // 10,000 trials: standard error sqrt(0.275 × 0.725 / 10,000) = 0.0045; 3.3 of them.
  EXPECT_NEAR(*analyses_->monteCarlo->probabilityOwningCheaper, 0.27508, 0.015);
  EXPECT_TRUE(analyses_->map.has_value());
}

TEST_F(RiskReport, CatalogHasTheThreeRiskChartsWithTheirKeyNumbers) {
  const QLocale english(QLocale::English, QLocale::UnitedStates);
  const std::vector<CatalogChart> charts = riskCharts(analyses_, english);
  QStringList ids;
  for (const CatalogChart& c : charts) ids << c.id;
  EXPECT_EQ(ids, riskChartIds());
  // The largest (only) swing: |−83,168 − 141,088| = 224,256.
  EXPECT_TRUE(charts[0].keyNumber.contains(formatMoneyShort(224256.0, "USD", english)))
      << charts[0].keyNumber.toStdString();
  // The figure by its short label: the field and the offer's GPU and region ("H100 cloud,
  // Tokyo" is an H100 in Tokyo).
  EXPECT_TRUE(charts[0].keyNumber.contains(QStringLiteral("Reserved / GPU-month · H100 Tokyo")))
      << charts[0].keyNumber.toStdString();
  const QString percent =
      formatNumber(100.0 * *analyses_->monteCarlo->probabilityOwningCheaper, 1, english);
  EXPECT_EQ(charts[1].keyNumber, QStringLiteral("Owning is cheaper in %1% of trials").arg(percent));
  for (const CatalogChart& c : charts) {
    std::unique_ptr<QChart> chart(c.build(ChartOptions{}));
    EXPECT_FALSE(chart->series().isEmpty()) << c.id.toStdString();
  }
  // Another output: the tornado of a plan's own present value.
  const std::vector<CatalogChart> plan = riskCharts(analyses_, english, 2);
  EXPECT_TRUE(plan[0].subject.startsWith(QStringLiteral("present value of ")))
      << plan[0].subject.toStdString();
}

TEST_F(RiskReport, NoRangeNoRiskCharts) {
  ReadWorkbook read =
      readWorkbookFile(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
  const auto plain = analyseRisk(read.workbook->scenarios[0], 0, {});
  ASSERT_TRUE(plain && plain->model);
  EXPECT_TRUE(riskCharts(plain).empty());
  EXPECT_TRUE(riskSummaryHtml(*plain, QLocale::c()).contains(QStringLiteral("nothing to vary")));
}

TEST_F(RiskReport, PdfHasTheRiskSectionWithTheHandWorkedFigures) {
  const ScenarioEvaluation e = evaluateScenario(workbook_.scenarios[0], 0);
  ASSERT_TRUE(e.result);
  QTemporaryDir dir;
  ReportOptions options;
  options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
  const QString without = dir.filePath(QStringLiteral("without.pdf"));
  ASSERT_EQ(writeScenarioReport(without, workbook_.scenarios[0], *e.result, options), QString());
  EXPECT_FALSE(pdfText(without).contains(QStringLiteral("Risk: how robust")));

  options.risk = analyses_;
  const QString with = dir.filePath(QStringLiteral("with.pdf"));
  ASSERT_EQ(writeScenarioReport(with, workbook_.scenarios[0], *e.result, options), QString());
  const QString text = pdfText(with);
  EXPECT_TRUE(text.contains(QStringLiteral("Risk: how robust is the answer?")));
  // "1 figure of the scenario has": the English plural comes from fleetcost_en.qm, which the
  // programs install and this test does not.
  EXPECT_TRUE(text.contains(QStringLiteral("1 figure"))) << text.toStdString();
  EXPECT_TRUE(text.contains(QStringLiteral("In 10,000 trials (seed 1), owning is cheaper")));
  // The swing of the only ranged figure, from 141,088 to −83,168 (see the top of this file).
  const QString swing = QStringLiteral("from %1 to %2")
                            .arg(formatMoneyShort(141088.0, "USD", options.locale),
                                 formatMoneyShort(-83168.0, "USD", options.locale));
  EXPECT_TRUE(text.contains(swing)) << swing.toStdString();
  for (const QString& title :
       {QStringLiteral("Sensitivity"), QStringLiteral("Monte Carlo: owning minus renting"),
        QStringLiteral("Break-even map")})
    EXPECT_TRUE(text.contains(title)) << title.toStdString();
}

TEST_F(RiskReport, PresentationEndsWithTheRiskSlides) {
  const SnapshotPtr snapshot = evaluateWorkbook(workbook_, 1);
  PresentationWindow window(snapshot, 0, riskCharts(analyses_));
  EXPECT_EQ(window.slideCount(), 6 + 3);  // the six results charts, then the risk charts
  window.goTo(8);
  EXPECT_EQ(window.currentTitle(), QStringLiteral("Break-even map"));
}

// The Risk tab shares the results' place, analyses only when shown, and "this chart" is then
// the risk chart on screen.
TEST(RiskTab, AnalysesWhenShownAndExportsTheChartOnScreen) {
  QTemporaryDir dir;
  const QString file = dir.filePath(QStringLiteral("ranged.fleetcost"));
  {
    Workbook workbook = rangedTeachingWorkbook();
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(writeWorkbookText(workbook)));
  }
  MainWindow window;
  window.resize(1400, 900);
  window.show();
  QString error;
  QSignalSpy spy(window.session(), &Session::snapshotChanged);
  ASSERT_TRUE(window.session()->document()->open(file, &error)) << error.toStdString();
  ASSERT_TRUE(spy.wait(20000));
  RiskView* risk = window.risk();
  EXPECT_FALSE(risk->isActive());  // behind the results tab
  EXPECT_EQ(risk->runner()->jobsStarted(), 0);
  window.riskDock()->raise();
  ASSERT_TRUE(QTest::qWaitFor([&] { return risk->isActive(); }, 5000));
  ASSERT_TRUE(QTest::qWaitFor(
      [&] { return risk->runner()->current() && isComplete(*risk->runner()->current()); }, 60000));
  risk->tabs()->setCurrentIndex(2);
  EXPECT_EQ(risk->currentChartId(), QStringLiteral("breakeven-map"));
  auto* exports = window.findChild<ExportActions*>();
  ASSERT_TRUE(exports);
  const QString svg = dir.filePath(QStringLiteral("map.svg"));
  ASSERT_EQ(exports->writeChart(svg, QSize(1920, 1080)), QString());
  QFile written(svg);
  ASSERT_TRUE(written.open(QIODevice::ReadOnly));
  EXPECT_TRUE(QString::fromUtf8(written.readAll()).contains(QStringLiteral("Break-even map")));
  EXPECT_TRUE(QSvgRenderer(svg).isValid());
  // The Risk view's finished analyses are reused, not computed again.
  EXPECT_EQ(exports->currentRisk(), risk->runner()->currentShared());
  // Back on the results, "this chart" is the results chart again.
  window.resultsDock()->raise();
  ASSERT_TRUE(QTest::qWaitFor([&] { return !risk->isActive(); }, 5000));
  ASSERT_EQ(exports->writeChart(svg, QSize(1920, 1080)), QString());
  written.close();
  ASSERT_TRUE(written.open(QIODevice::ReadOnly));
  EXPECT_TRUE(QString::fromUtf8(written.readAll()).contains(QStringLiteral("Cumulative cost")));
}

}  // namespace
}  // namespace fleetcost::ui
