// First-stage checks of workloads (kind, demand form, end month, weekly profile) and plans
// (strategy, site, rental region, financing).
#include "model/scenario/workbook_shape.h"
#include "model/validation/scenario_validator.h"

#include "model/scenario/strategy.h"

namespace fleetcost::scenario_validation {

void ScenarioValidator::workload(const Workload& w, const std::string& at) {
  plainFields(w, w.extras, at);
  if (w.kind && !isOneOf(specOf(&Workload::kind).words, *w.kind))
    problem(
        child(at, &Workload::kind),
        Message(FC_TRANSLATE_NOOP("Problems", "must be training, fine_tuning or inference, got %1"),
                {quoted(*w.kind)}));
  reference(w.gpu, gpuIds_, child(at, &Workload::gpu),
            FC_TRANSLATE_NOOP("Problems", "no GPU model with id %1 in %2"),
            partKey(&Scenario::gpuModels));
  demandForm(w, at);
  if (w.endMonth.present && w.endMonth.value <= w.startMonth.value)
    problem(child(at, &Workload::endMonth),
            Message(FC_TRANSLATE_NOOP("Problems", "must be after start_month (%1), got %2"),
                    {formatNumber(w.startMonth.value), formatNumber(w.endMonth.value)}));
  profile(w, child(at, partKey(&Workload::profileWeights)));
}

void ScenarioValidator::demandForm(const Workload& w, const std::string& at) {
  const bool hours = stated(w, &Workload::gpuHoursPerMonth);
  const bool avg = stated(w, &Workload::avgTokensPerSecond);
  const bool perGpu = stated(w, &Workload::tokensPerSecondPerGpu);
  if (hours && (avg || perGpu)) {
    problem(at,
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "give either gpu_hours_per_month or avg_tokens_per_second "
                                      "with tokens_per_second_per_gpu, not both")));
  } else if (!hours && !avg && !perGpu) {
    problem(child(at, &Workload::gpuHoursPerMonth),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "required but missing: give gpu_hours_per_month, or "
                                      "avg_tokens_per_second with tokens_per_second_per_gpu")));
  } else if (avg && !perGpu) {
    problem(
        child(at, &Workload::tokensPerSecondPerGpu),
        Message(FC_TRANSLATE_NOOP("Problems", "required with avg_tokens_per_second but missing")));
  } else if (perGpu && !avg) {
    problem(child(at, &Workload::avgTokensPerSecond),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "required with tokens_per_second_per_gpu but missing")));
  }
}

void ScenarioValidator::profile(const Workload& w, const std::string& at) {
  if (w.profileWeights) {
    const auto& weights = *w.profileWeights;
    if (weights.size() != 168) {
      problem(
          at,
          Message(FC_TRANSLATE_NOOP(
                      "Problems",
                      "must have 168 weights, one per hour of the week from Monday 00:00, got %1"),
                  {std::to_string(weights.size())}));
      return;
    }
    bool anyPositive = false;
    for (std::size_t k = 0; k < weights.size(); ++k) {
      if (weights[k] < 0)
        problem(child(at, k), Message(FC_TRANSLATE_NOOP("Problems", "must be 0 or more, got %1"),
                                      {formatNumber(weights[k])}));
      anyPositive = anyPositive || weights[k] > 0;
    }
    if (!anyPositive)
      problem(at, Message(FC_TRANSLATE_NOOP("Problems", "the weights must not all be 0")));
  } else if (w.profilePreset) {
    const std::string& p = *w.profilePreset;
    if (p != "flat" && p != "business_hours" && p != "diurnal")
      problem(at,
              Message(FC_TRANSLATE_NOOP("Problems",
                                        "must be \"flat\", \"business_hours\", \"diurnal\" or an "
                                        "array of 168 weights, got %1"),
                      {quoted(p)}));
  }
}

void ScenarioValidator::plan(const Plan& p, const std::string& at) {
  plainFields(p, p.extras, at);
  if (!p.strategy) return;
  const auto strategy = parseStrategy(*p.strategy);
  if (!strategy) {
    problem(child(at, &Plan::strategy),
            Message(FC_TRANSLATE_NOOP(
                        "Problems",
                        "must be rent_on_demand, rent_reserved, colocate, hybrid or api, got %1"),
                    {quoted(*p.strategy)}));
    return;
  }
  const bool owning = isOwning(*strategy);
  const bool leadTime = s_.ownership.leadTimeMonths.value > 0;
  const bool needsRegion =
      !owning || *strategy == Strategy::Hybrid || (*strategy == Strategy::Colocate && leadTime);
  const std::string siteAt = child(at, &Plan::site);
  const std::string regionAt = child(at, &Plan::rentalRegion);
  if (owning) {
    if (!p.site && !p.extras.keys.find(keyOf(&Plan::site)))
      problem(siteAt, Message(FC_TRANSLATE_NOOP("Problems",
                                                "required for %1 but missing: the id of a site"),
                              {*p.strategy}));
    reference(p.site, siteIds_, siteAt, FC_TRANSLATE_NOOP("Problems", "no site with id %1 in %2"),
              partKey(&Scenario::sites));
  }
  if (needsRegion && !p.rentalRegion && !p.extras.keys.find(keyOf(&Plan::rentalRegion))) {
    problem(
        regionAt,
        *strategy == Strategy::Colocate
            ? Message(FC_TRANSLATE_NOOP("Problems",
                                        "required for colocate when lead_time_months is above 0 "
                                        "(demand is rented until the servers arrive) but missing"))
            : Message(
                  FC_TRANSLATE_NOOP("Problems", "required for %1 but missing: the id of a region"),
                  {*p.strategy}));
  }
  if (needsRegion || (owning && p.rentalRegion))
    reference(p.rentalRegion, regionIds_, regionAt,
              FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
              partKey(&Scenario::regions));
  if (owning && p.financing.present) financing(p.financing, child(at, partKey(&Plan::financing)));
}

void ScenarioValidator::financing(const Financing& f, const std::string& at) {
  plainFields(f, f.extras, at);
  if (!f.method) return;
  if (*f.method == "lease") {
    if (!stated(f, &Financing::termMonths))
      problem(child(at, &Financing::termMonths),
              Message(FC_TRANSLATE_NOOP("Problems", "required for a lease but missing")));
  } else if (!isOneOf(specOf(&Financing::method).words, *f.method)) {
    problem(child(at, &Financing::method),
            Message(FC_TRANSLATE_NOOP("Problems", "must be cash or lease, got %1"),
                    {quoted(*f.method)}));
  }
}

}  // namespace fleetcost::scenario_validation
