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

  // GPU model g's curves by month, with what every month's curve shares looked up once.
  class GpuCurves {
   public:
    MonthCurve operator[](int m) const {
      MonthCurve c;
      c.total = total_[m];
      c.peak = peak_[m];
      c.classes = classes_;
      if (none_) return c;
      const std::size_t at = single_ ? 0 : static_cast<std::size_t>(m) * classes_;
      const std::size_t suffixAt = single_ ? 0 : static_cast<std::size_t>(m) * (classes_ + 1);
      c.value = value_ + at;
      c.hours = hours_ + at;
      c.suffixValue = suffixValue_ + suffixAt;
      c.suffixHours = suffixHours_ + suffixAt;
      c.scale = single_ ? level_[m] : 1.0;
      return c;
    }
    // Σ_k max(D(m,k) - capacity, 0), looking at the month's classes only when its peak is above
    // the capacity; `cursor` as in MonthCurve::aboveFrom.
    double above(int m, double capacity, int& cursor) const {
      return peak_[m] > capacity ? (*this)[m].aboveFrom(capacity, cursor) : 0.0;
    }
    double total(int m) const { return total_[m]; }

   private:
    friend class DemandCurves;
    const double *value_ = nullptr, *hours_ = nullptr, *suffixValue_ = nullptr;
    const double *suffixHours_ = nullptr, *level_ = nullptr, *total_ = nullptr, *peak_ = nullptr;
    int classes_ = 0;
    bool none_ = true, single_ = false;
  };
  GpuCurves curves(int g) const {
    const Gpu& gpu = gpus_[g];
    GpuCurves c;
    c.value_ = gpu.value.data();
    c.hours_ = gpu.hours.data();
    c.suffixValue_ = gpu.suffixValue.data();
    c.suffixHours_ = gpu.suffixHours.data();
    c.level_ = gpu.level.data();
    c.total_ = gpu.total.data();
    c.peak_ = gpu.peak.data();
    c.classes_ = gpu.classes;
    c.none_ = gpu.profiles.empty();
    c.single_ = gpu.profiles.size() == 1;
    return c;
  }
  MonthCurve curve(int g, int m) const { return curves(g)[m]; }
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
    // The profiles of nonzero weight in each class, for the monthly sums: class c's are
    // termProfile/termWeight[termStart[c] .. termStart[c + 1]), in profile order.
    std::vector<int> termStart, termProfile;
    std::vector<double> termWeight;
    // One profile: the classes ascend by weight in every month and each month's demand is
    // level * weight, so one sorted set of weights (and its suffix sums) serves every month.
    // Several profiles: each month's class demands sorted, with their hours and suffix sums.
    std::vector<double> value, hours, suffixValue, suffixHours;
    std::vector<double> total, peak;  // [m]
  };

  void buildClasses(Gpu& gpu) const;
  // Months [from, from + kMonths) of a GPU model with several profiles: suffix sums and total.
  template <int kMonths>
  static void suffixSums(Gpu& gpu, int from);

  int horizon_ = 0;
  std::vector<Gpu> gpus_;
  std::vector<double> classDemand_;  // rebuild's [c * H + m]: class c's demand in month m
};

}  // namespace fleetcost
