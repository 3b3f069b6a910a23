// The finder window (ui/views/finder/finder_view.h) on the hand-worked two-workload case: the
// search runs in the background and the table shows #1 at 256,000 formatted; "Add as plan" adds
// one plan that evaluates to 256,000 as one undo step, and one undo removes it; Cancel stops a
// long search; the chart exports as PNG and SVG.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

#include "support/finder_workbooks.h"
#include "ui/core/finder/finder_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/views/finder/finder_table_model.h"
#include "ui/views/finder/finder_view.h"

namespace fleetcost::ui {
namespace {

void openScenario(Session& session, const test::Json& scenario) {
  QString error;
  QSignalSpy spy(&session, &Session::snapshotChanged);
  ASSERT_TRUE(session.document()->openText(
      QByteArray::fromStdString(test::workbookOf(scenario).dump()), QString(), &error))
      << error.toStdString();
  ASSERT_TRUE(spy.wait(20000));
}

QString cellText(const FinderView& view, int row, FinderTableModel::Column kind) {
  FinderTableModel* model = view.tableModel();
  for (int c = 0; c < model->columnCount(); ++c)
    if (model->columnKind(c) == kind) return model->index(row, c).data().toString();
  return {};
}

bool search(FinderView& view) {
  view.find();
  return view.runner()->isRunning() && view.runner()->waitForFinished(60000);
}

TEST(FinderView, ShowsTheHandWorkedBest) {
  Session session;
  openScenario(session, test::twoWorkloadScenario());
  FinderView view(&session);
  view.show();
  ASSERT_TRUE(search(view));
  ASSERT_GE(view.tableModel()->rowCount(), 2);
  // support/portfolio_workbooks.h: colocate w1 100,000 + staff 60,000, reserved w2 96,000.
  // Hybrid w1 + reserved w2 costs the same (the hybrid keeps both servers): one rank.
  EXPECT_EQ(cellText(view, 0, FinderTableModel::Rank), "#1 (equal alternatives: 1)");
  EXPECT_EQ(cellText(view, 0, FinderTableModel::PresentValue), "US$256,000.00");
  EXPECT_EQ(cellText(view, 0, FinderTableModel::AgainstBest), "US$0.00");
  // Against the own plan "rent", on demand for both: 256,000 - 420,480.
  EXPECT_EQ(cellText(view, 0, FinderTableModel::AgainstOwn), "-US$164,480.00");
  // Two servers of 100,000 bought at month 0; w2's 8 GPUs of 24 rented.
  EXPECT_EQ(cellText(view, 0, FinderTableModel::PeakCapex), "US$200,000.00");
  EXPECT_EQ(cellText(view, 0, FinderTableModel::RentedShare), "33.3 %");
  EXPECT_EQ(cellText(view, 0, FinderTableModel::Supplies),
            "w1: Colocate — Site One; w2: Rent reserved — Region One");
  // No P95 column without the P95 objective.
  EXPECT_EQ(view.tableModel()->columnCount(), 7);
  const QString detail = view.detail()->toPlainText();
  EXPECT_TRUE(detail.contains("Cost of #1 by supply")) << detail.toStdString();
  EXPECT_TRUE(detail.contains("What separates #1 from #2"));
  EXPECT_TRUE(detail.contains("Exact: every assignment priced."));
  EXPECT_FALSE(view.paretoView()->isShowingMessage());
  EXPECT_TRUE(view.statusText().contains("Searched 16 assignments of workloads to supplies"))
      << view.statusText().toStdString();
  // Selecting #3 shows its own detail.
  view.table()->selectRow(2);
  EXPECT_TRUE(view.detail()->toPlainText().contains("#3: present value"));
}

TEST(FinderView, AddAsPlanIsOneUndoableEdit) {
  Session session;
  openScenario(session, test::twoWorkloadScenario());
  FinderView view(&session);
  ASSERT_TRUE(search(view));
  WorkbookDocument* document = session.document();
  const std::size_t plansBefore = document->scenario(0).plans.size();
  const int undoBefore = document->undoStack()->count();
  QSignalSpy recalculated(&session, &Session::snapshotChanged);
  ASSERT_TRUE(view.addSelectedAsPlan());
  ASSERT_EQ(document->scenario(0).plans.size(), plansBefore + 1);
  EXPECT_EQ(document->undoStack()->count(), undoBefore + 1);
  const Plan& added = document->scenario(0).plans.back();
  EXPECT_EQ(added.name.value_or(""), "Found #1");
  EXPECT_EQ(added.strategy.value_or(""), "portfolio");
  // The plan evaluates to what the finder ranked.
  const ScenarioEvaluation e = evaluateScenario(document->scenario(0), 0);
  ASSERT_TRUE(e.result);
  EXPECT_NEAR(e.result->plans.back().pvCost, 256000, 1e-6);
  // The results recompute with it.
  ASSERT_TRUE(recalculated.wait(20000));
  ASSERT_TRUE(session.snapshot());
  // Added again: a name of its own.
  ASSERT_TRUE(view.addSelectedAsPlan());
  EXPECT_EQ(document->scenario(0).plans.back().name.value_or(""), "Found #1 (2)");
  document->undoStack()->undo();
  document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0).plans.size(), plansBefore);
  EXPECT_EQ(document->undoStack()->count(), undoBefore + 2);  // both still redoable
  EXPECT_EQ(document->undoStack()->index(), undoBefore);
}

