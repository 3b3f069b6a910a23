// Demand for risk trials (MODEL.md §3) without sorting 168 hours per month: the hours of a GPU
// model are grouped into classes with the same profile weights, so D_g(m,k) is known from a few
// numbers per month; with one profile the classes keep their order and "demand above a
// capacity" is a search over them. GPU models whose workloads keep their base figures read the
// compiled DemandCurves instead, so a base trial computes exactly what evaluatePrepared does.
#pragma once

#include <vector>

#include "model/demand/demand_curves.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

struct PreparedScenario;

class TrialDemand {
 public:
  TrialDemand() = default;
  // Groups the hours of each used GPU model; `base` is the compiled scenario's demand.
  TrialDemand(const Scenario& scenario, const PreparedScenario& prepared);

  // Recomputes GPU model g from the workloads' figures in `scenario` (same shape as at
  // construction), each workload's demand multiplied by `scale`.
  void rebuild(const Scenario& scenario, int g, double scale = 1.0);
  // GPU model g reads the compiled demand again.
  void useBase(int g) { trial_[g] = false; }
  bool isTrial(int g) const { return trial_[g]; }

  double sum(int g, int m) const { return trial_[g] ? gpus_[g].sum[m] : base_->sum(g, m); }
  double gpuHours(int g, int m) const { return sum(g, m) * (kHoursPerMonth / kHoursPerWeek); }
  double peak(int g, int m) const { return trial_[g] ? gpus_[g].peak[m] : base_->peak(g, m); }
  // Σ_k max(D_g(m,k) - capacity, 0).
  double sumAbove(int g, int m, double capacity) const {
    return trial_[g] ? trialAbove(g, m, capacity) : base_->sumAbove(g, m, capacity);
  }

 private:
  struct Gpu {
    std::vector<int> workloads;      // indices in the scenario, in order
    std::vector<int> profileOf;      // per workload: index into the distinct profiles
    int profiles = 0;                // distinct profiles
    std::vector<double> count;       // hours in each class
    std::vector<double> weight;      // [class][profile] profile weight of the class
    // One profile: classes ascending by weight, suffix sums of count*weight and of count.
    std::vector<double> suffixWeight, suffixCount;
    // Per month: Σ_k D, max_k D, and with several profiles D of each class ([m][class]).
    std::vector<double> sum, peak, level, classDemand;
  };

  double trialAbove(int g, int m, double capacity) const;

  const DemandCurves* base_ = nullptr;
  int horizon_ = 0;
  std::vector<Gpu> gpus_;
  std::vector<char> trial_;
  std::vector<double> yearly_, monthly_;  // scratch for the growth factors
};

}  // namespace fleetcost
