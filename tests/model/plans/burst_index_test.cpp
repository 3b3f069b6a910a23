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

Json peakyJson(int leadTime = 0) {
  Json s = baseScenario();
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  s["ownership"]["lead_time_months"] = leadTime;
  return s;
}

PreparedScenario peaky(int leadTime = 0) {
  return test::prepareJson(peakyJson(leadTime));
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

TEST(BurstIndex, ServerCountsAreExactForUnevenServersAndFractionalDemand) {
  // Servers of 3 GPUs, mean 6 GPUs (4,380 GPU-hours): 3 GPUs need exactly 1 server, 9 exactly
  // 3 (1/3 is inexact in binary; the count must not drift to 2 or 4).
  Json s = peakyJson();
  s["server_models"][0]["gpus"] = 3;
  s["workloads"][0]["gpu_hours_per_month"] = 4380;
  const PreparedScenario p = test::prepareJson(s);
  HoursByServers index = groupHoursByServers(p, 0);
  EXPECT_EQ(index.start, (std::vector<int>{0, 0, 12, 12, 24}));
  EXPECT_DOUBLE_EQ(index.demand[0], 3);
  EXPECT_DOUBLE_EQ(index.demand[12], 9);
  // Its sweep: cap 0: 12 * 84 * (3 + 9) = 12,096; cap 1 (3 GPUs): 12 * 84 * 6 = 6,048;
  // cap 2 (6 GPUs): 12 * 84 * 3 = 3,024; cap 3 (9 GPUs): 0.
  BurstSweep sweep(p.demand, index, 0, 0, 12, 3, std::vector<double>(12, 1.0));
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 12096);
  sweep.advanceTo(1, 0);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(1), 6048);
  sweep.advanceTo(2, 0);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(2), 3024);
  sweep.advanceTo(3, 0);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(3), 0);

  // Servers of 8, mean 10 GPUs (7,300 GPU-hours): 5 GPUs need 1 server (5 <= 8), 15 need 2
  // (8 < 15 <= 16): start = [0, 0, 12, 24].
  s = peakyJson();
  s["workloads"][0]["gpu_hours_per_month"] = 7300;
  index = groupHoursByServers(test::prepareJson(s), 0);
  EXPECT_EQ(index.start, (std::vector<int>{0, 0, 12, 24}));
  EXPECT_DOUBLE_EQ(index.demand[0], 5);
  EXPECT_DOUBLE_EQ(index.demand[12], 15);
}

TEST(BurstIndex, MonthsWithoutDemandAreLeftOut) {
  Json s = baseScenario();
  s["workloads"][0]["end_month"] = 3;  // 16 GPUs flat in months 0-2, nothing afterwards
  const PreparedScenario p = test::prepareJson(s);
  const HoursByServers index = groupHoursByServers(p, 0);
  // 3 classes of 168 hours at 16 GPUs = 2 servers; months 3-11 add nothing.
  EXPECT_EQ(index.start, (std::vector<int>{0, 0, 0, 3}));
  EXPECT_EQ(index.month, (std::vector<int>{0, 1, 2}));
  EXPECT_DOUBLE_EQ(index.hours[0], 168);
  BurstSweep sweep(p.demand, index, 0, 0, 12, 8, std::vector<double>(12, 1.0));
  // Cap 0: 3 * 168 * 16 = 8,064; the boundary past month 2 leaves nothing.
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 8064);
  sweep.advanceTo(0, 3);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 0);
  sweep.advanceTo(5, 12);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(5), 0);
}

TEST(BurstIndex, ALeadTimeAsLongAsTheHorizonGivesAnEmptyIndex) {
  const PreparedScenario p = peaky(12);
  const HoursByServers index = groupHoursByServers(p, 0);
  // No month from 12 to 11: no class; start holds c = 0 and its end only.
  EXPECT_EQ(index.start, (std::vector<int>{0, 0}));
  EXPECT_TRUE(index.month.empty());
  EXPECT_TRUE(index.demand.empty());
  BurstSweep sweep(p.demand, index, 0, 12, 12, 8, std::vector<double>(12, 1.0));
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 0);
  sweep.advanceTo(4, 12);  // a cap past every (absent) class
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(4), 0);
}

