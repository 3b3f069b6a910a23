// Evaluating a break-even map's grid (the standard map and a threshold's) over threads, row by
// row: each thread has its own evaluator of a point; the first point that cannot be evaluated
// stops the map and is reported with its coordinates; the zero line is drawn at the end.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>

#include "model/risk/breakeven_map.h"

namespace fleetcost {

// The difference (owning minus renting) at grid point (ix, iy), or nothing with the problems.
using MapPointEvaluator =
    std::function<std::optional<double>(std::size_t ix, std::size_t iy, Problems& problems)>;

struct MapGridOptions {
  int threads = 0;  // 0: one per core
  const std::atomic<bool>* cancel = nullptr;
  std::function<void(long long, long long)> progress;  // (points done, points)
};

// Fills map.difference and map.zeroLine over the grid of map.x and map.y (their values set), or
// map.problems (the first point that failed), or leaves a map with only `cancelled` set.
void evaluateMapGrid(BreakEvenMap& map, const MapGridOptions& options,
                     const std::function<MapPointEvaluator()>& makeEvaluator);

}  // namespace fleetcost
