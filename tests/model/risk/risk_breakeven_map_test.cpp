// The break-even map: the difference over a grid of two inputs worked out by hand, its zero
// line, the default inputs, and inputs it cannot use.
#include "model/risk/breakeven_map.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// As in the sensitivity test: rent = 280,320 * rental price scale; own = the server price (two
// servers bought, half the value credited at 12 months), so difference = price - 280,320 * r.
std::shared_ptr<const RiskModel> ownAndRent() {
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

TEST(RiskBreakEvenMap, DifferenceOverRentalPriceAndServerPrice) {
  BreakEvenMapOptions options;
  options.x = kRentalPriceScale;
  options.xRange = std::pair{0.25, 0.75};
  options.y = "/server_models/0/price";  // from the scenario, or from the root
  options.yRange = std::pair{50000.0, 150000.0};
  options.steps = 3;
  const BreakEvenMap map = runBreakEvenMap(*ownAndRent(), options);
  ASSERT_EQ(map.error, "");
  ASSERT_TRUE(map.problems.empty());
  EXPECT_EQ(map.x.values, (std::vector<double>{0.25, 0.5, 0.75}));
  EXPECT_EQ(map.y.values, (std::vector<double>{50000, 100000, 150000}));
  EXPECT_EQ(map.y.input, "/scenarios/0/server_models/0/price");
  // rent at 0.25, 0.5, 0.75: 70,080, 140,160, 210,240.
  EXPECT_DOUBLE_EQ(map.at(0, 0), 50000 - 70080.0);
  EXPECT_DOUBLE_EQ(map.at(1, 1), 100000 - 140160.0);
  EXPECT_DOUBLE_EQ(map.at(0, 2), 150000 - 70080.0);
  EXPECT_DOUBLE_EQ(map.at(2, 2), 150000 - 210240.0);
  // The difference is linear in both inputs, so the interpolated zero line lies exactly on
  // price = 280,320 * r.
  ASSERT_FALSE(map.zeroLine.empty());
  for (const Polyline& line : map.zeroLine)
    for (const auto& point : line) EXPECT_NEAR(point[1], 280320 * point[0], 1e-6);
}

TEST(RiskBreakEvenMap, DefaultInputsScaleDemandAndRentalPrices) {
  BreakEvenMapOptions options;
  options.steps = 4;
  const BreakEvenMap map = runBreakEvenMap(*ownAndRent(), options);
  ASSERT_EQ(map.error, "");
  EXPECT_EQ(map.x.input, kDemandScale);
  EXPECT_EQ(map.y.input, kRentalPriceScale);
  EXPECT_DOUBLE_EQ(map.x.values.front(), 0.5);
  EXPECT_DOUBLE_EQ(map.x.values.back(), 2.0);
  EXPECT_DOUBLE_EQ(map.y.values.front(), 0.2);
  EXPECT_DOUBLE_EQ(map.y.values.back(), 1.4);
  // Demand 2x (32 GPUs: 4 servers, own = 2 * 100,000) at rental prices 1.4x: rent = 280,320 * 2
  // * 1.4 = 784,896; difference 200,000 - 784,896.
  EXPECT_DOUBLE_EQ(map.at(3, 3), 200000 - 784896.0);
  // Demand 0.5x (8 GPUs: 1 server, own 50,000) at 0.2x: rent 28,032.
  EXPECT_DOUBLE_EQ(map.at(0, 0), 50000 - 28032.0);
}

TEST(RiskBreakEvenMap, InputsItCannotUse) {
  const auto model = ownAndRent();
  BreakEvenMapOptions options;
  options.x = "/sites/0/nothing";
  EXPECT_NE(runBreakEvenMap(*model, options).error.find("no figure at /sites/0/nothing"),
            std::string::npos);
  options.x = "/server_models/0/price";  // stated without a range, and no range given
  EXPECT_NE(runBreakEvenMap(*model, options).error.find("has no range"), std::string::npos);
  options.x = kDemandScale;
  options.steps = 1;
  EXPECT_NE(runBreakEvenMap(*model, options).error, "");
  options.steps = 3;
  options.y = kDemandScale;
  EXPECT_NE(runBreakEvenMap(*model, options).error, "");
}

TEST(RiskBreakEvenMap, AGridValueThatBreaksARuleIsAProblem) {
  BreakEvenMapOptions options;
  options.x = "/sites/0/cooling_options/0/pue";
  options.xRange = std::pair{0.8, 1.6};
  options.steps = 3;
  const BreakEvenMap map = runBreakEvenMap(*ownAndRent(), options);
  EXPECT_TRUE(test::hasProblem(map.problems, "/scenarios/0/sites/0/cooling_options/0/pue",
                               "the map's value 0.8 must be between 1.0 and 3.0"));
  EXPECT_TRUE(map.difference.empty());
}

TEST(RiskBreakEvenMap, ARangeNearTheEdgeOfDoubleGivesFiniteGridValues) {
  // 0..1.7e308 in 3 steps: 0, 8.5e307, 1.7e308 (from + (to - from) * 2 / 2 would overflow to
  // infinity at the last point). With demand scaled by 8.5e307 the peak of 16 GPUs is 1.36e309,
  // beyond double range: the first such point (row 0, column 1) is the problem, in words.
  BreakEvenMapOptions options;
  options.xRange = std::pair{0.0, 1.7e308};
  options.steps = 3;
  const BreakEvenMap map = runBreakEvenMap(*ownAndRent(), options);
  ASSERT_EQ(map.x.values.size(), 3u);
  EXPECT_EQ(map.x.values[0], 0.0);
  EXPECT_DOUBLE_EQ(map.x.values[1], 8.5e307);
  EXPECT_DOUBLE_EQ(map.x.values[2], 1.7e308);
  ASSERT_EQ(map.problems.size(), 1u);
  EXPECT_EQ(map.problems[0].pointer, "/scenarios/0/gpu_models/0");
  EXPECT_EQ(map.problems[0].message,
            "at the map's point demand scale 8.5e+307, rental price scale 0.2: peak demand grows "
            "beyond any number FleetCost can compute (the limit is 1000000 GPUs per GPU model): "
            "check the demand and annual_growth of its workloads");
}

// A scale is a what-if: the on-demand price's own range (1.8 to 2.2, i.e. 0.9 to 1.1 x) does not
// limit the rental price scale, even with the horizon on the other axis (a map that rebuilds the
// scenario at each horizon). At 12 months and 0.2 x: owning costs 200,000 - 100,000 resale =
// 100,000; renting 11,680 * 12 * 2 * 0.2 = 56,064; the difference 43,936.
TEST(RiskBreakEvenMap, AScaleIsAWhatIfBeyondTheOffersRange) {
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.8}, {"high", 2.2}};
  s["workloads"][0]["gpu_hours_per_month"] = {{"value", 11680}, {"low", 10000}, {"high", 12000}};
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  ASSERT_TRUE(built.model);
  for (const char* other : {kRentalPriceScale, kDemandScale}) {
    SCOPED_TRACE(other);
    BreakEvenMapOptions options;
    options.x = "/horizon_months";
    options.xRange = std::pair{6.0, 12.0};
    options.y = other;  // default range: 0.2 to 1.4 (rental), 0.5 to 2 (demand)
    options.steps = 3;
    const BreakEvenMap map = runBreakEvenMap(*built.model, options);
    ASSERT_EQ(map.error, "");
    for (const Problem& p : map.problems) ADD_FAILURE() << formatProblem(p);
    ASSERT_EQ(map.x.values, (std::vector<double>{6, 9, 12}));
    if (std::string(other) == kRentalPriceScale) {
      ASSERT_EQ(map.y.values.front(), 0.2);
      EXPECT_NEAR(map.at(2, 0), 100000 - 56064.0, 1e-6);
    }
  }
}

TEST(RiskBreakEvenMap, ScenarioWithoutAComparisonHasNoMap) {
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(test::baseScenario()), 0);
  EXPECT_NE(runBreakEvenMap(*built.model, {}).error, "");
}

}  // namespace
}  // namespace fleetcost
