// Every first-stage validation rule of MODEL.md §8 and §9, each with its pointer and message.
#include "model/validation/validate_scenario.h"

#include <gtest/gtest.h>

#include <functional>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::problemsOf;

const std::string S = "/scenarios/0";

TEST(ValidateScenario, TheBaseScenarioIsClean) {
  EXPECT_TRUE(problemsOf(baseScenario()).empty());
}

TEST(ValidateWorkbookShape, FormatVersionAndScenarios) {
  Json w = test::workbookOf(baseScenario());
  w["format"] = "spreadsheet";
  w["version"] = 1.5;
  Problems p = checkWorkbookText(w.dump()).all();
  EXPECT_TRUE(hasProblem(p, "/format", "must be \"fleetcost-workbook\", got \"spreadsheet\""));
  EXPECT_TRUE(hasProblem(p, "/version", "must be a whole number, 1 or more, got 1.5"));
  w.erase("format");
  w.erase("scenarios");
  w["version"] = 0;
  p = checkWorkbookText(w.dump()).all();
  EXPECT_TRUE(hasProblem(p, "/format", "required but missing"));
  EXPECT_TRUE(hasProblem(p, "/scenarios", "required but missing"));
  EXPECT_TRUE(hasProblem(p, "/version", "got 0"));
}

TEST(ValidateScenario, RequiredScenarioFields) {
  Json s = baseScenario();
  for (const char* key : {"name", "horizon_months", "reporting_currency", "fx_per_usd"})
    s.erase(key);
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/name", "required but missing"));
  EXPECT_TRUE(hasProblem(p, S + "/horizon_months", "required but missing"));
  EXPECT_TRUE(hasProblem(p, S + "/reporting_currency", "required but missing"));
  EXPECT_TRUE(hasProblem(p, S + "/fx_per_usd", "required but missing"));
}

TEST(ValidateScenario, RequiredCatalogFields) {
  Json s = baseScenario();
  s["gpu_models"][0].erase("id");
  for (const char* key : {"gpu", "gpus", "currency", "power_max_kw", "rack_units"})
    s["server_models"][0].erase(key);
  for (const char* key : {"region", "currency", "cooling"}) s["sites"][0].erase(key);
  s["sites"][0]["cooling_options"][0].erase("pue");
  for (const char* key : {"region", "gpu", "currency"}) s["rental_offers"][0].erase(key);
  for (const char* key : {"name", "kind", "gpu"}) s["workloads"][0].erase(key);
  s["plans"][0].erase("strategy");
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/gpu_models/0/id", "required"));
  for (const char* key : {"gpu", "gpus", "currency", "power_max_kw", "rack_units"})
    EXPECT_TRUE(hasProblem(p, S + "/server_models/0/" + key, "required")) << key;
  for (const char* key : {"region", "currency", "cooling"})
    EXPECT_TRUE(hasProblem(p, S + "/sites/0/" + key, "required")) << key;
  EXPECT_TRUE(hasProblem(p, S + "/sites/0/cooling_options/0/pue", "required"));
  for (const char* key : {"region", "gpu", "currency"})
    EXPECT_TRUE(hasProblem(p, S + "/rental_offers/0/" + key, "required")) << key;
  for (const char* key : {"name", "kind", "gpu"})
    EXPECT_TRUE(hasProblem(p, S + "/workloads/0/" + key, "required")) << key;
  EXPECT_TRUE(hasProblem(p, S + "/plans/0/strategy", "required"));
}

TEST(ValidateScenario, SiteNeedsCoolingOptions) {
  Json s = baseScenario();
  s["sites"][0]["cooling_options"] = Json::array();
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/sites/0/cooling_options",
                         "required: at least one cooling option"));
}

