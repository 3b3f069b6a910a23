// Analyses of dated flows (model/results/flow_analysis.h), on flows small enough to work out by
// hand: present value by category, a missing discount factor, years of dates, yearly totals,
// totals, running sums and discounted flows.
#include "model/results/flow_analysis.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

// Dates t = 0..3 with factors 1, 0.9, 0.81, 0.729 (a 10 % rate per date, for round numbers).
PlanResult fourDates() {
  PlanResult plan;
  plan.flow(Category::Hardware) = {100, 0, 0, 50};
  plan.flow(Category::Power) = {0, 10, 10, 10};
  plan.flow(Category::Residual) = {0, 0, 0, -40};
  // Lease and tax stay empty: not reported.
  return plan;
}

TEST(FlowAnalysis, PresentValueByCategoryWorkedByHand) {
  const Series discount{1.0, 0.9, 0.81, 0.729};
  const auto pv = presentValueByCategory(fourDates(), discount);
  // Hardware 100 × 1 + 50 × 0.729 = 136.45; power 10 × (0.9 + 0.81 + 0.729) = 24.39;
  // residual −40 × 0.729 = −29.16; every other category 0.
  EXPECT_NEAR(pv[static_cast<int>(Category::Hardware)], 136.45, 1e-12);
  EXPECT_NEAR(pv[static_cast<int>(Category::Power)], 24.39, 1e-12);
  EXPECT_NEAR(pv[static_cast<int>(Category::Residual)], -29.16, 1e-12);
  EXPECT_EQ(pv[static_cast<int>(Category::Space)], 0.0);
  EXPECT_EQ(pv[static_cast<int>(Category::Lease)], 0.0);
  EXPECT_EQ(pv[static_cast<int>(Category::Tax)], 0.0);
}

TEST(FlowAnalysis, ADateWithoutAFactorCountsAtFactorOne) {
  PlanResult plan;
  plan.flow(Category::Power) = {10, 10, 10};
  // Factors for dates 0 and 1 only: 10 × 1 + 10 × 0.5 + 10 × 1 = 25.
  EXPECT_DOUBLE_EQ(presentValueByCategory(plan, {1.0, 0.5})[static_cast<int>(Category::Power)],
                   25.0);
  // No factors at all: the nominal sum, 30.
  EXPECT_DOUBLE_EQ(presentValueByCategory(plan, {})[static_cast<int>(Category::Power)], 30.0);
}

TEST(FlowAnalysis, YearOfDate) {
  EXPECT_EQ(yearOfDate(0), 1);  // purchases at the start
  EXPECT_EQ(yearOfDate(1), 1);
  EXPECT_EQ(yearOfDate(12), 1);  // the end of month 12
  EXPECT_EQ(yearOfDate(13), 2);
  EXPECT_EQ(yearOfDate(24), 2);
  EXPECT_EQ(yearOfDate(25), 3);
  EXPECT_EQ(yearOfDate(60), 5);
}

TEST(FlowAnalysis, YearlyTotalsWorkedByHand) {
  Series dated;
  for (int t = 0; t <= 25; ++t) dated.push_back(t);  // flow t at date t
  // Year 1: dates 0..12, 0 + 1 + … + 12 = 78; year 2: dates 13..24, (13 + 24) × 12 / 2 = 222;
  // year 3: date 25 alone.
  EXPECT_EQ(yearlyTotals(dated, 3), (Series{78, 222, 25}));
  EXPECT_EQ(yearlyTotals(dated, 2), (Series{78, 222}));  // date 25 left out
  EXPECT_EQ(yearlyTotals({}, 2), (Series{0, 0}));
  EXPECT_TRUE(yearlyTotals(dated, 0).empty());
}

TEST(FlowAnalysis, TotalsRunningSumsAndDiscountedFlows) {
  EXPECT_DOUBLE_EQ(totalOf({1.5, -2, 4}), 3.5);
  EXPECT_EQ(totalOf({}), 0.0);
  EXPECT_EQ(cumulativeSums({3, -1, 2}), (Series{3, 2, 4}));
  EXPECT_TRUE(cumulativeSums({}).empty());
  // 100 × 1, 100 × 0.5, and 100 × 1 for the date without a factor.
  EXPECT_EQ(discountedFlows({100, 100, 100}, {1.0, 0.5}), (Series{100, 50, 100}));
}

}  // namespace
}  // namespace fleetcost
