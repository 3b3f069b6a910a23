// Second-stage checks: servers, offers (by region and provider), rack fit, offer fields needed.
#include "model/plans/plan_resolution.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::problemsOf;

const std::string P = "/scenarios/0/plans/";

Json withOwningPlan(Json s, const char* strategy = "colocate") {
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", strategy}, {"site", "site1"}, {"rental_region", "r1"}});
  return s;
}

TEST(PlanResolution, MissingServerModel) {
  Json s = withOwningPlan(baseScenario());
  s["server_models"][0]["gpu"] = "g2";
  s["gpu_models"].push_back(Json::parse(R"({"id": "g2"})"));
  EXPECT_TRUE(
      hasProblem(problemsOf(s), P + "1/site",
                 "plan \"own\" needs a server model with GPU g1, but server_models has none"));
}

TEST(PlanResolution, MissingOfferInTheRegion) {
  Json s = baseScenario();
  s["regions"].push_back(Json::parse(R"({"id": "r2"})"));
  s["plans"][0]["rental_region"] = "r2";
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "0/rental_region",
                         "plan \"rent\" has no rental offer for GPU g1 in region r2"));
}

TEST(PlanResolution, MissingOfferFromTheProvider) {
  Json s = baseScenario();
  s["rental_offers"][0]["provider"] = "AWS";
  s["plans"][0]["provider"] = "Sakura";
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "0/provider",
                         "no rental offer for GPU g1 from provider \"Sakura\" in region r1 "
                         "(other providers offer it)"));
}

TEST(PlanResolution, TakesTheFirstMatchingOfferAndHonoursTheProvider) {
  Json s = baseScenario();
  Json second = s["rental_offers"][0];
  second["id"] = "o2";
  second["provider"] = "B";
  second["on_demand_per_gpu_hour"] = 3;
  s["rental_offers"].push_back(second);
  // First offer: 2 per GPU-hour * 11,680 GPU-hours = 23,360 a month.
  EXPECT_DOUBLE_EQ(test::evaluateJson(s).plans[0].flow(Category::RentalOnDemand)[1], 23360);
  s["plans"][0]["provider"] = "B";
  // Provider B: 3 * 11,680 = 35,040.
  EXPECT_DOUBLE_EQ(test::evaluateJson(s).plans[0].flow(Category::RentalOnDemand)[1], 35040);
}

TEST(PlanResolution, TenKilowattServerInAnEightKilowattRack) {
  Json s = withOwningPlan(baseScenario());
  s["server_models"][0]["power_max_kw"] = 10.2;
  s["sites"][0]["name"] = "Tokyo colocation";
  s["sites"][0]["cooling"] = "air-cooled";
  s["sites"][0]["cooling_options"][0] =
      Json::parse(R"({"name": "air-cooled", "max_kw_per_rack": 8, "pue": 1.5})");
  EXPECT_TRUE(hasProblem(problemsOf(s), P + "1/site",
                         "10.2 kW server \"Server One\" does not fit the 8 kW \"air-cooled\" rack "
                         "at Tokyo colocation (plan \"own\")"));
}

TEST(PlanResolution, ServerTallerThanTheRack) {
  Json s = withOwningPlan(baseScenario());
  s["server_models"][0]["rack_units"] = 48;
  EXPECT_TRUE(
      hasProblem(problemsOf(s), P + "1/site",
                 "48U server \"Server One\" does not fit the 42 usable rack units at Site One"));
}

TEST(PlanResolution, ServersPerRackIsTheTighterOfPowerAndSpace) {
  Json s = withOwningPlan(baseScenario());
  // Power: floor(10 / 5) = 2 per rack; space: floor(42 / 4) = 10 -> 2.
  PreparedOrProblems p = prepareScenario(test::loadScenario(s), "/scenarios/0");
  ASSERT_TRUE(p.prepared);
  EXPECT_EQ(p.prepared->plans[1].serversPerRack[0], 2);
  // 10 / (10/3) = 3 exactly in decimal, just under in binary: floor~ still gives 3.
  s["server_models"][0]["power_max_kw"] = 10.0 / 3.0;
  s["sites"][0]["usable_rack_units"] = 13;  // floor(13 / 4) = 3
  p = prepareScenario(test::loadScenario(s), "/scenarios/0");
  EXPECT_EQ(p.prepared->plans[1].serversPerRack[0], 3);
}

TEST(PlanResolution, OfferFieldsAPlanNeedsAreReportedOnceNamingThePlan) {
  Json s = baseScenario();
  s["rental_offers"][0].erase("on_demand_per_gpu_hour");
  s["rental_offers"][0].erase("reserved_per_gpu_month");
  s["plans"].push_back(
      Json::parse(R"({"name": "rent2", "strategy": "rent_on_demand", "rental_region": "r1"})"));
  s["plans"].push_back(
      Json::parse(R"({"name": "reserve", "strategy": "rent_reserved", "rental_region": "r1"})"));
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour",
                         "required by plan \"rent\" but missing"));
  EXPECT_TRUE(hasProblem(p, "/scenarios/0/rental_offers/0/reserved_per_gpu_month",
                         "required by plan \"reserve\" but missing"));
  int onDemand = 0;
  for (const Problem& problem : p) onDemand += problem.pointer.ends_with("on_demand_per_gpu_hour");
  EXPECT_EQ(onDemand, 1);
}

TEST(PlanResolution, SecondStageWaitsForACleanFirstStage) {
  Json s = withOwningPlan(baseScenario());
  s["server_models"][0]["power_max_kw"] = 50;  // would not fit
  s["horizon_months"] = 0;                     // first-stage problem
  const Problems p = problemsOf(s);
  EXPECT_TRUE(hasProblem(p, "/scenarios/0/horizon_months", "got 0"));
  EXPECT_FALSE(hasProblem(p, P + "1/site", ""));
}

}  // namespace
}  // namespace fleetcost