TEST(FinderView, AddAsPlanRefusesAfterTheScenarioChanged) {
  Session session;
  openScenario(session, test::twoWorkloadScenario());
  FinderView view(&session);
  ASSERT_TRUE(search(view));
  Scenario changed = session.document()->scenario(0);
  changed.workloads.pop_back();
  session.document()->changeScenario(0, changed, "drop w2");
  const std::size_t plans = session.document()->scenario(0).plans.size();
  EXPECT_FALSE(view.addSelectedAsPlan());
  EXPECT_EQ(session.document()->scenario(0).plans.size(), plans);
  EXPECT_TRUE(view.statusText().contains("changed since the search"));
}

// Ten workloads (1,048,576 assignments): the table lists the best so far while the search runs.
TEST(FinderView, ListsCandidatesWhileSearching) {
  Session session;
  openScenario(session, test::manyWorkloadScenario(10));
  FinderView view(&session);
  int rowsWhileRunning = 0;
  QObject::connect(view.runner(), &FinderRunner::progressed, [&] {
    if (view.runner()->isRunning())
      rowsWhileRunning = std::max(rowsWhileRunning, view.tableModel()->rowCount());
  });
  ASSERT_TRUE(search(view));
  EXPECT_GE(rowsWhileRunning, 1);
  EXPECT_EQ(view.tableModel()->rowCount(), 10);
  EXPECT_TRUE(cellText(view, 0, FinderTableModel::Supplies).startsWith("w1: "));
}

TEST(FinderView, CancelStopsALongSearch) {
  Session session;
  openScenario(session, test::manyWorkloadScenario(12));
  FinderView view(&session);
  view.find();
  ASSERT_TRUE(view.runner()->isRunning());
  view.cancel();
  ASSERT_TRUE(view.runner()->waitForFinished(60000));
  ASSERT_TRUE(view.runner()->result());
  EXPECT_TRUE(view.runner()->result()->cancelled);
  EXPECT_TRUE(view.statusText().contains("Stopped before the end") ||
              view.statusText().contains("Cancelled before any plan was ranked"))
      << view.statusText().toStdString();
}

TEST(FinderView, ExportsTheParetoChart) {
  Session session;
  openScenario(session, test::twoWorkloadScenario());
  FinderView view(&session);
  ASSERT_TRUE(search(view));
  QTemporaryDir dir;
  const QString png = dir.filePath("pareto.png"), svg = dir.filePath("pareto.svg");
  ASSERT_EQ(view.exportChart(png), QString());
  ASSERT_EQ(view.exportChart(svg), QString());
  EXPECT_EQ(QImage(png).size(), QSize(1920, 1080));
  QSvgRenderer renderer(svg);
  EXPECT_TRUE(renderer.isValid());
}

}  // namespace
}  // namespace fleetcost::ui
