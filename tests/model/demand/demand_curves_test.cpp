// Demand curves: hour classes, totals, peaks, demand above a capacity, rebuilding a GPU model.
#include "model/demand/demand_curves.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

std::vector<double> months(std::initializer_list<double> gpus) { return gpus; }

// One GPU model, one month: 10 GPUs for 84 hours and 20 GPUs for the other 84 (one profile of
// weights 1 and 2 at a level of 10 GPUs).
DemandCurves twoLevels() {
  DemandCurves curves(1, 1);
  WeeklyProfile profile{};
  for (int k = 0; k < 168; ++k) profile[k] = k < 84 ? 1.0 : 2.0;
  curves.addLevels(0, curves.profileIndex(0, profile), months({10.0}));
  curves.finish();
  return curves;
}

TEST(DemandCurves, SumPeakAndGpuHours) {
  const DemandCurves c = twoLevels();
  EXPECT_DOUBLE_EQ(c.sum(0, 0), 84 * 10 + 84 * 20);  // 2,520
  EXPECT_DOUBLE_EQ(c.peak(0, 0), 20);
  // GPUh = 730 / 168 * 2,520 = 10,950.
  EXPECT_DOUBLE_EQ(c.gpuHours(0, 0), 10950);
  EXPECT_EQ(c.curve(0, 0).classes, 2);  // two weights, two classes of 84 hours
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

TEST(DemandCurves, WalkingFromACursorGivesTheSameAsSearching) {
  const DemandCurves c = twoLevels();
  const MonthCurve curve = c.curve(0, 0);
  int cursor = 0;
  for (double capacity : {3.0, 12.0, 19.0, 4.0, 0.5})
    EXPECT_DOUBLE_EQ(curve.aboveFrom(capacity, cursor), c.sumAbove(0, 0, capacity)) << capacity;
}

TEST(DemandCurves, AddsWorkloadsAndFindsThePeakOverMonths) {
  DemandCurves c(3, 2);
  WeeklyProfile flat;
  flat.fill(1.0);
  const int p = c.profileIndex(1, flat);
  EXPECT_EQ(c.profileIndex(1, flat), p);  // the same profile is one profile
  c.addLevels(1, p, months({4.0, 0.0, 4.0}));
  c.addLevels(1, p, months({0.0, 0.0, 3.0}));
  c.finish();
  EXPECT_DOUBLE_EQ(c.peak(1, 2), 7);
  EXPECT_DOUBLE_EQ(c.maxPeak(1, 0, 3), 7);
  EXPECT_DOUBLE_EQ(c.maxPeak(1, 0, 2), 4);
  EXPECT_DOUBLE_EQ(c.sum(0, 0), 0);  // the other GPU model has no demand
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 1), 0);
}

// Two profiles on one GPU model: flat at 2 GPUs and "weights 0 then 2" (84 hours each) at 3 GPUs
// give hours of 2 + 0 = 2 GPUs and 2 + 6 = 8 GPUs: two classes of 84 hours.
DemandCurves twoProfiles() {
  DemandCurves c(1, 1);
  WeeklyProfile flat, halves{};
  flat.fill(1.0);
  for (int k = 84; k < 168; ++k) halves[k] = 2.0;
  c.addLevels(0, c.profileIndex(0, flat), months({2.0}));
  c.addLevels(0, c.profileIndex(0, halves), months({3.0}));
  c.finish();
  return c;
}

TEST(DemandCurves, ProfilesCombineHourByHour) {
  const DemandCurves c = twoProfiles();
  EXPECT_EQ(c.curve(0, 0).classes, 2);
  EXPECT_DOUBLE_EQ(c.sum(0, 0), 84 * 2 + 84 * 8);  // 840
  EXPECT_DOUBLE_EQ(c.peak(0, 0), 8);
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 5), 84 * 3);   // the 8-GPU hours, 3 above 5
  EXPECT_DOUBLE_EQ(c.sumAbove(0, 0, 1), 84 * 1 + 84 * 7);
  const std::vector<double> hours = c.sortedHours(0, 0);
  ASSERT_EQ(hours.size(), 168u);
  EXPECT_DOUBLE_EQ(hours.front(), 2);
  EXPECT_DOUBLE_EQ(hours[83], 2);
  EXPECT_DOUBLE_EQ(hours[84], 8);
  EXPECT_DOUBLE_EQ(hours.back(), 8);
}

TEST(DemandCurves, RebuildingAGpuModelFromNewLevelsAndCopyingItBack) {
  const DemandCurves base = twoProfiles();
  DemandCurves trial = base;
  trial.clearLevels(0);
  trial.addLevels(0, 0, months({1.0}));  // flat at 1, the other profile at 0
  trial.rebuild(0);
  EXPECT_DOUBLE_EQ(trial.sum(0, 0), 168);
  EXPECT_DOUBLE_EQ(trial.peak(0, 0), 1);
  trial.copyGpu(base, 0);
  EXPECT_DOUBLE_EQ(trial.sum(0, 0), 840);
  EXPECT_DOUBLE_EQ(trial.sumAbove(0, 0, 5), 84 * 3);
}

}  // namespace
}  // namespace fleetcost
