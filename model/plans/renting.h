// Renting plans (MODEL.md §4.1, §4.2): on demand, or reserved in units per term with the
// overflow on demand; the per-term reservation search; rental CO2.
#pragma once

#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// GPUs reserved per used GPU model and term (R = n * u minimising the term's present value) for
// every term that `reserved` does not state yet; stated terms are kept.
void chooseReservations(const PreparedScenario& p, const PreparedPlan& plan,
                        std::vector<std::vector<long long>>& reserved);

// GPU-hours of GPU model g in month m above `reservedGpus` GPUs reserved: what a reservation
// leaves to on-demand rental (MODEL.md §4.2), HPM/W * Σ_k max(D_g(m,k) - R, 0).
double gpuHoursAboveReservation(const PreparedScenario& p, int g, int m, double reservedGpus);

// Every dated flow of a renting plan into `r` (reset by the caller), with `reserved` per used GPU
// model and term for rent_reserved. With `report`, also the rented GPU-hours, the reservations,
// CO2 and the cost charged to each GPU model.
void rentingPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                      const std::vector<std::vector<long long>>& reserved, bool report,
                      PlanResult& r);

}  // namespace fleetcost
