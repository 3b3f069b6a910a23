// Sampling, bracketing and narrowing sign changes: functions whose roots are known exactly,
// several crossings, a jump, whole numbers, a side that stops at a rule, cancellation.
#include "model/risk/root_finding.h"

#include <gtest/gtest.h>

#include <cmath>

namespace fleetcost {
namespace {

RootFunction of(double (*g)(double)) {
  return [g](double x, Problems&) -> std::optional<double> { return g(x); };
}

RootSearch around(double today, std::vector<double> below, std::vector<double> above) {
  RootSearch s;
  s.today = today;
  s.below = std::move(below);
  s.above = std::move(above);
  s.zeroTolerance = 1e-9;
  return s;
}

TEST(RootFinding, NarrowsASmoothRootToTheTolerance) {
  // x^3 - 2 = 0 at the cube root of 2 = 1.2599210498948732; negative below it.
  const RootResult r = findCrossings(of([](double x) { return x * x * x - 2; }),
                                     around(1, {0.5, 0}, {1.25, 1.5, 2, 3}));
  ASSERT_EQ(r.crossings.size(), 1u);
  ASSERT_EQ(r.nearest, 0);
  const RootCrossing& c = r.crossings[0];
  EXPECT_NEAR(c.x, std::cbrt(2.0), 1e-9 * std::cbrt(2.0));
  EXPECT_FALSE(c.negativeAbove);  // negative (the side looked for) below the root
  EXPECT_FALSE(c.jump);
  EXPECT_LE(c.before.x, c.x);
  EXPECT_GE(c.after.x, c.x);
  EXPECT_LT(r.evaluations, 40);  // 7 samples and a few Brent steps, not a bisection's 30+
}

TEST(RootFinding, ReportsTheNearestOfSeveralCrossingsAndTheOthers) {
  // (x - 2)(x - 5)(x - 9): today 6 lies between 5 and 9; 5 is nearer than 9 and 2.
  const RootResult r = findCrossings(of([](double x) { return (x - 2) * (x - 5) * (x - 9); }),
                                     around(6, {5.5, 4, 3, 1, 0}, {7, 8, 10, 12}));
  ASSERT_EQ(r.crossings.size(), 3u);
  EXPECT_NEAR(r.crossings[0].x, 2, 1e-8);
  EXPECT_NEAR(r.crossings[1].x, 5, 1e-8);
  EXPECT_NEAR(r.crossings[2].x, 9, 1e-8);
  EXPECT_EQ(r.nearest, 1);
  // Negative below 2, positive in (2, 5), negative in (5, 9), positive above 9.
  EXPECT_FALSE(r.crossings[0].negativeAbove);
  EXPECT_TRUE(r.crossings[1].negativeAbove);
  EXPECT_FALSE(r.crossings[2].negativeAbove);
}

TEST(RootFinding, NoSignChangeMeansNoCrossing) {
  const RootResult r =
      findCrossings(of([](double x) { return 1 + x * x; }), around(1, {0.5, 0}, {2, 100}));
  EXPECT_TRUE(r.crossings.empty());
  EXPECT_EQ(r.nearest, -1);
  ASSERT_EQ(r.samples.size(), 5u);
  EXPECT_EQ(r.samples.front().x, 0);
  EXPECT_EQ(r.samples.back().x, 100);
}

TEST(RootFinding, AStepIsAJumpOnTheNegativeSide) {
  // 1 below 3, -1 from 3 on: no zero, a jump at 3; the reported value is on the negative side.
  const RootResult r =
      findCrossings(of([](double x) { return x < 3 ? 1.0 : -1.0; }), around(1, {0}, {2, 4, 8}));
  ASSERT_EQ(r.crossings.size(), 1u);
  const RootCrossing& c = r.crossings[0];
  EXPECT_TRUE(c.jump);
  EXPECT_TRUE(c.negativeAbove);
  EXPECT_GE(c.x, 3);
  EXPECT_NEAR(c.x, 3, 1e-8);
}

TEST(RootFinding, WholeNumbersGiveTheFirstValueOnTheNegativeSide) {
  // 16.4 - x: positive up to 16, negative from 17.
  RootSearch s = around(24, {23, 22, 20, 16, 8, 1}, {25, 26, 28, 32, 40, 56, 600});
  s.whole = true;
  const RootResult r = findCrossings(of([](double x) { return 16.4 - x; }), s);
  ASSERT_EQ(r.crossings.size(), 1u);
  EXPECT_EQ(r.crossings[0].x, 17);
  EXPECT_TRUE(r.crossings[0].negativeAbove);
  EXPECT_EQ(r.crossings[0].before.x, 16);
  EXPECT_EQ(r.crossings[0].after.x, 17);
}

TEST(RootFinding, AValueEqualToZeroIsTheCrossing) {
  const RootResult r = findCrossings(of([](double x) { return x - 2; }), around(1, {}, {2, 4}));
  ASSERT_EQ(r.crossings.size(), 1u);
  EXPECT_EQ(r.crossings[0].x, 2);  // f(2) = 0 exactly: found at the sample itself
}

TEST(RootFinding, ATieIsNotAWinTheThresholdIsItsEdge) {
  // Owning wins strictly below 2 (f = x - 2 < 0) and ties with renting from 2 to 5 (f = 0
  // exactly: a hybrid whose best caps are all 0), then loses above 5. Today 3 is inside the tie.
  // The threshold is 2, the edge where owning starts to win, not a sample of the tie (3 or 2.5).
  const auto f = [](double x) { return x < 2 ? x - 2 : (x <= 5 ? 0.0 : x - 5); };
  const RootResult r = findCrossings(of(f), around(3, {2.5, 1.5, 1}, {4, 6}));
  ASSERT_EQ(r.crossings.size(), 1u);
  const RootCrossing& c = r.crossings[0];
  EXPECT_NEAR(c.x, 2, 2e-9 * 2);
  EXPECT_FALSE(c.negativeAbove);  // owning wins below it
  EXPECT_FALSE(c.jump);           // f reaches 0 continuously at 2
  // Plugged back in: just inside (below) owning wins strictly, just outside it does not.
  EXPECT_LT(f(c.x * (1 - 1e-8)), 0);
  EXPECT_GE(f(c.x * (1 + 1e-8)), 0);
}

TEST(RootFinding, ATieBetweenTwoWinsGivesBothEdges) {
  // f = 0 on [2, 5], negative outside it: owning wins below 2 and above 5; today 4 is nearer 5.
  const auto f = [](double x) { return x < 2 ? x - 2 : (x <= 5 ? 0.0 : 5 - x); };
  const RootResult r = findCrossings(of(f), around(4, {3, 1}, {6, 8}));
  ASSERT_EQ(r.crossings.size(), 2u);
  EXPECT_NEAR(r.crossings[0].x, 2, 2e-9 * 2);
  EXPECT_NEAR(r.crossings[1].x, 5, 2e-9 * 5);
  EXPECT_TRUE(r.crossings[1].negativeAbove);
  EXPECT_EQ(r.nearest, 1);
  EXPECT_LT(f(r.crossings[1].x * (1 + 1e-8)), 0);
  EXPECT_GE(f(r.crossings[1].x * (1 - 1e-8)), 0);
}

TEST(RootFinding, AStepIntoATieIsAJumpOnTheWinningSide) {
  // -1 below 2 (owning wins by a whole server's cost), exactly 0 from 2: a jump into a tie,
  // reported at the last value where owning still wins strictly.
  const auto f = [](double x) { return x < 2 ? -1.0 : 0.0; };
  const RootResult r = findCrossings(of(f), around(3, {2.5, 1}, {4}));
  ASSERT_EQ(r.crossings.size(), 1u);
  EXPECT_TRUE(r.crossings[0].jump);
  EXPECT_LT(r.crossings[0].x, 2);
  EXPECT_NEAR(r.crossings[0].x, 2, 2e-9 * 2);
  EXPECT_LT(f(r.crossings[0].x), 0);
}

TEST(RootFinding, BrentLandingInsideATieStillFindsItsEdge) {
  // Negative below 1, 0 on [1, 3], positive above 3: the bracket [0, 4] (today 0) has a sign
  // change, and the secant step from f(0) = -1, f(4) = 1 lands at 2, inside the tie.
  const auto f = [](double x) { return x < 1 ? x - 1 : (x <= 3 ? 0.0 : x - 3); };
  const RootResult r = findCrossings(of(f), around(0, {}, {4}));
  ASSERT_EQ(r.crossings.size(), 1u);
  EXPECT_NEAR(r.crossings[0].x, 1, 2e-9);
  EXPECT_TRUE(r.crossings[0].before.f < 0);
  EXPECT_FALSE(r.crossings[0].negativeAbove);
}

TEST(RootFinding, ASideStopsWhereThePointCannotBeEvaluated) {
  const RootFunction f = [](double x, Problems& why) -> std::optional<double> {
    if (x > 3) {
      why.push_back({"/x", "must be 3 or less"});
      return std::nullopt;
    }
    return 5 - x;
  };
  const RootResult r = findCrossings(f, around(1, {0}, {2, 4, 8}));
  EXPECT_TRUE(r.crossings.empty());  // the root at 5 lies beyond what could be evaluated
  // 4 fails; bisecting from 2 towards it 12 times: 3 passes, then 3.5, 3.25, ... fail, down to
  // 3 + 2 / 4096.
  ASSERT_TRUE(r.limitAbove);
  EXPECT_DOUBLE_EQ(r.limitAbove->x, 3 + 2.0 / 4096);
  ASSERT_EQ(r.limitAbove->problems.size(), 1u);
  EXPECT_EQ(r.limitAbove->problems[0].message, "must be 3 or less");
  EXPECT_EQ(r.samples.back().x, 3);
  EXPECT_EQ(r.evaluations, 1 + 1 + 2 + 12);
}

TEST(RootFinding, TodayThatCannotBeEvaluatedStopsTheSearch) {
  // Nothing is sampled when today's value itself fails: one evaluation, its reason kept.
  const RootFunction f = [](double, Problems& why) -> std::optional<double> {
    why.push_back({"/x", "broken today"});
    return std::nullopt;
  };
  const RootResult r = findCrossings(f, around(1, {0}, {2}));
  EXPECT_TRUE(r.samples.empty());
  EXPECT_TRUE(r.crossings.empty());
  EXPECT_EQ(r.evaluations, 1);
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].message, "broken today");
}

