// The number rules of MODEL.md §8 and their messages.
#include "model/scenario/field_rule.h"

#include <gtest/gtest.h>

#include <limits>

namespace fleetcost {
namespace {

TEST(FieldRule, NonNegativeAcceptsZeroAndRejectsNegatives) {
  EXPECT_FALSE(checkRule(Rule::NonNegative, 0.0));
  EXPECT_EQ(checkRule(Rule::NonNegative, -5.0), "must be 0 or more, got -5");
}

TEST(FieldRule, PositiveRejectsZero) {
  EXPECT_FALSE(checkRule(Rule::Positive, 0.001));
  EXPECT_EQ(checkRule(Rule::Positive, 0.0), "must be more than 0, got 0");
}

TEST(FieldRule, AnnualChangeMustStayAboveMinusOne) {
  EXPECT_FALSE(checkRule(Rule::AnnualChange, -0.99));
  EXPECT_TRUE(checkRule(Rule::AnnualChange, -1.0));
  EXPECT_TRUE(checkRule(Rule::AnnualChange, -1.5));
}

TEST(FieldRule, UnitIntervalIncludesBothEnds) {
  EXPECT_FALSE(checkRule(Rule::UnitInterval, 0.0));
  EXPECT_FALSE(checkRule(Rule::UnitInterval, 1.0));
  EXPECT_EQ(checkRule(Rule::UnitInterval, 1.2), "must be between 0 and 1, got 1.2");
}

TEST(FieldRule, PueIsBetweenOneAndThree) {
  // The contract's own example message.
  EXPECT_EQ(checkRule(Rule::Pue, 0.8), "must be between 1.0 and 3.0, got 0.8");
  EXPECT_FALSE(checkRule(Rule::Pue, 1.0));
  EXPECT_FALSE(checkRule(Rule::Pue, 3.0));
  EXPECT_TRUE(checkRule(Rule::Pue, 3.01));
}

TEST(FieldRule, HeadroomIsAtMostTen) {
  EXPECT_FALSE(checkRule(Rule::Headroom, 10.0));
  EXPECT_TRUE(checkRule(Rule::Headroom, 10.5));
  EXPECT_TRUE(checkRule(Rule::Headroom, -0.1));
}

TEST(FieldRule, HorizonIsAWholeNumberFromOneTo600) {
  EXPECT_FALSE(checkRule(Rule::Horizon, 1.0));
  EXPECT_FALSE(checkRule(Rule::Horizon, 600.0));
  EXPECT_TRUE(checkRule(Rule::Horizon, 0.0));
  EXPECT_TRUE(checkRule(Rule::Horizon, 601.0));
  EXPECT_EQ(checkRule(Rule::Horizon, 12.5),
            "must be a whole number of months from 1 to 600, got 12.5");
}

TEST(FieldRule, WholeNumbers) {
  EXPECT_FALSE(checkRule(Rule::WholeNonNegative, 0.0));
  EXPECT_TRUE(checkRule(Rule::WholeNonNegative, 2.5));
  EXPECT_TRUE(checkRule(Rule::WholeNonNegative, -1.0));
  EXPECT_FALSE(checkRule(Rule::WholePositive, 1.0));
  EXPECT_EQ(checkRule(Rule::WholePositive, 0.0), "must be a whole number, 1 or more, got 0");
  EXPECT_TRUE(isWholeNumberRule(Rule::Horizon));
  EXPECT_FALSE(isWholeNumberRule(Rule::Positive));
}

TEST(FieldRule, NonFiniteNumbersBreakEveryRule) {
  EXPECT_TRUE(checkRule(Rule::Any, std::numeric_limits<double>::infinity()));
  EXPECT_TRUE(checkRule(Rule::Any, std::numeric_limits<double>::quiet_NaN()));
}

TEST(FieldRule, FormatNumberIsShortestRoundTrip) {
  EXPECT_EQ(formatNumber(0.1), "0.1");
  EXPECT_EQ(formatNumber(10.2), "10.2");
  EXPECT_EQ(formatNumber(600.0), "600");
}

}  // namespace
}  // namespace fleetcost
