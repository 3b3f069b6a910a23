// Marching squares and the joining of its segments.
#include "model/risk/zero_contour.h"

#include <cmath>
#include <deque>

namespace fleetcost {

std::vector<Polyline> zeroContour(std::span<const double> xs, std::span<const double> ys,
                                  std::span<const double> values) {
  const auto nx = static_cast<long long>(xs.size());
  const auto ny = static_cast<long long>(ys.size());
  std::vector<Polyline> lines;
  // A grid needs a cell, and a value for each of its points (never read past the values).
  if (nx < 2 || ny < 2 || values.size() != xs.size() * ys.size()) return lines;
  const auto v = [&](long long ix, long long iy) { return values[iy * nx + ix]; };
  const auto inside = [&](long long ix, long long iy) { return v(ix, iy) < 0.0; };
  // Edge ids: horizontal (ix, iy)-(ix+1, iy) first, then vertical (ix, iy)-(ix, iy+1).
  const long long horizontal = ny * (nx - 1);
  const auto hEdge = [&](long long ix, long long iy) { return iy * (nx - 1) + ix; };
  const auto vEdge = [&](long long ix, long long iy) { return horizontal + iy * nx + ix; };
  const auto crossing = [](double a, double b) { return a == b ? 0.5 : a / (a - b); };
  std::vector<std::array<double, 2>> point(static_cast<std::size_t>(horizontal + nx * (ny - 1)));
  for (long long iy = 0; iy < ny; ++iy)
    for (long long ix = 0; ix + 1 < nx; ++ix) {
      const double t = crossing(v(ix, iy), v(ix + 1, iy));
      point[hEdge(ix, iy)] = {xs[ix] + t * (xs[ix + 1] - xs[ix]), ys[iy]};
    }
  for (long long iy = 0; iy + 1 < ny; ++iy)
    for (long long ix = 0; ix < nx; ++ix) {
      const double t = crossing(v(ix, iy), v(ix, iy + 1));
      point[vEdge(ix, iy)] = {xs[ix], ys[iy] + t * (ys[iy + 1] - ys[iy])};
    }

  std::vector<std::array<long long, 2>> segments;
  for (long long iy = 0; iy + 1 < ny; ++iy)
    for (long long ix = 0; ix + 1 < nx; ++ix) {
      const bool a = inside(ix, iy), b = inside(ix + 1, iy);
      const bool c = inside(ix + 1, iy + 1), d = inside(ix, iy + 1);
      const long long bottom = hEdge(ix, iy), top = hEdge(ix, iy + 1);
      const long long left = vEdge(ix, iy), right = vEdge(ix + 1, iy);
      std::vector<long long> cut;
      if (a != b) cut.push_back(bottom);
      if (b != c) cut.push_back(right);
      if (d != c) cut.push_back(top);
      if (a != d) cut.push_back(left);
      if (cut.size() == 2) {
        segments.push_back({cut[0], cut[1]});
      } else if (cut.size() == 4) {
        const double mean = (v(ix, iy) + v(ix + 1, iy) + v(ix + 1, iy + 1) + v(ix, iy + 1)) / 4;
        // Cut off the two corners that are not joined through the centre.
        if ((mean < 0.0) == a) {
          segments.push_back({bottom, right});
          segments.push_back({top, left});
        } else {
          segments.push_back({left, bottom});
          segments.push_back({right, top});
        }
      }
    }

  // Join segments that share an edge point.
  std::vector<std::array<int, 2>> atEdge(point.size(), {-1, -1});
  for (int s = 0; s < static_cast<int>(segments.size()); ++s)
    for (long long e : segments[s]) (atEdge[e][0] < 0 ? atEdge[e][0] : atEdge[e][1]) = s;
  std::vector<char> used(segments.size(), 0);
  const auto other = [&](long long edge, int from) {
    for (int s : atEdge[edge])
      if (s >= 0 && s != from && !used[s]) return s;
    return -1;
  };
  for (int s = 0; s < static_cast<int>(segments.size()); ++s) {
    if (used[s]) continue;
    used[s] = 1;
    std::deque<long long> chain{segments[s][0], segments[s][1]};
    for (const bool forward : {true, false}) {
      int last = s;
      for (;;) {
        const long long end = forward ? chain.back() : chain.front();
        const int next = other(end, last);
        if (next < 0) break;
        used[next] = 1;
        const long long far = segments[next][0] == end ? segments[next][1] : segments[next][0];
        if (forward)
          chain.push_back(far);
        else
          chain.push_front(far);
        last = next;
      }
    }
    Polyline line;
    for (long long e : chain) line.push_back(point[e]);
    lines.push_back(std::move(line));
  }
  return lines;
}

}  // namespace fleetcost