TEST(RootFinding, AZeroAtTheRangesEnd) {
  // x - 4 sampled at 1 (today), 2 and 4, the last point of the range: f(4) = 0 counts with the
  // positive side, f(2) = -2 with the negative one, so 4 itself is the crossing (owning wins
  // below it). The bracket [2, 4] is narrowed to 1e-9 x 2: f is -2e-9 that far below 4, a zero
  // at a zero tolerance of 1e-6 (at the helper's 1e-9 it would count as a jump).
  RootSearch s = around(1, {}, {2, 4});
  s.zeroTolerance = 1e-6;
  const RootResult r = findCrossings(of([](double x) { return x - 4; }), s);
  ASSERT_EQ(r.crossings.size(), 1u);
  EXPECT_EQ(r.crossings[0].x, 4);
  EXPECT_FALSE(r.crossings[0].negativeAbove);
  EXPECT_FALSE(r.crossings[0].jump);
  // x sampled at 1 (today), 0.5 and 0: f(0) = 0 is the range's end, but f is never below 0 in
  // the range, so owning never wins there: no crossing.
  const RootResult none = findCrossings(of([](double x) { return x; }), around(1, {0.5, 0}, {}));
  EXPECT_TRUE(none.crossings.empty());
  EXPECT_EQ(none.nearest, -1);
}

