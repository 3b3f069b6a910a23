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

TEST(PreparedParts, TheHeldValueRateSumsOnlyTheRatesPaidOnTheHeldPrice) {
  Json s = baseScenario();  // maintenance 0, insurance absent
  EXPECT_DOUBLE_EQ(prepare(test::loadScenario(s)).heldValueAnnualPct, 0);
  // Maintenance 5 % + insurance 1 % = 6 %; install, spares, headroom, resale decline, the
  // hardware price change and the licence are other rates and stay out of it.
  s["ownership"]["maintenance_annual_pct"] = 0.05;
  s["ownership"]["insurance_annual_pct"] = 0.01;
  s["ownership"]["install_pct"] = 0.1;
  s["ownership"]["spare_ratio"] = 0.2;
  s["ownership"]["headroom"] = 0.3;
  s["ownership"]["resale_annual_decline"] = 0.25;
  s["ownership"]["hardware_annual_price_change"] = 0.1;
  s["ownership"]["license_per_gpu_year"] = 500;
  EXPECT_DOUBLE_EQ(prepare(test::loadScenario(s)).heldValueAnnualPct, 0.06);
  // Without an ownership block the defaults apply: maintenance 5 %, no insurance.
  s.erase("ownership");
  EXPECT_DOUBLE_EQ(prepare(test::loadScenario(s)).heldValueAnnualPct, 0.05);
}

TEST(PreparedParts, OwnershipRoundsAndBoundsTheMonthsATrialDraws) {
  Scenario scenario = test::loadScenario(baseScenario());  // H = 12
  PreparedScenario p = prepare(scenario);
  const CurrencyConverter fx(scenario);
  Ownership& own = scenario.ownership;
  // A risk trial may draw fractional months: rounded to the nearest whole month.
  own.refreshMonths.value = 5.5;
  own.leadTimeMonths.value = 2.5;
  prepareOwnership(scenario, fx, p);
  EXPECT_EQ(p.refreshMonths, 6);
  EXPECT_EQ(p.leadTimeMonths, 3);
  // Bounds: refresh at least 1 month and at most H + 1 = 13 (never within the horizon); lead
  // time 0..H.
  own.refreshMonths.value = 0.4;
  own.leadTimeMonths.value = -1;
  prepareOwnership(scenario, fx, p);
  EXPECT_EQ(p.refreshMonths, 1);
  EXPECT_EQ(p.leadTimeMonths, 0);
  own.refreshMonths.value = 1000;
  own.leadTimeMonths.value = 30;
  prepareOwnership(scenario, fx, p);
  EXPECT_EQ(p.refreshMonths, 13);
  EXPECT_EQ(p.leadTimeMonths, 12);
}

TEST(PreparedParts, TheLicenceIsInTheReportingCurrencyAndResaleFollowsTheDecline) {
  Json s = baseScenario();
  s["ownership"]["license_per_gpu_year"] = 15000;
  s["ownership"]["resale_annual_decline"] = 0.75;
  PreparedScenario p = prepare(test::loadScenario(s));
  EXPECT_DOUBLE_EQ(p.licensePerGpuYear, 15000);  // no currency: the reporting one (USD)
  // Resale (1 - 0.75)^(a/12): a = 0 -> 1, a = 6 -> 0.5, a = 12 -> 0.25.
  EXPECT_DOUBLE_EQ(p.resaleByAge[0], 1);
  EXPECT_NEAR(p.resaleByAge[6], 0.5, 1e-12);
  EXPECT_DOUBLE_EQ(p.resaleByAge[12], 0.25);
  EXPECT_TRUE(p.creditTerminalValue);  // absent: credited
  s["ownership"]["currency"] = "JPY";  // 15,000 JPY at 150 per USD = 100 USD
  s["ownership"]["resale_annual_decline"] = 0;
  s["ownership"]["credit_terminal_value"] = false;
  p = prepare(test::loadScenario(s));
  EXPECT_DOUBLE_EQ(p.licensePerGpuYear, 100);
  for (int a = 0; a <= 12; ++a) EXPECT_DOUBLE_EQ(p.resaleByAge[a], 1) << a;  // no decline
  EXPECT_FALSE(p.creditTerminalValue);
}

