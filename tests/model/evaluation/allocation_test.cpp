// Per-workload costs (MODEL.md §5), worked out by hand.
#include "model/evaluation/allocation.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

// Two GPU models, one rack each. g1 runs wA (12 GPUs) and wB (4 GPUs, as 4,000 tokens/s at
// 1,000 per GPU): 2 servers; g2 runs wC (8 GPUs): 1 server. Space 1,000 per rack-month.
Json twoModels() {
  Json s = test::baseScenario();
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2"})"));
  Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  s["server_models"].push_back(server);
  Json offer = s["rental_offers"][0];
  offer["id"] = "o2";
  offer["gpu"] = "g2";
  s["rental_offers"].push_back(offer);
  s["sites"][0]["space_per_rack_month"] = 1000;
  s["workloads"] = Json::parse(R"([
    {"name": "wA", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 8760},
    {"name": "wB", "kind": "inference", "gpu": "g1", "avg_tokens_per_second": 4000,
     "tokens_per_second_per_gpu": 1000},
    {"name": "wC", "kind": "training", "gpu": "g2", "gpu_hours_per_month": 5840}])");
  s["plans"] = Json::parse(R"([
    {"name": "own", "strategy": "colocate", "site": "site1"},
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"}])");
  return s;
}

TEST(Allocation, OwningChargesEachGpuModelItsFlowsAndItsShareOfTheRacks) {
  const ScenarioResult r = test::evaluateJson(twoModels());
  // g1: 200,000 - 100,000 resale = 100,000 + half of the space (2 racks * 1,000 * 12 = 24,000)
  // = 112,000, split 12:4 -> wA 84,000, wB 28,000. g2: 100,000 - 50,000 + 12,000 = 62,000.
  ASSERT_EQ(r.workloads.size(), 6u);
  EXPECT_NEAR(r.workloads[0].cost, 84000, 1e-6);
  EXPECT_NEAR(r.workloads[1].cost, 28000, 1e-6);
  EXPECT_NEAR(r.workloads[2].cost, 62000, 1e-6);
  EXPECT_NEAR(r.plans[0].nominalCost, 174000, 1e-6);  // the shares add up
  // wB made 2,920 GPU-hours * 12 * 3.6 million tokens = 126,144 million tokens.
  EXPECT_NEAR(*r.workloads[1].costPerMillionTokens, 28000.0 / 126144.0, 1e-12);
  EXPECT_FALSE(r.workloads[0].costPerMillionTokens);  // not a token workload
}

TEST(Allocation, RentingChargesEachGpuModelItsRental) {
  const ScenarioResult r = test::evaluateJson(twoModels());
  // g1: 16 GPUs * 730 * 2 * 12 = 280,320, split 3:1; g2: 8 * 730 * 2 * 12 = 140,160.
  EXPECT_EQ(r.workloads[3].plan, 1);
  EXPECT_NEAR(r.workloads[3].cost, 210240, 1e-6);
  EXPECT_NEAR(r.workloads[4].cost, 70080, 1e-6);
  EXPECT_NEAR(r.workloads[5].cost, 140160, 1e-6);
}

TEST(Allocation, ATokenWorkloadWithoutTokensHasNoCostPerMillion) {
  Json s = twoModels();
  s["workloads"][1]["avg_tokens_per_second"] = 0;
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_FALSE(r.workloads[1].costPerMillionTokens);
}

}  // namespace
}  // namespace fleetcost
