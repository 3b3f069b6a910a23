// Grouping a workbook's problems by scenario, as the CLI and the GUI need them.
#include "model/evaluation/workbook_check.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

TEST(WorkbookCheck, ProblemsBelongToTheirScenario) {
  Json w = test::workbookOf(test::baseScenario());
  Json second = test::baseScenario();
  second["name"] = "Second";
  second["horizon_months"] = "long";
  w["scenarios"].push_back(second);
  w["format"] = "other";
  const CheckedWorkbook c = checkWorkbookText(w.dump());
  ASSERT_EQ(c.scenarioProblems.size(), 2u);
  EXPECT_TRUE(c.scenarioProblems[0].empty());
  EXPECT_TRUE(test::hasProblem(c.scenarioProblems[1], "/scenarios/1/horizon_months",
                               "expected a number, got a string"));
  EXPECT_TRUE(test::hasProblem(c.fileProblems, "/format", "must be"));
  EXPECT_EQ(c.all().size(), 2u);  // no "required" on top of the type problem
}

TEST(WorkbookCheck, TypeProblemsHoldBackTheSecondStage) {
  Json s = test::baseScenario();
  s["plans"][0]["name"] = 5;  // a reader problem
  s["rental_offers"][0]["gpu"] = "g1";
  s["plans"][0]["rental_region"] = "r1";
  s["rental_offers"][0].erase("on_demand_per_gpu_hour");  // a second-stage problem
  const Problems p = test::problemsOf(s);
  ASSERT_EQ(p.size(), 1u);
  EXPECT_EQ(p[0].pointer, "/scenarios/0/plans/0/name");
}

TEST(WorkbookCheck, InsideScenario) {
  EXPECT_TRUE(isInsideScenario("/scenarios/1", 1));
  EXPECT_TRUE(isInsideScenario("/scenarios/1/plans/0", 1));
  EXPECT_FALSE(isInsideScenario("/scenarios/10/plans/0", 1));
  EXPECT_FALSE(isInsideScenario("/format", 0));
}

}  // namespace
}  // namespace fleetcost
