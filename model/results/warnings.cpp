// Restricted-GPU warnings: plans in order, GPU models in gpu_models order, owning before renting.
#include "model/results/warnings.h"

namespace fleetcost {

namespace {

Warning restrictionWarning(const std::string& pointer, const std::string& plan, const char* verb,
                           const PreparedGpu& gpu, const PreparedRegion& region) {
  Warning w;
  w.pointer = pointer;
  w.summary = "plan \"" + plan + "\" " + verb + " " + gpu.name + " (" + gpu.id + ") in " +
              region.name + ", where it is restricted";
  w.region = region.name;
  w.note = region.restrictionNote;
  w.message = w.note.empty() ? w.summary : w.summary + ": " + w.note;
  return w;
}

}  // namespace

std::vector<Warning> restrictionWarnings(const PreparedScenario& p,
                                         const std::vector<PlanResult>& plans) {
  std::vector<Warning> warnings;
  for (std::size_t j = 0; j < plans.size(); ++j) {
    const PreparedPlan& plan = p.plans[j];
    const PlanResult& result = plans[j];
    const std::string at = p.pointer + "/plans/" + std::to_string(plan.index);
    for (std::size_t g = 0; g < p.gpus.size(); ++g) {
      const PreparedGpu& gpu = p.gpus[g];
      if (isOwning(plan.strategy) && plan.site >= 0) {
        const int region = p.sites[plan.site].region;
        bool owns = false;
        for (long long count : result.ownedServers[g]) owns = owns || count > 0;
        if (owns && region >= 0 && p.regions[region].restrictedGpus.count(gpu.id))
          warnings.push_back(
              restrictionWarning(at + "/site", plan.name, "owns", gpu, p.regions[region]));
      }
      if (plan.offerByGpu[g] >= 0) {
        double rented = 0.0;
        for (double hours : result.burstGpuHours[g]) rented += hours;
        const int region = p.offers[plan.offerByGpu[g]].region;
        if (rented > 1e-6 && region >= 0 && p.regions[region].restrictedGpus.count(gpu.id))
          warnings.push_back(restrictionWarning(at + "/rental_region", plan.name, "rents", gpu,
                                                p.regions[region]));
      }
    }
  }
  return warnings;
}

}  // namespace fleetcost
