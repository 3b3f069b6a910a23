// The plan finder off the GUI thread (ui/core/finder/finder_runner.h): it delivers the
// hand-worked best, reports the first candidates before it finishes, stops when cancelled, and
// the GUI thread keeps handling events while it runs.
#include <gtest/gtest.h>

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include "support/finder_workbooks.h"
#include "ui/core/finder/finder_runner.h"

namespace fleetcost::ui {
namespace {

TEST(FinderRunner, DeliversTheHandWorkedBest) {
  FinderRunner runner;
  QSignalSpy finished(&runner, &FinderRunner::finished);
  runner.start(test::loadScenario(test::twoWorkloadScenario()), 0, {.top = 5});
  EXPECT_TRUE(runner.isRunning());
  ASSERT_TRUE(runner.waitForFinished(30000));
  ASSERT_EQ(finished.count(), 1);
  const auto result = runner.result();
  ASSERT_TRUE(result);
  ASSERT_TRUE(result->problems.empty());
  ASSERT_FALSE(result->ranked.empty());
  // support/portfolio_workbooks.h: colocate w1 (100,000 + 60,000 staff) + reserved w2 (96,000).
  EXPECT_NEAR(result->ranked[0].presentValue, 256000, 1e-6);
  EXPECT_TRUE(result->exact);
  EXPECT_FALSE(result->cancelled);
  EXPECT_EQ(runner.done(), 1.0);
}

// Ten workloads: 4^10 = 1,048,576 assignments from 4 x 2^10 part evaluations; the enumeration
// reports 50 times, and the first report with a candidate is delivered at once.
TEST(FinderRunner, ShowsCandidatesBeforeItFinishesAndKeepsTheGuiResponsive) {
  FinderRunner runner;
  int progressWithCandidates = 0;
  bool finished = false;
  QObject::connect(&runner, &FinderRunner::progressed, [&] {
    if (!finished && runner.isRunning() && !runner.bestSoFar().empty()) ++progressWithCandidates;
  });
  QObject::connect(&runner, &FinderRunner::finished, [&] { finished = true; });
  int ticks = 0;
  QTimer timer;
  QObject::connect(&timer, &QTimer::timeout, [&] { ++ticks; });
  timer.start(10);
  QElapsedTimer clock;
  clock.start();
  runner.start(test::loadScenario(test::manyWorkloadScenario(10)), 0, {.top = 5});
  ASSERT_TRUE(runner.waitForFinished(120000));
  const qint64 ms = clock.elapsed();
  ASSERT_TRUE(runner.result());
  EXPECT_TRUE(runner.result()->exact);
  EXPECT_EQ(runner.result()->spaceSize, 1048576);
  EXPECT_GE(progressWithCandidates, 1);
  // The event loop ran throughout: about one tick per 10 ms (at least a quarter of them).
  EXPECT_GE(ticks, ms / 40) << ms << " ms";
  std::cout << "[ measured ] 10 workloads: " << ms << " ms, " << ticks << " timer ticks\n";
}

TEST(FinderRunner, CancelStopsTheSearch) {
  const Scenario big = test::loadScenario(test::manyWorkloadScenario(11));
  FinderRunner runner;
  QElapsedTimer clock;
  clock.start();
  runner.start(big, 0, {.top = 5});
  runner.cancel();
  ASSERT_TRUE(runner.waitForFinished(60000));
  ASSERT_TRUE(runner.result());
  EXPECT_TRUE(runner.result()->cancelled);
  EXPECT_FALSE(runner.result()->exact);
  EXPECT_FALSE(runner.isRunning());
  std::cout << "[ measured ] cancelled after " << clock.elapsed() << " ms\n";
}

// Twelve workloads (16,777,216 assignments): cancelled when the first candidates arrive, the
// search stops early and delivers what it ranked so far.
TEST(FinderRunner, CancelInTheMiddleKeepsWhatWasRanked) {
  FinderRunner runner;
  QObject::connect(&runner, &FinderRunner::progressed, [&] {
    if (runner.isRunning() && !runner.bestSoFar().empty()) runner.cancel();
  });
  runner.start(test::loadScenario(test::manyWorkloadScenario(12)), 0, {.top = 5});
  ASSERT_TRUE(runner.waitForFinished(120000));
  ASSERT_TRUE(runner.result());
  EXPECT_TRUE(runner.result()->cancelled);
  EXPECT_LT(runner.result()->assignments, 16777216);
  EXPECT_FALSE(runner.result()->ranked.empty());
}

TEST(FinderRunner, ANewSearchReplacesTheRunningOne) {
  FinderRunner runner;
  QSignalSpy finished(&runner, &FinderRunner::finished);
  runner.start(test::loadScenario(test::manyWorkloadScenario(11)), 0, {.top = 5});
  runner.start(test::loadScenario(test::twoWorkloadScenario()), 0, {.top = 3});
  ASSERT_TRUE(runner.waitForFinished(60000));
  QTest::qWait(50);
  ASSERT_EQ(finished.count(), 1);  // the first search's result is dropped
  EXPECT_EQ(runner.result()->workloads.size(), 2u);
  EXPECT_NEAR(runner.result()->ranked.at(0).presentValue, 256000, 1e-6);
}

TEST(FinderRunner, DestructorCancelsAndWaits) {
  QElapsedTimer clock;
  clock.start();
  {
    FinderRunner runner;
    runner.start(test::loadScenario(test::manyWorkloadScenario(12)), 0, {.top = 5});
  }
  EXPECT_LT(clock.elapsed(), 20000);
}

}  // namespace
}  // namespace fleetcost::ui
