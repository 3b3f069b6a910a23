// Threshold inputs: the points sampled outward from today's value, and each input name resolved
// to its kind, today's value and the range a threshold searches, on test::baseScenario().
#include "model/risk/threshold_inputs.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <tuple>
#include <vector>

#include "model/risk/breakeven_map.h"
#include "model/risk/thresholds.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

void expectNear(const std::vector<double>& actual, const std::vector<double>& expected) {
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i)
    EXPECT_NEAR(actual[i], expected[i], 1e-12 * std::max(1.0, std::fabs(expected[i]))) << i;
}

TEST(ThresholdInputs, SamplePointsInRatiosEndAtTheBounds) {
  // today 10 in [0.1, 1000]: 10 / 1.25, / 1.5, / 2, / 3, / 5, / 10, / 30; 10 / 100 = 0.1 is the
  // bound itself, listed once as the bound. Above: 10 x 1.25 ... x 30 = 300, then 1000.
  const auto [below, above] = samplePoints(SampleSpacing::Ratio, 10, 0.1, 1000, 0);
  expectNear(below, {8, 20.0 / 3, 5, 10.0 / 3, 2, 1, 1.0 / 3, 0.1});
  expectNear(above, {12.5, 15, 20, 30, 50, 100, 300, 1000});
}

TEST(ThresholdInputs, SamplePointsInWholeNumbersDouble) {
  // today 12 in [1, 24]: 12 -/+ 1, 2, 4, 8 (12 - 16 and 12 + 16 are outside), then the bounds.
  const auto [below, above] = samplePoints(SampleSpacing::Whole, 12, 1, 24, 1);
  EXPECT_EQ(below, (std::vector<double>{11, 10, 8, 4, 1}));
  EXPECT_EQ(above, (std::vector<double>{13, 14, 16, 20, 24}));
}

TEST(ThresholdInputs, SamplePointsAtADistanceAndTodayAtABound) {
  // today 0.5 in [0, 1], step 0.1: 0.5 -/+ 0.1, 0.2, 0.4 (0.8 is past either bound), the bounds.
  auto [below, above] = samplePoints(SampleSpacing::Additive, 0.5, 0, 1, 0.1);
  expectNear(below, {0.4, 0.3, 0.1, 0});
  expectNear(above, {0.6, 0.7, 0.9, 1});
  // today 1 at the high bound, step 0.25: nothing above (not even the bound: it is today);
  // below 0.75, 0.5, then 1 - 1 = 0 is the bound, listed once.
  std::tie(below, above) = samplePoints(SampleSpacing::Additive, 1, 0, 1, 0.25);
  EXPECT_TRUE(above.empty());
  EXPECT_EQ(below, (std::vector<double>{0.75, 0.5, 0}));
}

// The base scenario with a stated energy price of 0, a server price with a range of estimates
// (80,000 to 120,000 around 100,000) and the discount rate stated as 0.
std::shared_ptr<const RiskModel> model() {
  static const auto built = [] {
    test::Json s = test::baseScenario();
    s["sites"][0]["energy_per_kwh"] = 0;
    s["server_models"][0]["price"] =
        test::Json::parse(R"({"value": 100000, "low": 80000, "high": 120000})");
    RiskModelOrProblems m = buildRiskModel(test::loadScenario(s), 0);
    for (const Problem& p : m.problems) ADD_FAILURE() << formatProblem(p);
    return m.model;
  }();
  return built;
}

std::optional<ResolvedInput> resolve(const std::string& input,
                                     std::optional<std::pair<double, double>> range,
                                     std::string& error) {
  const auto m = model();
  if (!m) return std::nullopt;
  static const std::vector<RangedFigure> figures = thresholdFigures(*m);
  return resolveThresholdInput(*m, figures, input, range, error);
}

