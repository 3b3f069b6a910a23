// Building and querying the sorted monthly demand curves.
#include "model/demand/demand_curves.h"

#include <algorithm>

namespace fleetcost {

DemandCurves::DemandCurves(int horizonMonths, int gpuModels)
    : horizon_(horizonMonths),
      gpuModels_(gpuModels),
      sorted_(static_cast<std::size_t>(horizonMonths) * gpuModels * kHoursPerWeek, 0.0),
      suffix_(static_cast<std::size_t>(horizonMonths) * gpuModels * (kHoursPerWeek + 1), 0.0),
      total_(static_cast<std::size_t>(horizonMonths) * gpuModels, 0.0) {}

void DemandCurves::add(int g, int m, double gpus, const WeeklyProfile& profile) {
  double* hours = &sorted_[index(g, m) * kHoursPerWeek];
  // An hour of weight 0 has no demand, also when `gpus` overflowed to infinity (inf * 0 = NaN).
  for (int k = 0; k < kHoursPerWeek; ++k)
    if (profile[k] != 0.0) hours[k] += gpus * profile[k];
}

void DemandCurves::finish() {
  for (int g = 0; g < gpuModels_; ++g) {
    for (int m = 0; m < horizon_; ++m) {
      double* hours = &sorted_[index(g, m) * kHoursPerWeek];
      double total = 0.0;
      for (int k = 0; k < kHoursPerWeek; ++k) total += hours[k];
      total_[index(g, m)] = total;
      std::sort(hours, hours + kHoursPerWeek);
      double* suffix = &suffix_[index(g, m) * (kHoursPerWeek + 1)];
      suffix[kHoursPerWeek] = 0.0;
      for (int i = kHoursPerWeek - 1; i >= 0; --i) suffix[i] = suffix[i + 1] + hours[i];
    }
  }
}

double DemandCurves::sumAbove(int g, int m, double capacity) const {
  const double* hours = &sorted_[index(g, m) * kHoursPerWeek];
  if (!(hours[kHoursPerWeek - 1] > capacity)) return 0.0;
  if (capacity == 0.0) return total_[index(g, m)];
  const double* first = std::upper_bound(hours, hours + kHoursPerWeek, capacity);
  const auto i = static_cast<int>(first - hours);
  const double* suffix = &suffix_[index(g, m) * (kHoursPerWeek + 1)];
  return std::max(0.0, suffix[i] - (kHoursPerWeek - i) * capacity);
}

double DemandCurves::maxPeak(int g, int from, int to) const {
  double best = 0.0;
  for (int m = from; m < to; ++m)
    if (!(peak(g, m) <= best)) best = peak(g, m);  // a NaN is kept, so limits catch it
  return best;
}

}  // namespace fleetcost
