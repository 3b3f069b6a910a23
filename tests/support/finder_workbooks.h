// Scenarios for the finder's GUI tests: the hand-worked two-workload case with more workloads
// added, so the search takes long enough to report progress and be cancelled.
#pragma once

#include <string>

#include "support/portfolio_workbooks.h"

namespace fleetcost::test {

// twoWorkloadScenario with workloads w3..wN added, alternating GPU models g1 and g2, each a
// different flat demand: 4 supplies each, so 4^N assignments from 4 x 2^N part evaluations.
inline Json manyWorkloadScenario(int workloads) {
  Json s = twoWorkloadScenario();
  for (int w = 3; w <= workloads; ++w)
    s["workloads"].push_back({{"name", "w" + std::to_string(w)},
                              {"kind", "inference"},
                              {"gpu", w % 2 ? "g1" : "g2"},
                              {"gpu_hours_per_month", 730 * (2 + w % 5)}});
  return s;
}

}  // namespace fleetcost::test