TEST(RootFinding, BracketsBeyondTheMostAreCountedNotNarrowed) {
  // (x - 1)(x - 2)(x - 3)(x - 4) at 0.5 (today), 1.5, 2.5, 3.5, 4.5: 6.5625, -0.9375, 0.5625,
  // -0.9375, 6.5625: four brackets; with two at most, the two nearest today (roots 1 and 2) are
  // narrowed, the other two counted.
  RootSearch s = around(0.5, {}, {1.5, 2.5, 3.5, 4.5});
  s.maxBrackets = 2;
  const RootResult r =
      findCrossings(of([](double x) { return (x - 1) * (x - 2) * (x - 3) * (x - 4); }), s);
  ASSERT_EQ(r.crossings.size(), 2u);
  EXPECT_NEAR(r.crossings[0].x, 1, 1e-8);
  EXPECT_NEAR(r.crossings[1].x, 2, 1e-8);
  EXPECT_TRUE(r.crossings[0].negativeAbove);   // negative on (1, 2)
  EXPECT_FALSE(r.crossings[1].negativeAbove);  // positive on (2, 3)
  EXPECT_EQ(r.unnarrowed, 2);
  EXPECT_EQ(r.nearest, 0);
}

TEST(RootFinding, APointInsideABracketThatFailsIsListed) {
  // x - 2.5, except that (2.2, 2.8) cannot be evaluated: the bracket [2, 3] (f = -0.5 and 0.5)
  // is narrowed first by the secant, which lands on 2.5: no crossing, and why is listed.
  const RootFunction f = [](double x, Problems& why) -> std::optional<double> {
    if (x > 2.2 && x < 2.8) {
      why.push_back({"/x", "a hole"});
      return std::nullopt;
    }
    return x - 2.5;
  };
  const RootResult r = findCrossings(f, around(1, {}, {2, 3, 4}));
  EXPECT_TRUE(r.crossings.empty());
  EXPECT_EQ(r.nearest, -1);
  ASSERT_EQ(r.failures.size(), 1u);
  EXPECT_EQ(r.failures[0].message, "a hole");
  EXPECT_FALSE(r.limitAbove);  // the samples 2, 3 and 4 themselves were evaluated
}

