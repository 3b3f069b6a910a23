// Finder results -> JSON text.
#include "model/finder/finder_json.h"

#include "model/io/json_text.h"

namespace fleetcost {

using io::Json;

namespace {

Json supplyJson(const SupplyOption& o) {
  Json out = Json::object();
  out["strategy"] = strategyKey(o.strategy);
  const Assignment& a = o.supply;
  if (a.site) out["site"] = *a.site;
  if (a.rentalRegion) out["rental_region"] = *a.rentalRegion;
  if (a.provider) out["provider"] = *a.provider;
  if (a.apiProvider) out["api_provider"] = *a.apiProvider;
  if (a.spotShare.present) out["spot_share"] = a.spotShare.value;
  return out;
}

Json candidateJson(const FinderResult& r, const FinderCandidate& c) {
  Json out = Json::object();
  out["pv_cost"] = c.presentValue;
  out["peak_fiscal_year_capex"] = c.peakYearCapex;
  out["capex_by_fiscal_year"] = c.capexByYear;
  out["rented_share"] = c.rentedShare;
  if (c.p95) out["p95_pv_cost"] = *c.p95;
  out["equal_alternatives"] = c.equalAlternatives;
  Json assignments = Json::array();
  for (std::size_t w = 0; w < c.option.size(); ++w) {
    Json a = supplyJson(r.options[c.option[w]]);
    a["workload"] = r.workloads[w];
    assignments.push_back(std::move(a));
  }
  out["assignments"] = std::move(assignments);
  if (!c.alternatives.empty()) {
    Json alternatives = Json::array();
    for (const std::vector<int>& alternative : c.alternatives) {
      Json list = Json::array();
      for (std::size_t w = 0; w < alternative.size(); ++w) {
        Json a = supplyJson(r.options[alternative[w]]);
        a["workload"] = r.workloads[w];
        list.push_back(std::move(a));
      }
      alternatives.push_back(std::move(list));
    }
    out["alternatives"] = std::move(alternatives);
  }
  return out;
}

Json resultJson(const NamedFinderResult& named) {
  const FinderResult& r = *named.result;
  Json out = Json::object();
  out["name"] = named.scenario;
  out["currency"] = named.currency;
  out["space_size"] = r.spaceSize;
  out["assignments_searched"] = r.assignments;
  out["feasible"] = r.feasible;
  out["part_evaluations"] = r.partEvaluations;
  out["search"] = r.branchAndBound ? "branch_and_bound" : "enumeration";
  out["exact"] = r.exact;
  out["lower_bound"] = r.exact && !r.ranked.empty() ? Json(r.ranked.front().presentValue)
                       : r.lowerBound               ? Json(*r.lowerBound)
                                                    : Json(nullptr);
  out["gap"] = r.exact ? Json(0.0) : r.gap() ? Json(*r.gap()) : Json(nullptr);
  out["best_own_plan"] = r.bestTypedPlan;
  out["best_own_plan_pv_cost"] =
      r.bestTypedPresentValue ? Json(*r.bestTypedPresentValue) : Json(nullptr);
  Json ranked = Json::array();
  for (const FinderCandidate& c : r.ranked) ranked.push_back(candidateJson(r, c));
  out["ranked"] = std::move(ranked);
  Json pareto = Json::array();
  for (const FinderCandidate& c : r.pareto) pareto.push_back(candidateJson(r, c));
  out["pareto"] = std::move(pareto);
  if (!r.paretoP95.empty()) {
    Json front = Json::array();
    for (const FinderCandidate& c : r.paretoP95) front.push_back(candidateJson(r, c));
    out["pareto_p95"] = std::move(front);
  }
  Json separating = Json::array();
  for (const SeparatingAssignment& s : r.separating) {
    Json entry = Json::object();
    entry["workload"] = r.workloads[s.workload];
    entry["best"] = supplyJson(r.options[s.bestOption]);
    entry["runner_up"] = supplyJson(r.options[s.runnerUpOption]);
    entry["pv_effect"] = s.effect ? Json(*s.effect) : Json(nullptr);
    separating.push_back(std::move(entry));
  }
  out["separating"] = std::move(separating);
  Json limits = Json::array();
  const char* kinds[] = {"power_kw", "racks", "capex_budget", "rented_share"};
  for (const BindingLimit& l : r.limitsOfBest) {
    Json entry = Json::object();
    entry["limit"] = kinds[static_cast<int>(l.kind)];
    if (!l.site.empty()) entry["site"] = l.site;
    entry["used"] = l.used;
    entry["of"] = l.limit;
    if (!l.when.empty()) entry["when"] = l.when;
    limits.push_back(std::move(entry));
  }
  out["limits_of_best"] = std::move(limits);
  return out;
}

}  // namespace

std::string writeFinderJson(const std::vector<NamedFinderResult>& results) {
  Json out = Json::object();
  out["format"] = "fleetcost-finder";
  out["version"] = 1;
  Json list = Json::array();
  for (const NamedFinderResult& r : results) list.push_back(resultJson(r));
  out["scenarios"] = std::move(list);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace fleetcost
