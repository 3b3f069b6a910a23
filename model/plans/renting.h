// Renting plans (MODEL.md §4.1, §4.2): on demand, or reserved in units per term with the
// overflow on demand; the per-term reservation search; rental CO2.
#pragma once

#include <vector>

#include "model/plans/plan_evaluation.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// GPUs reserved per used GPU model and term (R = n * u minimising the term's present value),
// with the capacity blocks and commitment of docs/MODEL.md §16 where the offer sells them, for
// every term that `d.reserved` does not state yet; stated terms are kept with their blocks.
void chooseReservations(const PreparedScenario& p, const PreparedPlan& plan, PlanDecisions& d);

// The reservation terms of offer `o` over the horizon (the last may be shorter, MODEL.md §4.2).
inline int termCount(const PreparedOffer& o, int horizon) {
  return (horizon + o.termMonths - 1) / o.termMonths;
}

// GPU-hours of GPU model g in month m above `reservedGpus` GPUs reserved: what a reservation
// leaves to on-demand rental (MODEL.md §4.2), HPM/W * Σ_k max(D_g(m,k) - R, 0).
// `cursor` as in MonthCurve::aboveFrom, for months in a row.
inline double gpuHoursAboveReservation(const DemandCurves::GpuCurves& curves, int m,
                                       double reservedGpus, int& cursor) {
  return kHoursPerMonth / kHoursPerWeek * curves.above(m, reservedGpus, cursor);
}
inline double gpuHoursAboveReservation(const PreparedScenario& p, int g, int m,
                                       double reservedGpus) {
  int search = -1;
  return gpuHoursAboveReservation(p.demand.curves(g), m, reservedGpus, search);
}

// SPh_g(m) = Σ_{w on g} σ_w GPUh_w(m), the GPU-hours of GPU model g rented as spot (docs/MODEL.md
// §15.2; σ_w is set in a plan's goodput copy); empty when no workload of g rents spot.
std::vector<double> spotGpuHours(const PreparedScenario& p, int g);

// Every dated flow of a renting plan into `r` (reset by the caller), with the reservations,
// blocks and commitments of `decisions` for rent_reserved. With `report`, also the rented
// GPU-hours, the reservations, blocks, commitments, CO2 and the cost charged to each GPU model.
void rentingPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                      const PlanDecisions& decisions, bool report, PlanResult& r);

// GPU-hours rented on demand from offer `o` (MODEL.md §4.1): hoursOf(m) at p_od(m), dated m + 1,
// added to `flow` (H + 1 dates); returns their nominal cost.
template <class HoursOf>
double addOnDemandRental(const PreparedOffer& o, int horizon, HoursOf hoursOf, double* flow) {
  const double* price = o.onDemandByMonth.data();
  double cost = 0.0;
  for (int m = 0; m < horizon; ++m) {
    const double c = hoursOf(m) * price[m];
    flow[m + 1] += c;
    cost += c;
  }
  return cost;
}

// Adds the CO2 (kg) of GPU-hours rented from offer `o`: hoursOf(m) * kwh_per_gpu_hour * the
// grid of the offer's region (MODEL.md §5).
template <class HoursOf>
void addRentedCo2(const PreparedScenario& p, const PreparedOffer& o, HoursOf hoursOf,
                  double& co2Kg) {
  const double grid = o.region >= 0 ? p.regions[o.region].gridKgCo2PerKwh : 0.0;
  for (int m = 0; m < p.horizon; ++m) co2Kg += hoursOf(m) * o.kwhPerGpuHour * grid;
}

}  // namespace fleetcost
