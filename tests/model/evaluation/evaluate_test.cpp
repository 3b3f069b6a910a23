// The evaluation pipeline: problems stop it, overflow is a problem, decisions can be held.
#include "model/evaluation/evaluate.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

TEST(Evaluate, ProblemsStopTheEvaluation) {
  Json s = test::baseScenario();
  s["horizon_months"] = 0;
  const ScenarioEvaluation e = evaluateScenario(test::loadScenario(test::baseScenario()), 0);
  EXPECT_TRUE(e.result);
  Scenario bad = test::loadScenario(test::baseScenario());
  bad.horizonMonths = Figure::of(0);
  const ScenarioEvaluation stopped = evaluateScenario(bad, 2);
  EXPECT_FALSE(stopped.result);
  EXPECT_TRUE(test::hasProblem(stopped.problems, "/scenarios/2/horizon_months", "got 0"));
}

TEST(Evaluate, CostsBeyondDoubleRangeAreAProblemNotInfinity) {
  Scenario s = test::loadScenario(test::baseScenario());
  s.rentalOffers[0].onDemandPerGpuHour = Figure::of(1e305);
  const ScenarioEvaluation e = evaluateScenario(s, 0);
  EXPECT_FALSE(e.result);
  EXPECT_TRUE(test::hasProblem(e.problems, "/scenarios/0/plans/0",
                               "the costs of plan \"rent\" are too large to compute"));
}

TEST(Evaluate, HeldDecisionsSkipTheSearches) {
  Json s = test::baseScenario();
  s["plans"][0]["strategy"] = "rent_reserved";
  Scenario scenario = test::loadScenario(s);
  const ScenarioResult base = *evaluateScenario(scenario, 0).result;
  EXPECT_EQ(base.plans[0].reserved[0], (std::vector<long long>{16}));
  // Halve demand: a fresh search reserves 8, the held decision keeps 16.
  scenario.workloads[0].gpuHoursPerMonth = Figure::of(5840);
  const PreparedScenario p = *prepareScenario(scenario, "/scenarios/0").prepared;
  EXPECT_EQ(evaluatePrepared(p).result->plans[0].reserved[0], (std::vector<long long>{8}));
  const std::vector<PlanDecisions> held = decisionsOf(base);
  const ScenarioResult fixed = *evaluatePrepared(p, &held).result;
  EXPECT_EQ(fixed.plans[0].reserved[0], (std::vector<long long>{16}));
  EXPECT_DOUBLE_EQ(fixed.plans[0].nominalCost, 12 * 16000.0);
}

TEST(Evaluate, SameInputSameResult) {
  const Scenario s = test::loadScenario(test::baseScenario());
  const ScenarioResult a = *evaluateScenario(s, 0).result;
  const ScenarioResult b = *evaluateScenario(s, 0).result;
  EXPECT_EQ(a.plans[0].total, b.plans[0].total);
}

TEST(Evaluate, AfterTaxOptionOverridesTheScenario) {
  const Scenario s = test::loadScenario(test::baseScenario());
  EXPECT_FALSE(evaluateScenario(s, 0).result->afterTax);
  EXPECT_TRUE(evaluateScenario(s, 0, {.afterTax = true}).result->afterTax);
}

}  // namespace
}  // namespace fleetcost
