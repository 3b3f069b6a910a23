// The threads, the first failure and the progress of a map's grid.
#include "model/risk/map_grid.h"

#include <algorithm>
#include <mutex>
#include <thread>
#include <vector>

#include "model/scenario/field_rule.h"

namespace fleetcost {

void evaluateMapGrid(BreakEvenMap& map, const MapGridOptions& options,
                     const std::function<MapPointEvaluator()>& makeEvaluator) {
  const std::size_t nx = map.x.values.size(), ny = map.y.values.size();
  map.difference.assign(nx * ny, 0.0);
  std::atomic<long long> nextRow{0}, done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  long long firstFailed = -1, reported = 0;
  Problems failure;
  const long long total = static_cast<long long>(nx * ny);
  const auto work = [&] {
    const MapPointEvaluator at = makeEvaluator();
    Problems problems;
    while (!stop.load(std::memory_order_relaxed)) {
      if (options.cancel && options.cancel->load(std::memory_order_relaxed)) return;
      const long long iy = nextRow.fetch_add(1);
      if (iy >= static_cast<long long>(ny)) return;
      for (std::size_t ix = 0; ix < nx; ++ix) {
        problems.clear();
        const long long cell = iy * static_cast<long long>(nx) + static_cast<long long>(ix);
        const std::optional<double> d = at(ix, static_cast<std::size_t>(iy), problems);
        if (!d) {
          std::lock_guard lock(mutex);
          if (firstFailed < 0 || cell < firstFailed) {
            firstFailed = cell;
            failure = problems;
          }
          stop = true;
          break;
        }
        map.difference[static_cast<std::size_t>(cell)] = *d;
      }
      const long long now = done.fetch_add(static_cast<long long>(nx)) + static_cast<long long>(nx);
      if (options.progress) {
        std::lock_guard lock(mutex);
        if (now * 100 / total > reported * 100 / total || now == total) {
          reported = now;
          options.progress(now, total);
        }
      }
    }
  };
  int threads =
      options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
  threads = std::clamp(threads, 1, static_cast<int>(std::max<std::size_t>(1, ny)));
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();

  if (options.cancel && options.cancel->load()) {
    map = BreakEvenMap{};
    map.cancelled = true;
    return;
  }
  if (firstFailed >= 0) {
    const auto ix = static_cast<std::size_t>(firstFailed) % nx;
    const auto iy = static_cast<std::size_t>(firstFailed) / nx;
    for (const Problem& p : failure)
      map.problems.push_back(problemAt(
          p.pointer, Message(FC_TRANSLATE_NOOP("Problems", "at the map's point %1 %2, %3 %4: %5"),
                             {map.x.label, formatNumber(map.x.values[ix]), map.y.label,
                              formatNumber(map.y.values[iy]), messageOf(p)})));
    map.difference.clear();
    return;
  }
  map.zeroLine = zeroContour(map.x.values, map.y.values, map.difference);
}

}  // namespace fleetcost
