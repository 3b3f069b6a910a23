// The decisions of an evaluation month by month (model/evaluation/decision_rows.h), for the
// spreadsheet that prices them: fleets, racks, served and rented GPU-hours, reservations,
// worked out by hand on the base test scenario (16 GPUs of flat demand, 8 GPUs per server,
// 2 servers per 10 kW rack).
#include "model/evaluation/decision_rows.h"

#include <gtest/gtest.h>

#include "support/portfolio_workbooks.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

using Counts = std::vector<long long>;

// Every month of `series` is `value` (GPU-hours come from 730 / 168 hours per hour of the week).
void expectEvery(const Series& series, double value, std::size_t months) {
  ASSERT_EQ(series.size(), months);
  for (std::size_t m = 0; m < months; ++m) EXPECT_NEAR(series[m], value, 1e-9 * value) << m;
}

// Six months, servers sold at refresh age 4, and one plan of each strategy.
Json sixMonths() {
  Json s = baseScenario();
  s["horizon_months"] = 6;
  s["ownership"]["refresh_months"] = 4;
  s["plans"] = Json::parse(R"([
      {"name": "od", "strategy": "rent_on_demand", "rental_region": "r1"},
      {"name": "res", "strategy": "rent_reserved", "rental_region": "r1"},
      {"name": "colo", "strategy": "colocate", "site": "site1"},
      {"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"}])");
  return s;
}

TEST(DecisionRows, AnOwnedFleetIsBoughtSoldAtRefreshAndKept) {
  const Json json = sixMonths();
  const Scenario scenario = test::loadScenario(json);
  const ScenarioResult result = test::evaluateJson(json);
  const auto rows = decisionRows(scenario, result);
  ASSERT_TRUE(rows);
  EXPECT_EQ(rows->horizon, 6);
  EXPECT_EQ(rows->refreshMonths, 4);
  EXPECT_EQ(rows->servers, std::vector<int>{0});
  EXPECT_EQ(rows->gpuModels, std::vector<int>{0});
  // 16 GPUs all month: 16 * 730 = 11,680 GPU-hours.
  expectEvery(rows->demandGpuHours[0], 11680, 6);
  // Colocate: 16 GPUs / 8 per server = 2 servers bought in month 0, sold at age 4 in month 4
  // and bought again; that cohort is still owned at the horizon (6 months).
  const PlanDecisionRows& colo = rows->plans[2];
  EXPECT_EQ(colo.site, 0);
  EXPECT_EQ(colo.rentalRegion, -1);
  EXPECT_FALSE(colo.leased);
  const GpuDecisionRows& g = colo.gpus[0];
  EXPECT_EQ(g.offer, -1);  // no rental region: nothing rented
  EXPECT_EQ(g.owned, Counts(6, 2));
  EXPECT_EQ(g.bought, (Counts{2, 0, 0, 0, 2, 0}));
  EXPECT_EQ(g.sold, (Counts{0, 0, 0, 0, 2, 0}));
  EXPECT_EQ(g.keptToEnd, (Counts{0, 0, 0, 0, 2, 0}));
  expectEvery(g.servedGpuHours, 11680, 6);
  expectEvery(g.rentedGpuHours, 0, 6);
  // min(floor(10 kW / 5 kW), floor(42U / 4U)) = 2 servers per rack: 1 rack.
  EXPECT_EQ(colo.serversPerRack, Counts{2});
  EXPECT_EQ(colo.racks, Counts(6, 1));
}

TEST(DecisionRows, AHybridFollowsTheCapOfItsResult) {
  const Json json = sixMonths();
  const Scenario scenario = test::loadScenario(json);
  ScenarioResult result = test::evaluateJson(json);
  // Held at one server (8 GPUs): 8 * 730 = 5,840 GPU-hours served, the other 5,840 rented.
  result.plans[3].hybridCaps = {1};
  const auto rows = decisionRows(scenario, result);
  ASSERT_TRUE(rows);
  const GpuDecisionRows& g = rows->plans[3].gpus[0];
  EXPECT_EQ(g.offer, 0);
  EXPECT_EQ(g.owned, Counts(6, 1));
  EXPECT_EQ(g.bought, (Counts{1, 0, 0, 0, 1, 0}));
  expectEvery(g.servedGpuHours, 5840, 6);
  expectEvery(g.rentedGpuHours, 5840, 6);
  EXPECT_EQ(rows->plans[3].racks, Counts(6, 1));
}

