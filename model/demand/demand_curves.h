// Hourly demand in GPUs per GPU model and month, D_g(m,k) of MODEL.md §3. The 168 hours of a
// GPU model fall into classes of hours that weigh the same in every profile of its workloads
// (one class for flat demand, two for business hours); each month keeps its classes in
// ascending order of demand with suffix sums, so "demand above a capacity" is a search over a
// few classes. The full evaluation and every risk trial read the same curves.
#pragma once

#include <vector>

#include "model/demand/month_curve.h"
#include "model/demand/weekly_profile.h"

namespace fleetcost {

class DemandCurves {
 public:
  DemandCurves() = default;
  DemandCurves(int horizonMonths, int gpuModels);

  // The index of `profile` among GPU model g's distinct profiles, added when new (before
  // finish()).
  int profileIndex(int g, const WeeklyProfile& profile);
  // Adds GPUs per month (H values, at profile weight 1) to profile p of GPU model g.
  void addLevels(int g, int p, const std::vector<double>& gpusByMonth);
  // Sets GPU model g's levels to zero, to add a trial's (the classes stay).
  void clearLevels(int g);
  // Builds every GPU model's classes and monthly curves; call once after the last addLevels.
  void finish();
  // Rebuilds GPU model g's monthly curves from its levels (after clearLevels and addLevels).
  void rebuild(int g);
  // GPU model g as in `other` (a curve set of the same shape).
  void copyGpu(const DemandCurves& other, int g) { gpus_[g] = other.gpus_[g]; }

  int horizon() const { return horizon_; }
  int gpuModels() const { return static_cast<int>(gpus_.size()); }

  MonthCurve curve(int g, int m) const {
    const Gpu& gpu = gpus_[g];
    MonthCurve c;
    c.total = gpu.total[m];
    c.peak = gpu.peak[m];
    c.classes = gpu.classes;
    if (gpu.profiles.empty()) return c;
    const bool single = gpu.profiles.size() == 1;
    const std::size_t at = single ? 0 : static_cast<std::size_t>(m) * gpu.classes;
    const std::size_t suffixAt = single ? 0 : static_cast<std::size_t>(m) * (gpu.classes + 1);
    c.value = gpu.value.data() + at;
    c.hours = gpu.hours.data() + at;
    c.suffixValue = gpu.suffixValue.data() + suffixAt;
    c.suffixHours = gpu.suffixHours.data() + suffixAt;
    c.scale = single ? gpu.level[m] : 1.0;
    return c;
  }
  // Σ_k D_g(m,k) (GPU-hours of the month are HPM/W times this).
  double sum(int g, int m) const { return gpus_[g].total[m]; }
  // GPUh_g(m) = HPM/W Σ_k D_g(m,k).
  double gpuHours(int g, int m) const { return sum(g, m) * (kHoursPerMonth / kHoursPerWeek); }
  // max_k D_g(m,k).
  double peak(int g, int m) const { return gpus_[g].peak[m]; }
  // Σ_k max(D_g(m,k) - capacity, 0).
  double sumAbove(int g, int m, double capacity) const { return curve(g, m).above(capacity); }
  // Σ_k min(D_g(m,k), capacity).
  double sumServed(int g, int m, double capacity) const {
    return sum(g, m) - sumAbove(g, m, capacity);
  }
  // max over months [from, to) of the peak (a NaN is kept, so the limits catch it).
  double maxPeak(int g, int from, int to) const;
  // The month's 168 hourly demands, in ascending order.
  std::vector<double> sortedHours(int g, int m) const;

 private:
  struct Gpu {
    std::vector<WeeklyProfile> profiles;
    std::vector<double> level;  // [profile][m]: GPUs at weight 1
    int classes = 0;
    std::vector<double> classHours;   // [c]: hours of the week in class c
    std::vector<double> classWeight;  // [c][profile]
    // One profile: the classes ascend by weight in every month and each month's demand is
    // level * weight, so one sorted set of weights (and its suffix sums) serves every month.
    // Several profiles: each month's class demands sorted, with their hours and suffix sums.
    std::vector<double> value, hours, suffixValue, suffixHours;
    std::vector<double> total, peak;  // [m]
  };

  void buildClasses(Gpu& gpu) const;

  int horizon_ = 0;
  std::vector<Gpu> gpus_;
};

}  // namespace fleetcost
