// Pricing one supply for one set of workloads.
#include "model/finder/part_values.h"

#include <algorithm>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/plan_limits.h"
#include "model/plans/goodput.h"
#include "model/plans/plan_totals.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

PartValue evaluatePart(const Scenario& s, const Scenario& base, const std::string& pointer,
                       const SupplyOption& option, const std::vector<int>& workloads, bool afterTax,
                       bool check) {
  PartValue value;
  Scenario sub = base;
  for (int w : workloads) sub.workloads.push_back(s.workloads[w]);
  Plan typed;
  typed.name = "part";
  typed.strategy = option.supply.strategy;
  typed.site = option.supply.site;
  typed.rentalRegion = option.supply.rentalRegion;
  typed.provider = option.supply.provider;
  typed.apiProvider = option.supply.apiProvider;
  typed.spotShare = option.supply.spotShare;
  sub.plans.push_back(typed);
  if (check && !validateScenarioFields(sub, pointer).empty()) return value;
  PreparedOrProblems compiled = prepareScenario(sub, pointer);
  if (!compiled.prepared) return value;
  PreparedScenario& q = *compiled.prepared;
  setAfterTax(q, afterTax);
  // Priced without the site limits first, so that the branch and bound's marginal costs are
  // known for every set (branch_and_bound.h); the limits decide `ok`.
  const ScenarioEvaluation evaluated =
      evaluatePrepared(q, nullptr, ResultParts{false, false, false, false});
  if (!evaluated.result) return value;
  const PlanResult& r = evaluated.result->plans[0];
  const PreparedPlan& plan = q.plans[0];
  Problems limits;
  siteLimitProblems(q, plan, r, limits);
  value.priced = true;
  value.ok = limits.empty();
  value.presentValue = r.pvCost;
  value.capexByYear = capexByFiscalYear(q, plan, r);
  value.gpuHours = gpuHoursBought(q, plan);  // docs/MODEL.md §14.3
  value.rentedGpuHours = rentedGpuHours(q, plan, r);
  if (!isOwning(option.strategy)) return value;
  const PreparedSite& site = q.sites[plan.site];
  // The highest use of each stated limit.
  SiteLimitUse power{false, -1, 0, 0}, racks{true, -1, 0, 0};
  for (int m = 0; m < q.horizon; ++m) {
    const double used = usedKw(q, site, r, m);
    const std::optional<double> envelope = powerEnvelopeKw(site, m);
    if (envelope && (power.used < 0 || used / *envelope > power.used / power.limit))
      power = {false, used, *envelope, m};
    if (site.maxRacks && *site.maxRacks > 0 &&
        (racks.used < 0 || double(r.racks[m]) / double(*site.maxRacks) > racks.used / racks.limit))
      racks = {true, double(r.racks[m]), double(*site.maxRacks), m};
  }
  if (power.used >= 0) value.limits.push_back(power);
  if (racks.used >= 0) value.limits.push_back(racks);
  return value;
}

}  // namespace fleetcost