TEST(ValidateScenario, MoneyMustNotBeNegative) {
  Json s = baseScenario();
  s["server_models"][0]["price"] = -1;
  s["sites"][0]["energy_per_kwh"] = -0.1;
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = -2;
  s["ownership"]["license_per_gpu_year"] = -10;
  s["sites"][0]["cooling_options"][0]["capex_per_rack"] = -5;
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/server_models/0/price", "must be 0 or more, got -1"));
  EXPECT_TRUE(hasProblem(p, S + "/sites/0/energy_per_kwh", "must be 0 or more, got -0.1"));
  EXPECT_TRUE(hasProblem(p, S + "/rental_offers/0/on_demand_per_gpu_hour", "got -2"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/license_per_gpu_year", "got -10"));
  EXPECT_TRUE(hasProblem(p, S + "/sites/0/cooling_options/0/capex_per_rack", "got -5"));
}

TEST(ValidateScenario, ChangesGrowthAndDiscountRateAboveMinusOne) {
  Json s = baseScenario();
  s["discount_rate_annual"] = -1;
  s["workloads"][0]["annual_growth"] = -1.2;
  s["rental_offers"][0]["annual_price_change"] = -1;
  s["sites"][0]["colo_annual_change"] = -2;
  s["ownership"]["hardware_annual_price_change"] = -1;
  const Problems p = problemsOf(s);
  for (const std::string at :
       {"/discount_rate_annual", "/workloads/0/annual_growth",
        "/rental_offers/0/annual_price_change", "/sites/0/colo_annual_change",
        "/ownership/hardware_annual_price_change"})
    EXPECT_TRUE(hasProblem(p, S + at, "must be more than -1")) << at;
}

TEST(ValidateScenario, OwnershipRanges) {
  Json s = baseScenario();
  s["ownership"]["resale_annual_decline"] = 1.5;
  s["ownership"]["headroom"] = 11;
  s["ownership"]["spare_ratio"] = -0.1;
  s["ownership"]["install_pct"] = -0.01;
  s["ownership"]["maintenance_annual_pct"] = -0.05;
  s["ownership"]["refresh_months"] = 0;
  s["ownership"]["lead_time_months"] = 2.5;
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/ownership/resale_annual_decline", "between 0 and 1, got 1.5"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/headroom", "between 0 and 10, got 11"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/spare_ratio", "0 or more"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/install_pct", "0 or more"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/maintenance_annual_pct", "0 or more"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/refresh_months", "whole number, 1 or more, got 0"));
  EXPECT_TRUE(hasProblem(p, S + "/ownership/lead_time_months", "whole number, 0 or more, got 2.5"));
}

TEST(ValidateScenario, DivisorsMustBePositive) {
  Json s = baseScenario();
  s["sites"][0]["cooling_options"][0]["max_kw_per_rack"] = 0;
  s["server_models"][0]["power_max_kw"] = 0;
  s["server_models"][0]["power_idle_kw"] = 0;
  s["server_models"][0]["rack_units"] = 0;
  s["sites"][0]["usable_rack_units"] = 0;
  s["fx_per_usd"]["JPY"] = 0;
  s["workloads"][0].erase("gpu_hours_per_month");
  s["workloads"][0]["avg_tokens_per_second"] = 100;
  s["workloads"][0]["tokens_per_second_per_gpu"] = 0;
  const Problems p = problemsOf(s);
  for (const std::string at :
       {"/sites/0/cooling_options/0/max_kw_per_rack", "/server_models/0/power_max_kw",
        "/server_models/0/rack_units", "/sites/0/usable_rack_units", "/fx_per_usd/JPY",
        "/workloads/0/tokens_per_second_per_gpu"})
    EXPECT_TRUE(hasProblem(p, S + at, "must be more than 0, got 0")) << at;
}

TEST(ValidateScenario, PueBetweenOneAndThree) {
  Json s = baseScenario();
  s["sites"][0]["cooling_options"][0]["pue"] = 0.8;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/sites/0/cooling_options/0/pue",
                         "must be between 1.0 and 3.0, got 0.8"));
}

TEST(ValidateScenario, HorizonLimits) {
  Json s = baseScenario();
  s["horizon_months"] = 601;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/horizon_months", "from 1 to 600, got 601"));
  s["horizon_months"] = 0;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/horizon_months", "got 0"));
}

TEST(ValidateScenario, WholeNumberFields) {
  Json s = baseScenario();
  s["server_models"][0]["gpus"] = 8.5;
  s["rental_offers"][0]["reserved_unit_gpus"] = 0;
  s["rental_offers"][0]["reserved_term_months"] = 1.5;
  s["workloads"][0]["start_month"] = -1;
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/server_models/0/gpus", "whole number, 1 or more, got 8.5"));
  EXPECT_TRUE(hasProblem(p, S + "/rental_offers/0/reserved_unit_gpus", "got 0"));
  EXPECT_TRUE(hasProblem(p, S + "/rental_offers/0/reserved_term_months", "got 1.5"));
  EXPECT_TRUE(hasProblem(p, S + "/workloads/0/start_month", "whole number, 0 or more, got -1"));
}

