// An owning plan's fleet of one GPU model month by month (plans/fleet_run.h, MODEL.md §4.3), run
// directly on a compiled scenario: lead time, caps, spares, refresh sales, terminal credit, and
// the runs one evaluation shares.
#include "model/plans/fleet_run.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

// The base scenario: 11,680 GPU-hours a month = 16 GPUs every hour (730 h), servers of 8 GPUs
// at 100,000, 12 months, no spares, no install, resale falling 50 % a year.
PreparedScenario prepare(const Json& s) {
  return test::prepareJson(s);
}

FleetRun run(const PreparedScenario& p, long long cap, bool keepCohorts = false) {
  FleetRun out;
  FleetScratch scratch;
  runFleet(p, 0, cap, keepCohorts, out, scratch);
  return out;
}

TEST(FleetRun, NothingIsOwnedBeforeTheLeadTimeAndTheDemandBurstsMeanwhile) {
  Json s = baseScenario();
  s["ownership"]["lead_time_months"] = 2;
  const FleetRun r = run(prepare(s), kNoCap);
  // Months 0 and 1: no server; all 16 GPUs * 730 h = 11,680 GPU-hours burst.
  for (int m : {0, 1}) {
    EXPECT_EQ(r.owned[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.hardware[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.served[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.burst[m], 11680) << m;
  }
  // Month 2: ceil(16 / 8) = 2 servers bought at 100,000 = 200,000; everything served.
  EXPECT_EQ(r.owned[2], 2);
  EXPECT_DOUBLE_EQ(r.hardware[2], 200000);
  EXPECT_DOUBLE_EQ(r.served[2], 11680);
  EXPECT_DOUBLE_EQ(r.burst[2], 0);
  EXPECT_DOUBLE_EQ(r.held[2], 200000);
}

TEST(FleetRun, ACapBelowDemandBurstsTheRestAndSparesServeNothing) {
  Json s = baseScenario();
  s["ownership"]["spare_ratio"] = 0.5;
  const FleetRun r = run(prepare(s), 1);
  // Sized min(2, cap 1) = 1 server + ceil(1 * 0.5) = 1 spare = 2 owned, but capacity is
  // (2 - 1) * 8 = 8 GPUs: 8 * 730 = 5,840 GPU-hours served, the other 5,840 burst.
  for (int m = 0; m < 12; ++m) {
    EXPECT_EQ(r.owned[m], 2) << m;
    EXPECT_DOUBLE_EQ(r.served[m], 5840) << m;
    EXPECT_DOUBLE_EQ(r.burst[m], 5840) << m;
  }
  EXPECT_DOUBLE_EQ(r.hardware[0], 200000);  // both bought in month 0
  EXPECT_DOUBLE_EQ(r.hardware[1], 0);
}

TEST(FleetRun, InstallAndNetworkAreInTheHardwareButNotInTheHeldPrice) {
  Json s = baseScenario();
  s["ownership"]["install_pct"] = 0.1;
  s["server_models"][0]["network_capex"] = 3000;
  const FleetRun r = run(prepare(s), kNoCap);
  // 2 * (100,000 * 1.1 + 3,000) = 226,000 paid; the held value (base of resale, maintenance and
  // insurance) is the price alone: 2 * 100,000.
  EXPECT_DOUBLE_EQ(r.hardware[0], 226000);
  EXPECT_DOUBLE_EQ(r.held[0], 200000);
  EXPECT_DOUBLE_EQ(r.held[11], 200000);
}

TEST(FleetRun, ACohortIsSoldAtRefreshAgeAndTheNextCreditedAtTheEnd) {
  Json s = baseScenario();
  s["ownership"]["refresh_months"] = 6;
  const FleetRun r = run(prepare(s), kNoCap, true);
  // Bought in month 0 (2 servers, 200,000), sold in month 6 at 0.5^(6/12) of the price:
  // 200,000 * 0.7071068 = 141,421.36, and bought again the same month.
  const double halfYear = 200000 * std::sqrt(0.5);
  EXPECT_DOUBLE_EQ(r.hardware[0], 200000);
  EXPECT_DOUBLE_EQ(r.hardware[6], 200000);
  EXPECT_NEAR(r.residual[6], -halfYear, 1e-6);
  // The second cohort is 6 months old at H = 12 and credited the same there.
  EXPECT_NEAR(r.residual[12], -halfYear, 1e-6);
  EXPECT_EQ(r.owned[6], 2);
  ASSERT_EQ(r.cohorts.size(), 2u);
  EXPECT_EQ(r.cohorts[0].boughtMonth, 0);
  EXPECT_EQ(r.cohorts[0].soldMonth, 6);
  EXPECT_NEAR(r.cohorts[0].proceeds, halfYear, 1e-6);
  EXPECT_EQ(r.cohorts[1].boughtMonth, 6);
  EXPECT_EQ(r.cohorts[1].soldMonth, -1);
  EXPECT_NEAR(r.cohorts[1].proceeds, halfYear, 1e-6);
  EXPECT_DOUBLE_EQ(r.cohorts[1].priceValue, 200000);
}

TEST(FleetRun, WithoutTerminalCreditTheLastCohortEndsWithNothing) {
  Json s = baseScenario();
  s["ownership"]["credit_terminal_value"] = false;
  const FleetRun r = run(prepare(s), kNoCap);
  EXPECT_DOUBLE_EQ(r.residual[12], 0);
  // With it (the default), 12 months old at H: 200,000 * 0.5^(12/12) = 100,000 credited.
  EXPECT_DOUBLE_EQ(run(prepare(baseScenario()), kNoCap).residual[12], -100000);
}

TEST(FleetRun, GrowingDemandBuysOnlyTheDifference) {
  Json s = baseScenario();
  // 16 GPUs in months 0-5, then 32 (a second workload of 16 GPUs from month 6).
  Json second = s["workloads"][0];
  second["name"] = "w2";
  second["start_month"] = 6;
  s["workloads"].push_back(second);
  const FleetRun r = run(prepare(s), kNoCap);
  // 2 servers in month 0, ceil(32 / 8) - 2 = 2 more in month 6.
  EXPECT_DOUBLE_EQ(r.hardware[0], 200000);
  EXPECT_DOUBLE_EQ(r.hardware[5], 0);
  EXPECT_DOUBLE_EQ(r.hardware[6], 200000);
  EXPECT_EQ(r.owned[5], 2);
  EXPECT_EQ(r.owned[6], 4);
  EXPECT_DOUBLE_EQ(r.served[6], 23360);  // 32 * 730
}

TEST(FleetRun, RunsAreSharedPerCapUntilReset) {
  const PreparedScenario p = prepare(baseScenario());
  FleetRuns runs;
  runs.reset(p.gpus.size());
  const FleetRun* uncapped = &runs.get(p, 0, kNoCap, false);
  EXPECT_EQ(&runs.get(p, 0, kNoCap, false), uncapped);  // the same run, not run again
  const FleetRun* capped = &runs.get(p, 0, 1, false);
  EXPECT_NE(capped, uncapped);
  EXPECT_EQ(capped->owned[0], 1);
  // A run without cohorts does not answer a request for them; one with them answers both.
  const FleetRun* withCohorts = &runs.get(p, 0, kNoCap, true);
  EXPECT_NE(withCohorts, uncapped);
  EXPECT_EQ(withCohorts->cohorts.size(), 1u);
  runs.reset(p.gpus.size());
  const FleetRun& again = runs.get(p, 0, 1, false);  // storage reused, run afresh for cap 1
  EXPECT_EQ(again.cap, 1);
  EXPECT_EQ(again.owned[0], 1);
}

// 84 hours of the week at 8 GPUs and 84 at 24 (mean 16 GPUs, 11,680 GPU-hours a month).
Json peaky(Json s) {
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  return s;
}

TEST(FleetRun, SparesRoundUpFromTheSizedServersButNotFromFloatingPointDust) {
  Json s = baseScenario();
  // 40 GPUs (29,200 / 730) = 5 servers; spare ratio 0.1: ceil(0.5) = 1 spare, 6 owned.
  s["workloads"][0]["gpu_hours_per_month"] = 29200;
  s["ownership"]["spare_ratio"] = 0.1;
  FleetRun r = run(prepare(s), kNoCap);
  EXPECT_EQ(r.owned[0], 6);
  EXPECT_DOUBLE_EQ(r.hardware[0], 600000);  // 6 * 100,000
  // The spare serves nothing, the 5 others all 40 GPUs: 40 * 730 = 29,200 served.
  EXPECT_NEAR(r.served[0], 29200, 1e-6);
  EXPECT_NEAR(r.burst[0], 0, 1e-6);
  // 200 GPUs (146,000 / 730) = 25 servers; ratio 0.28: 25 * 0.28 = 7 spares, though in binary
  // the product is 7.000000000000001: the tolerant ceiling keeps 7 (32 owned), not 8.
  s["workloads"][0]["gpu_hours_per_month"] = 146000;
  s["ownership"]["spare_ratio"] = 0.28;
  r = run(prepare(s), kNoCap);
  EXPECT_EQ(r.owned[0], 32);
  EXPECT_EQ(r.owned[11], 32);
  // Capped at 20 servers the spares follow the cap: ceil(20 * 0.28 = 5.6) = 6, 26 owned, and
  // (26 - 6) * 8 = 160 GPUs serve: 40 GPUs * 730 = 29,200 GPU-hours burst.
  r = run(prepare(s), 20);
  EXPECT_EQ(r.owned[0], 26);
  EXPECT_NEAR(r.burst[0], 29200, 1e-6);
  EXPECT_NEAR(r.served[0], 116800, 1e-6);  // 160 * 730
}

TEST(FleetRun, ACapBelowThePeakBurstsOnlyThePeakHours) {
  const PreparedScenario p = prepare(peaky(baseScenario()));
  // Uncapped: ceil(24 / 8) = 3 servers, everything served.
  const FleetRun uncapped = run(p, kNoCap);
  EXPECT_EQ(uncapped.owned[0], 3);
  EXPECT_NEAR(uncapped.burst[0], 0, 1e-9);
  // Cap 2 = 16 GPUs: the 24-GPU half of the week bursts 8 GPUs for 84 of 168 hours:
  // 8 * 84 * 730 / 168 = 2,920 GPU-hours; the rest, 11,680 - 2,920 = 8,760, is served.
  const FleetRun capped = run(p, 2);
  for (int m : {0, 11}) {
    EXPECT_EQ(capped.owned[m], 2) << m;
    EXPECT_NEAR(capped.burst[m], 2920, 1e-6) << m;
    EXPECT_NEAR(capped.served[m], 8760, 1e-6) << m;
  }
  // Cap 0: nothing owned or bought, every GPU-hour bursts, nothing to credit at the end.
  const FleetRun none = run(p, 0);
  for (int m = 0; m < 12; ++m) {
    EXPECT_EQ(none.owned[m], 0) << m;
    EXPECT_DOUBLE_EQ(none.hardware[m], 0) << m;
    EXPECT_NEAR(none.burst[m], 11680, 1e-6) << m;
  }
  EXPECT_DOUBLE_EQ(none.residual[12], 0);
}

TEST(FleetRun, ASurplusStaysAndServesWhenDemandFalls) {
  Json s = baseScenario();
  // 32 GPUs in months 0-5 (a second workload of 16 GPUs ends at month 6), 16 afterwards.
  Json second = s["workloads"][0];
  second["name"] = "w2";
  second["end_month"] = 6;
  s["workloads"].push_back(second);
  const FleetRun r = run(prepare(s), kNoCap, true);
  // 4 servers bought in month 0; from month 6 only 2 are needed but none is sold mid-life.
  EXPECT_DOUBLE_EQ(r.hardware[0], 400000);
  for (int m = 6; m < 12; ++m) {
    EXPECT_EQ(r.owned[m], 4) << m;
    EXPECT_DOUBLE_EQ(r.hardware[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.residual[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.held[m], 400000) << m;  // the surplus keeps its maintenance base
    EXPECT_NEAR(r.served[m], 11680, 1e-6) << m;
  }
  // All four credited at H, 12 months old: 400,000 * 0.5 = 200,000.
  EXPECT_DOUBLE_EQ(r.residual[12], -200000);
  ASSERT_EQ(r.cohorts.size(), 1u);
  EXPECT_EQ(r.cohorts[0].count, 4);
}

TEST(FleetRun, ARefreshSellsAtThePurchasePriceAndBuysAtTheNewOne) {
  Json s = baseScenario();
  s["horizon_months"] = 24;
  s["ownership"]["refresh_months"] = 12;
  s["ownership"]["hardware_annual_price_change"] = -0.2;  // 100,000, then 80,000 in year 2
  s["ownership"]["install_pct"] = 0.1;
  const FleetRun r = run(prepare(s), kNoCap, true);
  // Month 0: 2 servers at 100,000 * 1.1 = 220,000 paid, 200,000 held.
  EXPECT_NEAR(r.hardware[0], 220000, 1e-6);
  // Month 12: the first cohort is sold at its own price (not 80,000) * 0.5^(12/12), install
  // not resold: 2 * 100,000 * 0.5 = 100,000; 2 bought at 80,000 * 1.1: 176,000.
  EXPECT_NEAR(r.residual[12], -100000, 1e-6);
  EXPECT_NEAR(r.hardware[12], 176000, 1e-6);
  EXPECT_EQ(r.owned[12], 2);  // sold and bought the same month: never short
  EXPECT_NEAR(r.held[11], 200000, 1e-6);
  EXPECT_NEAR(r.held[12], 160000, 1e-6);
  EXPECT_NEAR(r.served[12], 11680, 1e-6);
  // Only these two months buy or sell before the end.
  for (int m = 1; m < 24; ++m)
    if (m != 12) {
      EXPECT_DOUBLE_EQ(r.hardware[m], 0) << m;
      EXPECT_DOUBLE_EQ(r.residual[m], 0) << m;
    }
  // At H = 24 the second cohort is 12 months old: 2 * 80,000 * 0.5 = 80,000.
  EXPECT_NEAR(r.residual[24], -80000, 1e-6);
  ASSERT_EQ(r.cohorts.size(), 2u);
  EXPECT_NEAR(r.cohorts[0].hardwareAmount, 220000, 1e-6);
  EXPECT_NEAR(r.cohorts[0].proceeds, 100000, 1e-6);
  EXPECT_EQ(r.cohorts[0].soldMonth, 12);
  EXPECT_NEAR(r.cohorts[1].priceValue, 160000, 1e-6);
  EXPECT_NEAR(r.cohorts[1].proceeds, 80000, 1e-6);
}

TEST(FleetRun, ACohortReachingRefreshAgeAtTheHorizonIsCreditedNotSold) {
  Json s = baseScenario();  // H = 12
  // Refresh 11: sold in month 11 at 0.5^(11/12), bought again, credited at age 1.
  s["ownership"]["refresh_months"] = 11;
  FleetRun r = run(prepare(s), kNoCap);
  EXPECT_NEAR(r.residual[11], -200000 * std::pow(0.5, 11.0 / 12), 1e-6);
  EXPECT_DOUBLE_EQ(r.hardware[11], 200000);
  EXPECT_NEAR(r.residual[12], -200000 * std::pow(0.5, 1.0 / 12), 1e-6);
  // Refresh 12 = H: the month loop ends at 11, so no sale and no purchase; the cohort is
  // credited at H at resale(12 - 0) = 0.5: 100,000 (MODEL.md §10 note 12).
  s["ownership"]["refresh_months"] = 12;
  r = run(prepare(s), kNoCap, true);
  EXPECT_DOUBLE_EQ(r.residual[11], 0);
  EXPECT_DOUBLE_EQ(r.hardware[11], 0);
  EXPECT_DOUBLE_EQ(r.residual[12], -100000);
  ASSERT_EQ(r.cohorts.size(), 1u);
  EXPECT_EQ(r.cohorts[0].soldMonth, -1);
  EXPECT_DOUBLE_EQ(r.cohorts[0].proceeds, 100000);
}

TEST(FleetRun, TheTerminalCreditAgesEachCohortFromItsOwnPurchase) {
  Json s = baseScenario();
  s["ownership"]["lead_time_months"] = 2;
  Json second = s["workloads"][0];
  second["name"] = "w2";
  second["start_month"] = 6;
  s["workloads"].push_back(second);
  const FleetRun r = run(prepare(s), kNoCap, true);
  // 2 servers bought in month 2 (the lead time), 2 more in month 6 (32 GPUs).
  ASSERT_EQ(r.cohorts.size(), 2u);
  EXPECT_EQ(r.cohorts[0].boughtMonth, 2);
  EXPECT_EQ(r.cohorts[1].boughtMonth, 6);
  // At H = 12 they are 10 and 6 months old: 200,000 * 0.5^(10/12) = 112,246.20 and
  // 200,000 * 0.5^(6/12) = 141,421.36; together 253,667.56.
  const double older = 200000 * std::pow(0.5, 10.0 / 12);
  const double younger = 200000 * std::pow(0.5, 6.0 / 12);
  EXPECT_NEAR(r.cohorts[0].proceeds, older, 1e-6);
  EXPECT_NEAR(r.cohorts[1].proceeds, younger, 1e-6);
  EXPECT_NEAR(r.residual[12], -(older + younger), 1e-6);
  EXPECT_NEAR(r.residual[12], -253667.56, 0.01);
}

TEST(FleetRun, ALeadTimeAsLongAsTheHorizonOwnsNothing) {
  Json s = baseScenario();
  s["ownership"]["lead_time_months"] = 12;
  const FleetRun r = run(prepare(s), kNoCap, true);
  for (int m = 0; m < 12; ++m) {
    EXPECT_EQ(r.owned[m], 0) << m;
    EXPECT_DOUBLE_EQ(r.held[m], 0) << m;
    EXPECT_NEAR(r.burst[m], 11680, 1e-6) << m;  // all 16 GPUs * 730 h rented
  }
  EXPECT_DOUBLE_EQ(r.hardware[12], 0);
  EXPECT_DOUBLE_EQ(r.residual[12], 0);
  EXPECT_TRUE(r.cohorts.empty());
}

}  // namespace
}  // namespace fleetcost
