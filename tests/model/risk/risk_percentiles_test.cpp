// Percentiles by linear interpolation at (n - 1) q / 100 with "never" as +infinity, the
// triangular draw, rounding half up, histograms and the per-trial generator (MODEL.md §7).
#include "model/risk/percentiles.h"

#include <gtest/gtest.h>

#include <cmath>

#include "model/risk/ranged_figures.h"
#include "model/risk/risk_random.h"
#include "model/risk/zero_contour.h"

namespace fleetcost {
namespace {

TEST(RiskPercentiles, InterpolateLinearlyAtNMinusOneQ) {
  const std::vector<double> v{1, 2, 3, 4, 5};
  EXPECT_DOUBLE_EQ(*percentileOfSorted(v, 25), 2);    // h = 4 * 0.25 = 1
  EXPECT_DOUBLE_EQ(*percentileOfSorted(v, 5), 1.2);   // h = 0.2: 1 + 0.2 * (2 - 1)
  EXPECT_DOUBLE_EQ(*percentileOfSorted(v, 95), 4.8);  // h = 3.8
  EXPECT_DOUBLE_EQ(*percentileOfSorted(v, 50), 3);
  EXPECT_DOUBLE_EQ(*percentileOfSorted(std::vector<double>{7}, 95), 7);
}

TEST(RiskPercentiles, APercentileLandingOnNeverIsNull) {
  const std::vector<double> v{1, 2, INFINITY};
  EXPECT_DOUBLE_EQ(*percentileOfSorted(v, 50), 2);  // h = 1 exactly
  EXPECT_FALSE(percentileOfSorted(v, 75));           // between 2 and never
  EXPECT_FALSE(percentileOfSorted(v, 95));
  std::vector<double> samples{INFINITY, 3, 1, INFINITY};
  const Distribution d = summarize(samples);
  EXPECT_EQ(d.infinite, 2);
  EXPECT_FALSE(d.mean);
  EXPECT_DOUBLE_EQ(*d.at(25), 2.5);  // sorted 1, 3, inf, inf; h = 0.75: 1 + 0.75 * 2
  EXPECT_FALSE(d.at(50));            // h = 1.5: between 3 and never
  EXPECT_DOUBLE_EQ(d.min, 1);
}

TEST(RiskPercentiles, SummaryOfFiniteSamples) {
  std::vector<double> samples{4, 1, 3, 2};
  const Distribution d = summarize(samples);
  EXPECT_DOUBLE_EQ(*d.mean, 2.5);
  EXPECT_DOUBLE_EQ(*d.at(5), 1.15);  // h = 3 * 0.05 = 0.15
  EXPECT_DOUBLE_EQ(*d.at(90), 3.7);  // h = 2.7
}

TEST(RiskPercentiles, TriangularDrawByInverseDistribution) {
  // (1, 2, 4): F(mode) = (2 - 1) / (4 - 1) = 1/3; below it x = 1 + sqrt(u * 3 * 1).
  EXPECT_DOUBLE_EQ(triangular(1, 2, 4, 0.0), 1);
  EXPECT_DOUBLE_EQ(triangular(1, 2, 4, 1.0 / 12), 1.5);  // 1 + sqrt(1/4)
  EXPECT_NEAR(triangular(1, 2, 4, 1.0 / 3), 2, 1e-12);
  EXPECT_DOUBLE_EQ(triangular(1, 2, 4, 0.5), 4 - std::sqrt(3.0));  // 4 - sqrt(0.5 * 3 * 2)
  EXPECT_DOUBLE_EQ(triangular(3, 3, 3, 0.7), 3);
  EXPECT_DOUBLE_EQ(triangular(2, 2, 4, 0.0), 2);  // mode at the low bound
}

TEST(RiskPercentiles, RoundingIsHalfUp) {
  EXPECT_EQ(roundHalfUp(2.5), 3);
  EXPECT_EQ(roundHalfUp(2.4999), 2);
  EXPECT_EQ(roundHalfUp(-2.5), -2);
  EXPECT_EQ(roundHalfUp(3), 3);
}

TEST(RiskPercentiles, HistogramOfEqualBins) {
  const Histogram h = histogram(std::vector<double>{0, 1, 2, 3, 4, INFINITY}, 2);
  EXPECT_DOUBLE_EQ(h.from, 0);
  EXPECT_DOUBLE_EQ(h.width, 2);
  EXPECT_EQ(h.counts, (std::vector<long long>{2, 3}));  // [0, 2) and [2, 4]; never left out
}

TEST(RiskPercentiles, EachTrialHasItsOwnStream) {
  TrialRandom a(1, 5), b(1, 5), c(1, 6), d(2, 5);
  const double first = a.uniform();
  EXPECT_EQ(first, b.uniform());
  EXPECT_NE(first, c.uniform());
  EXPECT_NE(first, d.uniform());
  for (int i = 0; i < 1000; ++i) {
    const double u = a.uniform();
    EXPECT_GE(u, 0.0);
    EXPECT_LT(u, 1.0);
  }
}

TEST(RiskZeroContour, AStraightLineThroughAGrid) {
  // v = x - 0.5 on x, y in {0, 1}: the zero line is x = 0.5 from y = 0 to y = 1.
  const std::vector<double> xs{0, 1}, ys{0, 1}, v{-0.5, 0.5, -0.5, 0.5};
  const std::vector<Polyline> lines = zeroContour(xs, ys, v);
  ASSERT_EQ(lines.size(), 1u);
  ASSERT_EQ(lines[0].size(), 2u);
  for (const auto& point : lines[0]) EXPECT_DOUBLE_EQ(point[0], 0.5);
  EXPECT_DOUBLE_EQ(std::min(lines[0][0][1], lines[0][1][1]), 0);
  EXPECT_DOUBLE_EQ(std::max(lines[0][0][1], lines[0][1][1]), 1);
  // Every value on one side: no line.
  EXPECT_TRUE(zeroContour(xs, ys, std::vector<double>{1, 2, 3, 4}).empty());
}

TEST(RiskZeroContour, SegmentsJoinAcrossCells) {
  // v = x + y - 1.5 on a 3 x 3 grid of 0, 1, 2: one line from (1.5, 0) to (0, 1.5) through
  // (0.5, 1) and (1, 0.5), crossing two cells.
  const std::vector<double> xs{0, 1, 2}, ys{0, 1, 2};
  std::vector<double> v;
  for (double y : ys)
    for (double x : xs) v.push_back(x + y - 1.5);
  const std::vector<Polyline> lines = zeroContour(xs, ys, v);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0].size(), 4u);
  for (const auto& p : lines[0]) EXPECT_NEAR(p[0] + p[1], 1.5, 1e-12);
}

}  // namespace
}  // namespace fleetcost