TEST(ThresholdInputs, ScalesSearchZeroToAHundredTimesToday) {
  std::string error;
  const auto in = resolve(kRentalPriceScale, {}, error);
  ASSERT_TRUE(in) << error;
  EXPECT_EQ(in->kind, ThresholdInputKind::RentalPriceScale);
  EXPECT_EQ(in->unit, "x today");
  EXPECT_EQ(in->figure, -1);
  EXPECT_EQ(in->today, 1);
  EXPECT_EQ(in->low, 0);
  EXPECT_EQ(in->high, 100);
  // 1 / 1.25 ... 1 / 100 = 0.01 (still above 0), then 0; 1 x 1.25 ... x 100 is the bound.
  expectNear(in->below, {0.8, 1.0 / 1.5, 0.5, 1.0 / 3, 0.2, 0.1, 1.0 / 30, 0.01, 0});
  expectNear(in->above, {1.25, 1.5, 2, 3, 5, 10, 30, 100});
  EXPECT_EQ(in->toleranceFloor, 1e-9);  // ratios: relative to the end the search is near
  EXPECT_EQ(in->unavailable, "");

  const auto utilisation = resolve(kUtilisation, {}, error);
  ASSERT_TRUE(utilisation) << error;
  EXPECT_EQ(utilisation->kind, ThresholdInputKind::Utilisation);
  EXPECT_EQ(utilisation->unit, "%");
  EXPECT_EQ(utilisation->today, 1);  // searched in the demand scale
  EXPECT_EQ(utilisation->high, 100);
}

TEST(ThresholdInputs, AScaleWithARangeAndUtilisationWithout) {
  // Demand 0.5 to 2 x today's, positive: ratios 1 / 1.25, 1 / 1.5, then 1 / 2 is the bound.
  std::string error;
  const auto in = resolve(kDemandScale, std::pair{0.5, 2.0}, error);
  ASSERT_TRUE(in) << error;
  EXPECT_EQ(in->kind, ThresholdInputKind::DemandScale);
  EXPECT_EQ(in->low, 0.5);
  EXPECT_EQ(in->high, 2);
  expectNear(in->below, {0.8, 1.0 / 1.5, 0.5});
  expectNear(in->above, {1.25, 1.5, 2});
  error.clear();
  EXPECT_FALSE(resolve(kUtilisation, std::pair{0.5, 2.0}, error));
  EXPECT_NE(error.find("takes no range"), std::string::npos) << error;
}

// The server price 100,000 (a money figure, >= 0): 0 to 100 x 100,000 = 10,000,000, whatever
// range of estimates the figure states (80,000 to 120,000 only ranks the answer for summaries).
// From the scenario or from the file's root, the same figure.
TEST(ThresholdInputs, AFigureIsSearchedOverItsRuleNotItsStatedRange) {
  for (const char* name : {"/server_models/0/price", "/scenarios/0/server_models/0/price"}) {
    SCOPED_TRACE(name);
    std::string error;
    const auto in = resolve(name, {}, error);
    ASSERT_TRUE(in) << error;
    EXPECT_EQ(in->kind, ThresholdInputKind::Figure);
    EXPECT_EQ(in->input, "/scenarios/0/server_models/0/price");
    ASSERT_GE(in->figure, 0);
    static const std::vector<RangedFigure> figures = thresholdFigures(*model());
    EXPECT_EQ(figures.at(in->figure).pointer, "/scenarios/0/server_models/0/price");
    EXPECT_EQ(in->rule, Rule::NonNegative);
    EXPECT_NE(in->unit.find("USD"), std::string::npos) << in->unit;
    EXPECT_EQ(in->today, 100000);
    EXPECT_EQ(in->low, 0);
    EXPECT_EQ(in->high, 10000000);
    // 100,000 / 100 = 1,000 is still above 0, then 0; 100,000 x 30 = 3,000,000, then the bound.
    ASSERT_EQ(in->below.size(), 9u);
    EXPECT_DOUBLE_EQ(in->below[7], 1000);
    EXPECT_EQ(in->below[8], 0);
    ASSERT_EQ(in->above.size(), 8u);
    EXPECT_DOUBLE_EQ(in->above[6], 3000000);
    EXPECT_EQ(in->above[7], 10000000);
  }
}

