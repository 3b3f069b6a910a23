// The two present values a threshold compares with an input moved (risk/threshold_evaluator.h):
// a scale, a figure with decisions chosen again or held, utilisation on today's fleet, and an
// input value the scenario's rules refuse.
#include "model/risk/threshold_evaluator.h"

#include <gtest/gtest.h>

#include "model/risk/threshold_pair.h"
#include "tests/model/risk/threshold_test_scenario.h"

namespace fleetcost {
namespace {

// Owning ("own", 100,000) against renting on demand ("rent", 280,320): threshold_test_scenario.h.
struct Pair {
  std::shared_ptr<const RiskModel> model = test::riskModelOf(test::ownOrRent());
  ThresholdPair pair;
  Pair() {
    std::string error;
    Problems problems;
    pair = *buildThresholdPair(*model, "own", "rent", error, problems);
  }
  ResolvedInput input(const std::string& name) const {
    std::string error;
    auto in = resolvePairInput(*model, pair, {name, {}}, error);
    EXPECT_TRUE(in) << error;
    return *in;
  }
};

TEST(ThresholdEvaluator, TheRentalPriceScaleMovesOnlyRenting) {
  const Pair p;
  ThresholdEvaluator evaluator(*p.pair.model, p.pair.figures, p.input("rental_price_scale"), false);
  Problems problems;
  const auto today = evaluator.at(1.0, problems);
  ASSERT_TRUE(today);
  EXPECT_NEAR(today->pvOwning, 100000, 1e-6);
  EXPECT_NEAR(today->pvRenting, 280320, 1e-6);
  EXPECT_NEAR(today->difference(), -180320, 1e-6);
  // Half the rental prices: 140,160. The tie is at 100,000 / 280,320 = 0.356735 x today's.
  const auto half = evaluator.at(0.5, problems);
  EXPECT_NEAR(half->pvRenting, 140160, 1e-6);
  EXPECT_NEAR(half->pvOwning, 100000, 1e-6);
  EXPECT_NEAR(evaluator.at(100000.0 / 280320.0, problems)->difference(), 0, 1e-6);
  EXPECT_TRUE(problems.empty());
}

TEST(ThresholdEvaluator, AFigureWithDecisionsChosenAgainOrHeld) {
  const Pair p;
  // Servers at 150,000: 2 * 150,000 bought, half credited back: 150,000. Sizing does not depend
  // on the price, so holding the decisions gives the same.
  for (const bool hold : {false, true}) {
    ThresholdEvaluator evaluator(*p.pair.model, p.pair.figures, p.input("/server_models/0/price"),
                                 hold);
    Problems problems;
    const auto point = evaluator.at(150000.0, problems);
    ASSERT_TRUE(point) << hold;
    EXPECT_NEAR(point->pvOwning, 150000, 1e-6) << hold;
    EXPECT_NEAR(point->pvRenting, 280320, 1e-6) << hold;
  }
}

TEST(ThresholdEvaluator, UtilisationScalesDemandOnTodaysFleet) {
  const Pair p;
  ThresholdEvaluator evaluator(*p.pair.model, p.pair.figures, p.input("utilisation"), false);
  Problems problems;
  // Half today's demand (8 GPUs) on today's 2 servers of 8 GPUs: half of the owned GPU-hours
  // busy; owning still 100,000 (no energy price), renting half: 140,160.
  const auto half = evaluator.at(0.5, problems);
  ASSERT_TRUE(half);
  ASSERT_TRUE(half->utilisation);
  EXPECT_NEAR(*half->utilisation, 0.5, 1e-12);
  EXPECT_NEAR(half->pvOwning, 100000, 1e-6);
  EXPECT_NEAR(half->pvRenting, 140160, 1e-6);
  EXPECT_NEAR(*evaluator.at(1.0, problems)->utilisation, 1.0, 1e-12);
}

TEST(ThresholdEvaluator, AValueTheRulesRefuseIsAProblemNotAPoint) {
  const Pair p;
  ThresholdEvaluator evaluator(*p.pair.model, p.pair.figures, p.input("/server_models/0/price"),
                               false);
  Problems problems;
  EXPECT_FALSE(evaluator.at(-1.0, problems));
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/server_models/0/price");
}

}  // namespace
}  // namespace fleetcost
