// The Risk view on the shipped example: tornado, distribution and map appear; Monte Carlo runs
// in the background with progress, can be cancelled without leaving a result, and its results
// are kept until an input changes. With FLEETCOST_RISK_PNG=DIR it also saves the view as PNG.
#include <gtest/gtest.h>

#include <QApplication>
#include <QChart>
#include <QComboBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTest>

#include "support/test_workbooks.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {
namespace {

// Waits until the runner has no Monte Carlo running and the analyses have a sensitivity.
bool settle(RiskView& view, int ms = 60000) {
  return QTest::qWaitFor(
      [&] {
        const RiskAnalyses* a = view.runner()->current();
        return a && (a->sensitivity || !a->problems.empty()) && !view.runner()->monteCarloRunning();
      },
      ms);
}

class RiskViewTest : public ::testing::Test {
 protected:
  void SetUp() override {
    QString error;
    ASSERT_TRUE(session_.document()->open(
        QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost")),
        &error))
        << error.toStdString();
    QSignalSpy spy(&session_, &Session::snapshotChanged);
    ASSERT_TRUE(spy.wait(20000));
  }
  Session session_;
};

TEST_F(RiskViewTest, ShowsTheTornadoTheDistributionAndTheMap) {
  RiskView view(&session_);
  view.resize(1280, 820);
  view.trials()->setCurrentIndex(0);  // 1,000 trials
  ASSERT_TRUE(settle(view));
  const RiskAnalyses* a = view.runner()->current();
  ASSERT_TRUE(a && a->monteCarlo);
  EXPECT_EQ(a->monteCarlo->trials, 1000);
  EXPECT_FALSE(view.tornadoView()->isShowingMessage());
  EXPECT_FALSE(view.distributionView()->isShowingMessage());
  EXPECT_FALSE(view.mapView()->isShowingMessage());
  EXPECT_EQ(view.output()->count(), 10);  // the difference, then 8 plans and the hosted API
  EXPECT_TRUE(view.summary()->text().contains("Owning is cheaper in"));
  EXPECT_TRUE(view.summary()->text().contains("% of 1,000 trials"));
  EXPECT_FALSE(view.progress()->isVisibleTo(&view));
  EXPECT_FALSE(view.cancelButton()->isVisibleTo(&view));
  // Another output redraws the tornado.
  QChart* before = view.tornadoView()->chart();
  view.output()->setCurrentIndex(3);
  EXPECT_NE(view.tornadoView()->chart(), before);

  if (const QByteArray dir = qgetenv("FLEETCOST_RISK_PNG"); !dir.isEmpty()) {
    view.show();
    for (int tab = 0; tab < 3; ++tab) {
      view.output()->setCurrentIndex(0);
      view.tabs()->setCurrentIndex(tab);
      QTest::qWait(200);
      view.grab().save(QString::fromUtf8(dir) + QStringLiteral("/risk-%1.png").arg(tab));
    }
  }
}

TEST_F(RiskViewTest, CancellingMonteCarloLeavesNoResult) {
  RiskView view(&session_);
  view.trials()->setCurrentIndex(2);  // 100,000 trials: long enough to cancel
  ASSERT_TRUE(QTest::qWaitFor([&] { return view.progress()->isVisibleTo(&view); }, 20000));
  EXPECT_TRUE(view.cancelButton()->isVisibleTo(&view));
  QSignalSpy progress(view.runner(), &RiskRunner::monteCarloProgress);
  ASSERT_TRUE(progress.wait(20000));
  QTest::mouseClick(view.cancelButton(), Qt::LeftButton);
  ASSERT_TRUE(settle(view));
  const RiskAnalyses* a = view.runner()->current();
  EXPECT_FALSE(a->monteCarlo);
  EXPECT_TRUE(a->sensitivity);
  EXPECT_TRUE(view.distributionView()->isShowingMessage());
  EXPECT_TRUE(view.runButton()->isVisibleTo(&view));
  EXPECT_FALSE(view.progress()->isVisibleTo(&view));
}

TEST_F(RiskViewTest, ResultsAreKeptUntilAnInputChanges) {
  RiskView view(&session_);
  view.trials()->setCurrentIndex(0);
  ASSERT_TRUE(settle(view));
  const int jobs = view.runner()->jobsStarted();
  const RiskAnalyses* first = view.runner()->current();
  // An edit undone: the same content, so nothing is computed again.
  Scenario changed = session_.document()->scenario(0);
  changed.discountRateAnnual.value = 0.09;
  session_.document()->changeScenario(0, changed, "discount");
  ASSERT_TRUE(QTest::qWaitFor([&] { return view.runner()->jobsStarted() == jobs + 1; }, 20000));
  ASSERT_TRUE(settle(view));
  EXPECT_NE(view.runner()->current(), first);
  session_.document()->undoStack()->undo();
  QSignalSpy spy(&session_, &Session::snapshotChanged);
  ASSERT_TRUE(spy.wait(20000));
  QTest::qWait(50);
  EXPECT_EQ(view.runner()->jobsStarted(), jobs + 1);  // from the cache
  EXPECT_EQ(view.runner()->current(), first);
  EXPECT_TRUE(first->monteCarlo);
}

}  // namespace
}  // namespace fleetcost::ui
