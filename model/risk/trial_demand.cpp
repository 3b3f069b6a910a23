// Hour classes per GPU model and the monthly demand of a trial.
#include "model/risk/trial_demand.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

TrialDemand::TrialDemand(const Scenario& s, const PreparedScenario& p)
    : base_(&p.demand), horizon_(p.horizon) {
  const std::size_t G = p.gpus.size();
  gpus_.resize(G);
  trial_.assign(G, false);
  for (std::size_t g = 0; g < G; ++g) {
    Gpu& gpu = gpus_[g];
    std::vector<WeeklyProfile> distinct;
    for (std::size_t w = 0; w < s.workloads.size(); ++w) {
      if (s.workloads[w].gpu != p.gpus[g].id) continue;
      const WeeklyProfile profile =
          workloadProfile(s.workloads[w].profilePreset, s.workloads[w].profileWeights);
      auto it = std::find(distinct.begin(), distinct.end(), profile);
      if (it == distinct.end()) it = distinct.insert(distinct.end(), profile);
      gpu.workloads.push_back(static_cast<int>(w));
      gpu.profileOf.push_back(static_cast<int>(it - distinct.begin()));
    }
    gpu.profiles = static_cast<int>(distinct.size());
    // Hours with the same weight in every profile form one class.
    std::map<std::vector<double>, double> classes;
    for (int k = 0; k < kHoursPerWeek; ++k) {
      std::vector<double> key;
      for (const WeeklyProfile& profile : distinct) key.push_back(profile[k]);
      classes[key] += 1.0;
    }
    std::vector<std::pair<std::vector<double>, double>> ordered(classes.begin(), classes.end());
    if (gpu.profiles == 1)  // ascending weight (std::map already orders one-element keys)
      std::sort(ordered.begin(), ordered.end());
    for (const auto& [weights, count] : ordered) {
      gpu.count.push_back(count);
      gpu.weight.insert(gpu.weight.end(), weights.begin(), weights.end());
    }
    const std::size_t C = gpu.count.size();
    gpu.suffixWeight.assign(C + 1, 0.0);
    gpu.suffixCount.assign(C + 1, 0.0);
    if (gpu.profiles == 1)
      for (std::size_t c = C; c-- > 0;) {
        gpu.suffixWeight[c] = gpu.suffixWeight[c + 1] + gpu.count[c] * gpu.weight[c];
        gpu.suffixCount[c] = gpu.suffixCount[c + 1] + gpu.count[c];
      }
    gpu.sum.assign(horizon_, 0.0);
    gpu.peak.assign(horizon_, 0.0);
    gpu.level.assign(static_cast<std::size_t>(horizon_) * std::max(1, gpu.profiles), 0.0);
    if (gpu.profiles > 1) gpu.classDemand.assign(static_cast<std::size_t>(horizon_) * C, 0.0);
  }
}

void TrialDemand::rebuild(const Scenario& s, int g, double scale) {
  Gpu& gpu = gpus_[g];
  const int H = horizon_;
  const int P = std::max(1, gpu.profiles);
  std::fill(gpu.level.begin(), gpu.level.end(), 0.0);
  yearly_.resize(H / 12 + 1);
  monthly_.resize(12);
  for (std::size_t i = 0; i < gpu.workloads.size(); ++i) {
    const Workload& w = s.workloads[gpu.workloads[i]];
    double base = w.gpuHoursPerMonth.value;
    if (w.usesTokens())
      base = w.avgTokensPerSecond.value / w.tokensPerSecondPerGpu.value * kHoursPerMonth;
    base *= scale;
    const double start = w.startMonth.value;
    const double end = w.endMonth.present ? std::min(w.endMonth.value, double(H)) : double(H);
    // (1 + g)^(j / 12) as whole years times the months of the year: 12 + H / 12 powers.
    const double growth = 1.0 + w.annualGrowth.value;
    for (std::size_t y = 0; y < yearly_.size(); ++y) yearly_[y] = std::pow(growth, double(y));
    for (int k = 0; k < 12; ++k) monthly_[k] = std::pow(growth, k / 12.0);
    double* level = &gpu.level[static_cast<std::size_t>(gpu.profileOf[i]) * H];
    for (int m = 0; m < H; ++m) {
      if (!(start <= m && m < end)) continue;
      const int j = m - static_cast<int>(start);
      level[m] += base * (yearly_[j / 12] * monthly_[j % 12]) / kHoursPerMonth;
    }
  }
  const std::size_t C = gpu.count.size();
  for (int m = 0; m < H; ++m) {
    if (gpu.profiles == 1) {
      gpu.sum[m] = gpu.level[m] * gpu.suffixWeight[0];
      gpu.peak[m] = gpu.level[m] * gpu.weight[C - 1];
      continue;
    }
    double* demand = &gpu.classDemand[static_cast<std::size_t>(m) * C];
    double sum = 0.0, peak = 0.0;
    for (std::size_t c = 0; c < C; ++c) {
      double d = 0.0;
      for (int p = 0; p < P; ++p)
        d += gpu.level[static_cast<std::size_t>(p) * H + m] * gpu.weight[c * P + p];
      demand[c] = d;
      sum += gpu.count[c] * d;
      peak = std::max(peak, d);
    }
    gpu.sum[m] = sum;
    gpu.peak[m] = peak;
  }
  trial_[g] = true;
}

double TrialDemand::trialAbove(int g, int m, double capacity) const {
  const Gpu& gpu = gpus_[g];
  if (!(gpu.peak[m] > capacity)) return 0.0;
  if (capacity == 0.0) return gpu.sum[m];
  const std::size_t C = gpu.count.size();
  if (gpu.profiles == 1) {
    const double level = gpu.level[m];
    // First class whose demand is above the capacity (weights ascend).
    std::size_t lo = 0, hi = C;
    while (lo < hi) {
      const std::size_t mid = (lo + hi) / 2;
      if (level * gpu.weight[mid] > capacity)
        hi = mid;
      else
        lo = mid + 1;
    }
    return std::max(0.0, level * gpu.suffixWeight[lo] - gpu.suffixCount[lo] * capacity);
  }
  const double* demand = &gpu.classDemand[static_cast<std::size_t>(m) * C];
  double above = 0.0;
  for (std::size_t c = 0; c < C; ++c)
    if (demand[c] > capacity) above += gpu.count[c] * (demand[c] - capacity);
  return above;
}

}  // namespace fleetcost
