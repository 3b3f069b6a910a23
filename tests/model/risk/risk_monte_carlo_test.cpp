// Monte Carlo (MODEL.md §7): the mean and median of a linear input against the triangular
// distribution's, ordered percentiles, a probability, the same output for 1 and 2 threads,
// cancellation, "never" as +infinity, and draws that break a rule together.
#include "model/risk/monte_carlo.h"

#include <gtest/gtest.h>

#include <cmath>

#include "model/evaluation/workbook_check.h"
#include "model/risk/risk_random.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

std::shared_ptr<const RiskModel> modelOf(const Json& s) {
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(s), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

std::shared_ptr<const RiskModel> exampleModel() {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  return buildRiskModel(checked.workbook->scenarios[0], 0).model;
}

TEST(RiskMonteCarlo, TriangularDrawsNearTheEdgeOfDoubleStayInTheirRange) {
  // The products under the roots overflow; the draws must not. (0, 0, 1.7e308) at u = 0.5 is
  // 1.7e308 - sqrt(0.5 * 1.7e308 * 1.7e308) = 1.7e308 * (1 - sqrt(0.5)) = 4.9792e307;
  // (0, 1.7e308, 1.7e308) at u = 0.5 is sqrt(0.5) * 1.7e308 = 1.2021e308.
  const double high = 1.7e308;
  EXPECT_NEAR(triangular(0, 0, high, 0.5) / high, 1 - std::sqrt(0.5), 1e-12);
  EXPECT_NEAR(triangular(0, high, high, 0.5) / high, std::sqrt(0.5), 1e-12);
  for (double u : {0.0, 1e-300, 0.25, 0.999999}) {
    const double draw = triangular(0, 1e307, high, u);
    EXPECT_TRUE(std::isfinite(draw) && draw >= 0 && draw <= high) << u << " " << draw;
  }
  // Ordinary ranges draw the same as before: (1, 2, 4) at u = 0.5 is 4 - sqrt(0.5 * 3 * 2).
  EXPECT_DOUBLE_EQ(triangular(1, 2, 4, 0.5), 4 - std::sqrt(3.0));
}

TEST(RiskMonteCarlo, MeanAndMedianOfALinearInputConverge) {
  // rent = 12 months * 11,680 GPU-hours * price = 140,160 * price, price triangular (1, 2, 4).
  // Mean (1 + 2 + 4) / 3 = 7/3 -> 327,040. Median: the mode is below (1 + 4) / 2, so
  // m = 4 - sqrt((4 - 1)(4 - 2) / 2) = 4 - sqrt(3) -> 140,160 * 2.26795 = 317,876.
  // Standard deviation sqrt((1 + 16 + 4 - 4 - 2 - 8) / 18) = 0.624; over 20,000 trials the mean's
  // is 0.0044 (620 in money) and the median's about 0.0061 (860): tolerances of 4 of those.
  Json s = test::baseScenario();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1}, {"high", 4}};
  MonteCarloOptions options;
  options.trials = 20000;
  options.seed = 7;
  const MonteCarloResult r = runMonteCarlo(*modelOf(s), options);
  ASSERT_TRUE(r.problems.empty());
  ASSERT_EQ(r.plans.size(), 1u);
  EXPECT_NEAR(*r.plans[0].mean, 327040, 2500);
  EXPECT_NEAR(*r.plans[0].at(50), 140160 * (4 - std::sqrt(3.0)), 3500);
  EXPECT_GE(r.plans[0].min, 140160 * 1.0);
  EXPECT_LE(r.plans[0].max, 140160 * 4.0);
  EXPECT_FALSE(r.difference);  // no owning plan: no comparison
  EXPECT_FALSE(r.probabilityOwningCheaper);
}

TEST(RiskMonteCarlo, PercentilesAreOrderedAndTheProbabilityIsAProbability) {
  MonteCarloOptions options;
  options.trials = 2000;
  const MonteCarloResult r = runMonteCarlo(*exampleModel(), options);
  ASSERT_TRUE(r.problems.empty()) << formatProblem(r.problems.front());
  ASSERT_EQ(r.plans.size(), 9u);  // eight plans and the hosted API in Tokyo
  const auto ordered = [](const Distribution& d) {
    double last = -INFINITY;
    for (const auto& p : d.percentiles) {
      if (!p) continue;  // null from "never" only at the top
      EXPECT_LE(last, *p);
      last = *p;
    }
    EXPECT_LE(d.min, d.max);
  };
  for (const Distribution& d : r.plans) ordered(d);
  ASSERT_TRUE(r.difference && r.breakEven && r.probabilityOwningCheaper);
  ordered(*r.difference);
  ordered(*r.breakEven);
  EXPECT_GE(*r.probabilityOwningCheaper, 0.0);
  EXPECT_LE(*r.probabilityOwningCheaper, 1.0);
  EXPECT_EQ(r.differences.size(), 2000u);
}

