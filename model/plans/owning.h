// The dated flows of an owning plan (colocate or hybrid) with given caps (MODEL.md §4.3, §4.4):
// each GPU model's fleet run priced at the plan's site and offer, and the site's rows on the
// combined racks. The full evaluation and every risk trial call the same functions; a trial
// asks for the flows alone.
#pragma once

#include <array>
#include <vector>

#include "model/plans/fleet_run.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

using CategoryFlows = std::array<Series, kCategoryCount>;

// What owning plans keep beyond the reported result.
struct OwningDetail {
  std::vector<Cohort> cohorts;          // when kept (lease and tax)
  std::vector<CategoryFlows> gpuFlows;  // each GPU model's own flows
  std::vector<Series> sharedByMonth;    // per GPU model: its share of site costs (reported only)
  std::vector<long long> racks;         // [g * H + m]: each GPU model's racks
  std::vector<long long> planRacks, planOwned;  // [m]: racks and servers of every GPU model
};

// GPU model g's racks per month at the plan's site: ceil~(Owned_g(m) / servers per rack).
void gpuRacks(const PreparedPlan& plan, const FleetRun& run, long long* racks);

// Adds GPU model g's own flows (hardware, residual, energy, maintenance and licences, burst
// rental) from its fleet run to `to` (H + 1 dates each); `itKwh` (H months) receives E_it_g(m)
// when given.
void addGpuOwnFlows(const PreparedScenario& p, const PreparedPlan& plan, const FleetRun& run,
                    CategoryFlows& to, double* itKwh = nullptr);

// Every dated flow of an owning plan into `r` (reset by the caller); caps per used GPU model,
// kNoCap for colocate. With `report`, also the fleet series, racks, facility energy, burst
// GPU-hours, CO2 and the cost charged to each GPU model.
void owningPlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                     const std::vector<long long>& caps, bool keepCohorts, bool report,
                     FleetRuns& runs, OwningDetail& detail, PlanResult& r);

}  // namespace fleetcost
