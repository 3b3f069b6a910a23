// Running every risk analysis of a scenario in one go (model/risk/risk_analyses.h): what runs
// for which scenario, the shared seed and map size, cancellation, problems, and isComplete.
#include "model/risk/risk_analyses.h"

#include <gtest/gtest.h>

#include <atomic>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// The base scenario (16 GPUs flat, 11,680 GPU-hours a month, 12 months, no discounting) with a
// colocate plan "own" at site1 besides "rent" on demand at 2 per GPU-hour, as in the
// sensitivity test: rent = 12 × 11,680 × price = 140,160 × price; own = the server price (two
// servers bought at 0, half their value credited at 12 months), 100,000.
Json ownAndRent() {
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  return s;
}

TEST(RiskAnalyses, NothingRangedGivesSensitivityOnlyAndIsComplete) {
  const auto a = analyseRisk(test::loadScenario(ownAndRent()), 0, {});
  ASSERT_TRUE(a);
  ASSERT_TRUE(a->problems.empty());
  ASSERT_TRUE(a->model);
  EXPECT_TRUE(a->model->figures.empty());
  ASSERT_TRUE(a->sensitivity);
  EXPECT_FALSE(a->map);         // nothing varies: no map
  EXPECT_FALSE(a->monteCarlo);  // and no trials
  EXPECT_TRUE(isComplete(*a));
}

TEST(RiskAnalyses, RangedPriceRunsTheMapAndTheTrialsWithTheSharedSeed) {
  Json s = ownAndRent();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1}, {"high", 4}};
  const auto a = analyseRisk(test::loadScenario(s), 0, {}, 300);
  ASSERT_TRUE(a);
  ASSERT_TRUE(a->problems.empty());
  ASSERT_TRUE(a->sensitivity);
  // The difference own − rent at the bounds: 100,000 − 140,160 × 1 = −40,160 and
  // 100,000 − 140,160 × 4 = −460,640.
  const Tornado& difference = a->sensitivity->tornados.front();
  ASSERT_EQ(difference.plan, -1);
  ASSERT_EQ(difference.bars.size(), 1u);
  EXPECT_DOUBLE_EQ(difference.bars[0].atLow, -40160);
  EXPECT_DOUBLE_EQ(difference.bars[0].atHigh, -460640);
  // An owning and a renting plan: the break-even map, kRiskMapSteps points a side.
  ASSERT_TRUE(a->map);
  EXPECT_EQ(a->map->x.values.size(), static_cast<std::size_t>(kRiskMapSteps));
  EXPECT_EQ(a->map->y.values.size(), static_cast<std::size_t>(kRiskMapSteps));
  ASSERT_TRUE(a->monteCarlo);
  EXPECT_EQ(a->trials, 300);
  EXPECT_EQ(a->monteCarlo->trials, 300);
  EXPECT_EQ(a->monteCarlo->seed, kRiskSeed);
  // Owning costs less in every trial: the difference stays between −460,640 and −40,160.
  ASSERT_TRUE(a->monteCarlo->probabilityOwningCheaper);
  EXPECT_DOUBLE_EQ(*a->monteCarlo->probabilityOwningCheaper, 1.0);
  EXPECT_TRUE(isComplete(*a));
  RiskAnalyses unfinished = *a;  // the trials still to come
  unfinished.monteCarlo.reset();
  EXPECT_FALSE(isComplete(unfinished));
}

TEST(RiskAnalyses, RentingOnlyHasNoMap) {
  Json s = test::baseScenario();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1}, {"high", 4}};
  const auto a = analyseRisk(test::loadScenario(s), 0, {}, 50);
  ASSERT_TRUE(a && a->problems.empty());
  EXPECT_FALSE(a->map);  // no owning plan to compare
  ASSERT_TRUE(a->monteCarlo);
  // rent = 140,160 × price with price in [1, 4]: every trial in [140,160, 560,640].
  ASSERT_EQ(a->monteCarlo->plans.size(), 1u);
  EXPECT_GE(a->monteCarlo->plans[0].min, 140160.0);
  EXPECT_LE(a->monteCarlo->plans[0].max, 560640.0);
}

TEST(RiskAnalyses, ACancelledRunGivesNothing) {
  Json s = ownAndRent();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1}, {"high", 4}};
  const std::atomic<bool> cancel{true};
  EXPECT_EQ(analyseRisk(test::loadScenario(s), 0, {}, 300, &cancel), nullptr);
}

TEST(RiskAnalyses, ABoundThatBreaksItsRuleIsAProblemAndEndsTheRun) {
  // A PUE of 0.9 at the low bound breaks its rule (1.0 to 3.0): sensitivity reports it, and
  // neither the map nor the trials run.
  Json s = ownAndRent();
  s["sites"][0]["cooling_options"][0]["pue"] = {{"value", 1.5}, {"low", 0.9}, {"high", 1.8}};
  const auto a = analyseRisk(test::loadScenario(s), 0, {}, 100);
  ASSERT_TRUE(a);
  EXPECT_TRUE(test::hasProblem(a->problems, "/scenarios/0/sites/0/cooling_options/0/pue/low",
                               "must be between 1.0 and 3.0, got 0.9"));
  EXPECT_FALSE(a->sensitivity);
  EXPECT_FALSE(a->map);
  EXPECT_FALSE(a->monteCarlo);
  EXPECT_TRUE(isComplete(*a));
}

TEST(RiskAnalyses, IsCompleteFollowsWhatHasFinished) {
  RiskAnalyses a;
  EXPECT_FALSE(isComplete(a));  // nothing yet
  a.problems.push_back(Problem{"/scenarios/0", "broken"});
  EXPECT_TRUE(isComplete(a));  // problems end the analyses
}

}  // namespace
}  // namespace fleetcost