TEST(PreparedParts, RequiredServersFollowThePeakHourWithHeadroomAndIgnoreTheLeadTime) {
  Json s = baseScenario();
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;  // mean 16 GPUs: 8 and 24
  s["ownership"]["headroom"] = 0.25;
  s["ownership"]["lead_time_months"] = 3;
  const PreparedScenario p = prepare(test::loadScenario(s));
  // The peak hour, not the mean: 24 * 1.25 = 30 GPUs = 3.75 servers -> 4 (the mean would give
  // 16 * 1.25 / 8 = 2.5 -> 3). The lead time is the fleet's to apply: 4 in month 0 already.
  EXPECT_EQ(p.gpus[0].requiredServers[0], 4);
  EXPECT_EQ(p.gpus[0].requiredServers[11], 4);
  // A workload that starts in month 6 needs nothing before it.
  s["workloads"][0]["start_month"] = 6;
  const PreparedScenario later = prepare(test::loadScenario(s));
  EXPECT_EQ(later.gpus[0].requiredServers[5], 0);
  EXPECT_EQ(later.gpus[0].requiredServers[6], 4);
}

TEST(PreparedParts, DemandIsRebuiltForOneGpuModelAndOnlyItsWorkloads) {
  Json s = baseScenario();
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2", "name": "GPU Two"})"));
  Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  server["gpus"] = 4;
  s["server_models"].push_back(server);
  Json offer = s["rental_offers"][0];
  offer["id"] = "o2";
  offer["gpu"] = "g2";
  s["rental_offers"].push_back(offer);
  // w1: 16 GPUs on g1; w2: 4 GPUs on g2 (2,920 GPU-hours); w3: 8 GPUs on g1 (5,840).
  s["workloads"].push_back(Json::parse(
      R"({"name": "w2", "kind": "training", "gpu": "g2", "gpu_hours_per_month": 2920})"));
  s["workloads"].push_back(Json::parse(
      R"({"name": "w3", "kind": "training", "gpu": "g1", "gpu_hours_per_month": 5840})"));
  const Scenario scenario = test::loadScenario(s);
  PreparedScenario p = prepare(scenario);
  ASSERT_EQ(p.gpus.size(), 2u);
  EXPECT_NEAR(p.demand.peak(0, 0), 24, 1e-12);  // 16 + 8
  // g1 at twice its demand: 48 GPUs, 48 * 730 = 35,040 GPU-hours a month; w1 32 GPUs
  // (23,360 a month, 280,320 in 12), w3 16 GPUs (11,680 a month).
  prepareGpuDemand(scenario, p, 0, 2.0);
  EXPECT_NEAR(p.demand.peak(0, 3), 48, 1e-12);
  EXPECT_NEAR(p.demand.gpuHours(0, 3), 35040, 1e-9);
  EXPECT_NEAR(p.workloads[0].totalGpuHours, 280320, 1e-6);
  EXPECT_NEAR(p.workloads[2].gpuHours[3], 11680, 1e-9);
  // g2 and its workload are left as they were: 4 GPUs, 2,920 GPU-hours a month.
  EXPECT_NEAR(p.demand.peak(1, 3), 4, 1e-12);
  EXPECT_NEAR(p.workloads[1].totalGpuHours, 12 * 2920, 1e-6);
}

