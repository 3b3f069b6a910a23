// Hosted API plans (docs/MODEL.md §12.1), worked out by hand: tokens at the blended price dated
// the month after, the workloads an API cannot serve rented on demand, the problems and warnings
// of what cannot be served, cost per million tokens side by side, tax, break-even and risk.
#include "model/plans/api_plan.h"

#include <gtest/gtest.h>

#include "model/io/result_json.h"
#include "model/results/key_figures.h"
#include "model/risk/sensitivity.h"
#include "model/risk/thresholds.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;
using test::sumOf;

// The base scenario over 24 months with a second workload "chat": inference on g1 at 1,000
// tokens/s (500 per GPU: 2 GPUs, 1,460 GPU-hours a month), model "m1", 75% input tokens of which
// 20% cached; an API offer a1 for m1 in r1 priced in JPY (150 per USD): input 150 (= 1 USD),
// output 600 (= 4 USD), cached input 15 (= 0.1 USD) per million tokens, -50% a year; plans
// "rent" (on demand), "api" and "own" (colocate).
//   Tokens a month: 1,000 * 3,600 * 730 = 2,628,000,000 = 2,628 million.
//   Blended price year 1: 0.75 * (0.8 * 1 + 0.2 * 0.1) + 0.25 * 4 = 0.615 + 1 = 1.615 USD per
//   million; year 2 half of it, 0.8075.
//   API cost a month: 2,628 * 1.615 = 4,244.22 (year 1), 2,122.11 (year 2); 24 months 76,395.96.
//   The training workload w1 (11,680 GPU-hours a month) cannot use an API: rented on demand at
//   2 = 23,360 a month, 560,640 over 24 months. Plan "api": 637,035.96.
Json apiScenario() {
  Json s = test::baseScenario();
  s["horizon_months"] = 24;
  s["api_offers"] = Json::parse(R"([{"id": "a1", "provider": "P", "model": "m1", "region": "r1",
      "currency": "JPY", "input_per_million_tokens": 150, "output_per_million_tokens": 600,
      "cached_input_per_million_tokens": 15, "annual_price_change": -0.5}])");
  s["workloads"].push_back(Json::parse(R"({"name": "chat", "kind": "inference", "gpu": "g1",
      "avg_tokens_per_second": 1000, "tokens_per_second_per_gpu": 500, "model": "m1",
      "input_token_share": 0.75, "cached_input_share": 0.2})"));
  s["plans"].push_back({{"name", "api"}, {"strategy", "api"}, {"rental_region", "r1"}});
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  return s;
}

TEST(ApiPlan, TokensAtTheBlendedPricePaidTheMonthAfter) {
  const ScenarioResult r = test::evaluateJson(apiScenario());
  const PlanResult& api = test::planNamed(r, "api");
  EXPECT_EQ(api.strategy, Strategy::Api);
  const Series& tokens = api.flow(Category::Api);
  ASSERT_EQ(tokens.size(), 25u);
  EXPECT_DOUBLE_EQ(tokens[0], 0);
  EXPECT_NEAR(tokens[1], 4244.22, 1e-9);
  EXPECT_NEAR(tokens[12], 4244.22, 1e-9);
  EXPECT_NEAR(tokens[13], 2122.11, 1e-9);
  EXPECT_NEAR(sumOf(tokens), 76395.96, 1e-8);
  // The training workload rented on demand: 11,680 GPU-hours at 2, paid at m + 1.
  EXPECT_DOUBLE_EQ(api.flow(Category::RentalOnDemand)[1], 23360);
  EXPECT_DOUBLE_EQ(sumOf(api.flow(Category::RentalOnDemand)), 560640);
  EXPECT_NEAR(api.nominalCost, 637035.96, 1e-7);
  EXPECT_EQ(api.apiOffers, (std::vector<std::string>{"", "a1"}));
  // CO2 only for the rented GPU-hours: 24 * 11,680 * 1 kWh * 0.5 kg / 1000 = 140.16 t.
  EXPECT_NEAR(api.co2Tonnes, 140.16, 1e-9);
  EXPECT_FALSE(api.ownsServers);
  // The blended price of month 13: 0.8075 USD per million.
  const PreparedScenario p =
      *prepareScenario(test::loadScenario(apiScenario()), "/scenarios/0").prepared;
  EXPECT_NEAR(apiPricePerMillionTokens(p.apiOffers[0], p.workloads[1], 13), 0.8075, 1e-12);
}