TEST(BurstIndex, EachGpuModelHasItsOwnIndex) {
  Json s = peakyJson();
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2", "name": "GPU Two"})"));
  Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  server["gpus"] = 4;
  s["server_models"].push_back(server);
  Json offer = s["rental_offers"][0];
  offer["id"] = "o2";
  offer["gpu"] = "g2";
  s["rental_offers"].push_back(offer);
  // 4 GPUs flat on g2 (2,920 GPU-hours): one class a month, 1 server of 4.
  s["workloads"].push_back(Json::parse(
      R"({"name": "w2", "kind": "training", "gpu": "g2", "gpu_hours_per_month": 2920})"));
  const PreparedScenario p = test::prepareJson(s);
  HybridSearchIndex search;
  const HoursByServers& second = search.of(p, 1);
  EXPECT_EQ(second.start, (std::vector<int>{0, 0, 12}));
  EXPECT_DOUBLE_EQ(second.demand[0], 4);
  EXPECT_DOUBLE_EQ(second.hours[0], 168);
  EXPECT_FALSE(search.byGpu[0].has_value());  // built only when a search needs it
  EXPECT_EQ(search.of(p, 0).start, (std::vector<int>{0, 0, 12, 12, 24}));  // g1's, as above
  EXPECT_EQ(&search.of(p, 1), &second);
}

TEST(BurstSweep, TheCapRisesBeforeTheBoundaryMovesInOneStep) {
  const PreparedScenario p = peaky();
  const HoursByServers index = groupHoursByServers(p, 0);
  BurstSweep sweep(p.demand, index, 0, 0, 12, 8, std::vector<double>(12, 1.0));
  // From cap 0 at month 0 straight to cap 2 from month 6: months 6-11 only, 24 - 16 = 8 GPUs
  // above for 84 hours: 6 * 84 * 8 = 4,032.
  sweep.advanceTo(2, 6);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(2), 4032);
}

TEST(BurstSweep, MonthsThatLeftAreNotTakenOutAgainWhenTheCapRises) {
  const PreparedScenario p = peaky();
  const HoursByServers index = groupHoursByServers(p, 0);
  BurstSweep sweep(p.demand, index, 0, 0, 12, 8, std::vector<double>(12, 1.0));
  // The boundary past the horizon at cap 0 leaves every month: 0 (not below: the boundary
  // stops at H).
  sweep.advanceTo(0, 100);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 0);
  // A cap rising past every class then finds only classes of months already gone: still 0.
  // (Taken out twice, they would leave Σ w D = -12 * 84 * 32 = -32,256 and Σ w = -12 * 168 =
  // -2,016: -32,256 + 3 * 8 * 2,016 = 16,128.)
  sweep.advanceTo(3, 100);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(3), 0);
}

TEST(BurstSweep, MonthsBeforeTheLeadTimeCountForNothingWhateverTheirWeight) {
  const PreparedScenario p = peaky(2);
  const HoursByServers index = groupHoursByServers(p, 0);
  std::vector<double> weights(12, 1.0);
  weights[0] = weights[1] = 100;  // months 0-1 are before L = 2: not in the sum
  BurstSweep sweep(p.demand, index, 0, 2, 12, 8, weights);
  // Months 2-11 at cap 0: 10 * 84 * (8 + 24) = 26,880.
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(0), 26880);
  // At cap 1: 10 * 84 * 16 = 13,440.
  sweep.advanceTo(1, 2);
  EXPECT_DOUBLE_EQ(sweep.weightedAbove(1), 13440);
}

}  // namespace
}  // namespace fleetcost
