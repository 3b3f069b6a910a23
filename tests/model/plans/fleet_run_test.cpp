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

}  // namespace
}  // namespace fleetcost
