// The parts of a compiled scenario (plans/prepared_parts.h), each recomputed alone the way a risk
// trial does: ownership terms, a server's prices, a GPU model's demand, workload hours and
// tokens, required servers and a site's fees.
#include "model/plans/prepared_parts.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

PreparedScenario prepare(const Scenario& s) {
  return test::prepareOf(s);
}

TEST(PreparedParts, OwnershipSumsTheHeldValueRatesAndBoundsTheMonths) {
  Json s = baseScenario();  // 12 months
  s["ownership"]["maintenance_annual_pct"] = 0.12;
  s["ownership"]["insurance_annual_pct"] = 0.006;
  s["ownership"]["refresh_months"] = 100;
  s["ownership"]["lead_time_months"] = 3;
  Scenario scenario = test::loadScenario(s);
  PreparedScenario p = prepare(scenario);
  // Maintenance and insurance are both paid on the held servers' price: 0.12 + 0.006 = 0.126.
  EXPECT_DOUBLE_EQ(p.heldValueAnnualPct, 0.126);
  // A refresh past the horizon (100 > 12) never happens within it: held at H + 1 = 13.
  EXPECT_EQ(p.refreshMonths, 13);
  EXPECT_EQ(p.leadTimeMonths, 3);
  // Resale factors 0.5^(a/12): a = 6 -> 0.70711, a = 12 -> 0.5; H + 1 of them.
  ASSERT_EQ(p.resaleByAge.size(), 13u);
  EXPECT_NEAR(p.resaleByAge[6], std::sqrt(0.5), 1e-12);
  EXPECT_DOUBLE_EQ(p.resaleByAge[12], 0.5);

  // Recomputed alone after a figure changes (as a risk trial does): insurance 0.01 -> 0.13.
  scenario.ownership.insuranceAnnualPct.value = 0.01;
  prepareOwnership(scenario, CurrencyConverter(scenario), p);
  EXPECT_DOUBLE_EQ(p.heldValueAnnualPct, 0.13);
}

TEST(PreparedParts, AServersPricesAreInTheReportingCurrencyAndStepOnceAYear) {
  Json s = baseScenario();
  s["horizon_months"] = 24;
  s["server_models"][0]["currency"] = "JPY";
  s["server_models"][0]["price"] = 15000000;  // at 150 JPY per USD: 100,000 USD
  s["server_models"][0]["network_capex"] = 300000;
  s["ownership"]["hardware_annual_price_change"] = -0.2;
  const PreparedScenario p = prepare(test::loadScenario(s));
  const PreparedGpu& gpu = p.gpus[0];
  EXPECT_DOUBLE_EQ(gpu.gpusPerServer, 8);
  EXPECT_DOUBLE_EQ(gpu.networkCapex, 2000);  // 300,000 / 150
  // Year 1 at 100,000, year 2 at 100,000 * 0.8 = 80,000: a step in month 12, not a slope.
  ASSERT_EQ(gpu.priceByMonth.size(), 24u);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[0], 100000);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[11], 100000);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[12], 80000);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[23], 80000);
}

TEST(PreparedParts, RequiredServersRoundUpButNotFromFloatingPointDust) {
  Json s = baseScenario();
  s["ownership"]["headroom"] = 0.1;
  // 80 GPUs (58,400 GPU-hours / 730) * 1.1 = 88 GPUs = 11 servers of 8 exactly, though in
  // binary 80 * 1.1 / 8 = 11.000000000000002: the tolerant ceiling keeps 11, not 12.
  s["workloads"][0]["gpu_hours_per_month"] = 58400;
  EXPECT_EQ(prepare(test::loadScenario(s)).gpus[0].requiredServers[0], 11);
  // 81 GPUs * 1.1 = 89.1 GPUs = 11.14 servers -> 12.
  s["workloads"][0]["gpu_hours_per_month"] = 81 * 730;
  EXPECT_EQ(prepare(test::loadScenario(s)).gpus[0].requiredServers[0], 12);
}

