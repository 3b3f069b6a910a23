// First-stage checks of workloads (kind, demand form, end month, weekly profile) and plans
// (strategy, site, rental region, financing).
#include "model/scenario/workbook_shape.h"
#include "model/validation/scenario_validator.h"

#include "model/scenario/strategy.h"

#include <algorithm>

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
  for (std::size_t i = 0; i < w.allowedRegions.size(); ++i) {
    const std::string idAt = child(child(at, partKey(&Workload::allowedRegions)), i);
    text(w.allowedRegions[i], kMaxNameCharacters, idAt);
    reference(w.allowedRegions[i], regionIds_, idAt,
              FC_TRANSLATE_NOOP("Problems", "no region with id %1 in %2"),
              partKey(&Scenario::regions));
  }
  if (w.endMonth.present && w.endMonth.value <= w.startMonth.value)
    problem(child(at, &Workload::endMonth),
            Message(FC_TRANSLATE_NOOP("Problems", "must be after start_month (%1), got %2"),
                    {formatNumber(w.startMonth.value), formatNumber(w.endMonth.value)}));
  profile(w, child(at, partKey(&Workload::profileWeights)));
  // docs/MODEL.md §14: an inference workload does not checkpoint; its failure headroom is the
  // owned fleet's spare servers.
  if (w.kind && *w.kind == "inference")
    for (const auto member :
         {&Workload::jobGpus, &Workload::checkpointIntervalHours, &Workload::restartHours})
      if (stated(w, member))
        problem(child(at, member),
                Message(FC_TRANSLATE_NOOP("Problems",
                                          "applies to training and fine_tuning workloads only; "
                                          "this workload is inference")));
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
  const std::string assignmentsAt = child(at, partKey(&Plan::assignments));
  const auto strategy = p.strategy ? supply(p, at, kStrategies) : std::nullopt;
  if (strategy && *strategy != Strategy::Portfolio)
    for (const Workload& w : s_.workloads) allowedRegions(p, *strategy, w, at);
  if (strategy) spotShareOnDemandOnly(p, *strategy, at);
  if (strategy == Strategy::Portfolio)
    portfolio(p, at);
  else if (strategy && p.assignmentsPresent)
    problem(assignmentsAt,
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "only a portfolio plan has assignments; this plan is %1"),
                    {*p.strategy}));
  if (strategy && (isOwning(*strategy) || *strategy == Strategy::Portfolio) && p.financing.present)
    financing(p.financing, child(at, partKey(&Plan::financing)));
}

// docs/MODEL.md §13: every workload assigned exactly once, each assignment a typed supply, and
// what is owned at one site owned one way (one strategy, rental region and provider).
void ScenarioValidator::portfolio(const Plan& p, const std::string& at) {
  const std::string list = child(at, partKey(&Plan::assignments));
  if (p.assignments.empty()) {
    problem(list, Message(FC_TRANSLATE_NOOP("Problems",
                                            "a portfolio plan needs an assignment for each "
                                            "workload, got none")));
    return;
  }
  std::map<std::string, std::size_t> assigned;     // workload name -> its assignment
  std::map<std::string, std::size_t> ownedAtSite;  // site id -> first assignment owning there
  for (std::size_t k = 0; k < p.assignments.size(); ++k) {
    const Assignment& a = p.assignments[k];
    if (a.extras.notAnObject) continue;
    const std::string at = child(list, k);
    plainFields(a, a.extras, at);
    if (a.workload) {
      const bool known = std::any_of(s_.workloads.begin(), s_.workloads.end(),
                                     [&](const Workload& w) { return w.name == a.workload; });
      if (!known)
        problem(child(at, &Assignment::workload),
                Message(FC_TRANSLATE_NOOP("Problems", "no workload named %1 in %2"),
                        {quoted(*a.workload), partKey(&Scenario::workloads)}));
      else if (auto [it, first] = assigned.emplace(*a.workload, k); !first)
        problem(child(at, &Assignment::workload),
                Message(FC_TRANSLATE_NOOP("Problems", "workload %1 is already assigned by %2"),
                        {quoted(*a.workload), child(list, it->second)}));
    }
    if (!a.strategy) continue;
    const auto strategy = supply(a, at, kTypedStrategies);
    if (strategy) {
      for (const Workload& w : s_.workloads)
        if (w.name && w.name == a.workload) allowedRegions(a, *strategy, w, at);
      spotShareOnDemandOnly(a, *strategy, at);
    }
    if (!strategy || !isOwning(*strategy) || !a.site) continue;
    auto [it, first] = ownedAtSite.emplace(*a.site, k);
    if (first) continue;
    const Assignment& earlier = p.assignments[it->second];
    const auto differs = [&](const std::optional<std::string> Assignment::*field) {
      return a.*field != earlier.*field;
    };
    for (const auto field :
         {&Assignment::strategy, &Assignment::rentalRegion, &Assignment::provider})
      if (differs(field))
        problem(child(at, field),
                Message(FC_TRANSLATE_NOOP("Problems",
                                          "what a plan owns at site %1 is owned one way: %2 "
                                          "has %3, this assignment %4"),
                        {quoted(*a.site), child(list, it->second),
                         quoted((earlier.*field).value_or("")), quoted((a.*field).value_or(""))}));
  }
  for (std::size_t w = 0; w < s_.workloads.size(); ++w) {
    const std::optional<std::string>& name = s_.workloads[w].name;
    if (name && !assigned.count(*name))
      problem(list, Message(FC_TRANSLATE_NOOP("Problems",
                                              "workload %1 has no assignment: a portfolio plan "
                                              "gives every workload a supply"),
                            {quoted(*name)}));
  }
}

template <class T>
void ScenarioValidator::spotShareOnDemandOnly(const T& p, Strategy strategy,
                                              const std::string& at) {
  if (strategy == Strategy::RentOnDemand || !stated(p, &T::spotShare)) return;
  problem(child(at, &T::spotShare),
          Message(FC_TRANSLATE_NOOP("Problems",
                                    "applies to rent_on_demand supplies only; this one is %1"),
                  {strategyKey(strategy)}));
}

template <class T>
void ScenarioValidator::allowedRegions(const T& p, Strategy strategy, const Workload& w,
                                       const std::string& at) {
  if (w.allowedRegions.empty()) return;
  const auto allowed = [&](const std::optional<std::string>& region) {
    return !region || std::find(w.allowedRegions.begin(), w.allowedRegions.end(), *region) !=
                          w.allowedRegions.end();
  };
  std::string list;
  for (const std::string& r : w.allowedRegions) list += (list.empty() ? "" : ", ") + r;
  const auto refuse = [&](const std::string& pointer, const std::string& region) {
    problem(pointer,
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "serves workload %1 in region %2, which the workload does "
                                      "not allow (its allowed_regions: %3)"),
                    {quoted(w.name.value_or("")), quoted(region), list}));
  };
  if (isOwning(strategy) && p.site) {
    for (const Site& site : s_.sites)
      if (site.id == p.site && !allowed(site.region)) refuse(child(at, &T::site), *site.region);
  }
  // The rental region serves it when renting, and an owning plan's burst or lead time.
  const bool rents =
      !isOwning(strategy) || strategy == Strategy::Hybrid || s_.ownership.leadTimeMonths.value > 0;
  if (rents && p.rentalRegion && !allowed(p.rentalRegion))
    refuse(child(at, &T::rentalRegion), *p.rentalRegion);
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
