// Tax depreciation, year by year as a spreadsheet's VDB(cost, 0, life, y - 1, y, factor, FALSE).
#include "model/finance/depreciation.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

TEST(Depreciation, JapansDecliningBalanceSwitchesToStraightLine) {
  // 200% over 5 years: 40% of the book each year; in year 4 the straight line over the two
  // remaining years (216 / 2 = 108) beats 40% of 216 (86.4), and stays.
  const std::vector<double> y =
      depreciationByYear(1000, DepreciationMethod::DecliningBalance, 5, 2);
  ASSERT_EQ(y.size(), 5u);
  EXPECT_DOUBLE_EQ(y[0], 400);
  EXPECT_DOUBLE_EQ(y[1], 240);
  EXPECT_DOUBLE_EQ(y[2], 144);
  EXPECT_NEAR(y[3], 108, 1e-9);
  EXPECT_NEAR(y[4], 108, 1e-9);
}

TEST(Depreciation, OneAndAHalfDecliningBalance) {
  // 150% over 5: 30% -> 300 (book 700), 210 (book 490); year 3: 490 / 3 = 163.33 > 147 ->
  // straight line 163.33 for the three last years.
  const std::vector<double> y =
      depreciationByYear(1000, DepreciationMethod::DecliningBalance, 5, 1.5);
  EXPECT_DOUBLE_EQ(y[0], 300);
  EXPECT_DOUBLE_EQ(y[1], 210);
  EXPECT_NEAR(y[2], 490.0 / 3, 1e-9);
  EXPECT_NEAR(y[4], 490.0 / 3, 1e-9);
}

TEST(Depreciation, FactorAboveTheLifeTakesEverythingAtOnce) {
  // Rate min(2 / 1, 1) = 100%.
  EXPECT_EQ(depreciationByYear(1000, DepreciationMethod::DecliningBalance, 1, 2),
            (std::vector<double>{1000}));
}

TEST(Depreciation, StraightLineAndNone) {
  EXPECT_EQ(depreciationByYear(1000, DepreciationMethod::StraightLine, 4, 0),
            (std::vector<double>{250, 250, 250, 250}));
  EXPECT_TRUE(depreciationByYear(1000, DepreciationMethod::Immediate, 4, 0).empty());
  EXPECT_EQ(parseDepreciationMethod("declining_balance"), DepreciationMethod::DecliningBalance);
  EXPECT_EQ(parseDepreciationMethod(""), DepreciationMethod::None);
}

}  // namespace
}  // namespace fleetcost
