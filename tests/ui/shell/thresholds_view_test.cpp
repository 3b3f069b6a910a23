// "What it takes for owning to win" in the GUI (issue 12): the runner computes off the GUI
// thread exactly what fleetcost-cli thresholds computes, starts one job for a burst of edits and
// keeps results by content; the results panel's block shows the three most informative
// thresholds, and each one's Map button draws its break-even map on the Risk tab with the
// threshold marked.
#include <gtest/gtest.h>

#include <QChart>
#include <QDockWidget>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>

#include "model/evaluation/workbook_check.h"
#include "model/risk/breakeven_map.h"
#include "support/test_workbooks.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/report/threshold_text.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/results/threshold_block.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {
namespace {

Scenario shippedScenario(std::size_t i = 0) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  return checked.workbook->scenarios.at(i);
}

// The CLI's call: the default inputs, decisions chosen again, on every core.
ThresholdResult cliThresholds(const Scenario& s) {
  RiskModelOrProblems built = buildRiskModel(s, 0);
  EXPECT_TRUE(built.model);
  return runThresholds(*built.model, {});
}

TEST(ThresholdRunner, ComputesTheCliNumbersOffTheGuiThread) {
  ThresholdRunner runner(nullptr, 10);
  const Scenario s = shippedScenario();
  runner.analyse(s, 0);
  EXPECT_TRUE(runner.running());
  EXPECT_EQ(runner.current(), nullptr);  // nothing stale meanwhile
  ASSERT_TRUE(QTest::qWaitFor([&] { return runner.current() != nullptr; }, 60000));
  const ThresholdResult expected = cliThresholds(s);
  const ThresholdResult& got = runner.current()->result;
  ASSERT_EQ(got.thresholds.size(), expected.thresholds.size());
  EXPECT_EQ(got.owningPlan, expected.owningPlan);
  EXPECT_EQ(got.rentingPlan, expected.rentingPlan);
  for (std::size_t i = 0; i < got.thresholds.size(); ++i) {
    EXPECT_EQ(got.thresholds[i].input, expected.thresholds[i].input);
    ASSERT_EQ(got.thresholds[i].crossings.size(), expected.thresholds[i].crossings.size());
    for (std::size_t c = 0; c < got.thresholds[i].crossings.size(); ++c)
      EXPECT_EQ(got.thresholds[i].crossings[c].value, expected.thresholds[i].crossings[c].value);
  }
  EXPECT_EQ(mostInformativeThresholds(got), mostInformativeThresholds(expected));
}

// Sentences a board member reads once: utilisation as the demand at which owning wins (the
// example's "owning wins below 100.0 % utilisation (today 100.0 %; demand 1.125 x ...)" said
// owning wins below where it stands), and a rate's change in percentage points, not "-75 %".
TEST(ThresholdSentences, ReadAsABoardMemberReadsThem) {
  RiskModelOrProblems built = buildRiskModel(shippedScenario(), 0);
  ASSERT_TRUE(built.model);
  const RiskModel& m = *built.model;
  const QLocale english(QLocale::English, QLocale::UnitedStates);
  const auto utilisation = [](double today, bool winsToday,
                              std::vector<ThresholdCrossing> crossings, int nearest) {
    Threshold t;
    t.input = kUtilisation;
    t.unit = "%";
    t.status = ThresholdStatus::Found;
    t.today = today;
    t.owningWinsToday = winsToday;
    t.crossings = std::move(crossings);
    t.nearest = nearest;
    return t;
  };
  EXPECT_EQ(thresholdSentence(m, utilisation(100, true, {{100, false, false, 1.125}}, 0), english),
            "Owning stays cheaper while demand stays below 1.125 × today's (on today's fleet, "
            "whose GPUs are 100.0 % busy today).");
  EXPECT_EQ(
      thresholdSentence(m, utilisation(83.33, false, {{71.14, true, false, 0.8537}}, 0), english),
      "Owning would be cheaper if demand rose above 0.854 × today's (on today's fleet: its "
      "GPUs over 71.1 % busy; 83.3 % today).");
  EXPECT_EQ(thresholdSentence(
                m, utilisation(90, true, {{60, true, false, 0.667}, {100, false, false, 1.2}}, 1),
                english),
            "Owning stays cheaper while demand is between 0.667 and 1.2 × today's (on today's "
            "fleet, whose GPUs are 90.0 % busy today).");

  Threshold rate;
  rate.input = "/scenarios/0/discount_rate_annual";
  rate.unit = "per year";
  rate.status = ThresholdStatus::Found;
  rate.today = 0.08;
  rate.crossings = {{0.02, false, false, 0}};
  rate.nearest = 0;
  const QString sentence = thresholdSentence(m, rate, english);
  EXPECT_TRUE(sentence.contains(QStringLiteral("-6.0 percentage points")))
      << sentence.toStdString();
  EXPECT_FALSE(sentence.contains(QStringLiteral("75"))) << sentence.toStdString();
}

