// Goodput of training and fine-tuning (docs/MODEL.md §14): the overhead of a job's interruptions,
// the GPU-hours a plan buys for it, owned against rented rates, and what the results report.
// Every expected figure is worked out by hand in the comments.
#include <gtest/gtest.h>

#include "model/plans/goodput.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::planNamed;
using test::problemsOf;

// The base scenario's training workload (11,680 GPU-hours a month, flat: 16 GPUs, on 8-GPU
// servers) as one job of `jobGpus` GPUs that checkpoints every 2 hours and restarts in 1.
Json jobScenario(int jobGpus = 100) {
  Json s = baseScenario();
  s["workloads"][0]["job_gpus"] = jobGpus;
  s["workloads"][0]["checkpoint_interval_hours"] = 2;
  s["workloads"][0]["restart_hours"] = 1;
  s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 0.1;
  return s;
}

TEST(Goodput, Llama3TrainingLosesAboutSevenPercent) {
  // Meta's Llama 3 405B run: 16,384 H100s, 419 interruptions in 54 days:
  // 419 / (16,384 * 54 * 24) * 1,000 = 0.0197 per 1,000 GPU-hours. With a checkpoint every
  // 15 minutes and a 6-minute restart: o = 16,384 * 0.0197 / 1,000 * (0.25 / 2 + 0.1)
  // = 0.3227648 * 0.225 = 0.07262208, goodput 1 / 1.07262208 = 0.9323 ("over 90 %").
  Workload w;
  w.kind = "training";
  w.jobGpus = Figure::defaulted(16384);
  w.jobGpus.present = true;
  w.checkpointIntervalHours = Figure::defaulted(0.25);
  w.restartHours = Figure::defaulted(0.1);
  const double o = goodputOverhead(w, 0.0197, 0.0);
  EXPECT_NEAR(o, 0.07262208, 1e-12);
  EXPECT_NEAR(1.0 / (1.0 + o), 0.93229, 1e-5);
  // The same job on inference, or without job_gpus, loses nothing.
  w.kind = "inference";
  EXPECT_EQ(goodputOverhead(w, 0.0197, 0.0), 0.0);
  w.kind = "training";
  w.jobGpus = Figure();
  EXPECT_EQ(goodputOverhead(w, 0.0197, 0.0), 0.0);
}

TEST(Goodput, RentingOnDemandBuysTheLostWorkToo) {
  // o = 100 GPUs * 0.1 / 1,000 * (2 / 2 + 1) = 0.02. Each month rents 11,680 * 1.02 = 11,913.6
  // GPU-hours at 2 USD: 23,827.2 USD, dated the month after; 12 months: 285,926.4.
  const ScenarioResult r = test::evaluateJson(jobScenario());
  const PlanResult& rent = planNamed(r, "rent");
  EXPECT_NEAR(rent.flow(Category::RentalOnDemand)[1], 23827.2, 1e-6);
  EXPECT_NEAR(rent.nominalCost, 285926.4, 1e-6);
  // Per GPU-hour bought it is the price, 2; per useful GPU-hour 2 * 1.02 = 2.04.
  ASSERT_TRUE(rent.costPerGpuHour && rent.costPerUsefulGpuHour && rent.goodput);
  EXPECT_NEAR(*rent.costPerGpuHour, 2.0, 1e-12);
  EXPECT_NEAR(*rent.costPerUsefulGpuHour, 2.04, 1e-12);
  EXPECT_NEAR(*rent.goodput, 1 / 1.02, 1e-12);
  ASSERT_EQ(r.workloads.size(), 1u);
  EXPECT_NEAR(r.workloads[0].goodput, 1 / 1.02, 1e-12);
  EXPECT_NEAR(r.workloads[0].cost, 285926.4, 1e-6);
}

TEST(Goodput, AFileWithoutJobGpusEvaluatesAsBefore) {
  // The interruption rate alone changes nothing: 11,680 * 2 = 23,360 a month, goodput 1.
  Json s = jobScenario();
  s["workloads"][0].erase("job_gpus");
  const PreparedScenario p = test::prepareJson(s);
  EXPECT_FALSE(p.plans[0].goodputCopy);
  const ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(r.plans[0].flow(Category::RentalOnDemand)[1], 23360.0);
  EXPECT_EQ(*r.plans[0].goodput, 1.0);
  EXPECT_EQ(*r.plans[0].costPerGpuHour, *r.plans[0].costPerUsefulGpuHour);
  EXPECT_EQ(r.workloads[0].goodput, 1.0);
}

