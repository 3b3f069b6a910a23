// Pricing one supply for one set of workloads.
#include "model/finder/part_values.h"

#include <algorithm>

#include "model/evaluation/evaluate.h"
#include "model/plans/plan_totals.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

Scenario partBase(const Scenario& s) {
  Scenario base = s;
  base.workloads.clear();
  base.plans.clear();
  return base;
}

PartValue evaluatePart(const Scenario& s, const Scenario& base, const std::string& pointer,
                       const SupplyOption& option, const std::vector<int>& workloads, bool afterTax,
                       bool check) {
  PartValue value;
  Scenario sub = base;
  for (int w : workloads) sub.workloads.push_back(s.workloads[w]);
  Plan plan;
  plan.name = "part";
  plan.strategy = option.supply.strategy;
  plan.site = option.supply.site;
  plan.rentalRegion = option.supply.rentalRegion;
  plan.provider = option.supply.provider;
  plan.apiProvider = option.supply.apiProvider;
  sub.plans.push_back(plan);
  if (check && !validateScenarioFields(sub, pointer).empty()) return value;
  PreparedOrProblems compiled = prepareScenario(sub, pointer);
  if (!compiled.prepared) return value;
  PreparedScenario& q = *compiled.prepared;
  setAfterTax(q, afterTax);
  const ScenarioEvaluation evaluated =
      evaluatePrepared(q, nullptr, ResultParts{false, false, false});
  if (!evaluated.result) return value;
  const PlanResult& r = evaluated.result->plans[0];
  const int H = q.horizon;
  value.ok = true;
  value.presentValue = r.pvCost;
  value.capexByYear.assign(fiscalYearCount(H), 0.0);
  value.gpuHours = totalDemandGpuHours(q);
  if (!isOwning(option.strategy)) {
    value.rentedGpuHours = value.gpuHours;
    return value;
  }
  const Series& hardware = r.flow(Category::Hardware);
  for (int t = 0; t <= H; ++t) value.capexByYear[fiscalYearOf(t)] += hardware[t];
  // New racks pay their set-up fee and cooling capex (MODEL.md §4.4's ΔR).
  const PreparedSite& site = q.sites[q.plans[0].site];
  long long highest = 0;
  for (int m = 0; m < H; ++m) {
    const long long added = std::max(0LL, r.racks[m] - highest);
    highest = std::max(highest, r.racks[m]);
    value.capexByYear[fiscalYearOf(m)] +=
        static_cast<double>(added) * (site.setupFeePerRack + site.capexPerRack);
  }
  for (const Series& burst : r.burstGpuHours)
    for (double hours : burst) value.rentedGpuHours += hours;
  return value;
}

}  // namespace fleetcost
