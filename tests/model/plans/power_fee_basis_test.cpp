// The per-kW colocation fee on allocated or used kW (site power_fee_basis, docs/MODEL.md §10
// reading 57): colocate, hybrid caps, workload shares, validation and the file round trip, by hand.
#include <gtest/gtest.h>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// The base scenario's 16 GPUs (11,680 GPU-hours a month) on 5 kW, 8-GPU servers, 2 to a 10 kW
// rack; a 50% spare ratio makes 2 + 1 = 3 servers in 2 racks. Only the per-kW fee is charged
// (100 per kW-month, colo prices +10% a year); energy is free.
Json colocation(const char* basis) {
  Json s = test::baseScenario();
  s["horizon_months"] = 24;
  s["ownership"]["spare_ratio"] = 0.5;
  s["sites"][0]["power_per_kw_month"] = 100;
  s["sites"][0]["colo_annual_change"] = 0.1;
  if (basis) s["sites"][0]["power_fee_basis"] = basis;
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  return s;
}

TEST(PowerFeeBasis, AllocatedChargesTheRacksWholeKw) {
  const PlanResult r = test::evaluateJson(colocation("allocated")).plans[0];
  ASSERT_EQ(r.racks[0], 2);
  // 2 racks * 10 kW * 100 = 2,000 a month in year 1, * 1.1 = 2,200 in year 2.
  EXPECT_DOUBLE_EQ(r.flow(Category::Power)[1], 2000);
  EXPECT_NEAR(r.flow(Category::Power)[13], 2200, 1e-9);
  // 12 * 2,000 + 12 * 2,200 = 50,400.
  EXPECT_NEAR(test::sumOf(r.flow(Category::Power)), 50400, 1e-6);
}

TEST(PowerFeeBasis, UsedChargesTheServersRatedKwSparesIncluded) {
  const PlanResult r = test::evaluateJson(colocation("used")).plans[0];
  // 3 owned servers (the spare too) * 5 kW * 100 = 1,500 a month, 1,650 in year 2; the racks
  // (2) and every other row are the same as with "allocated".
  EXPECT_EQ(r.racks[0], 2);
  EXPECT_DOUBLE_EQ(r.flow(Category::Power)[1], 1500);
  EXPECT_NEAR(r.flow(Category::Power)[13], 1650, 1e-9);
  // 12 * 1,500 + 12 * 1,650 = 37,800.
  EXPECT_NEAR(test::sumOf(r.flow(Category::Power)), 37800, 1e-6);
}

TEST(PowerFeeBasis, AbsentMeansAllocated) {
  const PlanResult absent = test::evaluateJson(colocation(nullptr)).plans[0];
  const PlanResult allocated = test::evaluateJson(colocation("allocated")).plans[0];
  EXPECT_EQ(absent.flows, allocated.flows);
  EXPECT_EQ(absent.pvCost, allocated.pvCost);
}

// One 8-GPU server's worth of demand (8 GPUs, 5,840 GPU-hours a month) for 12 months: renting it
// costs 5,840 * 2 * 12 = 140,160. Owning it costs 100,000 - 50,000 resale at 12 months
// (0.5^(12/12)) = 50,000 plus 12 months of the per-kW fee of 1,000 per kW-month:
//   allocated: 12 * 10 kW * 1,000 = 120,000 -> 170,000, more than renting: cap 0;
//   used:      12 *  5 kW * 1,000 =  60,000 -> 110,000, less than renting: cap 1.
Json oneServerHybrid(const char* basis) {
  Json s = test::baseScenario();
  s["workloads"][0]["gpu_hours_per_month"] = 5840;
  s["sites"][0]["power_per_kw_month"] = 1000;
  s["sites"][0]["power_fee_basis"] = basis;
  s["plans"] = Json::parse(
      R"([{"name": "mix", "strategy": "hybrid", "site": "site1", "rental_region": "r1"}])");
  return s;
}

