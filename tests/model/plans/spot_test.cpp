// Spot rental (docs/MODEL.md §15): the share rented as spot up to the offer's availability, the
// work spot interruptions lose, the fall-back to on demand, and who may not run on spot. Every
// expected figure is worked out by hand in the comments.
#include <gtest/gtest.h>

#include "model/finder/supply_options.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::planNamed;
using test::problemsOf;

// The base scenario's training workload (11,680 useful GPU-hours a month, flat) as a 100-GPU job
// that checkpoints every 2 hours and restarts in 1. The offer: on demand 2 USD with 0.1
// interruptions per 1,000 GPU-hours; spot 0.8 USD with 1 per 1,000, available for half of a
// workload. The plan wants 60 % on spot.
Json spotScenario() {
  Json s = baseScenario();
  Json& w = s["workloads"][0];
  w["job_gpus"] = 100;
  w["checkpoint_interval_hours"] = 2;
  w["restart_hours"] = 1;
  Json& o = s["rental_offers"][0];
  o["interruptions_per_1000_gpu_hours"] = 0.1;
  o["spot_per_gpu_hour"] = 0.8;
  o["spot_interruptions_per_1000_gpu_hours"] = 1;
  o["spot_availability"] = 0.5;
  s["plans"][0]["spot_share"] = 0.6;
  return s;
}

TEST(Spot, HalfOnSpotPaysItsLostWorkAndFallsBackToOnDemand) {
  // a = min(0.6 wanted, 0.5 available) = 0.5. On demand o = 100 * 0.1 / 1,000 * (2 / 2 + 1) =
  // 0.02; on spot s = 100 * 1 / 1,000 * 2 = 0.2. A month buys 11,680 * 0.5 * 1.02 = 5,956.8
  // GPU-hours on demand at 2 (11,913.6) and 11,680 * 0.5 * 1.2 = 7,008 on spot at 0.8 (5,606.4):
  // 17,520 a month, 210,240 over 12 months. f = 0.5 * 1.02 + 0.5 * 1.2 = 1.11, goodput 1 / 1.11.
  const ScenarioResult r = test::evaluateJson(spotScenario());
  const PlanResult& rent = planNamed(r, "rent");
  EXPECT_NEAR(rent.flow(Category::RentalOnDemand)[1], 17520.0, 1e-6);
  EXPECT_NEAR(rent.nominalCost, 210240.0, 1e-6);
  EXPECT_NEAR(rent.spotGpuHours, 12 * 7008.0, 1e-6);
  EXPECT_NEAR(*rent.goodput, 1 / 1.11, 1e-12);
  EXPECT_NEAR(r.workloads[0].goodput, 1 / 1.11, 1e-12);
  // Per GPU-hour bought: 17,520 / (11,680 * 1.11) = 1.3514; per useful one 17,520 / 11,680 = 1.5.
  EXPECT_NEAR(*rent.costPerUsefulGpuHour, 1.5, 1e-12);
  EXPECT_NEAR(*rent.costPerGpuHour, 17520.0 / (11680 * 1.11), 1e-12);
}

TEST(Spot, MoreSpotInterruptionsCostMore) {
  // s = 100 * 2 / 1,000 * 2 = 0.4: spot buys 11,680 * 0.5 * 1.4 = 8,176 GPU-hours at 0.8 =
  // 6,540.8, on demand 11,913.6 as before: 18,454.4 a month.
  Json s = spotScenario();
  s["rental_offers"][0]["spot_interruptions_per_1000_gpu_hours"] = 2;
  EXPECT_NEAR(test::evaluateJson(s).plans[0].flow(Category::RentalOnDemand)[1], 18454.4, 1e-6);
}

TEST(Spot, InferenceAndWorkloadsThatSayNoRentOnDemandOnly) {
  // Inference does not tolerate interruption unless it says so: 11,680 * 2 = 23,360 a month.
  Json s = spotScenario();
  Json& w = s["workloads"][0];
  w["kind"] = "inference";
  for (const char* key : {"job_gpus", "checkpoint_interval_hours", "restart_hours"}) w.erase(key);
  ScenarioResult r = test::evaluateJson(s);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalOnDemand)[1], 23360.0, 1e-6);
  EXPECT_EQ(r.plans[0].spotGpuHours, 0.0);
  // Batch inference that says it tolerates interruption, without a job: half at 0.8 and half at
  // 2 = 11,680 * (0.5 * 2 + 0.5 * 0.8) = 16,352.
  w["tolerates_interruption"] = true;
  r = test::evaluateJson(s);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalOnDemand)[1], 16352.0, 1e-6);
  // A training workload that says no: 11,680 * 1.02 * 2 = 23,827.2.
  s = spotScenario();
  s["workloads"][0]["tolerates_interruption"] = false;
  r = test::evaluateJson(s);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalOnDemand)[1], 23827.2, 1e-6);
}

TEST(Spot, APortfolioAssignmentRentsSpotAsItsTypedPlan) {
  Json s = spotScenario();
  s["plans"].push_back(Json::parse(R"({"name": "mix", "strategy": "portfolio", "assignments":
      [{"workload": "w1", "strategy": "rent_on_demand", "rental_region": "r1",
        "spot_share": 0.6}]})"));
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_NEAR(planNamed(r, "mix").nominalCost, 210240.0, 1e-6);
  EXPECT_NEAR(planNamed(r, "mix").spotGpuHours, 12 * 7008.0, 1e-6);
}

TEST(Spot, ProblemsNameTheFieldAndWhatIsWrong) {
  Json s = spotScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"},
                        {"spot_share", 0.5}});
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/plans/1/spot_share",
                         "applies to rent_on_demand supplies only; this one is colocate"));
  s = spotScenario();
  s["rental_offers"][0].erase("spot_per_gpu_hour");
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/plans/0/spot_share",
                         "offer \"o1\" states no spot_per_gpu_hour for workload \"w1\", which "
                         "may run on spot"));
  s = spotScenario();
  s["plans"][0]["spot_share"] = 1.5;
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/plans/0/spot_share", "1"));
}

TEST(Spot, TheFinderOffersASpotSupplyWhereAnOfferSellsSpot) {
  // One region with one offer: on demand, on demand with spot, reserved; a site: colocate, hybrid.
  const Scenario s = test::loadScenario(spotScenario());
  std::vector<std::string> names;
  for (const SupplyOption& o : supplyOptions(s)) names.push_back(supplyName(o));
  EXPECT_EQ(names, (std::vector<std::string>{"rent_on_demand r1", "rent_on_demand r1 spot",
                                             "rent_reserved r1", "colocate site1",
                                             "hybrid site1"}));
}

}  // namespace
}  // namespace fleetcost
