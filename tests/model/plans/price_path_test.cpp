// Rental price paths (docs/MODEL.md §12.2), worked out by hand: linear between points from the
// offer's price at month 0, flat after the last, replacing the yearly change for the prices the
// points state; reserved terms lock the path's price; the path's scale in the risk analyses.
#include <gtest/gtest.h>

#include "model/finance/time_value.h"
#include "model/risk/risk_trial.h"
#include "model/risk/sensitivity.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;
using test::sumOf;

TEST(PricePath, LinearBetweenPointsAndFlatAfterTheLast) {
  // 2 at month 0, 1 at month 12, 3 at month 24.
  std::vector<double> prices;
  linearPathInto(prices, 2.0, {{12, 1.0}, {24, 3.0}}, 30);
  ASSERT_EQ(prices.size(), 30u);
  EXPECT_DOUBLE_EQ(prices[0], 2.0);
  EXPECT_DOUBLE_EQ(prices[6], 1.5);  // 2 + (1 - 2) * 6 / 12
  EXPECT_DOUBLE_EQ(prices[12], 1.0);
  EXPECT_DOUBLE_EQ(prices[18], 2.0);  // 1 + (3 - 1) * 6 / 12
  EXPECT_DOUBLE_EQ(prices[24], 3.0);
  EXPECT_DOUBLE_EQ(prices[29], 3.0);
  // A point beyond the horizon shapes the months before it.
  linearPathInto(prices, 2.0, {{20, 0.0}}, 10);
  EXPECT_DOUBLE_EQ(prices[5], 1.5);  // 2 - 2 * 5 / 20
}

// The base scenario (11,680 GPU-hours a month on demand at 2 per GPU-hour) with a path on the
// offer's on-demand price: 1 at month 6, so months 0..5 cost 2 - m / 6 and months 6.. cost 1.
Json pathScenario() {
  Json s = test::baseScenario();
  s["rental_offers"][0]["price_path"] = Json::parse(R"({"points": [
      {"month": 6, "on_demand_per_gpu_hour": 1}], "source": "test curve", "as_of": "2026-12"})");
  return s;
}

TEST(PricePath, OnDemandFollowsThePath) {
  const PlanResult r = test::evaluateJson(pathScenario()).plans[0];
  const Series& rental = r.flow(Category::RentalOnDemand);
  EXPECT_DOUBLE_EQ(rental[1], 11680 * 2.0);
  EXPECT_NEAR(rental[4], 11680 * (2 - 3.0 / 6), 1e-9);
  EXPECT_DOUBLE_EQ(rental[7], 11680.0);
  EXPECT_DOUBLE_EQ(rental[12], 11680.0);
  // Σ months 0..5 of (2 - m/6) = 12 - 15/6 = 9.5, months 6..11 at 1 = 6: 15.5 * 11,680.
  EXPECT_NEAR(r.nominalCost, 15.5 * 11680, 1e-7);
}

TEST(PricePath, ReplacesTheYearlyChangeOnlyForThePricesItStates) {
  // 24 months, +50% a year, the path on the on-demand price only (1 from month 6): the on-demand
  // price ignores the yearly change (1 in year 2, not 1.5); the reserved price keeps it.
  Json s = pathScenario();
  s["horizon_months"] = 24;
  s["rental_offers"][0]["annual_price_change"] = 0.5;
  s["plans"][0]["strategy"] = "rent_reserved";
  // 16 GPUs every hour. Year 1: R = 0 costs 15.5 * 11,680 = 181,040 on demand, R = 8 costs
  // 96,000 + 5,840 * 15.5 = 186,520, R = 16 costs 192,000: R = 0. Year 2: on demand at 1 (the
  // path, not 1.5) costs 140,160; reserving at 1,500 (1,000 + 50%) costs 144,000 + 70,080 for
  // R = 8: R = 0.
  const PlanResult r = test::evaluateJson(s).plans[0];
  ASSERT_EQ(r.reserved[0].size(), 2u);
  EXPECT_EQ(r.reserved[0][0], 0);
  EXPECT_EQ(r.reserved[0][1], 0);
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[13], 11680.0);
  EXPECT_NEAR(r.nominalCost, 15.5 * 11680 + 12 * 11680, 1e-7);
}

