// Hour classes of each GPU model and its monthly curves built from the profiles' levels.
#include "model/demand/demand_curves.h"

#include <algorithm>
#include <map>

namespace fleetcost {

DemandCurves::DemandCurves(int horizonMonths, int gpuModels)
    : horizon_(horizonMonths), gpus_(static_cast<std::size_t>(gpuModels)) {
  for (Gpu& gpu : gpus_) {
    gpu.total.assign(horizon_, 0.0);
    gpu.peak.assign(horizon_, 0.0);
  }
}

int DemandCurves::profileIndex(int g, const WeeklyProfile& profile) {
  Gpu& gpu = gpus_[g];
  const auto it = std::find(gpu.profiles.begin(), gpu.profiles.end(), profile);
  if (it != gpu.profiles.end()) return static_cast<int>(it - gpu.profiles.begin());
  gpu.profiles.push_back(profile);
  gpu.level.resize(gpu.profiles.size() * horizon_, 0.0);
  return static_cast<int>(gpu.profiles.size()) - 1;
}

void DemandCurves::addLevels(int g, int p, const std::vector<double>& gpusByMonth) {
  double* level = &gpus_[g].level[static_cast<std::size_t>(p) * horizon_];
  for (int m = 0; m < horizon_; ++m) level[m] += gpusByMonth[m];
}

void DemandCurves::clearLevels(int g) {
  std::fill(gpus_[g].level.begin(), gpus_[g].level.end(), 0.0);
}

void DemandCurves::buildClasses(Gpu& gpu) const {
  // Hours with the same weight in every profile form one class; std::map orders the classes by
  // their weights, which with one profile is the order of their demand in every month.
  std::map<std::vector<double>, double> classes;
  std::vector<double> key(gpu.profiles.size());
  for (int k = 0; k < kHoursPerWeek; ++k) {
    for (std::size_t p = 0; p < gpu.profiles.size(); ++p) key[p] = gpu.profiles[p][k];
    classes[key] += 1.0;
  }
  gpu.classes = static_cast<int>(classes.size());
  gpu.classHours.clear();
  gpu.value.clear();
  gpu.termStart.assign(1, 0);
  gpu.termProfile.clear();
  gpu.termWeight.clear();
  for (const auto& [weights, hours] : classes) {
    gpu.classHours.push_back(hours);
    if (weights.size() == 1) gpu.value.push_back(weights[0]);  // one profile: its weights
    for (std::size_t p = 0; p < weights.size(); ++p)
      if (weights[p] != 0.0) {
        gpu.termProfile.push_back(static_cast<int>(p));
        gpu.termWeight.push_back(weights[p]);
      }
    gpu.termStart.push_back(static_cast<int>(gpu.termProfile.size()));
  }
  if (gpu.profiles.size() != 1) return;
  const int C = gpu.classes;
  gpu.hours = gpu.classHours;
  gpu.suffixValue.assign(C + 1, 0.0);
  gpu.suffixHours.assign(C + 1, 0.0);
  for (int c = C - 1; c >= 0; --c) {
    gpu.suffixValue[c] = gpu.suffixValue[c + 1] + gpu.hours[c] * gpu.value[c];
    gpu.suffixHours[c] = gpu.suffixHours[c + 1] + gpu.hours[c];
  }
}

void DemandCurves::finish() {
  for (std::size_t g = 0; g < gpus_.size(); ++g) {
    buildClasses(gpus_[g]);
    rebuild(static_cast<int>(g));
  }
}

void DemandCurves::rebuild(int g) {
  Gpu& gpu = gpus_[g];
  const int H = horizon_;
  const int P = static_cast<int>(gpu.profiles.size());
  if (P == 0) return;  // no workload: no demand
  const int C = gpu.classes;
  if (P == 1) {
    // An hour of weight 0 has no demand, also when the level overflowed to infinity.
    const double topWeight = gpu.value[C - 1];
    for (int m = 0; m < H; ++m) {
      const double level = gpu.level[m];
      gpu.total[m] = level == 0.0 ? 0.0 : level * gpu.suffixValue[0];
      gpu.peak[m] = level == 0.0 ? 0.0 : level * topWeight;
    }
    return;
  }
  gpu.value.resize(static_cast<std::size_t>(H) * C);
  gpu.hours.resize(static_cast<std::size_t>(H) * C);
  gpu.suffixValue.resize(static_cast<std::size_t>(H) * (C + 1));
  gpu.suffixHours.resize(static_cast<std::size_t>(H) * (C + 1));
  // (demand, hours, class) in ascending order; each month starts from the last month's order,
  // which the levels seldom change, so the insertion sort has little to move.
  struct Entry {
    double demand, hours;
    int index;
    bool operator<(const Entry& o) const {
      return demand < o.demand || (demand == o.demand && hours < o.hours);
    }
  };
  std::vector<Entry> month(C);
  std::vector<int> order(C);
  for (int c = 0; c < C; ++c) order[c] = c;
  // Each class's demand in every month adds its profiles' level * weight in profile order, those
  // of weight 0 left out (an overflowing level would make 0 * inf a NaN): a class and a profile
  // at a time over the months, which vectorises.
  classDemand_.assign(static_cast<std::size_t>(C) * H, 0.0);
  for (int c = 0; c < C; ++c) {
    double* __restrict demand = &classDemand_[static_cast<std::size_t>(c) * H];
    for (int k = gpu.termStart[c]; k < gpu.termStart[c + 1]; ++k) {
      const double* __restrict level = &gpu.level[static_cast<std::size_t>(gpu.termProfile[k]) * H];
      const double weight = gpu.termWeight[k];
      for (int m = 0; m < H; ++m) demand[m] += level[m] * weight;
    }
  }
  for (int m = 0; m < H; ++m) {
    for (int i = 0; i < C; ++i) {
      const int c = order[i];
      month[i] = Entry{classDemand_[static_cast<std::size_t>(c) * H + m], gpu.classHours[c], c};
    }
    int descents = 0;
    for (int i = 1; i < C; ++i) descents += month[i] < month[i - 1] ? 1 : 0;
    if (descents > 8) {  // a workload started or stopped: the order changed much
      std::sort(month.begin(), month.end());
    } else {
      for (int i = 1; i < C; ++i) {
        const Entry moving = month[i];
        int j = i;
        for (; j > 0 && moving < month[j - 1]; --j) month[j] = month[j - 1];
        month[j] = moving;
      }
    }
    for (int i = 0; i < C; ++i) order[i] = month[i].index;
    double* value = &gpu.value[static_cast<std::size_t>(m) * C];
    double* hours = &gpu.hours[static_cast<std::size_t>(m) * C];
    for (int c = 0; c < C; ++c) {
      value[c] = month[c].demand;
      hours[c] = month[c].hours;
    }
    gpu.peak[m] = value[C - 1];
  }
  int m = 0;
  for (; m + 4 <= H; m += 4) suffixSums<4>(gpu, m);
  for (; m < H; ++m) suffixSums<1>(gpu, m);
}

template <int kMonths>
void DemandCurves::suffixSums(Gpu& gpu, int from) {
  // Months side by side: each month's sums are a chain of dependent additions, so several
  // chains at once keep the adder busy. Each month's sums are the same, in the same order.
  const int C = gpu.classes;
  const double* value[kMonths];
  const double* hours[kMonths];
  double* suffixValue[kMonths];
  double* suffixHours[kMonths];
  double runningValue[kMonths], runningHours[kMonths];
  for (int k = 0; k < kMonths; ++k) {
    const std::size_t m = static_cast<std::size_t>(from + k);
    value[k] = &gpu.value[m * C];
    hours[k] = &gpu.hours[m * C];
    suffixValue[k] = &gpu.suffixValue[m * (C + 1)];
    suffixHours[k] = &gpu.suffixHours[m * (C + 1)];
    suffixValue[k][C] = suffixHours[k][C] = 0.0;
    runningValue[k] = runningHours[k] = 0.0;
  }
  for (int c = C - 1; c >= 0; --c)
    for (int k = 0; k < kMonths; ++k) {
      runningValue[k] += hours[k][c] * value[k][c];
      runningHours[k] += hours[k][c];
      suffixValue[k][c] = runningValue[k];
      suffixHours[k][c] = runningHours[k];
    }
  for (int k = 0; k < kMonths; ++k) gpu.total[from + k] = runningValue[k];
}

double DemandCurves::maxPeak(int g, int from, int to) const {
  double best = 0.0;
  for (int m = from; m < to; ++m)
    if (!(peak(g, m) <= best)) best = peak(g, m);  // a NaN is kept, so limits catch it
  return best;
}

std::vector<double> DemandCurves::sortedHours(int g, int m) const {
  const MonthCurve c = curve(g, m);
  std::vector<double> out;
  out.reserve(kHoursPerWeek);
  for (int i = 0; i < c.classes; ++i)
    out.insert(out.end(), static_cast<std::size_t>(c.hours[i]), c.scale == 0.0 ? 0.0 : c.demand(i));
  if (out.empty()) out.assign(kHoursPerWeek, 0.0);
  return out;
}

}  // namespace fleetcost
