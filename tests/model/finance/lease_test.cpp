// Lease instalments, PMT(annual_rate / 12, term, -cost).
#include "model/finance/lease.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

TEST(Lease, LevelPayment) {
  // 100,000 over 36 months at 6% a year: i = 0.005, 1.005^36 = 1.19668, payment
  // 500 / (1 - 1 / 1.19668) = 3,042.19.
  EXPECT_NEAR(leasePayment(100000, 0.06, 36), 3042.19, 0.005);
}

TEST(Lease, ZeroRateSplitsTheCostEvenly) {
  EXPECT_DOUBLE_EQ(leasePayment(120000, 0.0, 12), 10000);
}

}  // namespace
}  // namespace fleetcost
