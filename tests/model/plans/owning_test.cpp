// Owning servers at a site (MODEL.md §4.3, §4.4): a two-year colocation worked out by hand.
#include "model/plans/owning.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;
using test::sumOf;

// 24 months, refresh at 12, spares 50% (2 servers + 1 spare), install 5%, network 2,000 per
// server, maintenance 12% a year, licences 1,200 per GPU-year, and site fees with colo
// prices rising 10% a year.
Json colocation() {
  Json s = baseScenario();
  s["horizon_months"] = 24;
  s["ownership"] = Json::parse(R"({"spare_ratio": 0.5, "install_pct": 0.05, "refresh_months": 12,
      "maintenance_annual_pct": 0.12, "license_per_gpu_year": 1200, "resale_annual_decline": 0.5})");
  s["server_models"][0]["network_capex"] = 2000;
  s["sites"][0] = Json::parse(R"({"id": "site1", "name": "Site One", "region": "r1",
      "currency": "USD", "space_per_rack_month": 500, "power_per_kw_month": 100,
      "energy_per_kwh": 0.2, "setup_fee_per_rack": 1000, "cross_connects_per_rack": 2,
      "cross_connect_month": 50, "transit_mbps": 100, "transit_per_mbps_month": 2,
      "remote_hands_hours_month": 3, "remote_hands_per_hour": 60, "staff_fte": 0.5,
      "staff_annual_cost": 120000, "colo_annual_change": 0.1, "cooling": "air",
      "cooling_options": [{"name": "air", "max_kw_per_rack": 10, "pue": 1.5,
                           "capex_per_rack": 3000, "monthly_per_rack": 400}]})");
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  return s;
}

TEST(Owning, FleetPurchasesRefreshAndTerminalValue) {
  const PlanResult r = test::evaluateJson(colocation()).plans[0];
  // 16 GPUs -> S = 2 servers, X = ceil(2 * 0.5) = 1 spare, 3 bought in month 0 at
  // 100,000 * 1.05 + 2,000 = 107,000 each = 321,000; sold at refresh in month 12 for
  // 3 * 100,000 * 0.5^(12/12) = 150,000 and bought again; the second cohort is 12 months
  // old at H = 24 and credited 150,000 there.
  const Series& hardware = r.flow(Category::Hardware);
  const Series& residual = r.flow(Category::Residual);
  EXPECT_DOUBLE_EQ(hardware[0], 321000);
  EXPECT_DOUBLE_EQ(hardware[12], 321000);
  EXPECT_DOUBLE_EQ(sumOf(hardware), 642000);
  EXPECT_DOUBLE_EQ(residual[12], -150000);
  EXPECT_DOUBLE_EQ(residual[24], -150000);
  EXPECT_DOUBLE_EQ(sumOf(residual), -300000);
  for (int m = 0; m < 24; ++m) EXPECT_EQ(r.ownedServers[0][m], 3) << m;
}

TEST(Owning, SiteRowsInTheFirstYear) {
  const PlanResult r = test::evaluateJson(colocation()).plans[0];
  // Servers per rack: min(floor(10 / 5), floor(42 / 4)) = 2, so 3 servers fill 2 racks.
  EXPECT_EQ(r.racks[0], 2);
  // Month 0 (dated 0): 2 new racks: set-up 2 * 1,000 and cooling capex 2 * 3,000.
  EXPECT_DOUBLE_EQ(r.flow(Category::Space)[0], 2000);
  EXPECT_DOUBLE_EQ(r.flow(Category::Cooling)[0], 6000);
  // Each month of year 1 (dated m + 1):
  //   space 2 * 500 = 1,000; cooling 2 * 400 = 800;
  //   network 2 racks * 2 * 50 + 100 Mbps * 2 = 400;
  //   power: fee 2 * 10 kW * 100 = 2,000, energy: IT 730 * 3 * 1 kW idle + (5 - 1) / 8 kW per
  //   GPU * 11,680 served GPU-hours = 2,190 + 5,840 = 8,030 kWh, * PUE 1.5 = 12,045 kWh * 0.2
  //   = 2,409, together 4,409;
  //   operations: remote hands 3 * 60 = 180, staff 0.5 * 120,000 / 12 = 5,000, maintenance
  //   3 * 100,000 * 0.12 / 12 = 3,000, licences 3 * 8 * 1,200 / 12 = 2,400: 10,580.
  EXPECT_DOUBLE_EQ(r.flow(Category::Space)[1], 1000);
  EXPECT_DOUBLE_EQ(r.flow(Category::Cooling)[1], 800);
  EXPECT_DOUBLE_EQ(r.flow(Category::Network)[1], 400);
  EXPECT_DOUBLE_EQ(r.flow(Category::Power)[1], 4409);
  EXPECT_DOUBLE_EQ(r.flow(Category::Operations)[1], 10580);
  EXPECT_DOUBLE_EQ(r.facilityKwh[0], 12045);
}

