// Summaries of Monte Carlo samples (MODEL.md §7): percentiles interpolated linearly at
// (n - 1) q / 100 of the sorted samples, where +infinity stands for "never" (a percentile that
// lands on it is null), the mean, and a histogram for charts.
#pragma once

#include <array>
#include <optional>
#include <span>
#include <vector>

namespace fleetcost {

inline constexpr std::array<int, 7> kPercentiles{5, 10, 25, 50, 75, 90, 95};

// The q-th percentile of ascending `sorted` (non-empty); null when it lands on +infinity.
std::optional<double> percentileOfSorted(std::span<const double> sorted, double q);

struct Distribution {
  std::array<std::optional<double>, kPercentiles.size()> percentiles;  // kPercentiles order
  std::optional<double> mean;  // of all samples; null when some is +infinity
  double min = 0, max = 0;     // max may be +infinity
  long long infinite = 0;      // samples at +infinity ("never")

  std::optional<double> at(int q) const;  // q one of kPercentiles
};

// Sorts `samples` (in place) and summarises them; `samples` must not be empty.
Distribution summarize(std::vector<double>& samples);

struct Histogram {
  double from = 0, width = 1;     // bin i covers [from + i * width, from + (i + 1) * width)
  std::vector<long long> counts;  // the last bin also holds its upper edge
};

// Equal bins over the finite samples' range (one bin when they are all equal).
Histogram histogram(std::span<const double> samples, int bins);

}  // namespace fleetcost
