// A workload's demand before its weekly profile (MODEL.md §3): its base in GPU-hours a month
// (stated, or from tokens) and the GPUs it needs in each month of its window, growing yearly.
// The compiled scenario and every risk trial build demand with these.
#pragma once

#include <vector>

#include "model/scenario/workload.h"

namespace fleetcost {

// gpu_hours_per_month, or avg_tokens_per_second / tokens_per_second_per_gpu * HPM.
double workloadBaseGpuHours(const Workload& w);

// GPUs at profile weight 1 in months 0..horizon-1: `scale` * base * (1 + g)^((m - start) / 12)
// / HPM while start_month <= m < min(end_month, H), else 0, with the powers of
// monthlyPowersInto (one per year of the window, the months' from the twelfth root).
void workloadGpusByMonth(const Workload& w, int horizon, double scale, std::vector<double>& out);

}  // namespace fleetcost
