// Sorted demand curves: totals, peaks and demand above a capacity.
#include "model/demand/demand_curves.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

// One GPU model, one month: 10 GPUs for 84 hours and 20 GPUs for the other 84.
DemandCurves twoLevels() {
  DemandCurves curves(1, 1);
  WeeklyProfile profile{};
  for (int k = 0; k < 168; ++k) profile[k] = k < 84 ? 1.0 : 2.0;
  curves.add(0, 0, 10.0, profile);
  curves.finish();
  return curves;
}

TEST(DemandCurves, SumPeakAndGpuHours) {
  const DemandCurves c = twoLevels();
  EXPECT_DOUBLE_EQ(c.sum(0, 0), 84 * 10 + 84 * 20);  // 2,520
  EXPECT_DOUBLE_EQ(c.peak(0, 0), 20);
  // GPUh = 730 / 168 * 2,520 = 10,950.
  EXPECT_DOUBLE_EQ(c.gpuHours(0, 0), 10950);
}

TEST(DemandCurves, DemandAboveACapacity) {
  const DemandCurves c = twoLevels();
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 0), 2520);
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 15), 84 * 5);  // only the 20-GPU hours exceed 15
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 5), 84 * 5 + 84 * 15);
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 20), 0);
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 25), 0);
  EXPECT_DOUBLE_EQ(c.sumServed(0, 0, 15), 84 * 10 + 84 * 15);
}

TEST(DemandCurves, AddsWorkloadsAndFindsThePeakOverMonths) {
  DemandCurves c(3, 2);
  WeeklyProfile flat;
  flat.fill(1.0);
  c.add(1, 0, 4.0, flat);
  c.add(1, 2, 4.0, flat);
  c.add(1, 2, 3.0, flat);
  c.finish();
  EXPECT_DOUBLE_EQ(c.peak(1, 2), 7);
  EXPECT_DOUBLE_EQ(c.maxPeak(1, 0, 3), 7);
  EXPECT_DOUBLE_EQ(c.maxPeak(1, 0, 2), 4);
  EXPECT_DOUBLE_EQ(c.sum(0, 0), 0);  // the other GPU model has no demand
}

}  // namespace
}  // namespace fleetcost
