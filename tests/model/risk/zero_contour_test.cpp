// zeroContour: the zero line of values on a grid (marching squares, linear on the cell edges,
// saddles by the cell's mean), joined into polylines, on tiny grids worked by hand.
#include "model/risk/zero_contour.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <vector>

namespace fleetcost {
namespace {

using Point = std::array<double, 2>;

std::vector<Polyline> contour(const std::vector<double>& xs, const std::vector<double>& ys,
                              const std::vector<double>& values) {
  return zeroContour(xs, ys, values);
}

// The points of a polyline in either direction: sorted, to compare as a set.
std::vector<Point> sorted(Polyline line) {
  std::sort(line.begin(), line.end());
  return line;
}

void expectPoints(const Polyline& line, std::vector<Point> expected) {
  std::sort(expected.begin(), expected.end());
  const std::vector<Point> actual = sorted(line);
  ASSERT_EQ(actual.size(), expected.size());
  for (std::size_t i = 0; i < expected.size(); ++i) {
    EXPECT_NEAR(actual[i][0], expected[i][0], 1e-12) << i;
    EXPECT_NEAR(actual[i][1], expected[i][1], 1e-12) << i;
  }
}

TEST(ZeroContour, OneCellInterpolatesLinearly) {
  // -1 at x = 0 and +3 at x = 1 on both rows (y = 0 and y = 2): the zero is at
  // x = 0 + 1 x (-1) / (-1 - 3) = 1/4, a vertical segment from (1/4, 0) to (1/4, 2).
  const auto lines = contour({0, 1}, {0, 2}, {-1, 3, -1, 3});
  ASSERT_EQ(lines.size(), 1u);
  expectPoints(lines[0], {{0.25, 0}, {0.25, 2}});
}

TEST(ZeroContour, OneSignEverywhereHasNoLine) {
  EXPECT_TRUE(contour({0, 1, 2}, {0, 1}, {1, 2, 3, 4, 5, 6}).empty());
  EXPECT_TRUE(contour({0, 1, 2}, {0, 1}, {-1, -2, -3, -4, -5, -6}).empty());
}

TEST(ZeroContour, AGridOfOneRowOrColumnOrNothingHasNoLine) {
  // A line needs a cell: two values apart in x and in y.
  EXPECT_TRUE(contour({0, 1}, {0}, {-1, 1}).empty());
  EXPECT_TRUE(contour({0}, {0, 1}, {-1, 1}).empty());
  EXPECT_TRUE(contour({}, {}, {}).empty());
}

TEST(ZeroContour, ValuesThatDoNotFillTheGridGiveNoLine) {
  // A 2 x 2 grid needs 4 values: with 3 (the last cell's corner missing) or 5, no line, and no
  // read past the end (the sanitizer pass would see one).
  EXPECT_TRUE(contour({0, 1}, {0, 1}, {-1, 3, -1}).empty());
  EXPECT_TRUE(contour({0, 1}, {0, 1}, {-1, 3, -1, 3, 0}).empty());
  EXPECT_EQ(contour({0, 1}, {0, 1}, {-1, 3, -1, 3}).size(), 1u);  // and 4 draw the line
}

TEST(ZeroContour, ZeroIsOnTheNonNegativeSide) {
  // 0 at x = 0 and -2 at x = 1: the line separates < 0 from the rest, so it passes through the
  // zeros themselves: t = 0 / (0 - (-2)) = 0, x = 0. A grid of zeros only has no line (all on
  // the same side).
  const auto lines = contour({0, 1}, {0, 1}, {0, -2, 0, -2});
  ASSERT_EQ(lines.size(), 1u);
  expectPoints(lines[0], {{0, 0}, {0, 1}});
  EXPECT_TRUE(contour({0, 1}, {0, 1}, {0, 0, 0, 0}).empty());
}

TEST(ZeroContour, SegmentsOfNeighbouringCellsAreJoined) {
  // xs 0, 1, 2 and ys 0, 2; the bottom row -1, -3, -1, the top row 3, 1, 1. The zero on each
  // column: x = 0: -1 to 3, y = 2 x 1/4 = 0.5; x = 1: -3 to 1, y = 2 x 3/4 = 1.5; x = 2: -1 to 1,
  // y = 1. One polyline through the three, the middle point shared by both cells.
  const auto lines = contour({0, 1, 2}, {0, 2}, {-1, -3, -1, 3, 1, 1});
  ASSERT_EQ(lines.size(), 1u);
  ASSERT_EQ(lines[0].size(), 3u);
  EXPECT_EQ(lines[0][1], (Point{1, 1.5}));  // in order along the line, either way round
  expectPoints(lines[0], {{0, 0.5}, {1, 1.5}, {2, 1}});
}

TEST(ZeroContour, ASaddleIsResolvedByTheCellsMean) {
  // Corners (0,0) -1, (1,0) +1, (1,1) -1, (0,1) +1: every edge crosses at its middle. The mean is
  // 0, not negative: the negative corners are cut off apart, (0, 1/2)-(1/2, 0) around (0,0) and
  // (1, 1/2)-(1/2, 1) around (1,1).
  auto lines = contour({0, 1}, {0, 1}, {-1, 1, 1, -1});
  ASSERT_EQ(lines.size(), 2u);
  std::sort(lines.begin(), lines.end(),
            [](const Polyline& a, const Polyline& b) { return sorted(a) < sorted(b); });
  expectPoints(lines[0], {{0, 0.5}, {0.5, 0}});
  expectPoints(lines[1], {{0.5, 1}, {1, 0.5}});
  // Values are listed row by row: (0,0), (1,0), then (0,1), (1,1). Corners (0,0) -3, (1,0) +1,
  // (1,1) -3, (0,1) +1: mean -1, so the negative corners are joined through the centre and the
  // positive ones cut off. Bottom -3 to 1: x = 3/4; right 1 to -3: y = 1/4; top (0,1) 1 to (1,1)
  // -3: x = 1/4; left -3 to 1: y = 3/4. Around (1,0): (3/4, 0)-(1, 1/4); around (0,1): (1/4, 1)-
  // (0, 3/4).
  lines = contour({0, 1}, {0, 1}, {-3, 1, 1, -3});
  ASSERT_EQ(lines.size(), 2u);
  std::sort(lines.begin(), lines.end(),
            [](const Polyline& a, const Polyline& b) { return sorted(a) < sorted(b); });
  expectPoints(lines[0], {{0, 0.75}, {0.25, 1}});
  expectPoints(lines[1], {{0.75, 0}, {1, 0.25}});
}

TEST(ZeroContour, AnIslandIsAClosedLoop) {
  // 3 x 3 grid, every value +1 but the centre (1,1) at -1: each edge from the centre crosses at
  // its middle, a diamond (1, 1/2), (3/2, 1), (1, 3/2), (1/2, 1) whose first point is repeated at
  // its end.
  const auto lines = contour({0, 1, 2}, {0, 1, 2}, {1, 1, 1, 1, -1, 1, 1, 1, 1});
  ASSERT_EQ(lines.size(), 1u);
  const Polyline& loop = lines[0];
  ASSERT_EQ(loop.size(), 5u);
  EXPECT_EQ(loop.front(), loop.back());
  expectPoints(Polyline(loop.begin(), loop.end() - 1), {{1, 0.5}, {1.5, 1}, {1, 1.5}, {0.5, 1}});
}

TEST(ZeroContour, UnevenAxesScaleTheCrossing) {
  // xs 10 and 50 (a cell 40 wide), ys 0 and 1: values 1 and -3 on both rows cross at
  // x = 10 + 40 x 1 / (1 + 3) = 20.
  const auto lines = contour({10, 50}, {0, 1}, {1, -3, 1, -3});
  ASSERT_EQ(lines.size(), 1u);
  expectPoints(lines[0], {{20, 0}, {20, 1}});
}

}  // namespace
}  // namespace fleetcost
