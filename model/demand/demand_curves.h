// Hourly demand in GPUs per GPU model and month, D_g(m,k) of MODEL.md §3, kept sorted per
// month with suffix sums so that "demand above a capacity" is a binary search and a lookup.
#pragma once

#include <vector>

#include "model/demand/weekly_profile.h"

namespace fleetcost {

class DemandCurves {
 public:
  DemandCurves() = default;
  DemandCurves(int horizonMonths, int gpuModels);

  // Adds `gpus * profile[k]` to every hour k of month m of GPU model g.
  void add(int g, int m, double gpus, const WeeklyProfile& profile);
  // Sorts each month; call once after the last add().
  void finish();

  int horizon() const { return horizon_; }
  int gpuModels() const { return gpuModels_; }

  // Σ_k D_g(m,k) (GPU-hours of the month are HPM/W times this).
  double sum(int g, int m) const { return total_[index(g, m)]; }
  // GPUh_g(m) = HPM/W Σ_k D_g(m,k).
  double gpuHours(int g, int m) const { return sum(g, m) * (kHoursPerMonth / kHoursPerWeek); }
  // max_k D_g(m,k).
  double peak(int g, int m) const {
    return sorted_[index(g, m) * kHoursPerWeek + kHoursPerWeek - 1];
  }
  // Σ_k max(D_g(m,k) - capacity, 0).
  double sumAbove(int g, int m, double capacity) const;
  // The same as sumAbove, walking from `cursor` (the index found last time for this month)
  // instead of searching: fast when successive capacities are close, as in the cap search.
  double sumAboveFrom(int g, int m, double capacity, int& cursor) const {
    const double* hours = sortedHours(g, m);
    if (!(hours[kHoursPerWeek - 1] > capacity)) return 0.0;
    if (capacity == 0.0) return total_[index(g, m)];
    int i = cursor;
    while (i < kHoursPerWeek && hours[i] <= capacity) ++i;
    while (i > 0 && hours[i - 1] > capacity) --i;
    cursor = i;
    const double above = suffixSums(g, m)[i] - (kHoursPerWeek - i) * capacity;
    return above > 0.0 ? above : 0.0;
  }
  // Σ_k min(D_g(m,k), capacity).
  double sumServed(int g, int m, double capacity) const {
    return sum(g, m) - sumAbove(g, m, capacity);
  }
  // The month's demands in ascending order (168) and their suffix sums (169).
  const double* sortedHours(int g, int m) const { return &sorted_[index(g, m) * kHoursPerWeek]; }
  const double* suffixSums(int g, int m) const {
    return &suffix_[index(g, m) * (kHoursPerWeek + 1)];
  }
  // max over months [from, to) of the peak.
  double maxPeak(int g, int from, int to) const;

 private:
  std::size_t index(int g, int m) const { return static_cast<std::size_t>(g) * horizon_ + m; }

  int horizon_ = 0;
  int gpuModels_ = 0;
  std::vector<double> sorted_;  // [g][m][k], ascending in k after finish()
  std::vector<double> suffix_;  // [g][m][i] = Σ_{j >= i} sorted[j], 169 per month
  std::vector<double> total_;   // [g][m] = Σ_k D in hour-of-week order
};

}  // namespace fleetcost
