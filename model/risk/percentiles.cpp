// Percentiles, mean and histogram of samples.
#include "model/risk/percentiles.h"

#include <algorithm>
#include <cmath>

namespace fleetcost {

std::optional<double> percentileOfSorted(std::span<const double> sorted, double q) {
  const double h = static_cast<double>(sorted.size() - 1) * q / 100.0;
  const auto lo = static_cast<std::size_t>(std::floor(h));
  const double fraction = h - static_cast<double>(lo);
  const double a = sorted[lo];
  if (std::isinf(a)) return std::nullopt;
  if (fraction == 0.0 || lo + 1 >= sorted.size()) return a;
  const double b = sorted[lo + 1];
  if (std::isinf(b)) return std::nullopt;
  return a + fraction * (b - a);
}

std::optional<double> Distribution::at(int q) const {
  for (std::size_t i = 0; i < kPercentiles.size(); ++i)
    if (kPercentiles[i] == q) return percentiles[i];
  return std::nullopt;
}

Distribution summarize(std::vector<double>& samples) {
  std::sort(samples.begin(), samples.end());
  Distribution d;
  for (std::size_t i = 0; i < kPercentiles.size(); ++i)
    d.percentiles[i] = percentileOfSorted(samples, kPercentiles[i]);
  d.min = samples.front();
  d.max = samples.back();
  double sum = 0.0;
  for (double v : samples) {
    if (std::isinf(v))
      ++d.infinite;
    else
      sum += v;
  }
  if (d.infinite == 0) d.mean = sum / static_cast<double>(samples.size());
  return d;
}

Histogram histogram(std::span<const double> samples, int bins) {
  Histogram h;
  double lo = INFINITY, hi = -INFINITY;
  for (double v : samples)
    if (std::isfinite(v)) {
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  if (!(lo <= hi)) return h;
  if (hi == lo) bins = 1;
  h.from = lo;
  h.width = hi > lo ? (hi - lo) / bins : 1.0;
  h.counts.assign(static_cast<std::size_t>(bins), 0);
  for (double v : samples) {
    if (!std::isfinite(v)) continue;
    auto bin = static_cast<long long>((v - lo) / h.width);
    bin = std::clamp<long long>(bin, 0, bins - 1);
    ++h.counts[static_cast<std::size_t>(bin)];
  }
  return h;
}

}  // namespace fleetcost