// The horizon (12 months, whole): 1 to twice today's, 24; a range is rounded inwards to whole
// months: 1.5 to 30.7 searches 2 to 30 (12 + 16 = 28 is inside, 12 + 32 not).
TEST(ThresholdInputs, TheHorizonIsWholeAndStopsAtTwiceToday) {
  std::string error;
  const auto in = resolve(kHorizonMonths, {}, error);
  ASSERT_TRUE(in) << error;
  EXPECT_EQ(in->input, "/scenarios/0/horizon_months");
  EXPECT_TRUE(in->whole);
  EXPECT_EQ(in->rule, Rule::Horizon);
  EXPECT_EQ(in->today, 12);
  EXPECT_EQ(in->low, 1);
  EXPECT_EQ(in->high, 24);
  EXPECT_EQ(in->below, (std::vector<double>{11, 10, 8, 4, 1}));
  EXPECT_EQ(in->above, (std::vector<double>{13, 14, 16, 20, 24}));
  const auto ranged = resolve(kHorizonMonths, std::pair{1.5, 30.7}, error);
  ASSERT_TRUE(ranged) << error;
  EXPECT_EQ(ranged->low, 2);
  EXPECT_EQ(ranged->high, 30);
  EXPECT_EQ(ranged->below, (std::vector<double>{11, 10, 8, 4, 2}));
  EXPECT_EQ(ranged->above, (std::vector<double>{13, 14, 16, 20, 28, 30}));
}

// The discount rate (an annual change, today 0): -0.99 to max(3, 0 + 3) = 3, at 0 -/+ 0.01,
// 0.02, ..., 0.64 below (1.28 would pass -0.99) and up to 2.56 above (5.12 would pass 3); below
// a step of 0.01 the tolerance is absolute.
TEST(ThresholdInputs, AnAnnualChangeSearchesFromMinus99PercentTo300) {
  std::string error;
  const auto in = resolve("/discount_rate_annual", {}, error);
  ASSERT_TRUE(in) << error;
  EXPECT_EQ(in->rule, Rule::AnnualChange);
  EXPECT_EQ(in->low, -0.99);
  EXPECT_EQ(in->high, 3);
  expectNear(in->below, {-0.01, -0.02, -0.04, -0.08, -0.16, -0.32, -0.64, -0.99});
  expectNear(in->above, {0.01, 0.02, 0.04, 0.08, 0.16, 0.32, 0.64, 1.28, 2.56, 3});
  EXPECT_EQ(in->toleranceFloor, 0.01);
}

// An energy price of 0 has no scale for ratios: not searched unless a range is given. With
// 0 to 1: distances (1 - 0) / 256 doubling, 1/256 ... 128/256, then 1; nothing below today.
TEST(ThresholdInputs, AZeroValueNeedsARange) {
  std::string error;
  const auto without = resolve("/sites/0/energy_per_kwh", {}, error);
  ASSERT_TRUE(without) << error;
  EXPECT_NE(without->unavailable.find("give a range"), std::string::npos) << without->unavailable;
  const auto with = resolve("/sites/0/energy_per_kwh", std::pair{0.0, 1.0}, error);
  ASSERT_TRUE(with) << error;
  EXPECT_EQ(with->unavailable, "");
  EXPECT_TRUE(with->below.empty());
  EXPECT_EQ(with->above, (std::vector<double>{1.0 / 256, 2.0 / 256, 4.0 / 256, 8.0 / 256,
                                              16.0 / 256, 32.0 / 256, 64.0 / 256, 128.0 / 256, 1}));
  EXPECT_EQ(with->toleranceFloor, 1.0 / 256);
}

TEST(ThresholdInputs, NamesAndRangesItCannotUse) {
  const auto fails = [](const std::string& input, std::optional<std::pair<double, double>> range,
                        const std::string& text) {
    std::string error;
    const auto in = resolve(input, range, error);
    EXPECT_FALSE(in) << input;
    EXPECT_NE(error.find(text), std::string::npos) << input << ": " << error;
  };
  fails("/sites/0/nothing", {}, "not a figure the scenario states");
  // The base scenario does not state the site's space fee: not a figure to search.
  fails("/sites/0/space_per_rack_month", {}, "not a figure the scenario states");
  // Price 100,000: a range above it, an empty range, a bound below the rule's 0.
  fails("/server_models/0/price", std::pair{200000.0, 300000.0}, "around today's value");
  fails("/server_models/0/price", std::pair{100000.0, 100000.0}, "around today's value");
  fails("/server_models/0/price", std::pair{-1.0, 200000.0}, "the range's bound");
}

}  // namespace
}  // namespace fleetcost