TEST(Owning, InsuranceIsAYearlyShareOfTheHeldServersPrice) {
  // Insurance 0.6% a year on the 3 servers held (2 + 1 spare) at p_b = 100,000 each (install
  // and network not insured): 3 * 100,000 * 0.006 / 12 = 150 a month of operations, dated m + 1,
  // on top of the 10,580 of SiteRowsInTheFirstYear: 10,730. The fleet is held every month of the
  // 24 (sold and bought again at refresh), so the whole horizon adds 24 * 150 = 3,600.
  Json insured = colocation();
  insured["ownership"]["insurance_annual_pct"] = 0.006;
  const PlanResult without = test::evaluateJson(colocation()).plans[0];
  const PlanResult with = test::evaluateJson(insured).plans[0];
  EXPECT_DOUBLE_EQ(with.flow(Category::Operations)[1], 10730);
  EXPECT_NEAR(sumOf(with.flow(Category::Operations)) - sumOf(without.flow(Category::Operations)),
              3600, 1e-6);
  // Nothing else moves: the hardware, the site's rows and the fleet are the same.
  EXPECT_EQ(with.flow(Category::Hardware), without.flow(Category::Hardware));
  EXPECT_EQ(with.flow(Category::Power), without.flow(Category::Power));
  // A negative share is refused, naming the field.
  insured["ownership"]["insurance_annual_pct"] = -0.01;
  const Problems problems = test::problemsOf(insured);
  ASSERT_EQ(problems.size(), 1u);
  EXPECT_EQ(problems[0].pointer, "/scenarios/0/ownership/insurance_annual_pct");
}

TEST(Owning, ColoPricesRiseInTheSecondYearButStaffAndEnergyDoNot) {
  const PlanResult r = test::evaluateJson(colocation()).plans[0];
  // Month 12 onwards, colo prices * 1.1: space 1,100, cooling 880, network 440, power fee
  // 2,200 + energy 2,409 = 4,609, operations 198 + 5,000 + 3,000 + 2,400 = 10,598. The racks
  // were there already: no new set-up fee at the refresh.
  EXPECT_DOUBLE_EQ(r.flow(Category::Space)[12], 1000);  // month 11's fee
  EXPECT_NEAR(r.flow(Category::Space)[13], 1100, 1e-9);
  EXPECT_NEAR(r.flow(Category::Cooling)[13], 880, 1e-9);
  EXPECT_NEAR(r.flow(Category::Network)[13], 440, 1e-9);
  EXPECT_NEAR(r.flow(Category::Power)[13], 4609, 1e-9);
  EXPECT_NEAR(r.flow(Category::Operations)[13], 10598, 1e-9);
}

TEST(Owning, NominalCostCo2AndCostPerGpuHour) {
  const PlanResult r = test::evaluateJson(colocation()).plans[0];
  // Months: 12 * (1,000 + 4,409 + 800 + 400 + 10,580) = 206,268 and
  // 12 * (1,100 + 4,609 + 880 + 440 + 10,598) = 211,524; with hardware 642,000, residual
  // -300,000 and the first racks' 8,000: 767,792.
  EXPECT_NEAR(r.nominalCost, 767792, 1e-6);
  EXPECT_NEAR(r.pvCost, 767792, 1e-6);  // no discounting
  // 12,045 kWh * 24 months * 0.5 kg / 1000 = 144.54 t.
  EXPECT_NEAR(r.co2Tonnes, 144.54, 1e-9);
  // 767,792 / (11,680 * 24 = 280,320) GPU-hours.
  EXPECT_NEAR(*r.costPerGpuHour, 767792.0 / 280320.0, 1e-12);
  EXPECT_TRUE(r.ownsServers);
}

