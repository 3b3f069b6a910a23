// Rack-scale systems, cooling kinds and floor loading (docs/MODEL.md §4.4): what fits which rack,
// how many per rack, and the worded problem when nothing fits.
#include <gtest/gtest.h>

#include "model/plans/plan_resolution.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::problemsOf;

const std::string P = "/scenarios/0/plans/";

// A 132 kW, 72-GPU, 48U, 1,360 kg liquid-cooled rack-scale system at a Hong Kong site whose
// chosen option is 22 kW of air; a 140 kW direct liquid option is on offer too. Demand: two
// systems' worth, 2 * 72 GPUs * 730 h = 105,120 GPU-hours a month.
Json rackScaleScenario(const char* chosen = "Air 22 kW") {
  Json s = baseScenario();
  s["server_models"][0] = Json::parse(R"({"id": "nvl72", "name": "GB300 NVL72", "gpu": "g1",
      "gpus": 72, "currency": "USD", "price": 3500000, "power_idle_kw": 40, "power_max_kw": 132,
      "rack_units": 48, "cooling_kind": "liquid", "rack_scale": true, "weight_kg": 1360})");
  s["sites"][0]["name"] = "Hong Kong colocation";
  s["sites"][0]["cooling"] = chosen;
  s["sites"][0]["space_per_rack_month"] = 1000;
  s["sites"][0]["cooling_options"] = Json::parse(R"([
      {"name": "Air 22 kW", "max_kw_per_rack": 22, "pue": 1.5},
      {"name": "DLC 140 kW", "kind": "liquid", "max_kw_per_rack": 140, "pue": 1.2,
       "max_kg_per_rack": 1800}])");
  s["workloads"][0]["gpu_hours_per_month"] = 105120;
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}});
  return s;
}

TEST(RackScale, AWholeRackSystemTakesOneLiquidRackEach) {
  const Json s = rackScaleScenario("DLC 140 kW");
  // Power: floor(140 / 132) = 1; height: 48U is not checked for a whole rack (it would not fit
  // the 42 usable units otherwise), so 1; weight: floor(1,800 / 1,360) = 1. One per rack.
  const PreparedScenario p = test::prepareJson(s);
  ASSERT_EQ(p.plans.size(), 2u);
  EXPECT_EQ(p.plans[1].serversPerRack[0], 1);
  // Two systems (144 GPUs for the 144 GPUs of demand) fill two racks: space 2 * 1,000 a month,
  // dated the month after (§4.4).
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_DOUBLE_EQ(r.plans[1].flow(Category::Space)[1], 2000);
}

TEST(RackScale, AtAnAirSiteTheProblemSaysWhatItNeedsAndWhatWouldTakeIt) {
  EXPECT_TRUE(hasProblem(problemsOf(rackScaleScenario()), P + "1/site",
                         "132 kW rack-scale system \"GB300 NVL72\" needs direct liquid cooling of "
                         "at least 132 kW a rack; \"Air 22 kW\" at Hong Kong colocation offers "
                         "22 kW of air cooling (plan \"own\"); the site's cooling option \"DLC "
                         "140 kW\" would take it"));
  // Without the liquid option there is nothing to suggest.
  Json s = rackScaleScenario();
  s["sites"][0]["cooling_options"].erase(1);
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "1/site",
                         "132 kW rack-scale system \"GB300 NVL72\" needs direct liquid cooling of "
                         "at least 132 kW a rack; \"Air 22 kW\" at Hong Kong colocation offers "
                         "22 kW of air cooling (plan \"own\")"));
}

TEST(RackScale, ALiquidRackTooSmallForTheSystem) {
  Json s = rackScaleScenario("DLC 140 kW");
  s["sites"][0]["cooling_options"][1]["max_kw_per_rack"] = 120;
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "1/site",
                         "132 kW rack-scale system \"GB300 NVL72\" needs direct liquid cooling of "
                         "at least 132 kW a rack; \"DLC 140 kW\" at Hong Kong colocation offers "
                         "120 kW (plan \"own\")"));
}

TEST(RackScale, WithoutRackScaleThe48UServerDoesNotFitTheUsableUnits) {
  Json s = rackScaleScenario("DLC 140 kW");
  s["server_models"][0].erase("rack_scale");
  EXPECT_TRUE(
      hasProblem(problemsOf(s), P + "1/site",
                 "48U server \"GB300 NVL72\" does not fit the 42 usable rack units at Hong Kong "
                 "colocation (plan \"own\")"));
}

TEST(RackScale, AnAirCooledServerCannotUseADirectLiquidRack) {
  Json s = baseScenario();
  s["sites"][0]["cooling"] = "DLC";
  s["sites"][0]["cooling_options"] = Json::parse(
      R"([{"name": "DLC", "kind": "liquid", "max_kw_per_rack": 100, "pue": 1.2},
          {"name": "air", "max_kw_per_rack": 10, "pue": 1.5}])");
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}});
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "1/site",
                         "air-cooled server \"Server One\" cannot use the direct liquid-cooled "
                         "\"DLC\" rack at Site One (plan \"own\"); the site's cooling option "
                         "\"air\" would take it"));
}

TEST(RackScale, FloorLoadingLimitsServersPerRack) {
  Json s = baseScenario();
  s["server_models"][0]["weight_kg"] = 300;
  s["sites"][0]["cooling_options"][0]["max_kw_per_rack"] = 40;
  s["sites"][0]["cooling_options"][0]["max_kg_per_rack"] = 1000;
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}});
  // Power floor(40 / 5) = 8, height floor(42 / 4) = 10, weight floor(1,000 / 300) = 3 -> 3.
  EXPECT_EQ(test::prepareJson(s).plans[1].serversPerRack[0], 3);
  // Without the server's weight the floor loading cannot limit: 8.
  s["server_models"][0].erase("weight_kg");
  EXPECT_EQ(test::prepareJson(s).plans[1].serversPerRack[0], 8);
  // One server heavier than the floor may carry does not fit at all.
  s["server_models"][0]["weight_kg"] = 1200;
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "1/site",
                         "1200 kg server \"Server One\" is heavier than the 1000 kg floor "
                         "loading of the \"air\" rack at Site One (plan \"own\")"));
}

TEST(RackScale, CoolingKindsAndWeightsAreValidated) {
  Json s = baseScenario();
  s["server_models"][0]["cooling_kind"] = "water";
  s["server_models"][0]["weight_kg"] = 0;
  s["sites"][0]["cooling_options"][0]["kind"] = "immersion";
  const Problems problems = problemsOf(s);
  EXPECT_TRUE(hasProblem(problems, "/scenarios/0/server_models/0/cooling_kind",
                         "must be air or liquid, got \"water\""));
  EXPECT_TRUE(hasProblem(problems, "/scenarios/0/sites/0/cooling_options/0/kind",
                         "must be air or liquid, got \"immersion\""));
  EXPECT_TRUE(
      hasProblem(problems, "/scenarios/0/server_models/0/weight_kg", "must be more than 0, got 0"));
}

}  // namespace
}  // namespace fleetcost
