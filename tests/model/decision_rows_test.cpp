// The decisions of an evaluation month by month (model/evaluation/decision_rows.h), for the
// spreadsheet that prices them: fleets, racks, served and rented GPU-hours, reservations,
// worked out by hand on the base test scenario (16 GPUs of flat demand, 8 GPUs per server,
// 2 servers per 10 kW rack).
#include "model/evaluation/decision_rows.h"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace fleetcost