TEST(Owning, LeadTimeRentsUntilTheServersArrive) {
  Json s = baseScenario();
  s["ownership"]["lead_time_months"] = 2;
  s["plans"] = Json::parse(
      R"([{"name": "own", "strategy": "colocate", "site": "site1", "rental_region": "r1"}])");
  const PlanResult r = test::evaluateJson(s).plans[0];
  // Months 0 and 1 rent 11,680 GPU-hours at 2 (dated 1 and 2); 2 servers bought in month 2.
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[1], 23360);
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[2], 23360);
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[3], 0);
  EXPECT_DOUBLE_EQ(r.flow(Category::Hardware)[2], 200000);
  EXPECT_EQ(r.ownedServers[0][1], 0);
  EXPECT_EQ(r.ownedServers[0][2], 2);
  // Bought in month 2, 10 months old at H = 12: 200,000 * 0.5^(10/12).
  EXPECT_NEAR(r.flow(Category::Residual)[12], -200000 * std::pow(0.5, 10.0 / 12.0), 1e-6);
  // CO2: rented 2 * 11,680 GPU-hours * 1 kWh * 0.5 kg = 11.68 t; owned months 2-11:
  // (730 * 2 * 1 kW + 4/8 * 11,680) * PUE 1.5 = 10,950 kWh * 10 * 0.5 kg = 54.75 t.
  EXPECT_NEAR(r.co2Tonnes, 11.68 + 54.75, 1e-9);
}

TEST(Owning, LeadTimeBeyondTheHorizonOwnsNothing) {
  Json s = baseScenario();
  s["ownership"]["lead_time_months"] = 12;
  s["plans"] = Json::parse(
      R"([{"name": "own", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
          {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"}])");
  const ScenarioResult result = test::evaluateJson(s);
  EXPECT_FALSE(result.plans[0].ownsServers);
  EXPECT_DOUBLE_EQ(result.plans[0].nominalCost, result.plans[1].nominalCost);
  EXPECT_TRUE(result.breakeven.empty());  // a plan that owns nothing has no break-even
}

TEST(Owning, WithoutTerminalCreditTheFleetIsWorthNothingAtTheEnd) {
  Json s = baseScenario();
  s["ownership"]["credit_terminal_value"] = false;
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_DOUBLE_EQ(sumOf(r.flow(Category::Residual)), 0);
  EXPECT_DOUBLE_EQ(r.nominalCost, 200000);  // two servers, nothing else charged in the base
}

TEST(Owning, GrowthBuysNewCohortsAndSurplusIsNeverSold) {
  // Demand of 16 GPUs in months 0-5 and 32 GPUs in months 6-11 (two workloads), then a
  // horizon of 14: at month 12 demand falls to 0 but the 4 servers stay until the end.
  Json s = baseScenario();
  s["horizon_months"] = 14;
  s["workloads"][0]["end_month"] = 12;
  Json second = s["workloads"][0];
  second["name"] = "w2";
  second["start_month"] = 6;
  s["workloads"].push_back(second);
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.ownedServers[0][5], 2);
  EXPECT_EQ(r.ownedServers[0][6], 4);
  EXPECT_EQ(r.ownedServers[0][13], 4);
  EXPECT_DOUBLE_EQ(r.flow(Category::Hardware)[6], 200000);
  // Terminal: 2 * 100,000 * 0.5^(14/12) + 2 * 100,000 * 0.5^(8/12).
  EXPECT_NEAR(r.flow(Category::Residual)[14],
              -(200000 * std::pow(0.5, 14.0 / 12.0) + 200000 * std::pow(0.5, 8.0 / 12.0)), 1e-6);
}

TEST(Owning, RacksArePerGpuModelAndSetUpOnlyWhenTheFleetPassesItsHighest) {
  // Two GPU models with one server each: racks are counted per GPU model, so 2 racks even
  // though 2 servers would fit one. The refresh at month 3 sells and rebuys both servers:
  // the rack count stays at its highest, so no new set-up fee.
  Json s = baseScenario();
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2"})"));
  Json server = s["server_models"][0];
  server["id"] = "s2";
  server["gpu"] = "g2";
  s["server_models"].push_back(server);
  s["workloads"][0]["gpu_hours_per_month"] = 8 * 730;  // one g1 server
  s["workloads"].push_back(Json::parse(
      R"({"name": "w2", "kind": "inference", "gpu": "g2", "gpu_hours_per_month": 5840})"));
  s["sites"][0]["setup_fee_per_rack"] = 1000;
  s["ownership"]["refresh_months"] = 3;
  s["plans"] = Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.racks[0], 2);
  EXPECT_DOUBLE_EQ(r.flow(Category::Space)[0], 2000);
  EXPECT_DOUBLE_EQ(r.flow(Category::Hardware)[3], 200000);
  EXPECT_DOUBLE_EQ(r.flow(Category::Space)[3], 0);
}

}  // namespace
}  // namespace fleetcost
