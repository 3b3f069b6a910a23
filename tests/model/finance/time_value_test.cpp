// Discounting and yearly price steps (MODEL.md §1, §2).
#include "model/finance/time_value.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleetcost {
namespace {

TEST(TimeValue, MonthlyRateCompoundsToTheAnnualRate) {
  // (1 + 0.1)^(1/12) - 1 = 0.00797414...; twelve months of it give back 10%.
  EXPECT_NEAR(std::pow(1.0 + monthlyRate(0.10), 12), 1.10, 1e-12);
  EXPECT_NEAR(monthlyRate(0.10), 0.0079741404289037, 1e-15);
}

TEST(TimeValue, DiscountFactors) {
  const std::vector<double> f = discountFactors(0.10, 24);
  ASSERT_EQ(f.size(), 25u);
  EXPECT_DOUBLE_EQ(f[0], 1.0);
  EXPECT_NEAR(f[12], 1.0 / 1.10, 1e-12);           // one year
  EXPECT_NEAR(f[24], 1.0 / (1.10 * 1.10), 1e-12);  // two years
  const std::vector<double> none = discountFactors(0.0, 3);
  EXPECT_EQ(none, (std::vector<double>{1, 1, 1, 1}));
}

TEST(TimeValue, PricesChangeOnceAYear) {
  // 100 falling 20% a year: months 0-11 at 100, 12-23 at 80, 24 at 64.
  const std::vector<double> p = yearlyEscalation(100.0, -0.2, 25);
  EXPECT_DOUBLE_EQ(p[0], 100);
  EXPECT_DOUBLE_EQ(p[11], 100);
  EXPECT_DOUBLE_EQ(p[12], 80);
  EXPECT_DOUBLE_EQ(p[23], 80);
  EXPECT_NEAR(p[24], 64, 1e-12);
}

}  // namespace
}  // namespace fleetcost