TEST(RiskMonteCarlo, TheSameSeedGivesTheSameResultWithOneOrTwoThreads) {
  const auto model = exampleModel();
  MonteCarloOptions options;
  options.trials = 700;  // not a whole number of chunks
  options.seed = 20261202;
  options.threads = 1;
  const MonteCarloResult one = runMonteCarlo(*model, options);
  options.threads = 2;
  const MonteCarloResult two = runMonteCarlo(*model, options);
  ASSERT_EQ(one.plans.size(), two.plans.size());
  for (std::size_t j = 0; j < one.plans.size(); ++j) {
    EXPECT_EQ(one.plans[j].percentiles, two.plans[j].percentiles);
    EXPECT_EQ(one.plans[j].mean, two.plans[j].mean);
  }
  EXPECT_EQ(one.differences, two.differences);
  EXPECT_EQ(one.breakEven->percentiles, two.breakEven->percentiles);
  EXPECT_EQ(one.probabilityOwningCheaper, two.probabilityOwningCheaper);
  options.seed = 1;
  EXPECT_NE(runMonteCarlo(*model, options).differences, one.differences);
}

TEST(RiskMonteCarlo, CancellingLeavesNoPartialResult) {
  const auto model = exampleModel();
  std::atomic<bool> cancel{false};
  MonteCarloOptions options;
  options.trials = 5000;
  options.threads = 2;
  options.cancel = &cancel;
  long long seen = 0;
  options.progress = [&](long long done, long long total) {
    EXPECT_EQ(total, 5000);
    seen = done;
    cancel = true;  // after the first report
  };
  const MonteCarloResult cancelled = runMonteCarlo(*model, options);
  EXPECT_TRUE(cancelled.cancelled);
  EXPECT_GT(seen, 0);
  EXPECT_TRUE(cancelled.plans.empty());
  EXPECT_FALSE(cancelled.difference);
  EXPECT_FALSE(cancelled.probabilityOwningCheaper);
  EXPECT_TRUE(cancelled.differences.empty());
  // Nothing carries over: a run afterwards equals a fresh one.
  cancel = false;
  options.progress = nullptr;
  options.trials = 300;
  const MonteCarloResult again = runMonteCarlo(*model, options);
  options.cancel = nullptr;
  EXPECT_EQ(again.differences, runMonteCarlo(*model, options).differences);
}

TEST(RiskMonteCarlo, NeverBreakingEvenCountsAsInfinity) {
  // Servers at 1,000,000 each: own = 2,000,000 - 1,000,000 = 1,000,000 at 12 months, above
  // renting's 140,160 * price (at most 560,640): owning never breaks even in any trial.
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  s["server_models"][0]["price"] = 1000000;
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1}, {"high", 4}};
  MonteCarloOptions options;
  options.trials = 400;
  const MonteCarloResult r = runMonteCarlo(*modelOf(s), options);
  ASSERT_TRUE(r.breakEven);
  EXPECT_EQ(r.breakEven->infinite, 400);
  EXPECT_FALSE(r.breakEven->at(5));
  EXPECT_FALSE(r.breakEven->mean);
  EXPECT_EQ(*r.probabilityOwningCheaper, 0.0);
}

TEST(RiskMonteCarlo, BreakEvenMonthsWorkedByHand) {
  // own: 200,000 from month 0, 100,000 at 12; rent(t) = 11,680 * price * t. Break-even is the
  // first t with 200,000 <= rent(t) (or 12): price 1.5 -> 12, price 3 -> ceil(5.71) = 6. Every
  // trial's month lies in 6..12 and owning is always cheaper at 12 (100,000 < 210,240).
  Json s = test::baseScenario();
  s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.5}, {"high", 3}};
  MonteCarloOptions options;
  options.trials = 500;
  const MonteCarloResult r = runMonteCarlo(*modelOf(s), options);
  ASSERT_TRUE(r.breakEven);
  EXPECT_EQ(r.breakEven->infinite, 0);
  EXPECT_GE(r.breakEven->min, 6);
  EXPECT_LE(r.breakEven->max, 12);
  EXPECT_EQ(*r.probabilityOwningCheaper, 1.0);
}

TEST(RiskMonteCarlo, DrawsThatBreakARuleTogetherAreAProblem) {
  // Each bound alone keeps idle power at or below peak power (idle 4.95 with peak 5; peak 4.5
  // with idle 4.4), but an idle draw above a peak draw breaks the rule: with idle triangular
  // (0.5, 4.4, 4.95) and peak (4.5, 5, 5.5) that happens in about 0.56% of trials
  // (∫ 4u (0.45 - u)^2 / 2.4475 du over u in 0..0.45), some 28 of 5,000.
  Json s = test::baseScenario();
  s["server_models"][0]["power_idle_kw"] = {{"value", 4.4}, {"low", 0.5}, {"high", 4.95}};
  s["server_models"][0]["power_max_kw"] = {{"value", 5}, {"low", 4.5}, {"high", 5.5}};
  MonteCarloOptions options;
  options.trials = 5000;
  const MonteCarloResult r = runMonteCarlo(*modelOf(s), options);
  EXPECT_TRUE(test::hasProblem(r.problems, "/scenarios/0/server_models/0/power_idle_kw",
                               "must not be above power_max_kw"));
  EXPECT_TRUE(r.plans.empty());
}

}  // namespace
}  // namespace fleetcost
