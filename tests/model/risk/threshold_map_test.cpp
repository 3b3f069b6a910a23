// A threshold's break-even map: the threshold's own pair and evaluation over its input and
// rental prices, worked by hand on the teaching example; the zero line passes through the
// threshold at today's rental prices.
#include "model/risk/threshold_map.h"

#include <gtest/gtest.h>

#include <cmath>

#include "model/evaluation/workbook_check.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

std::shared_ptr<const RiskModel> teaching() {
  static const auto model = [] {
    const CheckedWorkbook checked =
        checkWorkbookFile(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
    EXPECT_TRUE(checked.workbook);
    RiskModelOrProblems built = buildRiskModel(checked.workbook->scenarios.at(0), 0);
    EXPECT_TRUE(built.problems.empty());
    return built.model;
  }();
  return model;
}

// Colocate against renting on demand with demand s on today's fleet and every rental price
// times r (thresholds_test.cpp has the arithmetic at r = 1): colocating costs
// 860,040 + 43,800 s whatever rental prices do (it rents nothing below its capacity), renting
// on demand 1,051,200 s r. The difference is 0 at s* = 860,040 / 1,007,400 when r = 1.
double byHand(double s, double r) {
  return 860040.0 + 43800.0 * s - 1051200.0 * s * r;
}

TEST(ThresholdMap, UtilisationAgainstRentalPricesByHand) {
  ThresholdMapOptions o;
  o.input = kUtilisation;
  o.other = kRentalPriceScale;
  o.pair.owning = "Colocate";
  o.pair.renting = "Rent on demand";
  const double s = 860040.0 / 1007400.0;
  o.inputRange = {s - 0.1, s + 0.1};  // three points: s* in the middle
  o.otherRange = {0.5, 1.5};
  o.steps = 3;
  const BreakEvenMap map = runThresholdMap(*teaching(), o);
  ASSERT_EQ(map.error, "");
  ASSERT_TRUE(map.problems.empty());
  EXPECT_EQ(map.x.input, kUtilisation);
  EXPECT_EQ(map.x.label, "demand on today's fleet");
  EXPECT_EQ(map.y.input, kRentalPriceScale);
  ASSERT_EQ(map.difference.size(), 9u);
  for (std::size_t iy = 0; iy < 3; ++iy)
    for (std::size_t ix = 0; ix < 3; ++ix) {
      const double expected = byHand(map.x.values[ix], map.y.values[iy]);
      EXPECT_NEAR(map.at(ix, iy), expected, 1e-6 * 1051200.0) << ix << ", " << iy;
    }
  // The threshold itself: a tie at today's rental prices.
  EXPECT_NEAR(map.at(1, 1), 0.0, 1e-6 * 903840.0);
  EXPECT_FALSE(map.zeroLine.empty());
}

// The options for a found threshold put its input across with rental prices up; for the rental
// price scale itself, utilisation across and rental prices up; ranges hold today and the
// threshold.
TEST(ThresholdMap, OptionsPutTheThresholdInsideItsRange) {
  ThresholdOptions options;
  options.inputs = {{"/sites/0/energy_per_kwh", {}}, {kRentalPriceScale, {}}};
  const ThresholdResult r = runThresholds(*teaching(), options);
  ASSERT_EQ(r.thresholds.size(), 2u);
  for (const Threshold& t : r.thresholds) {
    ASSERT_TRUE(t.threshold()) << t.input;
    const ThresholdMapOptions o = thresholdMapOptions(*teaching(), r, t);
    EXPECT_EQ(o.input, t.input);
    EXPECT_EQ(o.pair.owning, "Hybrid");
    EXPECT_EQ(o.pair.renting, "Rent reserved");
    EXPECT_LT(o.inputRange.first, std::min(t.today, t.threshold()->value));
    EXPECT_GT(o.inputRange.second, std::max(t.today, t.threshold()->value));
  }
  const ThresholdMapOptions energy = thresholdMapOptions(*teaching(), r, r.thresholds[0]);
  EXPECT_TRUE(energy.across);
  EXPECT_EQ(energy.other, kRentalPriceScale);
  EXPECT_GE(energy.inputRange.first, 0.0);  // an energy price is never negative
  const ThresholdMapOptions prices = thresholdMapOptions(*teaching(), r, r.thresholds[1]);
  EXPECT_FALSE(prices.across);
  EXPECT_EQ(prices.other, kUtilisation);

  // Drawn, the rental price threshold lies on the zero line at today's demand: the map's
  // difference changes sign across it in the column of demand 1.
  ThresholdMapOptions o = prices;
  o.otherRange = {0.5, 1.5};
  o.steps = 21;  // demand 1.0 is the middle column
  const BreakEvenMap map = runThresholdMap(*teaching(), o);
  ASSERT_EQ(map.error, "");
  ASSERT_TRUE(map.problems.empty());
  ASSERT_NEAR(map.x.values[10], 1.0, 1e-12);
  const double threshold = r.thresholds[1].threshold()->value;  // 1.0516552 (thresholds_test)
  for (std::size_t iy = 0; iy + 1 < map.y.values.size(); ++iy)
    if (map.y.values[iy] < threshold && map.y.values[iy + 1] > threshold) {
      EXPECT_GT(map.at(10, iy), 0.0);
      EXPECT_LT(map.at(10, iy + 1), 0.0);
    }
}

// The results panel's Map button, for every kind of threshold the shipped example's scenarios
// default to (utilisation, rental price scale, energy and server price, discount rate, horizon):
// each map evaluates at every point (a coarse grid; the rental price scale reaches 0.5 x, below
// every offer's stated low, and must not be refused for it).
TEST(ThresholdMap, EveryKindOfThresholdHasAMap) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  ASSERT_TRUE(checked.workbook);
  int maps = 0;
  for (std::size_t i = 0; i < checked.workbook->scenarios.size(); ++i) {
    RiskModelOrProblems built = buildRiskModel(checked.workbook->scenarios[i], int(i));
    ASSERT_TRUE(built.model);
    const ThresholdResult r = runThresholds(*built.model, {});
    ASSERT_EQ(r.error, "");
    for (const Threshold& t : r.thresholds) {
      if (t.status == ThresholdStatus::Unavailable) continue;
      SCOPED_TRACE(std::to_string(i) + " " + t.input);
      const BreakEvenMap map =
          runThresholdMap(*built.model, thresholdMapOptions(*built.model, r, t, 3));
      EXPECT_EQ(map.error, "");
      for (const Problem& p : map.problems) ADD_FAILURE() << formatProblem(p);
      ++maps;
    }
  }
  EXPECT_GE(maps, 12);
}

TEST(ThresholdMap, InputsItCannotUse) {
  ThresholdMapOptions o;
  o.input = kUtilisation;
  o.other = kDemandScale;
  EXPECT_NE(runThresholdMap(*teaching(), o).error, "");
  o.other = "/no/such/figure";
  EXPECT_NE(runThresholdMap(*teaching(), o).error, "");
  o.other = kRentalPriceScale;
  o.steps = 1;
  EXPECT_NE(runThresholdMap(*teaching(), o).error, "");
}

}  // namespace
}  // namespace fleetcost
