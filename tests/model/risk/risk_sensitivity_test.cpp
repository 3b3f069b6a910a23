// Sensitivity (MODEL.md §7) on a scenario small enough to work out by hand: tornado swings,
// their order, whole-number bounds rounded half up, and bounds that break a rule.
#include "model/risk/sensitivity.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// The base scenario (16 GPUs flat, 11,680 GPU-hours a month, 12 months, no discounting) with a
// colocate plan "own" at site1 besides "rent" on demand at 2 per GPU-hour.
//   rent: 12 * 11,680 * price; at 2 -> 280,320.
//   own: 2 servers of 8 GPUs bought at month 0 (2 * price), no fees, no energy price, no rental;
//        terminal credit at 12 of 2 * price * 0.5^(12/12) = price -> own = price; 100,000.
//   difference = own - rent = 100,000 - 280,320 = -180,320.
Json ownAndRent() {
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.5}, {"high", 3}};
  s["server_models"][0]["price"] = {{"value", 100000}, {"low", 80000}, {"high", 150000}};
  return s;
}

std::shared_ptr<const RiskModel> modelOf(const Json& s) {
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

TEST(RiskSensitivity, TornadoSwingsWorkedByHand) {
  const auto model = modelOf(ownAndRent());
  ASSERT_TRUE(model);
  // Figures in §0 order: server price before the offer's price.
  ASSERT_EQ(model->figures.size(), 2u);
  EXPECT_EQ(model->figures[0].pointer, "/scenarios/0/server_models/0/price");
  EXPECT_EQ(model->figures[1].pointer, "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour");
  const SensitivityResult r = runSensitivity(*model);
  ASSERT_TRUE(r.problems.empty());
  ASSERT_EQ(r.tornados.size(), 3u);  // the difference, then "rent", then "own"

  const Tornado& difference = r.tornados[0];
  EXPECT_EQ(difference.plan, -1);
  EXPECT_DOUBLE_EQ(difference.base, -180320);
  // On-demand price 1.5 / 3: rent 210,240 / 420,480 -> difference -110,240 / -320,480,
  // swing 210,240. Server price 80,000 / 150,000: own 80,000 / 150,000 -> difference
  // -200,320 / -130,320, swing 70,000. Sorted by swing: the price of renting first.
  ASSERT_EQ(difference.bars.size(), 2u);
  EXPECT_EQ(difference.bars[0].figure, 1);
  EXPECT_DOUBLE_EQ(difference.bars[0].atLow, -110240);
  EXPECT_DOUBLE_EQ(difference.bars[0].atHigh, -320480);
  EXPECT_DOUBLE_EQ(difference.bars[0].swing, 210240);
  EXPECT_EQ(difference.bars[1].figure, 0);
  EXPECT_DOUBLE_EQ(difference.bars[1].atLow, -200320);
  EXPECT_DOUBLE_EQ(difference.bars[1].atHigh, -130320);
  EXPECT_DOUBLE_EQ(difference.bars[1].swing, 70000);

  // "rent" moves only with its price; "own" only with the server price (it rents nothing).
  const Tornado& rent = r.tornados[1];
  EXPECT_EQ(rent.plan, 0);
  EXPECT_DOUBLE_EQ(rent.base, 280320);
  EXPECT_EQ(rent.bars[0].figure, 1);
  EXPECT_DOUBLE_EQ(rent.bars[0].swing, 210240);
  EXPECT_DOUBLE_EQ(rent.bars[1].swing, 0);
  const Tornado& own = r.tornados[2];
  EXPECT_EQ(own.bars[0].figure, 0);
  EXPECT_DOUBLE_EQ(own.bars[0].atLow, 80000);
  EXPECT_DOUBLE_EQ(own.bars[0].atHigh, 150000);
  EXPECT_DOUBLE_EQ(own.bars[1].swing, 0);
}

TEST(RiskSensitivity, FiguresWithoutARangeAreNotVaried) {
  Json s = ownAndRent();
  s["server_models"][0]["price"] = {{"value", 100000}, {"low", 100000}, {"high", 100000}};
  const auto model = modelOf(s);
  ASSERT_EQ(model->figures.size(), 1u);
  EXPECT_EQ(model->figures[0].key, "on_demand_per_gpu_hour");
}

TEST(RiskSensitivity, WholeNumberBoundsAreRoundedHalfUp) {
  Json s = ownAndRent();
  s["ownership"]["refresh_months"] = {{"value", 48}, {"low", 35.5}, {"high", 60.49}};
  const auto model = modelOf(s);
  const RangedFigure& refresh = model->figures[0];
  EXPECT_EQ(refresh.key, "refresh_months");
  EXPECT_EQ(refresh.low, 36);   // 35.5 rounds half up
  EXPECT_EQ(refresh.high, 60);  // 60.49 rounds down
}

TEST(RiskSensitivity, ABoundThatBreaksARuleIsAProblemAtThatBound) {
  Json s = ownAndRent();
  s["sites"][0]["cooling_options"][0]["pue"] = {{"value", 1.5}, {"low", 0.9}, {"high", 1.8}};
  // A lead time of 2.5 months rounds to 3: a colocate plan then needs a rental region (§0).
  s["ownership"]["lead_time_months"] = {{"value", 0}, {"low", 0}, {"high", 2.5}};
  const auto model = modelOf(s);
  const SensitivityResult r = runSensitivity(*model);
  EXPECT_TRUE(r.tornados.empty());
  EXPECT_TRUE(test::hasProblem(r.problems, "/scenarios/0/sites/0/cooling_options/0/pue/low",
                               "must be between 1.0 and 3.0, got 0.9"));
  EXPECT_TRUE(test::hasProblem(r.problems, "/scenarios/0/ownership/lead_time_months/high",
                               "with this bound (3), /scenarios/0/plans/1/rental_region: "
                               "required for colocate"));
  EXPECT_EQ(r.problems.size(), 2u);
}

TEST(RiskSensitivity, AServerThatNoLongerFitsItsRackIsAProblem) {
  Json s = ownAndRent();
  // The 10 kW "air" rack holds two 5 kW servers; a 12 kW server does not fit it (§4.4).
  s["server_models"][0]["power_max_kw"] = {{"value", 5}, {"low", 4}, {"high", 12}};
  const SensitivityResult r = runSensitivity(*modelOf(s));
  EXPECT_TRUE(test::hasProblem(r.problems, "/scenarios/0/server_models/0/power_max_kw/high",
                               "does not fit the 10 kW \"air\" rack"));
}

TEST(RiskSensitivity, CancellingLeavesNothing) {
  std::atomic<bool> cancel{true};
  const SensitivityResult r = runSensitivity(*modelOf(ownAndRent()), &cancel);
  EXPECT_TRUE(r.cancelled);
  EXPECT_TRUE(r.tornados.empty());
  EXPECT_TRUE(r.atLow.empty());
}

}  // namespace
}  // namespace fleetcost
