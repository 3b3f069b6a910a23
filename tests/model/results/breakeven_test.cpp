// Break-even dates (MODEL.md §5).
#include "model/results/breakeven.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

TEST(BreakEven, FirstDateFromWhichOwningStaysBelow) {
  // Owning is below renting from t = 3 on (130 <= 150), not at t = 2 (120 > 100).
  EXPECT_EQ(breakEvenDate({100, 110, 120, 130}, {0, 50, 100, 150}), 3);
}

TEST(BreakEven, NeverWhenOwningEndsAbove) {
  EXPECT_EQ(breakEvenDate({100, 110, 120, 160}, {0, 50, 100, 150}), std::nullopt);
}

TEST(BreakEven, ADipBelowDoesNotCountIfOwningRisesAboveAgain) {
  // Below at t = 1 but above at t = 2: break-even is t = 3.
  EXPECT_EQ(breakEvenDate({10, 0, 20, 0}, {5, 5, 5, 5}), 3);
}

TEST(BreakEven, ZeroWhenOwningIsNeverAbove) {
  EXPECT_EQ(breakEvenDate({0, 1, 2}, {0, 1, 2}), 0);
  // Within the 1e-6 tolerance counts as equal.
  EXPECT_EQ(breakEvenDate({0, 1.0000005}, {0, 1}), 0);
  EXPECT_EQ(breakEvenDate({0, 1.00001}, {0, 1}), std::nullopt);
}

TEST(BreakEven, SavingsWithinRoundingNoiseCountAsNothing) {
  // 1e-9 on totals of 454,101 is noise (below 1e-6); 2 on 1e12 is noise (below 1e-9 * 1e12).
  EXPECT_EQ(monthlySavings({0, 454101.0, 1e12}, {0, 454101.000000001, 1e12 + 2}),
            (std::vector<double>{0, 0, 0}));
  EXPECT_EQ(monthlySavings({100, 0}, {0, 150}), (std::vector<double>{-100, 150}));
}

TEST(BreakEven, PairsOwningPlansWithRentingPlansInPlanOrder) {
  test::Json s = test::baseScenario();
  s["plans"] = test::Json::parse(R"([
    {"name": "own", "strategy": "colocate", "site": "site1"},
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
    {"name": "reserve", "strategy": "rent_reserved", "rental_region": "r1"}])");
  const ScenarioResult r = test::evaluateJson(s);
  ASSERT_EQ(r.breakeven.size(), 2u);
  EXPECT_EQ(r.breakeven[0].owningPlan, 0);
  EXPECT_EQ(r.breakeven[0].rentingPlan, 1);
  EXPECT_EQ(r.breakeven[1].rentingPlan, 2);
  // Owning: 200,000 at t = 0, nothing until the 100,000 resale credit at t = 12 (the base
  // site charges nothing), so cumulative 200,000 for t = 0..11 and 100,000 at 12.
  // Renting: 23,360 a month: 186,880 at t = 8 (below owning), 210,240 at t = 9 -> 9.
  EXPECT_EQ(r.breakeven[0].month, 9);
  EXPECT_EQ(r.breakeven[0].discountedMonth, 9);
  // Reserved: 16,000 a month: t = 12 is 100,000 <= 192,000; t = 11: 200,000 > 176,000 -> 12.
  EXPECT_EQ(r.breakeven[1].month, 12);
}

}  // namespace
}  // namespace fleetcost
