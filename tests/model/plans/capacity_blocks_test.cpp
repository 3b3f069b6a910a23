// Capacity blocks and take-or-pay commitments in the reservation search (docs/MODEL.md §16):
// a block bought for a training run, a block period that misses the run, a commitment that pays
// its minimum in idle months, ties, held decisions and the problems. Every expected figure is
// worked out by hand in the comments.
#include <gtest/gtest.h>

#include "model/io/result_json.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::problemsOf;

// The base scenario (12 months, no discounting) with its training run cut to months 3, 4 and 5 at
// 64 GPUs, flat: 64 × 730 = 46,720 GPU-hours a month. The offer: on demand 2 USD a GPU-hour,
// reserved 1,000 a GPU-month for a 12-month term, in units of 8; 91-day capacity blocks at 1.5 a
// GPU-hour: P = round(91 × 24 / 730 = 2.99) = 3 months, periods [0,3) [3,6) [6,9) [9,12).
Json blockScenario() {
  Json s = baseScenario();
  Json& w = s["workloads"][0];
  w["gpu_hours_per_month"] = 46720;
  w["start_month"] = 3;
  w["end_month"] = 6;
  Json& o = s["rental_offers"][0];
  o["block_per_gpu_hour"] = 1.5;
  o["block_days"] = 91;
  s["plans"][0] = {{"name", "reserve"}, {"strategy", "rent_reserved"}, {"rental_region", "r1"}};
  return s;
}

std::vector<long long> monthsOf(std::initializer_list<std::pair<int, long long>> set) {
  std::vector<long long> months(12, 0);
  for (const auto& [m, v] : set) months[m] = v;
  return months;
}

TEST(CapacityBlocks, ABlockAlignedWithTheRunBeatsReservingAndOnDemand) {
  // On demand: 3 × 46,720 × 2 = 280,320. Reserving 64 for the term: 64 × 1,000 × 12 = 768,000.
  // A block of 64 for period [3,6): 64 × 730 × 1.5 = 70,080 a month, 210,240 in all: chosen.
  const ScenarioResult r = test::evaluateJson(blockScenario());
  const PlanResult& plan = r.plans[0];
  EXPECT_EQ(plan.reserved, (std::vector<std::vector<long long>>{{0}}));
  ASSERT_EQ(plan.blockGpus.size(), 1u);
  EXPECT_EQ(plan.blockGpus[0], monthsOf({{3, 64}, {4, 64}, {5, 64}}));
  EXPECT_TRUE(plan.committed.empty());  // the offer sells no commitment
  // Dated like reservations: month m's block at date m + 1, in rental_reserved.
  EXPECT_NEAR(plan.flow(Category::RentalReserved)[4], 70080.0, 1e-6);
  EXPECT_NEAR(plan.flow(Category::RentalReserved)[6], 70080.0, 1e-6);
  EXPECT_NEAR(plan.flow(Category::RentalReserved)[7], 0.0, 1e-9);
  EXPECT_NEAR(plan.flow(Category::RentalOnDemand)[4], 0.0, 1e-9);
  EXPECT_NEAR(plan.nominalCost, 210240.0, 1e-6);
  EXPECT_NEAR(plan.pvCost, 210240.0, 1e-6);
  // The result file says so.
  const Json json = Json::parse(writeResultJson({r}));
  const Json& entry = json["scenarios"][0];
  EXPECT_EQ(entry["plans"][0]["block_gpus"]["g1"][4], 64);
  EXPECT_FALSE(entry["plans"][0].contains("committed"));
}

TEST(CapacityBlocks, APeriodThatMissesTheRunBuysNoBlockButShorterBlocksDo) {
  // The run in months 2, 3, 4. Period [0,3) would pay 3 block months (210,240) for one month on
  // demand (93,440); period [3,6) 210,240 for two (186,880): all on demand, 280,320.
  Json s = blockScenario();
  s["workloads"][0]["start_month"] = 2;
  s["workloads"][0]["end_month"] = 5;
  ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].blockGpus[0], monthsOf({}));
  EXPECT_NEAR(r.plans[0].nominalCost, 280320.0, 1e-6);
  // 28-day blocks: P = round(672 / 730 = 0.92) = 1, so each month of the run buys its own block,
  // 70,080 < 93,440 on demand: 3 × 70,080 = 210,240.
  s["rental_offers"][0]["block_days"] = 28;
  r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].blockGpus[0], monthsOf({{2, 64}, {3, 64}, {4, 64}}));
  EXPECT_NEAR(r.plans[0].nominalCost, 210240.0, 1e-6);
}

