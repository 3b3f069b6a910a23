// The pair of plans a threshold compares (risk/threshold_pair.h): which plans, the pair's own
// scenario, and pointers between it and the workbook.
#include "model/risk/threshold_pair.h"

#include <gtest/gtest.h>

#include "tests/model/risk/threshold_test_scenario.h"

namespace fleetcost {
namespace {

TEST(ThresholdPair, TheCheapestOfEachKindAloneInAScenarioOfTheirOwn) {
  const auto model = test::riskModelOf(test::ownOrRent());
  std::string error;
  Problems problems;
  const auto pair = buildThresholdPair(*model, "", "", error, problems);
  ASSERT_TRUE(pair) << error;
  // Owning: "own" (plan 0); renting: "reserved" at 192,000 beats "rent" at 280,320 (plan 2).
  EXPECT_EQ(pair->plans.owning, 0);
  EXPECT_EQ(pair->plans.renting, 2);
  ASSERT_EQ(pair->model->base.plans.size(), 2u);
  EXPECT_EQ(pair->model->base.plans[0].name, "own");
  EXPECT_EQ(pair->model->base.plans[1].name, "reserved");
  EXPECT_NEAR(pair->model->base.plans[0].pvCost, 100000, 1e-6);
  EXPECT_NEAR(pair->model->base.plans[1].pvCost, 192000, 1e-6);
}

TEST(ThresholdPair, NamedPlansAreTakenAndAWrongNameOrKindIsSaid) {
  const auto model = test::riskModelOf(test::ownOrRent());
  std::string error;
  Problems problems;
  const auto named = buildThresholdPair(*model, "own", "rent", error, problems);
  ASSERT_TRUE(named) << error;
  EXPECT_EQ(named->plans.renting, 1);
  EXPECT_FALSE(buildThresholdPair(*model, "", "lease", error, problems));
  EXPECT_EQ(error, "no plan named \"lease\"");
  EXPECT_FALSE(buildThresholdPair(*model, "rent", "", error, problems));
  EXPECT_EQ(error, "plan \"rent\" is not an owning plan (colocate or hybrid)");
  EXPECT_FALSE(buildThresholdPair(*model, "", "own", error, problems));
  EXPECT_EQ(error, "plan \"own\" is not a renting plan (rent_on_demand, rent_reserved or api)");
}

TEST(ThresholdPair, AScenarioWithoutOwningHasNoPair) {
  test::Json s = test::ownOrRent();
  s["plans"].erase(0);
  const auto model = test::riskModelOf(s);
  std::string error;
  Problems problems;
  EXPECT_FALSE(buildThresholdPair(*model, "", "", error, problems));
  EXPECT_EQ(error, "the scenario needs an owning and a renting plan for thresholds");
}

TEST(ThresholdPair, PointersMapBetweenThePairAndTheWorkbook) {
  const PairPlans plans{"/scenarios/0", 0, 2};
  // The pair's plan 1 is the workbook's plan 2, and back; other pointers pass unchanged.
  EXPECT_EQ(plans.toWorkbook("/scenarios/0/plans/1/rental_region"),
            "/scenarios/0/plans/2/rental_region");
  EXPECT_EQ(plans.toWorkbook("/scenarios/0/plans/0"), "/scenarios/0/plans/0");
  EXPECT_EQ(plans.toWorkbook("/scenarios/0/sites/0/pue"), "/scenarios/0/sites/0/pue");
  EXPECT_EQ(plans.toPair("/scenarios/0/plans/2/rental_region"),
            "/scenarios/0/plans/1/rental_region");
  // Plan 1 ("rent") is not compared: no pointer in the pair. "/plans/10" is not plan 1's child.
  EXPECT_EQ(plans.toPair("/scenarios/0/plans/1/rental_region"), "");
  EXPECT_EQ(plans.toPair("/scenarios/0/plans/20"), "");
  EXPECT_EQ(plans.toPair("/scenarios/0/horizon_months"), "/scenarios/0/horizon_months");
}

TEST(ThresholdPair, AnInputOfAPlanNotComparedIsRefused) {
  const auto model = test::riskModelOf(test::ownOrRent());
  std::string error;
  Problems problems;
  const auto pair = buildThresholdPair(*model, "", "", error, problems);
  ASSERT_TRUE(pair);
  EXPECT_FALSE(resolvePairInput(*model, *pair, {"/plans/1/on_demand_scale", {}}, error));
  EXPECT_EQ(error,
            "/plans/1/on_demand_scale belongs to a plan that is not one of the two compared");
  // horizon_months by its name resolves to the pair's pointer.
  const auto horizon = resolvePairInput(*model, *pair, {"horizon_months", {}}, error);
  ASSERT_TRUE(horizon) << error;
  EXPECT_EQ(horizon->input, "/scenarios/0/horizon_months");
  EXPECT_DOUBLE_EQ(horizon->today, 12);
}

}  // namespace
}  // namespace fleetcost
