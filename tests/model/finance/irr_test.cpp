// The IRR of owning against renting (MODEL.md §6, §9).
#include "model/finance/irr.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleetcost {
namespace {

TEST(Irr, TenPercentAYear) {
  // Pay 1,000 now, get 1,100 back in 12 months: (1 + r)^12 = 1.1, 10% a year.
  std::vector<double> d(13, 0.0);
  d[0] = -1000;
  d[12] = 1100;
  EXPECT_NEAR(*annualIrr(d), 0.10, 1e-12);
}

TEST(Irr, NegativeReturn) {
  std::vector<double> d(13, 0.0);
  d[0] = -1000;
  d[12] = 900;
  EXPECT_NEAR(*annualIrr(d), -0.10, 1e-12);
}

TEST(Irr, ZeroWhenTheFlowsCancel) {
  EXPECT_NEAR(*annualIrr({-100, 50, 50}), 0.0, 1e-15);
}

TEST(Irr, TheRootNearestZeroWins) {
  // -1 + 2.3 z - 1.32 z^2 = 0 has z = 1/1.1 and z = 1/1.2: monthly 10% and 20%. The scan
  // finds 10% first: 1.1^12 - 1 a year.
  EXPECT_NEAR(*annualIrr({-1, 2.3, -1.32}), std::pow(1.1, 12) - 1, 1e-9);
}

TEST(Irr, NoSignChangeNoRate) {
  EXPECT_FALSE(annualIrr({-1, -2, -3}));
  EXPECT_FALSE(annualIrr({0, 0, 0}));
  EXPECT_FALSE(annualIrr({1, 2}));
}

}  // namespace
}  // namespace fleetcost