TEST(ApiPlan, TheApiCategoryIsReportedInEveryPlanOfTheScenarioOnly) {
  const ScenarioResult r = test::evaluateJson(apiScenario());
  for (const PlanResult& plan : r.plans) EXPECT_EQ(plan.flow(Category::Api).size(), 25u);
  EXPECT_EQ(sumOf(test::planNamed(r, "rent").flow(Category::Api)), 0.0);
  const Json json = Json::parse(writeResultJson({r}))["scenarios"][0]["plans"];
  EXPECT_EQ(json[0]["flows"]["api"].size(), 25u);
  EXPECT_EQ(json[1]["api_offers"], Json({{"chat", "a1"}}));
  EXPECT_FALSE(json[0].contains("api_offers"));  // only api plans say which offer serves what
  // Without an api plan, no plan reports it (the JSON of such a workbook is unchanged).
  const ScenarioResult without = test::evaluateJson(test::baseScenario());
  EXPECT_TRUE(without.plans[0].flow(Category::Api).empty());
  EXPECT_EQ(writeResultJson({without}).find("\"api"), std::string::npos);
}

TEST(ApiPlan, CostPerMillionTokensSideBySide) {
  const ScenarioResult r = test::evaluateJson(apiScenario());
  const auto tokenCost = [&](int plan) {
    for (const WorkloadCost& w : r.workloads)
      if (w.plan == plan && w.workload == 1) return w.costPerMillionTokens;
    return std::optional<double>();
  };
  // api: 76,395.96 over 24 * 2,628 = 63,072 million tokens = 1.21125 (the mean of 1.615 and
  // 0.8075, equal token volumes in both years).
  ASSERT_TRUE(tokenCost(1));
  EXPECT_NEAR(*tokenCost(1), 1.21125, 1e-12);
  // rent: chat's share of g1's rental is its GPU-hours: 1,460 * 2 * 24 = 70,080 over 63,072
  // million = 1.1111... (2 per GPU-hour over 1.8 million tokens per GPU-hour).
  EXPECT_NEAR(*tokenCost(0), 2.0 / 1.8, 1e-12);
  // api: the training workload is charged all of g1's rental (chat's tokens are the API's).
  for (const WorkloadCost& w : r.workloads) {
    if (w.plan == 1 && w.workload == 0) {
      EXPECT_DOUBLE_EQ(w.cost, 560640);
    }
  }
  // fleetcost-cli evaluate's table puts them side by side: tests/cli/golden/api.table.txt.
}

TEST(ApiPlan, WhatAnApiCannotServeIsRentedOnDemand) {
  Json s = apiScenario();
  // An inference workload sized in GPU-hours, one that names no model, and one whose model no
  // offer in r1 has: all three rented with the training workload, 730 GPU-hours a month each.
  s["workloads"].push_back(Json::parse(R"({"name": "hours", "kind": "inference", "gpu": "g1",
      "gpu_hours_per_month": 730})"));
  s["workloads"].push_back(Json::parse(R"({"name": "no model", "kind": "inference", "gpu": "g1",
      "avg_tokens_per_second": 500, "tokens_per_second_per_gpu": 500})"));
  s["workloads"].push_back(Json::parse(R"({"name": "other model", "kind": "inference",
      "gpu": "g1", "avg_tokens_per_second": 500, "tokens_per_second_per_gpu": 500,
      "model": "m2", "input_token_share": 0.5})"));
  const ScenarioResult r = test::evaluateJson(s);
  const PlanResult& api = test::planNamed(r, "api");
  // (11,680 + 3 * 730) * 2 = 27,740 a month.
  EXPECT_NEAR(api.flow(Category::RentalOnDemand)[1], 27740, 1e-9);
  EXPECT_NEAR(api.flow(Category::Api)[1], 4244.22, 1e-9);
  // Only the workload that names a model gets a warning.
  ASSERT_EQ(r.warnings.size(), 1u);
  EXPECT_EQ(r.warnings[0].pointer, "/scenarios/0/workloads/4/model");
  EXPECT_EQ(r.warnings[0].message,
            "plan \"api\" rents GPUs on demand for workload \"other model\": no API offer in "
            "Region One serves model \"m2\"");
}