TEST(PreparedParts, DemandIsRebuiltFromTheWorkloadsWithAScale) {
  Scenario scenario = test::loadScenario(baseScenario());
  PreparedScenario p = prepare(scenario);
  EXPECT_NEAR(p.demand.gpuHours(0, 0), 11680, 1e-9);  // 16 GPUs * 730 h
  // Demand 1.5 times today's (a sensitivity's demand scale): 24 GPUs, 17,520 GPU-hours.
  prepareGpuDemand(scenario, p, 0, 1.5);
  EXPECT_NEAR(p.demand.gpuHours(0, 0), 17520, 1e-9);
  EXPECT_NEAR(p.demand.peak(0, 11), 24, 1e-12);
  EXPECT_NEAR(p.workloads[0].totalGpuHours, 12 * 17520, 1e-6);
  // and the servers needed follow once recomputed: 24 / 8 = 3.
  prepareRequiredServers(p, 0);
  EXPECT_EQ(p.gpus[0].requiredServers[5], 3);
}

TEST(PreparedParts, WorkloadHoursFollowTheProfileSum) {
  PreparedWorkload w;
  // A profile busy half the week at weight 1 (Σ_k = 84): GPUh = 730 / 168 * GPUs * 84, so
  // 16 GPUs -> 5,840 and 2 GPUs -> 730; a month without GPUs has no hours.
  w.profileSum = 84;
  prepareWorkloadHours({16, 0, 2}, w);
  ASSERT_EQ(w.gpuHours.size(), 3u);
  EXPECT_NEAR(w.gpuHours[0], 5840, 1e-9);
  EXPECT_DOUBLE_EQ(w.gpuHours[1], 0);
  EXPECT_NEAR(w.gpuHours[2], 730, 1e-9);
  EXPECT_NEAR(w.totalGpuHours, 6570, 1e-9);
}

TEST(PreparedParts, OnlyAnInferenceWorkloadInTokensWithAModelIsServableByAnApi) {
  Json s = baseScenario();
  s["workloads"][0].erase("gpu_hours_per_month");
  s["workloads"][0]["avg_tokens_per_second"] = 1000;
  s["workloads"][0]["tokens_per_second_per_gpu"] = 250;
  s["workloads"][0]["kind"] = "inference";
  s["workloads"][0]["input_token_share"] = 0.75;
  const Scenario without = test::loadScenario(s);
  PreparedWorkload w;
  prepareWorkloadTokens(without.workloads[0], w);
  EXPECT_DOUBLE_EQ(*w.tokensPerGpuHour, 900000);  // 250 tokens/s * 3,600 s
  EXPECT_FALSE(w.apiServable);                    // no model named
  EXPECT_DOUBLE_EQ(*w.inputShare, 0.75);
  s["workloads"][0]["model"] = "m1";
  prepareWorkloadTokens(test::loadScenario(s).workloads[0], w);
  EXPECT_TRUE(w.apiServable);
  EXPECT_EQ(w.model, "m1");
  s["workloads"][0]["kind"] = "training";  // training is never an API's
  prepareWorkloadTokens(test::loadScenario(s).workloads[0], w);
  EXPECT_FALSE(w.apiServable);
}

TEST(PreparedParts, ASiteTakesItsChosenCoolingOptionAndConvertsItsFees) {
  Json s = baseScenario();
  s["horizon_months"] = 24;
  s["sites"][0]["currency"] = "JPY";
  s["sites"][0]["space_per_rack_month"] = 150000;  // 1,000 USD at 150
  s["sites"][0]["energy_per_kwh"] = 30;            // 0.20 USD
  s["sites"][0]["energy_annual_change"] = 0.1;
  s["sites"][0]["cooling"] = "liquid";
  s["sites"][0]["cooling_options"].push_back(Json::parse(
      R"({"name": "liquid", "max_kw_per_rack": 40, "pue": 1.2, "monthly_per_rack": 75000})"));
  const Scenario scenario = test::loadScenario(s);
  PreparedSite site;
  prepareSite(scenario.sites[0], CurrencyConverter(scenario), 24, site);
  EXPECT_EQ(site.coolingName, "liquid");  // the site's choice, not the first option (air)
  EXPECT_DOUBLE_EQ(site.maxKwPerRack, 40);
  EXPECT_DOUBLE_EQ(site.pue, 1.2);
  EXPECT_DOUBLE_EQ(site.monthlyPerRack, 500);  // 75,000 / 150
  EXPECT_DOUBLE_EQ(site.spacePerRackMonth, 1000);
  EXPECT_DOUBLE_EQ(site.energyPerKwh, 0.2);
  // Energy prices rise 10 % once a year: factor 1 in months 0-11, 1.1 from month 12.
  EXPECT_DOUBLE_EQ(site.energyEscalation[11], 1.0);
  EXPECT_DOUBLE_EQ(site.energyEscalation[12], 1.1);
}

}  // namespace
}  // namespace fleetcost
