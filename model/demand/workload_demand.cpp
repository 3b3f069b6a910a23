// Base demand and monthly GPUs of a workload.
#include "model/demand/workload_demand.h"

#include <algorithm>
#include <cmath>

#include "model/demand/weekly_profile.h"
#include "model/finance/time_value.h"

namespace fleetcost {

double workloadBaseGpuHours(const Workload& w) {
  if (w.usesTokens())
    return w.avgTokensPerSecond.value / w.tokensPerSecondPerGpu.value * kHoursPerMonth;
  return w.gpuHoursPerMonth.value;
}

void workloadGpusByMonth(const Workload& w, int horizon, double scale, std::vector<double>& out) {
  out.assign(static_cast<std::size_t>(std::max(0, horizon)), 0.0);
  const double base = workloadBaseGpuHours(w) * scale;
  if (base == 0.0) return;  // no demand, whatever its growth (0 * an overflowing growth is NaN)
  const double start = w.startMonth.value;
  const double end = w.endMonth.present ? std::min(w.endMonth.value, double(horizon)) : horizon;
  const double growth = 1.0 + w.annualGrowth.value;
  double perMonth[12];
  monthlyPowersOfYear(growth, perMonth);
  double year = 1.0;
  int yearOf = 0;
  for (int m = 0; m < horizon; ++m) {
    if (!(start <= m && m < end)) continue;
    const int j = m - static_cast<int>(start);
    if (j / 12 != yearOf || j == 0) {
      yearOf = j / 12;
      year = std::pow(growth, yearOf);
    }
    out[m] = base * (year * perMonth[j % 12]) / kHoursPerMonth;
  }
}

}  // namespace fleetcost
