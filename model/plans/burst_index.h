// The hybrid cap search's index of demand (MODEL.md §4.5, §11): each GPU model's demand classes
// grouped by the servers that cover them, and the sweep that keeps the weighted demand above a
// rising cap up to date.
#pragma once

#include <optional>
#include <vector>

#include "model/plans/prepared_scenario.h"

namespace fleetcost {

// The demand classes of months L..H-1 of one GPU model grouped by the smallest whole number of
// servers c whose capacity c * GPUs covers them (D <= c * GPUs): the index the search sweeps.
struct HoursByServers {
  std::vector<int> start;  // classes needing c servers are [start[c], start[c + 1])
  std::vector<int> month;
  std::vector<double> demand;  // D_g(m,k) of the class, GPUs
  std::vector<double> hours;   // hours of the week in the class
};
HoursByServers groupHoursByServers(const PreparedScenario& p, int g);

// The indexes of one evaluation, per used GPU model, built when a search first needs one.
struct HybridSearchIndex {
  std::vector<std::optional<HoursByServers>> byGpu;
  const HoursByServers& of(const PreparedScenario& p, int g);
};

// Σ over months m >= a boundary of w_m * Σ_k max(D_g(m,k) - cap * GPUs, 0), kept up to date
// while the cap rises and the boundary moves forward: each (month, class) demand leaves the sum
// once, when the capacity reaches it (HoursByServers) or its month drops out.
class BurstSweep {
 public:
  BurstSweep() = default;
  // `weights` per month; months before `from` are not in the sum.
  BurstSweep(const DemandCurves& demand, const HoursByServers& index, int g, int from, int horizon,
             double gpusPerServer, std::vector<double> weights);

  // Moves to `cap` (not below the current one) and drops months before `boundary`.
  void advanceTo(long long cap, int boundary);

  double weightedAbove(long long cap) const {
    return sum_ - static_cast<double>(cap) * gps_ * count_;
  }

 private:
  const DemandCurves* demand_ = nullptr;
  const HoursByServers* index_ = nullptr;
  int g_ = 0, boundary_ = 0, horizon_ = 0;
  double gps_ = 1;
  std::vector<double> weights_;
  long long cap_ = 0;
  double sum_ = 0.0, count_ = 0.0;  // Σ w * hours * D and Σ w * hours over the classes above
};

}  // namespace fleetcost
