// A plan's decisions and its flows from them.
#include "model/plans/plan_evaluation.h"

#include "model/plans/after_tax.h"
#include "model/plans/api_plan.h"
#include "model/plans/goodput.h"
#include "model/plans/portfolio_plan.h"
#include "model/plans/renting.h"

namespace fleetcost {

PlanDecisions planDecisions(const PreparedScenario& p, const PreparedPlan& plan,
                            const PlanDecisions* held, PlanEvaluationCache& cache) {
  if (plan.goodputCopy) {  // decided on the demand it buys (docs/MODEL.md §14)
    const PreparedScenario& q = *plan.goodputCopy;
    PlanEvaluationCache own;
    own.reset(q);
    return planDecisions(q, q.plans[0], held, own);
  }
  PlanDecisions d;
  if (plan.strategy == Strategy::Portfolio) {
    d.parts.resize(plan.parts.size());
    for (std::size_t k = 0; k < plan.parts.size(); ++k) {
      const PreparedScenario& q = *plan.parts[k].prepared;
      PlanEvaluationCache partCache;
      partCache.reset(q);
      const PlanDecisions* partHeld = held && k < held->parts.size() ? &held->parts[k] : nullptr;
      d.parts[k] = planDecisions(q, q.plans[0], partHeld, partCache);
    }
    return d;
  }
  if (held) d = *held;
  if (plan.strategy == Strategy::Hybrid && d.hybridCaps.size() != p.gpus.size())
    d.hybridCaps = chooseHybridCaps(p, plan, cache.hybridIndex, cache.fleets);
  if (plan.strategy == Strategy::RentReserved) chooseReservations(p, plan, d);
  return d;
}

CategorySet categoriesWritten(const PreparedScenario& p, const PreparedPlan& plan) {
  if (isOwning(plan.strategy) || plan.strategy == Strategy::Portfolio || needsLeaseOrTax(p, plan))
    return kEveryCategory;
  const CategorySet onDemand = categoryBit(Category::RentalOnDemand);
  switch (plan.strategy) {
    case Strategy::Api:
      return categoryBit(Category::Api) | onDemand;
    case Strategy::RentReserved:
      return categoryBit(Category::RentalReserved) | onDemand;
    default:
      return onDemand;
  }
}

void evaluatePlanFlows(const PreparedScenario& p, const PreparedPlan& plan,
                       const PlanDecisions& decisions, bool report, PlanEvaluationCache& cache,
                       PlanWork& work) {
  PlanResult& r = work.result;
  if (plan.goodputCopy) {  // evaluated on the demand it buys (docs/MODEL.md §14)
    const PreparedScenario& q = *plan.goodputCopy;
    PlanEvaluationCache own;
    own.reset(q);
    evaluatePlanFlows(q, q.plans[0], decisions, report, own, work);
    r.planIndex = plan.index;
    if (report) setGoodputTotals(p, plan, r);
    return;
  }
  resetPlanResult(p, plan, report, r);
  if (plan.strategy == Strategy::Portfolio) {
    portfolioPlanFlows(p, plan, decisions, report, r);
    finishPlanTotals(p, r, report, kEveryCategory);
    if (report) setGoodputTotals(p, plan, r);
    return;
  }
  const bool lateParts = needsLeaseOrTax(p, plan);
  if (plan.strategy == Strategy::Api) {
    apiPlanFlows(p, plan, report, r);
    if (lateParts) applyLeaseAndTax(p, plan, nullptr, report, r);
  } else if (!isOwning(plan.strategy)) {
    rentingPlanFlows(p, plan, decisions, report, r);
    if (lateParts) applyLeaseAndTax(p, plan, nullptr, report, r);
  } else {
    std::vector<long long> caps(p.gpus.size(), kNoCap);
    if (plan.strategy == Strategy::Hybrid) {
      caps = decisions.hybridCaps;
      if (report) r.hybridCaps = caps;
    }
    owningPlanFlows(p, plan, caps, lateParts, report, cache.fleets, work.detail, r);
    if (lateParts) applyLeaseAndTax(p, plan, &work.detail, report, r);
  }
  finishPlanTotals(p, r, report, categoriesWritten(p, plan));
  if (report) setGoodputTotals(p, plan, r);
}

}  // namespace fleetcost