TEST(ValidateScenario, ExchangeRates) {
  Json s = baseScenario();
  s["fx_per_usd"]["USD"] = 1.1;
  s["server_models"][0]["currency"] = "EUR";
  s["reporting_currency"] = "GBP";
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/fx_per_usd/USD", "USD is 1 per USD by definition, got 1.1"));
  EXPECT_TRUE(hasProblem(p, S + "/server_models/0/currency",
                         "no exchange rate for EUR: add it to fx_per_usd"));
  EXPECT_TRUE(hasProblem(p, S + "/reporting_currency", "no exchange rate for GBP"));
}

TEST(ValidateScenario, IdsAndNamesAreUnique) {
  Json s = baseScenario();
  s["gpu_models"].push_back(s["gpu_models"][0]);
  s["regions"].push_back(s["regions"][0]);
  s["plans"].push_back(s["plans"][0]);
  s["workloads"].push_back(s["workloads"][0]);
  s["sites"][0]["cooling_options"].push_back(s["sites"][0]["cooling_options"][0]);
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/gpu_models/1/id",
                         "the id \"g1\" is already used by /scenarios/0/gpu_models/0"));
  EXPECT_TRUE(hasProblem(p, S + "/regions/1/id", "already used by /scenarios/0/regions/0"));
  EXPECT_TRUE(hasProblem(p, S + "/plans/1/name", "the name \"rent\" is already used"));
  EXPECT_TRUE(hasProblem(p, S + "/workloads/1/name", "the name \"w1\" is already used"));
  EXPECT_TRUE(hasProblem(p, S + "/sites/0/cooling_options/1/name", "\"air\" is already used"));
}

TEST(ValidateScenario, ReferencesMustExist) {
  Json s = baseScenario();
  s["server_models"][0]["gpu"] = "g9";
  s["sites"][0]["region"] = "mars";
  s["rental_offers"][0]["gpu"] = "g9";
  s["workloads"][0]["gpu"] = "h100";
  s["regions"][0]["restricted_gpus"] = Json::array({"g1", "a100"});
  s["plans"][0]["rental_region"] = "osaka";
  const Problems p = problemsOf(s);
  EXPECT_TRUE(
      hasProblem(p, S + "/server_models/0/gpu", "no GPU model with id \"g9\" in gpu_models"));
  EXPECT_TRUE(hasProblem(p, S + "/sites/0/region", "no region with id \"mars\" in regions"));
  EXPECT_TRUE(hasProblem(p, S + "/rental_offers/0/gpu", "no GPU model with id \"g9\""));
  EXPECT_TRUE(hasProblem(p, S + "/workloads/0/gpu", "no GPU model with id \"h100\""));
  EXPECT_TRUE(hasProblem(p, S + "/regions/0/restricted_gpus/1", "no GPU model with id \"a100\""));
  EXPECT_TRUE(hasProblem(p, S + "/plans/0/rental_region", "no region with id \"osaka\""));
}

TEST(ValidateScenario, PlanReferencesCountOnlyWhereTheStrategyUsesThem) {
  Json s = baseScenario();
  s["plans"][0]["site"] = "nowhere";  // a renting plan does not use its site
  EXPECT_TRUE(problemsOf(s).empty());
  s["plans"].push_back(
      Json::parse(R"({"name": "own", "strategy": "colocate", "site": "nowhere"})"));
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/plans/1/site", "no site with id \"nowhere\""));
}

TEST(ValidateScenario, StrategyNeeds) {
  Json s = baseScenario();
  s["plans"] = Json::parse(R"([
    {"name": "a", "strategy": "rent_reserved"},
    {"name": "b", "strategy": "colocate"},
    {"name": "c", "strategy": "hybrid", "site": "site1"},
    {"name": "d", "strategy": "lease_it"},
    {"name": "e", "strategy": "colocate", "site": "site1"}
  ])");
  Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/plans/0/rental_region", "required for rent_reserved"));
  EXPECT_TRUE(hasProblem(p, S + "/plans/1/site", "required for colocate"));
  EXPECT_TRUE(hasProblem(p, S + "/plans/2/rental_region", "required for hybrid"));
  EXPECT_TRUE(hasProblem(
      p, S + "/plans/3/strategy",
      "must be rent_on_demand, rent_reserved, colocate, hybrid, api or portfolio, got \"lease_it\""));
  EXPECT_FALSE(hasProblem(p, S + "/plans/4/rental_region", ""));  // colocate without lead time
  s["ownership"]["lead_time_months"] = 3;
  p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/plans/4/rental_region",
                         "required for colocate when lead_time_months is above 0"));
}

