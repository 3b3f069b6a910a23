// Compiling a scenario: demand (growth, windows, tokens), servers needed, conversion, limits.
#include "model/plans/prepared_scenario.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

PreparedScenario prepare(const Json& s) {
  return test::prepareJson(s);
}

TEST(PreparedScenario, GrowthFromTheStartMonthWithinTheWindow) {
  Json s = baseScenario();
  s["workloads"][0]["annual_growth"] = 0.5;
  s["workloads"][0]["start_month"] = 2;
  s["workloads"][0]["end_month"] = 8;
  const PreparedScenario p = prepare(s);
  // Active in months 2..7; 16 GPUs at the start, growing by 1.5^((m - 2) / 12).
  EXPECT_DOUBLE_EQ(p.demand.gpuHours(0, 1), 0.0);
  EXPECT_NEAR(p.demand.gpuHours(0, 2), 11680.0, 1e-9);
  EXPECT_NEAR(p.demand.gpuHours(0, 7), 11680.0 * std::pow(1.5, 5.0 / 12.0), 1e-9);
  EXPECT_DOUBLE_EQ(p.demand.gpuHours(0, 8), 0.0);
  EXPECT_NEAR(p.demand.peak(0, 7), 16.0 * std::pow(1.5, 5.0 / 12.0), 1e-12);
  EXPECT_NEAR(p.workloads[0].gpuHours[7], 11680.0 * std::pow(1.5, 5.0 / 12.0), 1e-9);
}

TEST(PreparedScenario, EndMonthBeyondTheHorizonIsCut) {
  Json s = baseScenario();
  s["workloads"][0]["end_month"] = 100;
  const PreparedScenario p = prepare(s);
  EXPECT_NEAR(p.workloads[0].totalGpuHours, 12 * 11680.0, 1e-6);
}

TEST(PreparedScenario, TokenDemand) {
  // 4,000 tokens/s at 1,000 tokens/s per GPU = 4 GPUs = 4 * 730 = 2,920 GPU-hours a month;
  // a GPU-hour makes 1,000 * 3,600 = 3.6 million tokens.
  Json s = baseScenario();
  s["workloads"][0].erase("gpu_hours_per_month");
  s["workloads"][0]["avg_tokens_per_second"] = 4000;
  s["workloads"][0]["tokens_per_second_per_gpu"] = 1000;
  const PreparedScenario p = prepare(s);
  EXPECT_NEAR(p.demand.gpuHours(0, 0), 2920.0, 1e-9);
  EXPECT_DOUBLE_EQ(*p.workloads[0].tokensPerGpuHour, 3.6e6);
}

TEST(PreparedScenario, RequiredServersWithHeadroom) {
  Json s = baseScenario();
  s["ownership"]["headroom"] = 0.25;
  // 16 GPUs * 1.25 = 20 GPUs = 2.5 servers of 8 -> 3.
  EXPECT_EQ(prepare(s).gpus[0].requiredServers[0], 3);
  s["ownership"]["headroom"] = 0;
  // Exactly 2 servers: no spurious third from rounding.
  EXPECT_EQ(prepare(s).gpus[0].requiredServers[0], 2);
}

TEST(PreparedScenario, MoneyIsConvertedOnce) {
  Json s = baseScenario();
  s["server_models"][0]["currency"] = "JPY";
  s["server_models"][0]["price"] = 15000000;  // 15,000,000 JPY / 150 = 100,000 USD
  s["ownership"]["hardware_annual_price_change"] = 0.1;
  s["horizon_months"] = 13;
  const PreparedScenario p = prepare(s);
  EXPECT_DOUBLE_EQ(p.gpus[0].priceByMonth[0], 100000.0);
  EXPECT_NEAR(p.gpus[0].priceByMonth[12], 110000.0, 1e-9);
}

TEST(PreparedScenario, OnlyGpuModelsSomeWorkloadUsesTakePart) {
  Json s = baseScenario();
  s["gpu_models"].insert(s["gpu_models"].begin(), Json::parse(R"({"id": "g0"})"));
  const PreparedScenario p = prepare(s);
  ASSERT_EQ(p.gpus.size(), 1u);
  EXPECT_EQ(p.gpus[0].id, "g1");
  EXPECT_EQ(p.gpus[0].modelIndex, 1);
}

TEST(PreparedScenario, PeakDemandAboveAMillionGpusIsAProblem) {
  Json s = baseScenario();
  s["workloads"][0]["gpu_hours_per_month"] = 1000001.0 * 730;
  const PreparedOrProblems p = prepareScenario(test::loadScenario(baseScenario()), "/scenarios/0");
  EXPECT_TRUE(p.problems.empty());
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/gpu_models/0",
                               "peak demand of 1000001 GPUs is above the limit of 1000000"));
}

}  // namespace
}  // namespace fleetcost