TEST(PreparedParts, AReusedWorkloadForgetsThePreviousOnesTokens) {
  Json s = baseScenario();
  Json tokens = s["workloads"][0];
  tokens.erase("gpu_hours_per_month");
  tokens["kind"] = "inference";
  tokens["avg_tokens_per_second"] = 1000;
  tokens["tokens_per_second_per_gpu"] = 100;
  tokens["model"] = "m1";
  tokens["input_token_share"] = 0.8;
  tokens["cached_input_share"] = 0.5;
  s["workloads"][0] = tokens;
  PreparedWorkload w;
  prepareWorkloadTokens(test::loadScenario(s).workloads[0], w);
  EXPECT_DOUBLE_EQ(*w.tokensPerGpuHour, 360000);  // 100 tokens/s * 3,600 s
  EXPECT_TRUE(w.apiServable);
  EXPECT_DOUBLE_EQ(*w.inputShare, 0.8);
  EXPECT_DOUBLE_EQ(w.cachedShare, 0.5);
  // The same storage for a workload in GPU-hours (as a risk trial reuses it): nothing left.
  prepareWorkloadTokens(test::loadScenario(baseScenario()).workloads[0], w);
  EXPECT_FALSE(w.tokensPerGpuHour.has_value());
  EXPECT_FALSE(w.apiServable);
  EXPECT_EQ(w.model, "");
  EXPECT_FALSE(w.inputShare.has_value());
  EXPECT_DOUBLE_EQ(w.cachedShare, 0);
}

TEST(PreparedParts, ASiteConvertsItsChosenOptionsCapexAndEscalatesColoYearly) {
  Json s = baseScenario();
  s["horizon_months"] = 36;
  s["sites"][0]["currency"] = "JPY";
  s["sites"][0]["colo_annual_change"] = 0.05;
  s["sites"][0]["cooling_options"][0]["capex_per_rack"] = 1500000;  // 10,000 USD at 150
  s["sites"][0]["cooling_options"].push_back(Json::parse(
      R"({"name": "liquid", "max_kw_per_rack": 40, "pue": 1.2, "capex_per_rack": 7500000})"));
  const Scenario scenario = test::loadScenario(s);  // the site chooses "air", the first
  PreparedSite site;
  prepareSite(scenario.sites[0], CurrencyConverter(scenario), 36, site);
  EXPECT_EQ(site.coolingName, "air");
  EXPECT_DOUBLE_EQ(site.maxKwPerRack, 10);
  EXPECT_DOUBLE_EQ(site.pue, 1.5);
  EXPECT_DOUBLE_EQ(site.capexPerRack, 10000);  // not liquid's 50,000
  EXPECT_DOUBLE_EQ(site.monthlyPerRack, 0);    // a fee not charged
  EXPECT_DOUBLE_EQ(site.powerPerKwMonth, 0);
  // Colo prices: 1 in year 1, 1.05 in year 2, 1.05^2 = 1.1025 in year 3; energy unchanged.
  ASSERT_EQ(site.coloEscalation.size(), 36u);
  EXPECT_DOUBLE_EQ(site.coloEscalation[11], 1.0);
  EXPECT_DOUBLE_EQ(site.coloEscalation[12], 1.05);
  EXPECT_DOUBLE_EQ(site.coloEscalation[35], 1.1025);
  EXPECT_DOUBLE_EQ(site.energyEscalation[35], 1.0);
}

TEST(PreparedParts, AServerIsRecomputedAloneFromItsFigures) {
  Scenario scenario = test::loadScenario(baseScenario());
  PreparedScenario p = prepare(scenario);
  const PreparedGpu& gpu = p.gpus[0];
  EXPECT_DOUBLE_EQ(gpu.idleKw, 1);
  EXPECT_DOUBLE_EQ(gpu.maxKw, 5);
  EXPECT_DOUBLE_EQ(gpu.rackUnits, 4);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[11], 100000);
  // A trial draws a price of 120,000 and a 10 % yearly rise: flat at 120,000 within H = 12.
  scenario.serverModels[0].price.value = 120000;
  scenario.ownership.hardwareAnnualPriceChange.value = 0.1;
  prepareServer(scenario, CurrencyConverter(scenario), p, 0);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[0], 120000);
  EXPECT_DOUBLE_EQ(gpu.priceByMonth[11], 120000);
}

}  // namespace
}  // namespace fleetcost