TEST(DecisionRows, RentingRowsAreTheDemandOrWhatTheReservationLeaves) {
  const Json json = sixMonths();
  const Scenario scenario = test::loadScenario(json);
  ScenarioResult result = test::evaluateJson(json);
  // On demand: every GPU-hour demanded is rented.
  const auto asEvaluated = decisionRows(scenario, result);
  ASSERT_TRUE(asEvaluated);
  const GpuDecisionRows& od = asEvaluated->plans[0].gpus[0];
  EXPECT_EQ(od.offer, 0);
  expectEvery(od.rentedGpuHours, 11680, 6);
  // Reserved, one term of min(12, 6) = 6 months held at 8 GPUs: (16 - 8) * 730 = 5,840 above.
  result.plans[1].reserved = {{8}};
  const auto rows = decisionRows(scenario, result);
  ASSERT_TRUE(rows);
  const GpuDecisionRows& res = rows->plans[1].gpus[0];
  EXPECT_EQ(res.reservedTermMonths, 6);
  EXPECT_EQ(res.reservedGpus, Counts(6, 8));
  expectEvery(res.rentedGpuHours, 5840, 6);
  // A result without a reservation for every term cannot be replayed.
  result.plans[1].reserved = {{}};
  EXPECT_FALSE(decisionRows(scenario, result));
}

// A hosted API plan over 6 months: workload "chat" (inference on g1, 1,000 tokens/s at 500 per
// GPU, model m1) is served by API offer a2, the second of two offers (a1 serves another model);
// w1 (training, 11,680 GPU-hours a month) cannot use an API; a second GPU model g2 has only the
// served workload "chat2" (model m1, 250 tokens/s), so the plan rents nothing of g2.
Json apiSixMonths() {
  Json s = sixMonths();
  s["gpu_models"].push_back({{"id", "g2"}, {"name", "GPU Two"}});
  s["rental_offers"].push_back(Json::parse(R"({"id": "o2", "region": "r1", "gpu": "g2",
      "currency": "USD", "on_demand_per_gpu_hour": 1})"));
  s["api_offers"] = Json::parse(R"([
      {"id": "a1", "model": "m0", "region": "r1", "currency": "USD",
       "input_per_million_tokens": 1, "output_per_million_tokens": 2},
      {"id": "a2", "model": "m1", "region": "r1", "currency": "USD",
       "input_per_million_tokens": 1, "output_per_million_tokens": 4}])");
  s["workloads"].push_back(Json::parse(R"({"name": "chat", "kind": "inference", "gpu": "g1",
      "avg_tokens_per_second": 1000, "tokens_per_second_per_gpu": 500, "model": "m1",
      "input_token_share": 0.75})"));
  s["workloads"].push_back(Json::parse(R"({"name": "chat2", "kind": "inference", "gpu": "g2",
      "avg_tokens_per_second": 250, "tokens_per_second_per_gpu": 125, "model": "m1",
      "input_token_share": 0.5})"));
  s["plans"] = Json::parse(R"([
      {"name": "od", "strategy": "rent_on_demand", "rental_region": "r1"},
      {"name": "api", "strategy": "api", "rental_region": "r1"}])");
  return s;
}

TEST(DecisionRows, AnApiPlanServesTokensAndRentsTheRest) {
  const Json json = apiSixMonths();
  const Scenario scenario = test::loadScenario(json);
  const ScenarioResult result = test::evaluateJson(json);
  const auto rows = decisionRows(scenario, result);
  ASSERT_TRUE(rows);
  ASSERT_EQ(rows->plans.size(), 2u);
  const PlanDecisionRows& api = rows->plans[1];
  EXPECT_EQ(api.site, -1);
  EXPECT_EQ(api.rentalRegion, 0);
  EXPECT_FALSE(api.leased);
  // Both token workloads are served by a2 (index 1 in api_offers), in workload order.
  ASSERT_EQ(api.apiWorkloads.size(), 2u);
  EXPECT_EQ(api.apiWorkloads[0].workload, 1);
  EXPECT_EQ(api.apiWorkloads[0].apiOffer, 1);
  EXPECT_EQ(api.apiWorkloads[1].workload, 2);
  EXPECT_EQ(api.apiWorkloads[1].apiOffer, 1);
  // g1: only w1's 11,680 GPU-hours are rented, from o1; chat's 2 GPUs (1,460 GPU-hours) are
  // the API's. g2: nothing to rent, so no offer.
  ASSERT_EQ(api.gpus.size(), 2u);
  EXPECT_EQ(api.gpus[0].offer, 0);
  expectEvery(api.gpus[0].rentedGpuHours, 11680, 6);
  EXPECT_EQ(api.gpus[1].offer, -1);
  expectEvery(api.gpus[1].rentedGpuHours, 0, 6);
  EXPECT_TRUE(api.gpus[0].reservedGpus.empty());
  // Tokens a month: 1,000 * 3,600 * 730 = 2,628 million (chat), 250 * 3,600 * 730 = 657 million
  // (chat2); w1 is sized in GPU-hours and no API serves it: no token row.
  ASSERT_EQ(rows->millionsOfTokens.size(), 3u);
  EXPECT_TRUE(rows->millionsOfTokens[0].empty());
  expectEvery(rows->millionsOfTokens[1], 2628, 6);
  expectEvery(rows->millionsOfTokens[2], 657, 6);
  // The on-demand plan beside it still rents every GPU-hour demanded: g1 11,680 + 1,460 =
  // 13,140; g2 2 GPUs (250 / 125) * 730 = 1,460.
  const PlanDecisionRows& od = rows->plans[0];
  EXPECT_TRUE(od.apiWorkloads.empty());
  expectEvery(od.gpus[0].rentedGpuHours, 13140, 6);
  expectEvery(od.gpus[1].rentedGpuHours, 1460, 6);
  EXPECT_EQ(od.gpus[1].offer, 1);
}

