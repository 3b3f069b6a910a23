// The headline figures of the teaching example, worked out in docs/teaching-example.md.
#include "model/results/key_figures.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

TEST(KeyFigures, TeachingExample) {
  const CheckedWorkbook c =
      checkWorkbookFile(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
  const ScenarioResult r = *evaluateScenario(c.workbook->scenarios[0], 0).result;
  const KeyFigures k = keyFigures(r);
  // Plans: on demand 1,051,200; reserved 770,880; colocate 903,840; hybrid 799,840.
  EXPECT_EQ(k.cheapestPlan, 1);
  EXPECT_EQ(k.bestRenting, 1);
  EXPECT_EQ(k.bestOwning, 3);
  EXPECT_NEAR(*k.owningSavingPv, 770880 - 799840, 1e-6);  // owning costs 28,960 more
  EXPECT_FALSE(k.breakEvenMonth);  // the hybrid never beats reserved
  EXPECT_TRUE(k.bestOwningOwnsServers);
}

TEST(KeyFigures, NoOwningPlan) {
  const KeyFigures k = keyFigures(test::evaluateJson(test::baseScenario()));
  EXPECT_EQ(k.cheapestPlan, 0);
  EXPECT_EQ(k.bestOwning, -1);
  EXPECT_FALSE(k.owningSavingPv);
}

}  // namespace
}  // namespace fleetcost
