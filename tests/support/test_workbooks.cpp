// Test workbooks and helpers.
#include "support/test_workbooks.h"

#include <numeric>

namespace fleetcost::test {

Json baseScenario() {
  return Json::parse(R"({
    "name": "Base",
    "horizon_months": 12,
    "reporting_currency": "USD",
    "fx_per_usd": {"JPY": 150},
    "discount_rate_annual": 0,
    "ownership": {"spare_ratio": 0, "install_pct": 0, "maintenance_annual_pct": 0,
                  "resale_annual_decline": 0.5, "refresh_months": 48},
    "regions": [{"id": "r1", "name": "Region One", "grid_kg_co2_per_kwh": 0.5}],
    "gpu_models": [{"id": "g1", "name": "GPU One"}],
    "server_models": [{"id": "s1", "name": "Server One", "gpu": "g1", "gpus": 8,
                       "currency": "USD", "price": 100000, "power_idle_kw": 1,
                       "power_max_kw": 5, "rack_units": 4}],
    "sites": [{"id": "site1", "name": "Site One", "region": "r1", "currency": "USD",
               "cooling": "air",
               "cooling_options": [{"name": "air", "max_kw_per_rack": 10, "pue": 1.5}]}],
    "rental_offers": [{"id": "o1", "region": "r1", "gpu": "g1", "currency": "USD",
                       "on_demand_per_gpu_hour": 2, "reserved_per_gpu_month": 1000,
                       "reserved_term_months": 12, "kwh_per_gpu_hour": 1}],
    "workloads": [{"name": "w1", "kind": "training", "gpu": "g1",
                   "gpu_hours_per_month": 11680}],
    "plans": [{"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"}]
  })");
}

Json workbookOf(const Json& scenario) {
  Json workbook = Json::object();
  workbook["format"] = "fleetcost-workbook";
  workbook["version"] = 1;
  workbook["scenarios"] = Json::array({scenario});
  return workbook;
}

Problems problemsOf(const Json& scenario) {
  return checkWorkbookText(workbookOf(scenario).dump()).all();
}

PreparedScenario prepareOf(const Scenario& scenario) {
  PreparedOrProblems p = prepareScenario(scenario, "/scenarios/0");
  for (const Problem& problem : p.problems) ADD_FAILURE() << formatProblem(problem);
  if (!p.prepared) return {};
  return std::move(*p.prepared);
}

PreparedScenario prepareJson(const Json& scenario) {
  return prepareOf(loadScenario(scenario));
}

Scenario loadScenario(const Json& scenario) {
  const CheckedWorkbook checked = checkWorkbookText(workbookOf(scenario).dump());
  for (const Problem& p : checked.all()) ADD_FAILURE() << formatProblem(p);
  if (!checked.workbook || checked.workbook->scenarios.empty()) {
    ADD_FAILURE() << "no scenario";
    return {};
  }
  return checked.workbook->scenarios.front();
}

ScenarioResult evaluateJson(const Json& scenario) {
  const ScenarioEvaluation e = evaluateScenario(loadScenario(scenario), 0);
  for (const Problem& p : e.problems) ADD_FAILURE() << formatProblem(p);
  return e.result.value_or(ScenarioResult{});
}

const PlanResult& planNamed(const ScenarioResult& result, const std::string& name) {
  for (const PlanResult& plan : result.plans)
    if (plan.name == name) return plan;
  ADD_FAILURE() << "no plan named " << name;
  static const PlanResult none;
  return none;
}

double sumOf(const std::vector<double>& series) {
  return std::accumulate(series.begin(), series.end(), 0.0);
}

::testing::AssertionResult hasProblem(const Problems& problems, const std::string& pointer,
                                      const std::string& text) {
  for (const Problem& p : problems)
    if (p.pointer == pointer && p.message.find(text) != std::string::npos)
      return ::testing::AssertionSuccess();
  auto failure = ::testing::AssertionFailure();
  failure << "no problem at " << pointer << " containing \"" << text << "\"; found:";
  for (const Problem& p : problems) failure << "\n  " << formatProblem(p);
  return failure;
}

std::string sourcePath(const std::string& relative) {
  return std::string(FLEETCOST_SOURCE_DIR) + "/" + relative;
}

}  // namespace fleetcost::test
