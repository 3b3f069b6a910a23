// The report's "How the plan was found" page (pdf_report.cpp): on the two-workload case it
// states what was searched, ranks the hand-worked best first with its supplies, explains it,
// and is left out when the report is asked not to run the finder.
#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "model/evaluation/evaluate.h"
#include "support/pdf_text.h"
#include "support/portfolio_workbooks.h"
#include "ui/render/report/pdf_report.h"

namespace fleetcost::ui {
namespace {

QString reportText(bool planFinder) {
  static QTemporaryDir dir;
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  const ScenarioEvaluation e = evaluateScenario(s, 0);
  EXPECT_TRUE(e.result);
  ReportOptions options;
  options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
  options.planFinder = planFinder;
  const QString path = dir.filePath(planFinder ? "with.pdf" : "without.pdf");
  EXPECT_EQ(writeScenarioReport(path, s, *e.result, options), QString());
  return test::pdfText(path);
}

TEST(FinderReport, HowThePlanWasFound) {
  const QString text = reportText(true);
  ASSERT_TRUE(text.contains("How the plan was found"));
  const QString page = text.mid(text.indexOf("How the plan was found"));
  // 4 x 4 = 16 assignments of 2 workloads to 4 supplies; 14 break no rule (colocate and hybrid
  // at one site, both orders, are two ways of owning site1).
  EXPECT_TRUE(
      page.contains("Searched 16 assignments of workloads to supplies (workloads: 2, "
                    "supplies: 4): 16 priced, 14 feasible"))
      << page.left(3000).toStdString();
  EXPECT_TRUE(page.contains("Exact: every assignment priced."));
  // The own plan "rent": on demand for both, 280,320 + 140,160 = 420,480.
  EXPECT_TRUE(page.contains("rent, present value US$420,480.00"));
  // #1: colocate w1 (100,000 + 60,000 staff) + reserved w2 (96,000) = 256,000, which is
  // 164,480 less than "rent".
  EXPECT_TRUE(page.contains("US$256,000.00"));
  EXPECT_TRUE(page.contains("-US$164,480.00"));
  EXPECT_TRUE(page.contains("w1: Colocate — Site One")) << page.left(3000).toStdString();
  EXPECT_TRUE(page.contains("w2: Rent reserved — Region One"));
  // #1's parts: colocate site1 for w1 160,000, reserved for w2 96,000.
  EXPECT_TRUE(page.contains("Cost of #1 by supply"));
  EXPECT_TRUE(page.contains("US$160,000.00"));
  EXPECT_TRUE(page.contains("US$96,000.00"));
  EXPECT_TRUE(page.contains("What separates #1 from #2"));
  EXPECT_TRUE(page.contains("Plan finder: present value against peak capex"));
}

TEST(FinderReport, LeftOutWhenNotAsked) {
  EXPECT_FALSE(reportText(false).contains("How the plan was found"));
}

}  // namespace
}  // namespace fleetcost::ui