// Five edits in a row (each a new content) start one job, for the last; going back to a content
// already worked out starts none.
TEST(ThresholdRunner, ABurstOfEditsRunsOneJobAndContentIsCached) {
  ThresholdRunner runner(nullptr, 80);
  Scenario s = shippedScenario();
  const Scenario first = s;
  for (int i = 0; i < 5; ++i) {
    s.discountRateAnnual.value = 0.08 + 0.001 * i;
    runner.analyse(s, 0);
  }
  ASSERT_TRUE(QTest::qWaitFor([&] { return runner.current() != nullptr; }, 60000));
  EXPECT_EQ(runner.jobsStarted(), 1);
  EXPECT_DOUBLE_EQ(runner.current()->model->scenario.discountRateAnnual.value, 0.084);
  runner.analyse(first, 0);
  ASSERT_TRUE(QTest::qWaitFor([&] { return !runner.running(); }, 60000));
  EXPECT_EQ(runner.jobsStarted(), 2);
  const auto firstResult = runner.current();
  runner.analyse(s, 0);  // cached: shown at once
  EXPECT_FALSE(runner.running());
  EXPECT_EQ(runner.jobsStarted(), 2);
  runner.analyse(first, 0);
  EXPECT_EQ(runner.current(), firstResult);
}

class ThresholdsInTheWindow : public ::testing::Test {
 protected:
  void SetUp() override {
    window_.resize(1600, 1000);
    window_.show();
    QSignalSpy snapshots(window_.session(), &Session::snapshotChanged);
    window_.openFile(
        QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost")));
    ASSERT_TRUE(snapshots.wait(20000));
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return window_.results()->thresholdRunner()->current() != nullptr; }, 60000));
  }
  MainWindow window_;
};

// The block's sentences (at most three) are the report's (the same wording and numbers), nearest
// first; the pair compared is in its tooltip.
TEST_F(ThresholdsInTheWindow, TheBlockShowsTheThreeMostInformative) {
  ThresholdBlock* block = window_.results()->thresholds();
  const ThresholdAnalysis& a = *window_.results()->thresholdRunner()->current();
  ASSERT_EQ(block->shownThresholds(), mostInformativeThresholds(a.result));
  // With the presets of 2026-12 (155 JPY per USD, Tokyo energy 23.5 JPY/kWh) two of the six
  // inputs cross in a meaningful range: the rental price scale and the H100 server's price. The
  // discount rate crosses below zero (not shown), energy and utilisation never.
  const QStringList expected = mostInformativeSentences(a);
  ASSERT_EQ(expected.size(), 2);
  ASSERT_EQ(block->sentences().size(), expected.size());
  for (int i = 0; i < expected.size(); ++i)
    EXPECT_EQ(block->sentences()[i], QStringLiteral("• ") + expected[i]);
  // The shipped example's first scenario: every rental price some 17 % higher is nearest.
  EXPECT_EQ(a.result.thresholds[block->shownThresholds()[0]].input, kRentalPriceScale);
  EXPECT_TRUE(
      block->toolTip().contains(QStringLiteral("Hybrid — Tokyo against Rent reserved — Tokyo")))
      << block->toolTip().toStdString();
}

// Map: the Risk tab comes up on the break-even map of that threshold: its input on an axis,
// a dashed line at the threshold's value and today's point; "Standard map" goes back.
TEST_F(ThresholdsInTheWindow, MapButtonDrawsTheThresholdOnItsMap) {
  ThresholdBlock* block = window_.results()->thresholds();
  RiskView* risk = window_.risk();
  const int index = block->shownThresholds()[0];
  block->mapButton(0)->click();
  EXPECT_TRUE(risk->showsThresholdMap());
  EXPECT_EQ(risk->tabs()->currentIndex(), 2);
  ThresholdRunner* runner = window_.results()->thresholdRunner();
  ASSERT_TRUE(QTest::qWaitFor([&] { return runner->map() != nullptr; }, 60000));
  QCoreApplication::processEvents();
  const BreakEvenMap& map = *runner->map();
  ASSERT_TRUE(map.error.empty() && map.problems.empty());
  const Threshold& t = runner->current()->result.thresholds[index];
  EXPECT_TRUE(map.x.input == t.input || map.y.input == t.input);
  QChart* chart = risk->mapView()->chart();
  ASSERT_NE(chart, nullptr);
  QLineSeries* dashed = nullptr;
  for (QAbstractSeries* series : chart->series())
    if (series->name().startsWith(QStringLiteral("Threshold:")))
      dashed = qobject_cast<QLineSeries*>(series);
  ASSERT_NE(dashed, nullptr);
  // Rental prices are the map's y: the dashed line runs across at the threshold.
  EXPECT_DOUBLE_EQ(dashed->at(0).y(), t.threshold()->value);
  EXPECT_DOUBLE_EQ(dashed->at(1).y(), t.threshold()->value);
  EXPECT_TRUE(risk->mapHeading()->isVisible());
  risk->standardMapButton()->click();
  EXPECT_FALSE(risk->showsThresholdMap());
  EXPECT_FALSE(risk->mapHeading()->isVisible());
}

}  // namespace
}  // namespace fleetcost::ui
