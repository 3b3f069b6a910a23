// The hybrid cap search's demand index (plans/burst_index.h, MODEL.md §4.5, §11): classes grouped
// by the servers that cover them, and the sweep of the weighted demand above a rising cap.
#include "model/plans/burst_index.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

// 12 months of 8 GPUs for 84 hours of the week and 24 GPUs for the other 84 (mean 16), on
// servers of 8 GPUs.
PreparedScenario peaky(int leadTime = 0) {
  Json s = baseScenario();
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  s["ownership"]["lead_time_months"] = leadTime;
  return test::prepareJson(s);
}

TEST(BurstIndex, ClassesAreGroupedByTheSmallestCoveringServerCount) {
  const PreparedScenario p = peaky();
  const HoursByServers index = groupHoursByServers(p, 0);
  // 8 GPUs need exactly 1 server (1 * 8 >= 8, not 2), 24 GPUs 3; none needs 2. Counts by c:
  // c = 1: 12 classes, c = 3: 12 -> start = [0, 0, 12, 12, 24].
  EXPECT_EQ(index.start, (std::vector<int>{0, 0, 12, 12, 24}));
  for (int i = 0; i < 12; ++i) {
    EXPECT_DOUBLE_EQ(index.demand[i], 8) << i;
    EXPECT_DOUBLE_EQ(index.hours[i], 84) << i;
    EXPECT_DOUBLE_EQ(index.demand[12 + i], 24) << i;
  }
  EXPECT_EQ(index.month[0], 0);  // month order kept within a group
  EXPECT_EQ(index.month[11], 11);
}

TEST(BurstIndex, MonthsBeforeTheLeadTimeAreLeftOut) {
  const HoursByServers index = groupHoursByServers(peaky(2), 0);
  // Months 2..11: 10 classes of each level.
  EXPECT_EQ(index.start, (std::vector<int>{0, 0, 10, 10, 20}));
  EXPECT_EQ(index.month[0], 2);
}

TEST(BurstIndex, TheSearchIndexIsBuiltOncePerGpuModel) {
  const PreparedScenario p = peaky();
  HybridSearchIndex search;
  const HoursByServers* first = &search.of(p, 0);
  EXPECT_EQ(&search.of(p, 0), first);
  EXPECT_EQ(first->start.back(), 24);
}

TEST(BurstSweep, TheWeightedDemandAboveARisingCap) {
  const PreparedScenario p = peaky();
  const HoursByServers index = groupHoursByServers(p, 0);
  BurstSweep sweep(p.demand, index, 0, 0, 12, 8, std::vector<double>(12, 1.0));
  // Cap 0: all of it, in GPU-hours of the week: 12 * (84 * 8 + 84 * 24) = 32,256.
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 32256);
  // Cap 1 (8 GPUs): 16 GPUs above for 84 hours: 12 * 84 * 16 = 16,128.
  sweep.advanceTo(1, 0);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(1), 16128);
  // Cap 2 (16 GPUs): no class leaves, 8 above for 84 hours: 12 * 84 * 8 = 8,064.
  sweep.advanceTo(2, 0);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(2), 8064);
  // The boundary moves to month 6: months 0-5 leave: 6 * 84 * 8 = 4,032.
  sweep.advanceTo(2, 6);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(2), 4032);
  // Cap 3 covers the peak: nothing above, and a cap past every class changes nothing.
  sweep.advanceTo(3, 6);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(3), 0);
  sweep.advanceTo(10, 6);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(10), 0);
}

TEST(BurstSweep, MonthsCountWithTheirWeights) {
  const PreparedScenario p = peaky();
  const HoursByServers index = groupHoursByServers(p, 0);
  std::vector<double> weights(12, 1.0);
  weights[11] = 0.5;  // e.g. a discount factor
  BurstSweep sweep(p.demand, index, 0, 0, 12, 8, weights);
  sweep.advanceTo(1, 0);
  // 16,128 with month 11's 84 * 16 = 1,344 at half weight: 16,128 - 672 = 15,456.
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(1), 15456);
  // After the boundary passes month 6 at cap 1: months 6-10 whole, 11 half: 5.5 * 1,344 = 7,392.
  sweep.advanceTo(1, 6);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(1), 7392);
}

}  // namespace
}  // namespace fleetcost
