// Results -> JSON text. Money is not rounded; counts are integers; nulls where §5 says so.
#include "model/io/result_json.h"

#include "model/io/json_text.h"

namespace fleetcost {

using io::Json;

namespace {

template <class T>
Json optionalNumber(const std::optional<T>& value) {
  return value ? Json(*value) : Json(nullptr);
}

Json planJson(const ScenarioResult& s, const PlanResult& plan);

// docs/MODEL.md §13: each part of a portfolio, its supply, workloads and own result (its GPU
// models are the part's).
// docs/MODEL.md §16.3: `block_gpus` (per GPU model, by month) and `committed` (per GPU model, by
// term), each only when an offer of the plan sells it, so other results keep their keys.
void blocksAndCommitmentsJson(const PlanResult& plan, const std::vector<std::string>& gpuIds,
                              Json& out) {
  if (!plan.blockGpus.empty()) {
    Json blocks = Json::object();
    for (std::size_t g = 0; g < plan.blockGpus.size() && g < gpuIds.size(); ++g)
      blocks[gpuIds[g]] = plan.blockGpus[g];
    out["block_gpus"] = std::move(blocks);
  }
  if (!plan.committed.empty()) {
    Json committed = Json::object();
    for (std::size_t g = 0; g < plan.committed.size() && g < gpuIds.size(); ++g)
      committed[gpuIds[g]] = plan.committed[g];
    out["committed"] = std::move(committed);
  }
}

Json suppliesJson(const ScenarioResult& s, const PlanResult& plan) {
  Json out = Json::array();
  for (std::size_t k = 0; k < plan.supplies.size() && k < plan.parts.size(); ++k) {
    const PortfolioSupply& supply = plan.supplies[k];
    const PlanResult& part = plan.parts[k];
    Json entry = Json::object();
    entry["strategy"] = strategyKey(supply.strategy);
    const auto stated = [&](const char* key, const std::string& value) {
      if (!value.empty()) entry[key] = value;
    };
    stated("site", supply.site);
    stated("rental_region", supply.rentalRegion);
    stated("provider", supply.provider);
    stated("api_provider", supply.apiProvider);
    if (supply.spotShare) entry["spot_share"] = *supply.spotShare;
    entry["spot_gpu_hours"] = part.spotGpuHours;
    Json workloads = Json::array();
    for (int w : supply.workloads) workloads.push_back(s.workloadNames[w]);
    entry["workloads"] = std::move(workloads);
    entry["pv_cost"] = part.pvCost;
    entry["nominal_cost"] = part.nominalCost;
    Json caps = Json::object(), reserved = Json::object();
    for (std::size_t g = 0; g < part.hybridCaps.size() && g < supply.gpuIds.size(); ++g)
      caps[supply.gpuIds[g]] = part.hybridCaps[g];
    for (std::size_t g = 0; g < part.reserved.size() && g < supply.gpuIds.size(); ++g)
      reserved[supply.gpuIds[g]] = part.reserved[g];
    entry["hybrid_caps"] = std::move(caps);
    entry["reserved"] = std::move(reserved);
    blocksAndCommitmentsJson(part, supply.gpuIds, entry);
    out.push_back(std::move(entry));
  }
  return out;
}

Json planJson(const ScenarioResult& s, const PlanResult& plan) {
  Json out = Json::object();
  out["name"] = plan.name;
  out["strategy"] = strategyKey(plan.strategy);
  out["pv_cost"] = plan.pvCost;
  out["nominal_cost"] = plan.nominalCost;
  out["cost_per_gpu_hour"] = optionalNumber(plan.costPerGpuHour);
  // docs/MODEL.md §14.3: useful over bought GPU-hours, and the cost per useful GPU-hour.
  out["goodput"] = optionalNumber(plan.goodput);
  out["cost_per_useful_gpu_hour"] = optionalNumber(plan.costPerUsefulGpuHour);
  out["spot_gpu_hours"] = plan.spotGpuHours;  // docs/MODEL.md §15
  out["co2_tonnes"] = plan.co2Tonnes;
  Json flows = Json::object();
  for (int c = 0; c < kCategoryCount; ++c)
    if (!plan.flows[c].empty()) flows[categoryKey(static_cast<Category>(c))] = plan.flows[c];
  out["flows"] = std::move(flows);
  out["total"] = plan.total;
  out["cumulative"] = plan.cumulative;
  out["pv_cumulative"] = plan.pvCumulative;
  Json owned = Json::object();
  for (std::size_t g = 0; g < s.gpuIds.size(); ++g) owned[s.gpuIds[g]] = plan.ownedServers[g];
  out["owned_servers"] = std::move(owned);
  out["racks"] = plan.racks;
  out["facility_kwh"] = plan.facilityKwh;
  Json caps = Json::object();
  for (std::size_t g = 0; g < plan.hybridCaps.size() && g < s.gpuIds.size(); ++g)
    caps[s.gpuIds[g]] = plan.hybridCaps[g];
  out["hybrid_caps"] = std::move(caps);
  Json reserved = Json::object();
  for (std::size_t g = 0; g < plan.reserved.size() && g < s.gpuIds.size(); ++g)
    reserved[s.gpuIds[g]] = plan.reserved[g];
  out["reserved"] = std::move(reserved);
  blocksAndCommitmentsJson(plan, s.gpuIds, out);
  if (plan.strategy == Strategy::Api ||
      (plan.strategy == Strategy::Portfolio && !plan.apiOffers.empty())) {
    // docs/MODEL.md §12: which API offer serves which workload
    Json offers = Json::object();
    for (std::size_t w = 0; w < plan.apiOffers.size() && w < s.workloadNames.size(); ++w)
      if (!plan.apiOffers[w].empty()) offers[s.workloadNames[w]] = plan.apiOffers[w];
    out["api_offers"] = std::move(offers);
  }
  if (plan.strategy == Strategy::Portfolio) out["supplies"] = suppliesJson(s, plan);
  return out;
}

Json scenarioJson(const ScenarioResult& s) {
  Json out = Json::object();
  out["name"] = s.name;
  out["currency"] = s.currency;
  out["horizon_months"] = s.horizonMonths;
  Json warnings = Json::array();
  for (const Warning& w : s.warnings)
    warnings.push_back(Json{{"pointer", w.pointer}, {"message", w.message}});
  out["warnings"] = std::move(warnings);
  if (!s.stalePrices.figures.empty()) {
    // docs/file-format.md, "Evidence".
    Json figures = Json::array();
    for (const StaleFigure& f : s.stalePrices.figures)
      figures.push_back(Json{{"pointer", f.pointer}, {"as_of", f.asOf}, {"months", f.months}});
    out["stale_prices"] = Json{{"prices_as_of", s.stalePrices.pricesAsOf},
                               {"stale_after_months", s.stalePrices.staleAfterMonths},
                               {"figures", std::move(figures)}};
  }
  Json plans = Json::array();
  for (const PlanResult& plan : s.plans) plans.push_back(planJson(s, plan));
  out["plans"] = std::move(plans);
  Json breakeven = Json::array();
  for (const BreakEven& b : s.breakeven) {
    Json entry = Json::object();
    entry["plan"] = s.plans[b.owningPlan].name;
    entry["versus"] = s.plans[b.rentingPlan].name;
    entry["month"] = optionalNumber(b.month);
    entry["discounted_month"] = optionalNumber(b.discountedMonth);
    entry["irr"] = optionalNumber(b.irr);
    breakeven.push_back(std::move(entry));
  }
  out["breakeven"] = std::move(breakeven);
  Json workloads = Json::array();
  for (const WorkloadCost& w : s.workloads) {
    Json entry = Json::object();
    entry["name"] = s.workloadNames[w.workload];
    entry["plan"] = s.plans[w.plan].name;
    entry["cost"] = w.cost;
    entry["cost_per_million_tokens"] = optionalNumber(w.costPerMillionTokens);
    entry["goodput"] = w.goodput;
    workloads.push_back(std::move(entry));
  }
  out["workloads"] = std::move(workloads);
  return out;
}

}  // namespace

std::string writeResultJson(const std::vector<ScenarioResult>& scenarios) {
  Json out = Json::object();
  out["format"] = "fleetcost-result";
  out["version"] = 1;
  Json list = Json::array();
  for (const ScenarioResult& s : scenarios) list.push_back(scenarioJson(s));
  out["scenarios"] = std::move(list);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace fleetcost