TEST(ApiPlan, ApiProviderChoosesAmongTheOffersOfTheRegion) {
  Json s = apiScenario();
  // A second offer for m1 from provider Q at 1.5 times the prices (JPY 225 / 900 / 22.5):
  // blended 1.5 * 1.615 = 2.4225 USD per million, 2,628 * 2.4225 = 6,366.33 a month.
  Json q = s["api_offers"][0];
  q["id"] = "a2";
  q["provider"] = "Q";
  q["input_per_million_tokens"] = 225;
  q["output_per_million_tokens"] = 900;
  q["cached_input_per_million_tokens"] = 22.5;
  s["api_offers"].push_back(q);
  s["plans"][1]["api_provider"] = "Q";
  const PlanResult api = test::planNamed(test::evaluateJson(s), "api");
  EXPECT_NEAR(api.flow(Category::Api)[1], 6366.33, 1e-9);
  EXPECT_EQ(api.apiOffers[1], "a2");
}

TEST(ApiPlan, CachedInputWithoutACachedPriceCostsTheInputPrice) {
  Json s = apiScenario();
  s["api_offers"][0].erase("cached_input_per_million_tokens");
  // 0.75 * 1 + 0.25 * 4 = 1.75 USD per million: 2,628 * 1.75 = 4,599 a month.
  EXPECT_NEAR(test::planNamed(test::evaluateJson(s), "api").flow(Category::Api)[1], 4599, 1e-9);
}

TEST(ApiPlan, ProblemsOfWhatAnApiPlanNeeds) {
  Json s = apiScenario();
  s["plans"][1].erase("rental_region");
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/plans/1/rental_region",
                               "required for api but missing: the id of a region"));
  s = apiScenario();
  s["workloads"][1].erase("input_token_share");
  EXPECT_TRUE(test::hasProblem(
      test::problemsOf(s), "/scenarios/0/workloads/1/input_token_share",
      "required by plan \"api\", whose API offer serves this workload, but missing"));
  // A GPU model the API plan must rent without an offer in its region: the problem says why.
  s = apiScenario();
  s["gpu_models"].push_back({{"id", "g2"}});
  s["server_models"].push_back(s["server_models"][0]);
  s["server_models"][1]["id"] = "s2";
  s["server_models"][1]["gpu"] = "g2";
  s["workloads"][0]["gpu"] = "g2";
  s["rental_offers"][0]["gpu"] = "g2";
  s["plans"].erase(0);  // "rent" would need an offer for g1 too
  const Problems problems = test::problemsOf(s);
  ASSERT_EQ(problems.size(), 0u);  // g1's only workload is served by the API: no offer needed
  s["workloads"][1]["model"] = "m9";
  EXPECT_TRUE(test::hasProblem(
      test::problemsOf(s), "/scenarios/0/plans/0/rental_region",
      "plan \"api\" has no rental offer for GPU g1 in region r1 to rent what its API offers "
      "cannot serve (workload \"chat\": no API offer for model \"m9\" in region r1)"));
}

TEST(ApiPlan, AfterTaxTheTokensAreDeductedAtTheRentalRegionsRate) {
  Json s = apiScenario();
  s["after_tax"] = true;
  s["regions"][0]["tax"] = {{"tax_rate", 0.3}, {"depreciation", {{"method", "immediate"}}}};
  const ScenarioResult r = test::evaluateJson(s);
  const PlanResult& api = test::planNamed(r, "api");
  // -0.3 * (4,244.22 + 23,360) = -8,281.266 at date 1.
  EXPECT_NEAR(api.flow(Category::Tax)[1], -0.3 * (4244.22 + 23360), 1e-9);
  for (const WorkloadCost& w : r.workloads) {
    if (w.plan == 1 && w.workload == 1) {
      EXPECT_NEAR(w.cost, 0.7 * 76395.96, 1e-8);
    }
  }
}