TEST(ValidateScenario, SiteCoolingMustNameAnOption) {
  Json s = baseScenario();
  s["sites"][0]["cooling"] = "liquid";
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/sites/0/cooling",
                         "must name one of the site's cooling_options, got \"liquid\""));
}

TEST(ValidateScenario, IdlePowerNotAboveMaximum) {
  Json s = baseScenario();
  s["server_models"][0]["power_idle_kw"] = 6;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/server_models/0/power_idle_kw",
                         "must not be above power_max_kw (5 kW), got 6"));
}

TEST(ValidateScenario, Profiles) {
  Json s = baseScenario();
  s["workloads"][0]["profile"] = Json::array({1, 2, 3});
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/profile", "must have 168 weights"));
  Json weights = Json::array();
  for (int k = 0; k < 168; ++k) weights.push_back(0);
  s["workloads"][0]["profile"] = weights;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/profile", "must not all be 0"));
  weights[5] = -1;
  weights[6] = 2;
  s["workloads"][0]["profile"] = weights;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/profile/5", "0 or more, got -1"));
  s["workloads"][0]["profile"] = "weekends";
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/profile", "got \"weekends\""));
}

TEST(ValidateScenario, ExactlyOneFormOfDemand) {
  Json s = baseScenario();
  s["workloads"][0]["avg_tokens_per_second"] = 100;
  s["workloads"][0]["tokens_per_second_per_gpu"] = 10;
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0", "not both"));
  s["workloads"][0].erase("gpu_hours_per_month");
  s["workloads"][0].erase("tokens_per_second_per_gpu");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/tokens_per_second_per_gpu",
                         "required with avg_tokens_per_second"));
  s["workloads"][0].erase("avg_tokens_per_second");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/workloads/0/gpu_hours_per_month",
                         "required but missing: give gpu_hours_per_month, or"));
}

TEST(ValidateScenario, WorkloadWindowAndKind) {
  Json s = baseScenario();
  s["workloads"][0]["start_month"] = 6;
  s["workloads"][0]["end_month"] = 6;
  s["workloads"][0]["kind"] = "pretraining";
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/workloads/0/end_month", "must be after start_month (6), got 6"));
  EXPECT_TRUE(hasProblem(p, S + "/workloads/0/kind",
                         "must be training, fine_tuning or inference, got \"pretraining\""));
}

TEST(ValidateScenario, FigureBoundsAreOrdered) {
  Json s = baseScenario();
  s["server_models"][0]["price"] = Json::parse(R"({"value": 100, "low": 120, "high": 90})");
  const Problems p = problemsOf(s);
  EXPECT_TRUE(
      hasProblem(p, S + "/server_models/0/price/low", "must not be above the value 100, got 120"));
  EXPECT_TRUE(
      hasProblem(p, S + "/server_models/0/price/high", "must not be below the value 100, got 90"));
}

TEST(ValidateScenario, WorkloadAndPlanLimits) {
  Json s = baseScenario();
  Json workloads = Json::array();
  for (int i = 0; i < 10001; ++i) {
    Json w = s["workloads"][0];
    w["name"] = "w" + std::to_string(i);
    workloads.push_back(w);
  }
  s["workloads"] = workloads;
  Json plans = Json::array();
  for (int i = 0; i < 1001; ++i) {
    Json plan = s["plans"][0];
    plan["name"] = "p" + std::to_string(i);
    plans.push_back(plan);
  }
  s["plans"] = plans;
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/workloads", "at most 10,000 workloads are allowed, got 10,001"));
  EXPECT_TRUE(hasProblem(p, S + "/plans", "at most 1,000 plans are allowed, got 1,001"));
}