TEST(DecisionRows, WithoutAnApiPlanNoWorkloadHasTokenRows) {
  Json json = apiSixMonths();
  json["plans"].erase(1);
  const auto rows = decisionRows(test::loadScenario(json), test::evaluateJson(json));
  ASSERT_TRUE(rows);
  ASSERT_EQ(rows->millionsOfTokens.size(), 3u);
  for (const Series& tokens : rows->millionsOfTokens) EXPECT_TRUE(tokens.empty());
}

// A portfolio plan's parts (docs/MODEL.md §13), each as a plan of its own compiled scenario: the
// hand-worked two-workload case (tests/support/portfolio_workbooks.h), w1 colocated at site1 and
// w2 reserved in r1.
TEST(DecisionRows, APortfolioListsEachPartWithItsOwnDemand) {
  Json json = test::twoWorkloadScenario();
  json["plans"] = Json::parse(R"([{"name": "mixed", "strategy": "portfolio", "assignments": [
      {"workload": "w1", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
      {"workload": "w2", "strategy": "rent_reserved", "rental_region": "r1"}]}])");
  const Scenario scenario = test::loadScenario(json);
  const ScenarioResult result = test::evaluateJson(json);
  const auto rows = decisionRows(scenario, result);
  ASSERT_TRUE(rows);
  const PlanDecisionRows& plan = rows->plans[0];
  EXPECT_EQ(plan.strategy, Strategy::Portfolio);
  EXPECT_TRUE(plan.gpus.empty());
  ASSERT_EQ(plan.parts.size(), 2u);
  // Part 1: w1 alone on g1 (the scenario's first used GPU model): 16 GPUs, 11,680 GPU-hours a
  // month, 2 servers bought in month 0 and kept to the horizon (12 months, refresh later).
  const PartDecisionRows& colo = plan.parts[0];
  EXPECT_EQ(colo.gpuOf, std::vector<int>{0});
  EXPECT_EQ(colo.workloads, std::vector<int>{0});
  ASSERT_EQ(colo.rows.plans.size(), 1u);
  EXPECT_EQ(colo.rows.plans[0].strategy, Strategy::Colocate);
  EXPECT_EQ(colo.rows.plans[0].site, 0);
  expectEvery(colo.rows.demandGpuHours[0], 11680, 12);
  EXPECT_EQ(colo.rows.plans[0].gpus[0].bought[0], 2);
  EXPECT_EQ(colo.rows.plans[0].gpus[0].owned, Counts(12, 2));
  // Workloads keep the scenario's indices: w2 is the other part's.
  EXPECT_EQ(colo.rows.workloadGpu, (std::vector<int>{0, -1}));
  // Part 2: w2 alone on g2 (the scenario's second): 8 GPUs reserved, nothing above.
  const PartDecisionRows& reserved = plan.parts[1];
  EXPECT_EQ(reserved.gpuOf, std::vector<int>{1});
  EXPECT_EQ(reserved.workloads, std::vector<int>{1});
  EXPECT_EQ(reserved.rows.plans[0].strategy, Strategy::RentReserved);
  expectEvery(reserved.rows.demandGpuHours[0], 5840, 12);
  EXPECT_EQ(reserved.rows.plans[0].gpus[0].reservedGpus, Counts(12, 8));
  expectEvery(reserved.rows.plans[0].gpus[0].rentedGpuHours, 0, 12);
  EXPECT_EQ(reserved.rows.workloadGpu, (std::vector<int>{-1, 0}));
}

}  // namespace
}  // namespace fleetcost
