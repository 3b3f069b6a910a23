// Restricted-GPU warnings (plans in order, GPU models in gpu_models order, owning before renting),
// then each api plan's workloads rented for want of an API offer for their model.
#include "model/evaluation/warnings.h"
#include "model/plans/portfolio_parts.h"
#include "model/scenario/workbook_shape.h"

#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {

namespace {

Warning restrictionWarning(const std::string& pointer, const std::string& plan, bool owns,
                           const PreparedGpu& gpu, const PreparedRegion& region) {
  Warning w;
  w.pointer = pointer;
  w.summaryText = Message(
      owns ? FC_TRANSLATE_NOOP("Warnings", "plan %1 owns %2 (%3) in %4, where it is restricted")
           : FC_TRANSLATE_NOOP("Warnings", "plan %1 rents %2 (%3) in %4, where it is restricted"),
      {"\"" + plan + "\"", gpu.name, gpu.id, region.name});
  w.summary = englishText(w.summaryText);
  w.region = region.name;
  w.note = region.restrictionNote;
  w.message = w.note.empty() ? w.summary : w.summary + ": " + w.note;
  return w;
}

// A workload that names a model but is rented on demand: no API offer of the plan's region (and
// api_provider) has its model, perhaps a typing mistake.
void apiFallbackWarnings(const PreparedScenario& p, const PreparedPlan& plan,
                         std::vector<Warning>& warnings) {
  const std::string region = plan.rentalRegion >= 0 ? p.regions[plan.rentalRegion].name : "";
  for (std::size_t w = 0; w < p.workloads.size(); ++w) {
    const PreparedWorkload& workload = p.workloads[w];
    if (!workload.apiServable || plan.apiOfferByWorkload[w] >= 0) continue;
    Warning warning;
    warning.pointer =
        itemPointer(p.pointer, &Scenario::workloads, w) + "/" + keyOf(&Workload::model);
    warning.summaryText =
        plan.apiProvider
            ? Message(FC_TRANSLATE_NOOP("Warnings",
                                        "plan %1 rents GPUs on demand for workload %2: no API "
                                        "offer in %3 from %4 serves model %5"),
                      {quotedText(plan.name), quotedText(workload.name), shortText(region),
                       quotedText(*plan.apiProvider), quotedText(workload.model)})
            : Message(FC_TRANSLATE_NOOP("Warnings",
                                        "plan %1 rents GPUs on demand for workload %2: no API "
                                        "offer in %3 serves model %4"),
                      {quotedText(plan.name), quotedText(workload.name), shortText(region),
                       quotedText(workload.model)});
    warning.message = englishText(warning.summaryText);
    warning.summary = warning.message;
    warnings.push_back(std::move(warning));
  }
}

}  // namespace

std::vector<Warning> restrictionWarnings(const PreparedScenario& p,
                                         const std::vector<PlanResult>& plans) {
  std::vector<Warning> warnings;
  for (std::size_t j = 0; j < plans.size(); ++j) {
    const PreparedPlan& plan = p.plans[j];
    const PlanResult& result = plans[j];
    const std::string at = itemPointer(p.pointer, &Scenario::plans, plan.index);
    if (plan.strategy == Strategy::Portfolio) {  // each part's, at its assignment
      for (std::size_t k = 0; k < plan.parts.size() && k < result.parts.size(); ++k) {
        const PreparedScenario& q = *plan.parts[k].prepared;
        for (Warning& w : restrictionWarnings(q, {result.parts[k]})) {
          w.pointer = pointerOfPart(w.pointer, at, plan.parts[k]);
          warnings.push_back(std::move(w));
        }
      }
      continue;
    }
    for (std::size_t g = 0; g < p.gpus.size(); ++g) {
      const PreparedGpu& gpu = p.gpus[g];
      if (isOwning(plan.strategy) && plan.site >= 0) {
        const int region = p.sites[plan.site].region;
        bool owns = false;
        for (long long count : result.ownedServers[g]) owns = owns || count > 0;
        if (owns && region >= 0 && p.regions[region].restrictedGpus.count(gpu.id))
          warnings.push_back(restrictionWarning(at + "/" + keyOf(&Plan::site), plan.name, true, gpu,
                                                p.regions[region]));
      }
      if (plan.offerByGpu[g] >= 0) {
        double rented = 0.0;
        for (double hours : result.burstGpuHours[g]) rented += hours;
        const int region = p.offers[plan.offerByGpu[g]].region;
        if (rented > 1e-6 && region >= 0 && p.regions[region].restrictedGpus.count(gpu.id))
          warnings.push_back(restrictionWarning(at + "/" + keyOf(&Plan::rentalRegion), plan.name,
                                                false, gpu, p.regions[region]));
      }
    }
    if (plan.strategy == Strategy::Api) apiFallbackWarnings(p, plan, warnings);
  }
  return warnings;
}

}  // namespace fleetcost