TEST(ValidateScenario, TaxRules) {
  Json s = baseScenario();
  s["regions"][0]["tax"] = Json::parse(R"({"tax_rate": 1.2})");
  Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, S + "/regions/0/tax/tax_rate", "between 0 and 1, got 1.2"));
  EXPECT_TRUE(
      hasProblem(p, S + "/regions/0/tax/depreciation", "required when tax_rate is above 0"));
  s["regions"][0]["tax"] =
      Json::parse(R"({"tax_rate": 0.3, "depreciation": {"method": "sum_of_years"}})");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/regions/0/tax/depreciation/method",
                         "must be immediate, straight_line or declining_balance"));
  s["regions"][0]["tax"] =
      Json::parse(R"({"tax_rate": 0.3, "depreciation": {"method": "straight_line"}})");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/regions/0/tax/depreciation/useful_life_years",
                         "required for straight_line"));
  s["regions"][0]["tax"] = Json::parse(
      R"({"tax_rate": 0.3, "depreciation": {"method": "declining_balance", "useful_life_years": 5}})");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/regions/0/tax/depreciation/factor",
                         "required for declining_balance"));
  s["regions"][0]["tax"] = Json::parse(R"({"tax_rate": 0})");  // no rate, no rule needed
  EXPECT_TRUE(problemsOf(s).empty());
}

TEST(ValidateScenario, Financing) {
  Json s = baseScenario();
  s["plans"].push_back(Json::parse(
      R"({"name": "own", "strategy": "colocate", "site": "site1", "financing": {"method": "lease"}})"));
  EXPECT_TRUE(
      hasProblem(problemsOf(s), S + "/plans/1/financing/term_months", "required for a lease"));
  s["plans"][1]["financing"] = Json::parse(R"({"method": "loan"})");
  EXPECT_TRUE(hasProblem(problemsOf(s), S + "/plans/1/financing/method",
                         "must be cash or lease, got \"loan\""));
  // Financing is read only on owning plans.
  s["plans"][1].erase("financing");
  s["plans"][0]["financing"] = Json::parse(R"({"method": "loan"})");
  EXPECT_TRUE(problemsOf(s).empty());
}

// Each case changes one number of the clean base scenario (with a colocate plan and a tax rule)
// so that a rule between fields breaks; validating only around that number must find exactly
// what validating everything finds, as the risk analyses rely on (docs/MODEL.md §10 item 53).
TEST(ValidateScenario, AChangedFigureIsValidatedAsTheWholeScenarioWouldBe) {
  Json base = baseScenario();
  base["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  base["regions"][0]["tax"] = {{"tax_rate", 0}};
  const Scenario clean = test::loadScenario(base);
  ASSERT_TRUE(validateScenarioFields(clean, S).empty());
  struct Change {
    std::string pointer;  // from the scenario
    double value;
    std::function<Figure&(Scenario&)> field;
    std::size_t problems;  // what the whole validation finds, worked out from the rules
  };
  const std::vector<Change> changes = {
      {"/server_models/0/power_idle_kw", 6,
       [](Scenario& s) -> Figure& { return s.serverModels[0].powerIdleKw; },
       1},  // idle 6 kW above 5 kW peak
      {"/workloads/0/end_month", 0,
       [](Scenario& s) -> Figure& {
         s.workloads[0].endMonth.present = true;
         return s.workloads[0].endMonth;
       },
       1},  // end 0 not after start 0
      {"/fx_per_usd/JPY", -1, [](Scenario& s) -> Figure& { return s.fxPerUsd[0].second; }, 1},
      {"/ownership/lead_time_months", 3,
       [](Scenario& s) -> Figure& { return s.ownership.leadTimeMonths; },
       1},  // the colocate plan needs a rental region
      {"/regions/0/tax/tax_rate", 0.3,
       [](Scenario& s) -> Figure& { return s.regions[0].tax.taxRate; },
       1},  // a tax rate needs depreciation
      {"/horizon_months", 601, [](Scenario& s) -> Figure& { return s.horizonMonths; }, 1},
      {"/sites/0/cooling_options/0/pue", 0.5,
       [](Scenario& s) -> Figure& { return s.sites[0].coolingOptions[0].pue; }, 1},
      {"/no_such_list/0/x", 1, [](Scenario& s) -> Figure& { return s.discountRateAnnual; }, 0},
  };
  for (const Change& change : changes) {
    Scenario s = clean;
    change.field(s).value = change.value;
    const Problems all = validateScenarioFields(s, S);
    EXPECT_EQ(all.size(), change.problems) << change.pointer;
    EXPECT_EQ(validateChangedFigure(s, S, S + change.pointer), all) << change.pointer;
  }
}

}  // namespace
}  // namespace fleetcost