TEST(CapacityBlocks, ABaselineIsReservedAndTheRunBlocked) {
  // A second workload of 8 GPUs all year: reserving them costs 8 × 1,000 × 12 = 96,000, blocking
  // them 8 × 730 × 1.5 × 12 = 105,120, on demand 8 × 730 × 2 × 12 = 140,160. The run's 64 more
  // GPUs are blocked in [3,6) for 210,240. Total 306,240; reserving nothing would cost
  // 105,120 + 210,240 = 315,360.
  Json s = blockScenario();
  s["workloads"].push_back(
      {{"name", "w2"}, {"kind", "inference"}, {"gpu", "g1"}, {"gpu_hours_per_month", 5840}});
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].reserved, (std::vector<std::vector<long long>>{{8}}));
  EXPECT_EQ(r.plans[0].blockGpus[0], monthsOf({{3, 64}, {4, 64}, {5, 64}}));
  EXPECT_NEAR(r.plans[0].nominalCost, 306240.0, 1e-6);
}

TEST(CapacityBlocks, ABlockThatCostsWhatOnDemandCostsIsNotBought) {
  // 64 × 730 × 2 × 3 = 280,320 either way: the tie goes to the smaller coverage.
  Json s = blockScenario();
  s["rental_offers"][0]["block_per_gpu_hour"] = 2;
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].blockGpus[0], monthsOf({}));
  EXPECT_NEAR(r.plans[0].nominalCost, 280320.0, 1e-6);
}

TEST(Commitments, ACommitmentPaysItsMinimumInIdleMonths) {
  // Committed at 1.2 with at least 5,000 GPU-hours a month: 9 idle months pay 5,000 × 1.2 =
  // 6,000, the run's months 46,720 × 1.2 = 56,064: 54,000 + 168,192 = 222,192 < 280,320 on
  // demand (no blocks here).
  Json s = blockScenario();
  Json& o = s["rental_offers"][0];
  o.erase("block_per_gpu_hour");
  o.erase("block_days");
  o["commitment_per_gpu_hour"] = 1.2;
  o["commitment_gpu_hours_per_month"] = 5000;
  ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].committed, (std::vector<std::vector<int>>{{1}}));
  EXPECT_TRUE(r.plans[0].blockGpus.empty());
  EXPECT_NEAR(r.plans[0].flow(Category::RentalReserved)[1], 6000.0, 1e-6);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalReserved)[4], 56064.0, 1e-6);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalOnDemand)[4], 0.0, 1e-9);
  EXPECT_NEAR(r.plans[0].nominalCost, 222192.0, 1e-6);
  // At 20,000 a month the idle months pay 9 × 24,000 = 216,000: 384,192 > 280,320, not taken.
  s["rental_offers"][0]["commitment_gpu_hours_per_month"] = 20000;
  r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].committed, (std::vector<std::vector<int>>{{0}}));
  EXPECT_NEAR(r.plans[0].nominalCost, 280320.0, 1e-6);
}

TEST(Commitments, TheCheaperOfBlocksAndACommitmentWins) {
  // Blocks alone 210,240; committed (1.2, 5,000), blocks at 1.5 add nothing: 222,192.
  Json s = blockScenario();
  s["rental_offers"][0]["commitment_per_gpu_hour"] = 1.2;
  s["rental_offers"][0]["commitment_gpu_hours_per_month"] = 5000;
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].committed, (std::vector<std::vector<int>>{{0}}));
  EXPECT_EQ(r.plans[0].blockGpus[0], monthsOf({{3, 64}, {4, 64}, {5, 64}}));
  EXPECT_NEAR(r.plans[0].nominalCost, 210240.0, 1e-6);
}

TEST(CapacityBlocks, APortfolioPartBuysBlocksAsItsTypedPlan) {
  Json s = blockScenario();
  s["plans"].push_back(Json::parse(R"({"name": "mix", "strategy": "portfolio", "assignments":
      [{"workload": "w1", "strategy": "rent_reserved", "rental_region": "r1"}]})"));
  const ScenarioResult r = test::evaluateJson(s);
  ASSERT_EQ(r.plans[1].parts.size(), 1u);
  EXPECT_EQ(r.plans[1].parts[0].blockGpus[0], monthsOf({{3, 64}, {4, 64}, {5, 64}}));
  EXPECT_NEAR(r.plans[1].nominalCost, 210240.0, 1e-6);
}

TEST(CapacityBlocks, ProblemsNameTheFieldAndWhatIsWrong) {
  Json s = blockScenario();
  s["rental_offers"][0]["block_days"] = 20;
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/rental_offers/0/block_days",
                         "must be 1 to 14 days, or a multiple of 7 up to 182, got 20"));
  s["rental_offers"][0]["block_days"] = 189;
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/rental_offers/0/block_days", "got 189"));
  s = blockScenario();
  s["rental_offers"][0]["commitment_gpu_hours_per_month"] = 100;
  EXPECT_TRUE(hasProblem(problemsOf(s),
                         "/scenarios/0/rental_offers/0/commitment_gpu_hours_per_month",
                         "needs commitment_per_gpu_hour"));
  s = blockScenario();
  s["rental_offers"][0]["block_per_gpu_hour"] = -1;
  EXPECT_FALSE(problemsOf(s).empty());
}

}  // namespace
}  // namespace fleetcost
