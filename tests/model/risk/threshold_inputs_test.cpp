// A threshold's input resolved to what is searched (risk/threshold_inputs.h): names and pointers,
// the range a field's rule allows or the user gives, and the points sampled outward from today.
#include "model/risk/threshold_inputs.h"

#include <gtest/gtest.h>

#include "tests/model/risk/threshold_test_scenario.h"

namespace fleetcost {
namespace {

using Points = std::vector<double>;

TEST(ThresholdSamplePoints, RatiosOutwardFromTodayEndingAtTheBounds) {
  // Today 10 in [0, 40]: above 12.5, 15, 20, 30 (then 50 is out), and the bound 40; below
  // 10 / 1.25 = 8, 10 / 1.5, 5, 10 / 3, 2, 1, 10 / 30, 0.1, and the bound 0.
  const auto [below, above] = samplePoints(SampleSpacing::Ratio, 10, 0, 40, 0);
  EXPECT_EQ(above, (Points{12.5, 15, 20, 30, 40}));
  ASSERT_EQ(below.size(), 9u);
  EXPECT_DOUBLE_EQ(below[0], 8);
  EXPECT_DOUBLE_EQ(below[1], 10 / 1.5);
  EXPECT_DOUBLE_EQ(below[7], 0.1);
  EXPECT_DOUBLE_EQ(below[8], 0);
}

TEST(ThresholdSamplePoints, WholeNumbersDoubleTheirDistance) {
  // Horizon 12 in [1, 24]: 13, 14, 16, 20, then 28 is out: the bound 24; 11, 10, 8, 4, then
  // -4 is out: the bound 1.
  const auto [below, above] = samplePoints(SampleSpacing::Whole, 12, 1, 24, 1);
  EXPECT_EQ(above, (Points{13, 14, 16, 20, 24}));
  EXPECT_EQ(below, (Points{11, 10, 8, 4, 1}));
}

TEST(ThresholdSamplePoints, AdditiveStepsAndATodayOnTheBound) {
  // A PUE of 1 (its lowest) in [1, 3], steps from 0.5 doubling: nothing below, not even the bound.
  const auto [below, above] = samplePoints(SampleSpacing::Additive, 1, 1, 3, 0.5);
  EXPECT_TRUE(below.empty());
  EXPECT_EQ(above, (Points{1.5, 2, 3}));  // 1 + 0.5, 1 + 1, then 1 + 2 = 3 is not inside: bound
}

TEST(ThresholdInputs, ScalesAndFiguresByNameOrPointer) {
  const auto model = test::riskModelOf(test::ownOrRent());
  const auto figures = thresholdFigures(*model);
  std::string error;
  const auto scale = resolveThresholdInput(*model, figures, "rental_price_scale", {}, error);
  ASSERT_TRUE(scale) << error;
  EXPECT_EQ(scale->kind, ThresholdInputKind::RentalPriceScale);
  EXPECT_DOUBLE_EQ(scale->today, 1);
  EXPECT_DOUBLE_EQ(scale->high, 100);  // 0 to 100 times today's
  // A server's price of 100,000 (rule: 0 or more): from 0 to 100 times, in ratios.
  const auto price = resolveThresholdInput(*model, figures, "/server_models/0/price", {}, error);
  ASSERT_TRUE(price) << error;
  EXPECT_EQ(price->input, "/scenarios/0/server_models/0/price");
  EXPECT_EQ(price->kind, ThresholdInputKind::Figure);
  EXPECT_DOUBLE_EQ(price->today, 100000);
  EXPECT_DOUBLE_EQ(price->low, 0);
  EXPECT_DOUBLE_EQ(price->high, 1e7);
  EXPECT_DOUBLE_EQ(price->above.front(), 125000);
  // The same by its pointer from the root.
  EXPECT_TRUE(
      resolveThresholdInput(*model, figures, "/scenarios/0/server_models/0/price", {}, error));
  EXPECT_FALSE(resolveThresholdInput(*model, figures, "/server_models/0/colour", {}, error));
  EXPECT_NE(error.find("not a figure the scenario states"), std::string::npos) << error;
}

TEST(ThresholdInputs, AGivenRangeMustHoldTodayAndMeetTheRule) {
  const auto model = test::riskModelOf(test::ownOrRent());
  const auto figures = thresholdFigures(*model);
  std::string error;
  // The horizon (whole months) in [6.5, 30.2] -> [7, 30], sampled in whole steps.
  const auto horizon =
      resolveThresholdInput(*model, figures, "/horizon_months", std::pair{6.5, 30.2}, error);
  ASSERT_TRUE(horizon) << error;
  EXPECT_DOUBLE_EQ(horizon->low, 7);
  EXPECT_DOUBLE_EQ(horizon->high, 30);
  EXPECT_EQ(horizon->above.front(), 13);
  // A range that leaves today's 12 out, and one past the rule (a price below 0).
  EXPECT_FALSE(
      resolveThresholdInput(*model, figures, "/horizon_months", std::pair{13.0, 20.0}, error));
  EXPECT_EQ(error, "the range must run from a lower to a higher value around today's value 12");
  EXPECT_FALSE(resolveThresholdInput(*model, figures, "/server_models/0/price",
                                     std::pair{-5.0, 200000.0}, error));
  EXPECT_EQ(error.rfind("the range's bound ", 0), 0u) << error;
  // Utilisation searches demand on today's fleet and takes no range.
  EXPECT_FALSE(resolveThresholdInput(*model, figures, "utilisation", std::pair{0.5, 2.0}, error));
  EXPECT_NE(error.find("takes no range"), std::string::npos) << error;
}

TEST(ThresholdInputs, AZeroFigureWithoutARangeCannotBeSearched) {
  const auto model = test::riskModelOf(test::ownOrRent());
  const auto figures = thresholdFigures(*model);
  std::string error;
  // spare_ratio is stated as 0: ratios of 0 are 0, so there is nothing to search from.
  const auto spares = resolveThresholdInput(*model, figures, "/ownership/spare_ratio", {}, error);
  ASSERT_TRUE(spares) << error;
  EXPECT_EQ(spares->unavailable,
            "today's value is 0, so the search has no scale to start from: give a range");
}

}  // namespace
}  // namespace fleetcost
