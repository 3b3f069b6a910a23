// The hybrid cap search (MODEL.md §4.5), worked out by hand.
#include "model/plans/hybrid_caps.h"

#include <gtest/gtest.h>

#include <random>

#include "bench/generated_workbook.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

// Demand of 8 GPUs for 84 hours and 24 GPUs for the other 84 (mean 16); servers of 8 GPUs at
// 150,000, worth half after a year; renting at 2 per GPU-hour; 12 months, no discounting.
Json peakyHybrid() {
  Json s = baseScenario();
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  s["server_models"][0]["price"] = 150000;
  s["plans"] = Json::parse(
      R"([{"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"}])");
  return s;
}

TEST(HybridCaps, PresentValueOfEachCap) {
  const Scenario scenario = test::loadScenario(peakyHybrid());
  const PreparedScenario p = *prepareScenario(scenario, "/scenarios/0").prepared;
  // cap 0: all 11,680 GPU-hours rented: 23,360 * 12 = 280,320.
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 0), 280320, 1e-6);
  // cap 1 (8 GPUs): 150,000 - 75,000 resale + 16 GPUs above for 84 of 168 hours = 5,840
  // GPU-hours * 2 * 12 = 140,160 -> 215,160.
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 1), 215160, 1e-6);
  // cap 2: 300,000 - 150,000 + 2,920 * 2 * 12 = 70,080 -> 220,080.
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 2), 220080, 1e-6);
  // cap 3: 450,000 - 225,000, nothing rented -> 225,000.
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 3), 225000, 1e-6);
  HybridSearchIndex index;
  FleetRuns runs;
  runs.reset(p.gpus.size());
  EXPECT_EQ(chooseHybridCaps(p, p.plans[0], index, runs), (std::vector<long long>{1}));
}

TEST(HybridCaps, TheChosenPlanOwnsTheBaseAndRentsTheBurst) {
  const PlanResult r = test::evaluateJson(peakyHybrid()).plans[0];
  EXPECT_EQ(r.hybridCaps, (std::vector<long long>{1}));
  EXPECT_EQ(r.ownedServers[0][0], 1);
  EXPECT_NEAR(r.nominalCost, 215160, 1e-6);
  EXPECT_NEAR(r.flow(Category::RentalOnDemand)[1], 11680, 1e-9);
}

TEST(HybridCaps, RackRowsCountInTheSearchButSiteWideTermsDoNot) {
  // + 1 cross-connect of 100 a month per rack (a rack row) and 1,000 Mbps of transit at 1 (an
  // any(m) term, left out of the search). Caps 1 and 2 fill one rack (2 servers per rack),
  // cap 3 two: 216,360, 221,280, 227,400 -> still cap 1. The whole plan adds transit:
  // 216,360 + 12,000 = 228,360, below owning nothing (280,320).
  Json s = peakyHybrid();
  s["sites"][0]["cross_connects_per_rack"] = 1;
  s["sites"][0]["cross_connect_month"] = 100;
  s["sites"][0]["transit_mbps"] = 1000;
  s["sites"][0]["transit_per_mbps_month"] = 1;
  const Scenario scenario = test::loadScenario(s);
  const PreparedScenario p = *prepareScenario(scenario, "/scenarios/0").prepared;
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 1), 216360, 1e-6);
  EXPECT_NEAR(hybridGpuPresentValue(p, p.plans[0], 0, 3), 227400, 1e-6);
  EXPECT_NEAR(test::evaluateJson(s).plans[0].nominalCost, 228360, 1e-6);
}

TEST(HybridCaps, OwningNothingWinsWhenSiteWideCostsOutweighTheSaving) {
  // A full-time engineer at 1,000,000 a year makes owning 1,215,160 > 280,320.
  Json s = peakyHybrid();
  s["sites"][0]["staff_fte"] = 1;
  s["sites"][0]["staff_annual_cost"] = 1000000;
  const ScenarioResult result = test::evaluateJson(s);
  const PlanResult& r = result.plans[0];
  EXPECT_EQ(r.hybridCaps, (std::vector<long long>{0}));
  EXPECT_FALSE(r.ownsServers);
  EXPECT_NEAR(r.nominalCost, 280320, 1e-6);
}

// The search computes each cap's present value incrementally (constants per month, the
// uncapped fleet's state before the cap binds, a closed form once it binds for good); every value
// must equal the engine's own flows of the GPU model, discounted.
void expectSearchMatchesLiteral(const Scenario& scenario) {
  const PreparedScenario p = *prepareScenario(scenario, "/scenarios/0").prepared;
  int compared = 0;
  for (const PreparedPlan& plan : p.plans) {
    if (plan.strategy != Strategy::Hybrid) continue;
    for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g) {
      const std::vector<double> fast =
          hybridCapPresentValues(p, plan, g, groupHoursByServers(p, g));
      for (std::size_t cap = 0; cap < fast.size(); ++cap, ++compared) {
        const double literal = hybridGpuPresentValue(p, plan, g, static_cast<long long>(cap));
        ASSERT_NEAR(fast[cap], literal, 1e-10 * std::max(1.0, std::fabs(literal)))
            << plan.name << " gpu " << p.gpus[g].id << " cap " << cap;
      }
    }
  }
  EXPECT_GT(compared, 0);
}

TEST(HybridCaps, SearchMatchesTheLiteralSimulationOnTheBenchmarkWorkbook) {
  expectSearchMatchesLiteral(bench::largeScenario());
}

TEST(HybridCaps, SearchMatchesTheLiteralSimulationWithThePowerFeeOnUsedKw) {
  Scenario s = bench::largeScenario();
  for (Site& site : s.sites) site.powerFeeBasis = "used";
  expectSearchMatchesLiteral(s);
}

TEST(HybridCaps, SearchMatchesTheLiteralSimulationOnIrregularDemand) {
  // Workloads that start, stop and shrink, lead times, short refresh cycles, spares, headroom,
  // price changes, discounting: both the general and the closed-form paths get exercised.
  std::mt19937 random(20261202);
  for (int round = 0; round < 12; ++round) {
    Scenario s = bench::largeScenario();
    std::uniform_int_distribution<int> month(0, 119), lead(0, 6), refresh(6, 60);
    std::uniform_real_distribution<double> growth(-0.5, 0.8), spare(0.0, 0.3), change(-0.3, 0.2);
    s.horizonMonths = Figure::of(std::uniform_int_distribution<int>(24, 120)(random));
    s.ownership.leadTimeMonths = Figure::of(lead(random));
    s.ownership.refreshMonths = Figure::of(refresh(random));
    s.ownership.spareRatio = Figure::of(spare(random));
    s.ownership.headroom = Figure::of(spare(random));
    s.ownership.hardwareAnnualPriceChange = Figure::of(change(random));
    s.ownership.creditTerminalValue = round % 3 != 0;
    s.discountRateAnnual = Figure::of(round % 2 ? 0.1 : 0.0);
    s.workloads.resize(10);
    for (Workload& w : s.workloads) {
      w.annualGrowth = Figure::of(growth(random));
      w.gpuHoursPerMonth = Figure::of(730.0 * std::uniform_int_distribution<int>(1, 60)(random));
      const int start = month(random) % 60;
      w.startMonth = Figure::of(start);
      w.endMonth = round % 2 ? Figure::of(start + 1 + month(random)) : Figure{};
    }
    expectSearchMatchesLiteral(s);
  }
}

}  // namespace
}  // namespace fleetcost
