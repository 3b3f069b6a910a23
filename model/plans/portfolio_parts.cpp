// Grouping a portfolio's assignments into parts and compiling each part.
#include "model/plans/portfolio_parts.h"

#include <algorithm>
#include <map>
#include <tuple>

#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

using SupplyKey =
    std::tuple<std::string, std::string, std::string, std::string, std::string, double>;

// Owned supplies group by site alone (validation made them agree on the rest); the others by
// everything that picks their offers, and the spot share (docs/MODEL.md §15.1; -1 when none).
SupplyKey supplyKey(const Assignment& a) {
  const std::string strategy = a.strategy.value_or("");
  const auto owning = parseStrategy(strategy);
  if (owning && isOwning(*owning)) return {"own", a.site.value_or(""), "", "", "", -1.0};
  return {strategy,
          a.rentalRegion.value_or(""),
          a.provider.value_or(""),
          a.apiProvider.value_or(""),
          "",
          a.spotShare.present ? a.spotShare.value : -1.0};
}

bool startsWith(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0 &&
         (text.size() == prefix.size() || text[prefix.size()] == '/');
}

}  // namespace

std::string pointerOfPart(const std::string& pointer, const std::string& planAt,
                          const PortfolioPart& part) {
  const std::string scenarioAt = planAt.substr(0, planAt.rfind('/', planAt.rfind('/') - 1));
  const std::string assignmentAt =
      itemPointer(planAt, &Plan::assignments, std::size_t(part.assignment));
  const std::vector<int>& workloads = part.supply.workloads;
  const std::string partPlan = itemPointer(scenarioAt, &Scenario::plans, 0);
  if (startsWith(pointer, partPlan)) {
    const std::string rest = pointer.substr(partPlan.size());
    const std::string financing = "/" + std::string(partKey(&Plan::financing));
    return (startsWith(rest, financing) ? planAt : assignmentAt) + rest;
  }
  const std::string list = partPointer(scenarioAt, &Scenario::workloads) + "/";
  if (pointer.compare(0, list.size(), list) == 0) {
    const std::size_t end = pointer.find('/', list.size());
    const std::string digits = pointer.substr(list.size(), end - list.size());
    const std::size_t k = std::stoul(digits);
    if (k < workloads.size())
      return list + std::to_string(workloads[k]) +
             (end == std::string::npos ? "" : pointer.substr(end));
  }
  return pointer;
}

Scenario partBase(const Scenario& s) {
  Scenario base = s;
  base.workloads.clear();
  base.plans.clear();
  return base;
}

Plan typedPlanOf(const Plan& plan, const Assignment& a) {
  Plan typed;
  typed.name = plan.name;
  typed.strategy = a.strategy;
  typed.site = a.site;
  typed.rentalRegion = a.rentalRegion;
  typed.provider = a.provider;
  typed.apiProvider = a.apiProvider;
  typed.spotShare = a.spotShare;
  typed.financing = plan.financing;
  return typed;
}

std::vector<PortfolioPart> preparePortfolio(const Scenario& s, const PreparedScenario& p, int j,
                                            Problems& problems) {
  const Plan& plan = s.plans[j];
  std::map<std::string, int> workloadOf;
  for (std::size_t w = 0; w < s.workloads.size(); ++w)
    workloadOf.try_emplace(s.workloads[w].name.value_or(""), int(w));
  const Scenario base = partBase(s);
  std::map<SupplyKey, int> partOf;
  std::vector<PortfolioPart> parts;
  for (std::size_t k = 0; k < plan.assignments.size(); ++k) {
    const Assignment& a = plan.assignments[k];
    const auto found = workloadOf.find(a.workload.value_or(""));
    if (found == workloadOf.end()) continue;  // validation reported it
    auto [at, added] = partOf.try_emplace(supplyKey(a), int(parts.size()));
    if (added) {
      PortfolioPart part;
      PortfolioSupply& supply = part.supply;
      supply.strategy = parseStrategy(a.strategy.value_or("")).value_or(Strategy::RentOnDemand);
      supply.site = a.site.value_or("");
      supply.rentalRegion = a.rentalRegion.value_or("");
      supply.provider = a.provider.value_or("");
      supply.apiProvider = a.apiProvider.value_or("");
      if (a.spotShare.present) supply.spotShare = a.spotShare.value;
      part.assignment = int(k);
      parts.push_back(std::move(part));
    }
    parts[at->second].supply.workloads.push_back(found->second);
  }

  const std::string planAt = itemPointer(p.pointer, &Scenario::plans, j);
  std::map<std::string, int> gpuOfId;
  for (std::size_t g = 0; g < p.gpus.size(); ++g) gpuOfId.try_emplace(p.gpus[g].id, int(g));
  for (PortfolioPart& part : parts) {
    std::sort(part.supply.workloads.begin(), part.supply.workloads.end());
    // The scenario with the part's workloads and plan only.
    Scenario sub = base;
    for (int w : part.supply.workloads) sub.workloads.push_back(s.workloads[w]);
    sub.plans = {typedPlanOf(plan, plan.assignments[part.assignment])};
    PreparedOrProblems compiled = prepareScenario(sub, p.pointer);
    for (Problem& problem : compiled.problems) {
      problem.pointer = pointerOfPart(problem.pointer, planAt, part);
      // Once: the scenario's own compilation or another part may have reported it (peak demand,
      // an offer's missing price).
      const bool known = std::any_of(problems.begin(), problems.end(), [&](const Problem& q) {
        return q.pointer == problem.pointer && q.message == problem.message;
      });
      if (!known) problems.push_back(std::move(problem));
    }
    if (!compiled.prepared) continue;
    compiled.prepared->afterTax = p.afterTax;
    part.prepared = std::make_shared<PreparedScenario>(std::move(*compiled.prepared));
    for (const PreparedGpu& gpu : part.prepared->gpus) {
      part.gpuOf.push_back(gpuOfId.at(gpu.id));
      part.supply.gpuIds.push_back(gpu.id);
    }
  }
  return parts;
}

}  // namespace fleetcost