TEST(PricePath, AReservationLocksThePathsPriceAtItsStart) {
  // Reserved path: 500 per GPU-month at month 12 (from 1,000 at month 0), two 12-month terms.
  // Term 2 reserves at the path's month-12 price, 500: 16 GPUs cost 8,000 a month, less than on
  // demand (23,360), so R = 16 in both terms.
  Json s = test::baseScenario();
  s["horizon_months"] = 24;
  s["plans"][0]["strategy"] = "rent_reserved";
  s["rental_offers"][0]["price_path"] = {
      {"points", Json::array({{{"month", 12}, {"reserved_per_gpu_month", 500}}})}};
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{16, 16}));
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[1], 16000);
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[12], 16000);  // locked for term 1
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[13], 8000);
}

TEST(PricePath, ScaleMovesThePointsNotTodaysPrice) {
  // Scale 1.5: the point is 1.5 at month 6; months 0..5 cost 2 - 0.5 m / 6:
  // Σ = 12 - 7.5/6 = 10.75, months 6..11 at 1.5 = 9: 19.75 * 11,680.
  Json s = pathScenario();
  s["rental_offers"][0]["price_path"]["scale"] = 1.5;
  EXPECT_NEAR(test::evaluateJson(s).plans[0].nominalCost, 19.75 * 11680, 1e-7);
}

TEST(PricePath, TheScaleVariesTheWholePathInRiskAnalyses) {
  Json s = pathScenario();
  s["rental_offers"][0]["price_path"]["scale"] = {{"value", 1}, {"low", 0.5}, {"high", 1.5}};
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  const RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  ASSERT_TRUE(built.model);
  ASSERT_EQ(built.model->figures.size(), 1u);
  EXPECT_EQ(built.model->figures[0].pointer, "/scenarios/0/rental_offers/0/price_path/scale");
  EXPECT_EQ(built.model->figures[0].effect, FigureEffect::Offer);
  // Scale 0.5: Σ months 0..5 of (2 - 1.5 m / 6) = 12 - 22.5/6 = 8.25, months 6..11 at 0.5 = 3:
  // 11.25 * 11,680 = 131,400. Scale 1.5: 19.75 * 11,680 = 230,680. Base 181,040.
  const SensitivityResult r = runSensitivity(*built.model);
  ASSERT_TRUE(r.problems.empty());
  const Tornado& rent = r.tornados[1];
  ASSERT_EQ(rent.plan, 0);
  EXPECT_NEAR(rent.base, 181040, 1e-7);
  EXPECT_NEAR(rent.bars[0].atLow, 131400, 1e-7);
  EXPECT_NEAR(rent.bars[0].atHigh, 230680, 1e-7);
}

TEST(PricePath, TheRentalPriceScaleMovesTheWholePath) {
  // rental_price_scale 2 doubles today's price and the point: 2 * 181,040.
  const RiskModelOrProblems built = buildRiskModel(test::loadScenario(pathScenario()), 0);
  ASSERT_TRUE(built.model);
  RiskTrial trial(*built.model);
  RiskOutcome outcome;
  Problems problems;
  ASSERT_TRUE(trial.evaluate({}, RiskScales{1.0, 2.0}, outcome, problems));
  EXPECT_NEAR(outcome.pv[0], 2 * 181040, 1e-6);
}

TEST(PricePath, ValidationOfItsKeys) {
  Json s = test::baseScenario();
  s["rental_offers"][0]["price_path"] = Json::parse(R"({"points": [
      {"month": 12, "on_demand_per_gpu_hour": 1}, {"month": 6, "on_demand_per_gpu_hour": 1},
      {"month": 18}, {"month": 0, "reserved_per_gpu_month": -1}], "scale": -1})");
  const Problems problems = test::problemsOf(s);
  const std::string at = "/scenarios/0/rental_offers/0/price_path";
  EXPECT_TRUE(test::hasProblem(problems, at + "/scale", "must be 0 or more, got -1"));
  EXPECT_TRUE(test::hasProblem(problems, at + "/points/1/month",
                               "must be after the month of the point before (12), got 6"));
  EXPECT_TRUE(
      test::hasProblem(problems, at + "/points/2",
                       "a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both"));
  EXPECT_TRUE(test::hasProblem(problems, at + "/points/3/month",
                               "must be a whole number, 1 or more, got 0"));
  EXPECT_TRUE(test::hasProblem(problems, at + "/points/3/reserved_per_gpu_month",
                               "must be 0 or more, got -1"));
  s["rental_offers"][0]["price_path"] = Json::object();
  EXPECT_TRUE(
      test::hasProblem(test::problemsOf(s), at + "/points", "required: at least one point"));
}

}  // namespace
}  // namespace fleetcost