TEST(RootFinding, WholeNumbersBelowAndAtALimit) {
  // x - 16.4 on whole numbers, negative up to 16: bisecting [1, 24] at 12 (-), 18 (+), 15 (-),
  // 16 (-), 17 (+): the last value where f < 0 is 16, owning wins below it; 5 evaluations.
  int evaluations = 0;
  Problems why;
  const auto c = narrowWhole(of([](double x) { return x - 16.4; }), {24, 7.6}, {1, -15.4}, why,
                             nullptr, evaluations);
  ASSERT_TRUE(c);
  EXPECT_EQ(c->x, 16);
  EXPECT_FALSE(c->negativeAbove);
  EXPECT_EQ(c->before.x, 16);
  EXPECT_EQ(c->after.x, 17);
  EXPECT_EQ(evaluations, 5);

  // A whole-number side that stops at a rule (nothing above 10): 12 fails, then 10 (between 8
  // and 12) passes, 11 fails, and between 10 and 11 there is no whole number left: the limit is
  // 11 after 1 + 4 + 2 evaluations.
  const RootFunction capped = [](double x, Problems& w) -> std::optional<double> {
    if (x > 10) {
      w.push_back({"/x", "10 at most"});
      return std::nullopt;
    }
    return 1.0;
  };
  RootSearch s = around(4, {}, {5, 6, 8, 12, 20});
  s.whole = true;
  const RootResult r = findCrossings(capped, s);
  ASSERT_TRUE(r.limitAbove);
  EXPECT_EQ(r.limitAbove->x, 11);
  EXPECT_EQ(r.samples.back().x, 10);
  EXPECT_EQ(r.evaluations, 7);
}

TEST(RootFinding, CancelledStopsBeforeSampling) {
  std::atomic<bool> cancel{true};
  RootSearch s = around(1, {0}, {2});
  s.cancel = &cancel;
  EXPECT_TRUE(findCrossings(of([](double x) { return x; }), s).cancelled);
}

}  // namespace
}  // namespace fleetcost