TEST(PowerFeeBasis, HybridSearchSeesTheRackAllocation) {
  const PlanResult r = test::evaluateJson(oneServerHybrid("allocated")).plans[0];
  EXPECT_EQ(r.hybridCaps.at(0), 0);
  EXPECT_FALSE(r.ownsServers);
  EXPECT_NEAR(r.nominalCost, 140160, 1e-6);
}

TEST(PowerFeeBasis, HybridSearchSeesTheServersKw) {
  const PlanResult r = test::evaluateJson(oneServerHybrid("used")).plans[0];
  EXPECT_EQ(r.hybridCaps.at(0), 1);
  EXPECT_NEAR(r.nominalCost, 110000, 1e-6);
  EXPECT_NEAR(test::sumOf(r.flow(Category::Power)), 60000, 1e-6);
}

// Two GPU models, one server and one rack each: g1's server 5 kW, g2's 8 kW (one to a 10 kW
// rack). 12 months, per-kW fee 100; hardware 100,000 - 50,000 resale each.
//   allocated: 2 racks * 10 kW * 100 * 12 = 24,000, shared by racks: 12,000 each;
//   used: g1 5 kW * 100 * 12 = 6,000 and g2 8 kW * 100 * 12 = 9,600, each its own.
Json twoModels(const char* basis) {
  Json s = test::baseScenario();
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2"})"));
  Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  server["power_max_kw"] = 8;
  s["server_models"].push_back(server);
  s["sites"][0]["power_per_kw_month"] = 100;
  s["sites"][0]["power_fee_basis"] = basis;
  s["workloads"] = Json::parse(R"([
    {"name": "wA", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 5840},
    {"name": "wB", "kind": "training", "gpu": "g2", "gpu_hours_per_month": 5840}])");
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  return s;
}

TEST(PowerFeeBasis, WorkloadsShareAnAllocatedFeeByRacks) {
  const ScenarioResult r = test::evaluateJson(twoModels("allocated"));
  ASSERT_EQ(r.workloads.size(), 2u);
  EXPECT_NEAR(r.workloads[0].cost, 50000 + 12000, 1e-6);
  EXPECT_NEAR(r.workloads[1].cost, 50000 + 12000, 1e-6);
}

TEST(PowerFeeBasis, WorkloadsPayAUsedFeeForTheirOwnKw) {
  const ScenarioResult r = test::evaluateJson(twoModels("used"));
  ASSERT_EQ(r.workloads.size(), 2u);
  EXPECT_NEAR(r.workloads[0].cost, 50000 + 6000, 1e-6);
  EXPECT_NEAR(r.workloads[1].cost, 50000 + 9600, 1e-6);
  EXPECT_NEAR(r.plans[0].nominalCost, 100000 + 15600, 1e-6);
}

TEST(PowerFeeBasis, AnUnknownBasisIsAProblemAtTheField) {
  Json s = colocation("metered");
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/sites/0/power_fee_basis",
                               "must be allocated or used, got \"metered\""));
}

TEST(PowerFeeBasis, ReadAndWrittenBackUnchanged) {
  const std::string text = test::workbookOf(colocation("used")).dump();
  const ReadWorkbook read = readWorkbookText(text);
  ASSERT_TRUE(read.workbook);
  const Site& site = read.workbook->scenarios.at(0).sites.at(0);
  EXPECT_EQ(site.powerFeeBasis, "used");
  const Json written = Json::parse(writeWorkbookText(*read.workbook));
  EXPECT_EQ(written["scenarios"][0]["sites"][0]["power_fee_basis"], "used");
  // Absent stays absent: old files keep their bytes' meaning.
  const ReadWorkbook old = readWorkbookText(test::workbookOf(colocation(nullptr)).dump());
  ASSERT_TRUE(old.workbook);
  EXPECT_FALSE(old.workbook->scenarios.at(0).sites.at(0).powerFeeBasis);
  EXPECT_FALSE(Json::parse(writeWorkbookText(*old.workbook))["scenarios"][0]["sites"][0].contains(
      "power_fee_basis"));
}

}  // namespace
}  // namespace fleetcost