TEST(Goodput, OwnedServersUseTheServersRateAndWaitForRepairWithoutSpares) {
  // The server fails 0.05 times per 1,000 GPU-hours; the offer (for the rented plan) 0.1.
  // A 64-GPU job, checkpoint 1 h, restart 0.5 h, repair 6 h.
  Json s = jobScenario(64);
  s["workloads"][0]["checkpoint_interval_hours"] = 1;
  s["workloads"][0]["restart_hours"] = 0.5;
  s["server_models"][0]["interruptions_per_1000_gpu_hours"] = 0.05;
  s["ownership"]["repair_hours"] = 6;
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  // No spares (the base scenario's spare_ratio is 0): the job waits for the repair.
  // Owned: o = 64 * 0.05 / 1,000 * (0.5 + 0.5 + 6) = 0.0032 * 7 = 0.0224.
  // Rented: o = 64 * 0.1 / 1,000 * (0.5 + 0.5) = 0.0064 (no repair: the provider swaps).
  PreparedScenario p = test::prepareJson(s);
  ASSERT_TRUE(p.plans[0].goodputCopy && p.plans[1].goodputCopy);
  EXPECT_NEAR(p.plans[0].goodputCopy->workloads[0].demandFactor, 1.0064, 1e-12);
  EXPECT_NEAR(p.plans[1].goodputCopy->workloads[0].demandFactor, 1.0224, 1e-12);
  // 16 GPUs * 1.0224 = 16.3584 GPUs need ceil(16.3584 / 8) = 3 servers, where 16 useful GPUs
  // alone need 2.
  ScenarioResult r = test::evaluateJson(s);
  EXPECT_EQ(planNamed(r, "own").ownedServers[0][0], 3);
  // With spares the restart is not held up by the repair: o = 0.0032 * 1 = 0.0032; 16.0512
  // GPUs still need 3 servers, and spares ceil(3 * 0.02) = 1 more.
  s["ownership"]["spare_ratio"] = 0.02;
  p = test::prepareJson(s);
  EXPECT_NEAR(p.plans[1].goodputCopy->workloads[0].demandFactor, 1.0032, 1e-12);
  r = test::evaluateJson(s);
  EXPECT_EQ(planNamed(r, "own").ownedServers[0][0], 4);
}

TEST(Goodput, DoublingTheInterruptionRateRaisesTheCost) {
  // Rent: o = 0.02 at 0.1, 0.04 at 0.2 per 1,000 GPU-hours: 12 * 11,680 * 1.04 * 2 = 291,532.8.
  Json s = jobScenario();
  const double before = test::evaluateJson(s).plans[0].nominalCost;
  s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 0.2;
  const double after = test::evaluateJson(s).plans[0].nominalCost;
  EXPECT_NEAR(before, 285926.4, 1e-6);
  EXPECT_NEAR(after, 291532.8, 1e-6);
}

TEST(Goodput, TokensStayTheSameOnMoreGpuHours) {
  // A fine-tuning workload of 1,000 tokens/s at 100 tokens/s per GPU: 10 GPUs, 7,300 GPU-hours
  // a month. Job of 10 GPUs, offer rate 1 per 1,000 GPU-hours: o = 10 * 1 / 1,000 * 2 = 0.02.
  // One million tokens need 10^6 / (100 * 3,600) = 2.7778 useful GPU-hours, bought 2.8333 at 2
  // USD: 5.6667 USD per million tokens (= 1.02 * 2 * 10^6 / 360,000).
  Json s = jobScenario(10);
  Json& w = s["workloads"][0];
  w["kind"] = "fine_tuning";
  w.erase("gpu_hours_per_month");
  w["avg_tokens_per_second"] = 1000;
  w["tokens_per_second_per_gpu"] = 100;
  s["rental_offers"][0]["interruptions_per_1000_gpu_hours"] = 1;
  const ScenarioResult r = test::evaluateJson(s);
  ASSERT_TRUE(r.workloads[0].costPerMillionTokens);
  EXPECT_NEAR(*r.workloads[0].costPerMillionTokens, 1.02 * 2 * 1e6 / 360000.0, 1e-9);
  EXPECT_NEAR(r.plans[0].flow(Category::RentalOnDemand)[1], 7300 * 1.02 * 2, 1e-6);
}

TEST(Goodput, APortfolioPartLosesWorkAsItsTypedPlanWould) {
  // One assignment renting on demand: the portfolio is the typed plan, lost work included.
  Json s = jobScenario();
  s["plans"].push_back(Json::parse(R"({"name": "mix", "strategy": "portfolio", "assignments":
      [{"workload": "w1", "strategy": "rent_on_demand", "rental_region": "r1"}]})"));
  const ScenarioResult r = test::evaluateJson(s);
  const PlanResult& mix = planNamed(r, "mix");
  EXPECT_NEAR(mix.nominalCost, 285926.4, 1e-6);
  EXPECT_NEAR(*mix.goodput, 1 / 1.02, 1e-12);
  EXPECT_NEAR(*mix.costPerGpuHour, 2.0, 1e-12);
  EXPECT_NEAR(r.workloads[1].goodput, 1 / 1.02, 1e-12);  // the second plan's entry
}

TEST(Goodput, InferenceDoesNotTakeTheJobKeys) {
  Json s = jobScenario();
  s["workloads"][0]["kind"] = "inference";
  for (const char* key : {"job_gpus", "checkpoint_interval_hours", "restart_hours"})
    EXPECT_TRUE(hasProblem(problemsOf(s), std::string("/scenarios/0/workloads/0/") + key,
                           "applies to training and fine_tuning workloads only; this workload "
                           "is inference"));
}

TEST(Goodput, JobGpusMustBeAWholeNumberOfAtLeastOne) {
  Json s = jobScenario();
  s["workloads"][0]["job_gpus"] = 0;
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/workloads/0/job_gpus", "1"));
  s["workloads"][0]["job_gpus"] = 2.5;
  EXPECT_TRUE(hasProblem(problemsOf(s), "/scenarios/0/workloads/0/job_gpus", "whole"));
}

}  // namespace
}  // namespace fleetcost
