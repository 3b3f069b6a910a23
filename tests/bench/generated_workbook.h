// A large workbook for benchmarks (issue 2): 40 workloads over 5 GPU models, 3 sites,
// 2 rental regions, 8 plans (2 hybrid, 2 reserved), 120 months. Deterministic.
#pragma once

#include "model/scenario/scenario.h"

namespace fleetcost::bench {

Scenario largeScenario();

}  // namespace fleetcost::bench
