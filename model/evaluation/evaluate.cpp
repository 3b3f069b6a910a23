// Evaluation pipeline: first-stage validation, compilation (second stage), plans, results.
#include "model/evaluation/evaluate.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <cmath>
#include <functional>

#include "model/evaluation/allocation.h"
#include "model/evaluation/plan_limits.h"
#include "model/evaluation/warnings.h"
#include "model/results/breakeven.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

namespace {

bool allFinite(const Series& series) {
  for (double v : series)
    if (!std::isfinite(v)) return false;
  return true;
}

bool planIsFinite(const PlanResult& r) {
  for (const Series& flow : r.flows)
    if (!allFinite(flow)) return false;
  if (!allFinite(r.total) || !allFinite(r.cumulative) || !allFinite(r.pvCumulative) ||
      !allFinite(r.facilityKwh) || !allFinite(r.costByGpu))
    return false;
  for (const Series& s : r.burstGpuHours)
    if (!allFinite(s)) return false;
  return std::isfinite(r.pvCost) && std::isfinite(r.nominalCost) && std::isfinite(r.co2Tonnes) &&
         (!r.costPerGpuHour || std::isfinite(*r.costPerGpuHour));
}

std::vector<GpuDemand> demandSummaries(const PreparedScenario& p) {
  std::vector<GpuDemand> out;
  const int H = p.horizon;
  for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g) {
    GpuDemand d;
    d.id = p.gpus[g].id;
    d.name = p.gpus[g].name;
    d.gpusPerServer = p.gpus[g].gpusPerServer;
    for (int m = 0; m < H; ++m) {
      d.peakGpus.push_back(p.demand.peak(g, m));
      d.averageGpus.push_back(p.demand.gpuHours(g, m) / kHoursPerMonth);
    }
    d.loadDurationFromMonth = std::max(0, H - 12);
    // Every hour of the last year's months, highest first: the months' classes sorted, then
    // each repeated for its hours.
    std::vector<std::pair<double, double>> classes;  // (GPUs, hours)
    for (int m = d.loadDurationFromMonth; m < H; ++m) {
      const MonthCurve curve = p.demand.curve(g, m);
      for (int c = 0; c < curve.classes; ++c)
        classes.emplace_back(curve.scale == 0.0 ? 0.0 : curve.demand(c), curve.hours[c]);
      if (curve.classes == 0) classes.emplace_back(0.0, double(kHoursPerWeek));
    }
    std::sort(classes.begin(), classes.end(), std::greater<>());
    for (const auto& [gpus, hours] : classes)
      d.loadDuration.insert(d.loadDuration.end(), static_cast<std::size_t>(hours), gpus);
    out.push_back(std::move(d));
  }
  return out;
}

}  // namespace

ScenarioEvaluation evaluateScenario(const Scenario& scenario, int index,
                                    const EvaluationOptions& options) {
  ScenarioEvaluation out;
  const std::string at = scenarioPointer(index);
  if (scenario.extras.notAnObject) {
    out.problems.push_back(
        problemAt(at, Message(FC_TRANSLATE_NOOP("Problems", "expected an object"))));
    return out;
  }
  out.problems = validateScenarioFields(scenario, at);
  if (!out.problems.empty()) return out;
  PreparedOrProblems prepared = prepareScenario(scenario, at);
  if (!prepared.prepared) {
    out.problems = std::move(prepared.problems);
    return out;
  }
  if (options.afterTax) setAfterTax(*prepared.prepared, *options.afterTax);
  ScenarioEvaluation evaluated = evaluatePrepared(*prepared.prepared);
  if (evaluated.result) {
    evaluated.result->scenarioIndex = index;
    evaluated.result->demand = demandSummaries(*prepared.prepared);
  }
  return evaluated;
}

ScenarioEvaluation evaluatePrepared(const PreparedScenario& p,
                                    const std::vector<PlanDecisions>* decisions,
                                    const ResultParts& parts) {
  ScenarioEvaluation out;
  ScenarioResult result;
  result.name = p.name;
  result.currency = p.currency;
  result.horizonMonths = p.horizon;
  result.afterTax = p.afterTax;
  for (const PreparedGpu& gpu : p.gpus) result.gpuIds.push_back(gpu.id);
  result.discount = p.discount;
  for (const PreparedWorkload& w : p.workloads) result.workloadNames.push_back(w.name);
  result.plans.reserve(p.plans.size());
  PlanEvaluationCache cache;
  cache.reset(p);
  PlanWork work;
  for (std::size_t j = 0; j < p.plans.size(); ++j) {
    const PlanDecisions* fixed = decisions && j < decisions->size() ? &(*decisions)[j] : nullptr;
    const PreparedPlan& plan = p.plans[j];
    evaluatePlanFlows(p, plan, planDecisions(p, plan, fixed, cache), true, cache, work);
    result.plans.push_back(std::move(work.result));
    if (!planIsFinite(result.plans.back()))
      out.problems.push_back(problemAt(
          itemPointer(p.pointer, &Scenario::plans, p.plans[j].index),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "the costs of plan %1 are too large to compute: check the "
                                    "prices, counts and exchange rates it uses"),
                  {"\"" + p.plans[j].name + "\""})));
  }
  if (parts.limits)
    for (std::size_t j = 0; j < p.plans.size(); ++j)
      siteLimitProblems(p, p.plans[j], result.plans[j], out.problems);
  if (!out.problems.empty()) return out;
  if (parts.breakEven) result.breakeven = breakEvenPairs(result.plans);
  if (parts.allocation) result.workloads = allocateToWorkloads(p, result.plans);
  if (parts.warnings) result.warnings = restrictionWarnings(p, result.plans);
  if (parts.warnings && parts.limits)
    for (Warning& w : budgetWarnings(p, result.plans)) result.warnings.push_back(std::move(w));
  out.result = std::move(result);
  return out;
}

namespace {
PlanDecisions decisionsOfPlan(const PlanResult& plan) {
  PlanDecisions d{plan.hybridCaps, plan.reserved, plan.blockGpus, plan.committed, {}};
  for (const PlanResult& part : plan.parts) d.parts.push_back(decisionsOfPlan(part));
  return d;
}
}  // namespace

std::vector<PlanDecisions> decisionsOf(const ScenarioResult& result) {
  std::vector<PlanDecisions> decisions;
  for (const PlanResult& plan : result.plans) decisions.push_back(decisionsOfPlan(plan));
  return decisions;
}

}  // namespace fleetcost
