// The zero line of a function sampled on a grid (marching squares with linear interpolation on
// the cell edges, saddles resolved by the cell's mean), joined into polylines.
#pragma once

#include <array>
#include <span>
#include <vector>

namespace fleetcost {

using Polyline = std::vector<std::array<double, 2>>;

// values[iy * xs.size() + ix] at (xs[ix], ys[iy]); the line separates values < 0 from the rest.
// No line when the grid has no cell or `values` is not xs.size() * ys.size() long.
std::vector<Polyline> zeroContour(std::span<const double> xs, std::span<const double> ys,
                                  std::span<const double> values);

}  // namespace fleetcost
