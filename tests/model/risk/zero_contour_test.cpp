// The zero line of a sampled grid (risk/zero_contour.h): interpolation on cell edges, saddles by
// the cell's mean, segments joined across cells, and the side a value of exactly zero is on.
#include "model/risk/zero_contour.h"

#include <gtest/gtest.h>

namespace fleetcost {
namespace {

using Point = std::array<double, 2>;
using Points = std::vector<double>;

TEST(ZeroContour, AStraightLineWhereTheValuesCrossZero) {
  // -1 at x = 0 and 3 at x = 1 on both rows: zero at 1/4 of the way, x = 0.25, bottom to top.
  const Points xs{0, 1}, ys{0, 1}, values{-1, 3, -1, 3};
  const std::vector<Polyline> lines = zeroContour(xs, ys, values);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], (Polyline{Point{0.25, 0}, Point{0.25, 1}}));
}

TEST(ZeroContour, SegmentsOfNeighbouringCellsAreJoinedIntoOneLine) {
  // x 0, 1, 2 and y 0, 1; rows (y = 0) -1 -1 1 and (y = 1) -1 1 1: the line cuts the edge
  // (1.5, 0), the shared edge (1, 0.5) and (0.5, 1), each half-way between -1 and 1.
  const Points xs{0, 1, 2}, ys{0, 1}, values{-1, -1, 1, -1, 1, 1};
  const std::vector<Polyline> lines = zeroContour(xs, ys, values);
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], (Polyline{Point{1.5, 0}, Point{1, 0.5}, Point{0.5, 1}}));
}

TEST(ZeroContour, ASaddleFollowsTheCellsMean) {
  // Corners (0,0) = -1, (1,0) = 1, (1,1) = -1, (0,1) = 1: the mean 0 is not below zero, so the
  // positive corners join through the centre and the two negative corners are cut off alone.
  std::vector<Polyline> lines = zeroContour(Points{0, 1}, Points{0, 1}, Points{-1, 1, 1, -1});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], (Polyline{Point{0, 0.5}, Point{0.5, 0}}));  // around (0, 0)
  EXPECT_EQ(lines[1], (Polyline{Point{1, 0.5}, Point{0.5, 1}}));  // around (1, 1)
  // -3 and 1: mean -1, so the negative corners join and the positive ones are cut off: the
  // crossings lie 3/4 of the way from -3 to 1.
  lines = zeroContour(Points{0, 1}, Points{0, 1}, Points{-3, 1, 1, -3});
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0], (Polyline{Point{0.75, 0}, Point{1, 0.25}}));  // around (1, 0)
  EXPECT_EQ(lines[1], (Polyline{Point{0.25, 1}, Point{0, 0.75}}));  // around (0, 1)
}

TEST(ZeroContour, ExactlyZeroIsOnTheNonNegativeSide) {
  // -1 at x = 0 and 0 at x = 2: the line runs through the zeros, on the edge x = 2.
  const std::vector<Polyline> lines = zeroContour(Points{0, 2}, Points{0, 1}, Points{-1, 0, -1, 0});
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_EQ(lines[0], (Polyline{Point{2, 0}, Point{2, 1}}));
}

TEST(ZeroContour, NoLineWithoutACrossingOrWithoutACell) {
  EXPECT_TRUE(zeroContour(Points{0, 1}, Points{0, 1}, Points{1, 2, 3, 4}).empty());
  EXPECT_TRUE(zeroContour(Points{0, 1}, Points{0, 1}, Points{-1, -2, -3, -4}).empty());
  EXPECT_TRUE(zeroContour(Points{0}, Points{0, 1}, Points{-1, 1}).empty());  // one column
}

}  // namespace
}  // namespace fleetcost