TEST(ApiPlan, OnTheRentingSideOfBreakEvenAndKeyFigures) {
  const ScenarioResult r = test::evaluateJson(apiScenario());
  // own: 3 servers (18 GPUs peak / 8) at 100,000, terminal credit 3 * 100,000 * 0.5^2 = 75,000:
  // 225,000, below both renting plans; it breaks even against each.
  ASSERT_EQ(r.breakeven.size(), 2u);
  EXPECT_EQ(r.plans[r.breakeven[1].rentingPlan].name, "api");
  const KeyFigures k = keyFigures(r);
  EXPECT_EQ(r.plans[k.bestRenting].name, "rent");  // 630,720 < 637,035.96
  EXPECT_NEAR(*k.owningSavingPv, 630720 - 225000, 1e-6);
}

TEST(ApiPlan, ApiPricesAreFiguresForRiskAndThresholds) {
  // Chat alone: "own" buys one server (2 GPUs flat) for 100,000 and is credited 100,000 * 0.5^2
  // = 25,000 at 24: 75,000. "api" pays 2,628 million tokens a month at the blended price b in
  // year 1 and b / 2 in year 2: 12 * 2,628 * 1.5 * b = 47,304 b, with b = 0.615 + 0.25 * output
  // (USD): 76,395.96 today.
  Json s = apiScenario();
  s["workloads"].erase(0);
  s["plans"].erase(0);
  s["api_offers"][0]["output_per_million_tokens"] = {{"value", 600}, {"low", 300}, {"high", 900}};
  const RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  ASSERT_TRUE(built.model);
  ASSERT_EQ(built.model->figures.size(), 1u);
  EXPECT_EQ(built.model->figures[0].effect, FigureEffect::ApiOffer);
  EXPECT_NEAR(built.model->base.plans[0].pvCost, 76395.96, 1e-8);
  EXPECT_NEAR(built.model->base.plans[1].pvCost, 75000, 1e-8);

  // Output at 2 or 6 USD instead of 4: 47,304 * 0.25 * 2 = 23,652 either way.
  const SensitivityResult sensitivity = runSensitivity(*built.model);
  ASSERT_TRUE(sensitivity.problems.empty());
  const Tornado& difference = sensitivity.tornados[0];  // own - api
  ASSERT_EQ(difference.bars.size(), 1u);
  EXPECT_NEAR(difference.base, 75000 - 76395.96, 1e-8);
  EXPECT_NEAR(difference.bars[0].atLow - difference.base, 23652, 1e-6);
  EXPECT_NEAR(difference.bars[0].atHigh - difference.base, -23652, 1e-6);

  // Equal at 47,304 (0.615 + 0.25 x) = 75,000: x = 4 (75,000 / 47,304 - 0.615) USD = 3.8819584
  // USD = 582.29376 JPY per million output tokens; owning wins above.
  ThresholdOptions options;
  options.inputs = {{"/api_offers/0/output_per_million_tokens", {}}};
  const ThresholdResult t = runThresholds(*built.model, options);
  ASSERT_TRUE(t.error.empty()) << t.error;
  ASSERT_EQ(t.thresholds.size(), 1u);
  const Threshold& found = t.thresholds[0];
  EXPECT_EQ(found.unit, "JPY per million output tokens");
  ASSERT_EQ(found.status, ThresholdStatus::Found);
  ASSERT_TRUE(found.threshold());
  EXPECT_NEAR(found.threshold()->value, 150 * 4 * (75000.0 / 47304 - 0.615), 1e-6);
  EXPECT_TRUE(found.threshold()->owningWinsAbove);
}

}  // namespace
}  // namespace fleetcost
