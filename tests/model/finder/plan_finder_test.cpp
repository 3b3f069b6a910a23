// The plan finder (docs/finder.md): the hand-worked two-workload case ranked as worked out, and
// on generated workbooks the best equal to brute force — every assignment evaluated as a
// portfolio plan of its own.
#include <gtest/gtest.h>

#include "model/finder/plan_finder.h"
#include "support/portfolio_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

std::string nameOf(const FinderResult& r, int option) {
  return supplyName(r.options[option]);
}

TEST(PlanFinder, RanksTheHandWorkedCase) {
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  const FinderResult r = findPlans(s, 0, {.top = 9});
  ASSERT_TRUE(r.problems.empty());
  // Supplies: on demand r1, reserved r1, colocate site1, hybrid site1; each serves both
  // workloads, so 4 x 4 = 16 assignments, of which colocate + hybrid (2 orders) break "one way
  // of owning per site": 14 feasible.
  ASSERT_EQ(r.options.size(), 4u);
  EXPECT_EQ(r.spaceSize, 16);
  EXPECT_EQ(r.feasible, 14);
  EXPECT_TRUE(r.exact);
  // By hand (support/portfolio_workbooks.h), w1 + w2:
  //   colocate + reserved 160,000 + 96,000 = 256,000 (hybrid + reserved the same: the hybrid
  //   keeps both servers, 100,000 < 280,320 on demand); colocate + colocate 285,000; reserved +
  //   reserved 288,000; colocate + on demand 300,160; reserved + on demand 332,160.
  // The typed plan "rent" (on demand for both) is 420,480. Candidates of equal present value
  // are one group, shown by its first in supply order (on demand, reserved, colocate, hybrid):
  //   256,000: colocate + reserved, and hybrid + reserved;
  //   285,000: colocate + colocate, and hybrid + hybrid;
  //   288,000: reserved + reserved;
  //   300,160: colocate + on demand, and hybrid + on demand;
  //   332,160: reserved + on demand.
  ASSERT_GE(r.ranked.size(), 5u);
  EXPECT_NEAR(r.ranked[0].presentValue, 256000, 1e-6);
  EXPECT_EQ(nameOf(r, r.ranked[0].option[0]), "colocate site1");
  EXPECT_EQ(nameOf(r, r.ranked[0].option[1]), "rent_reserved r1");
  EXPECT_EQ(r.ranked[0].equalAlternatives, 1);
  ASSERT_EQ(r.ranked[0].alternatives.size(), 1u);
  EXPECT_EQ(nameOf(r, r.ranked[0].alternatives[0][0]), "hybrid site1");
  EXPECT_EQ(nameOf(r, r.ranked[0].alternatives[0][1]), "rent_reserved r1");
  EXPECT_NEAR(r.ranked[1].presentValue, 285000, 1e-6);
  EXPECT_EQ(r.ranked[1].equalAlternatives, 1);
  EXPECT_NEAR(r.ranked[2].presentValue, 288000, 1e-6);
  EXPECT_EQ(r.ranked[2].equalAlternatives, 0);
  EXPECT_NEAR(r.ranked[3].presentValue, 300160, 1e-6);
  EXPECT_NEAR(r.ranked[4].presentValue, 332160, 1e-6);
  EXPECT_EQ(r.bestTypedPlan, "rent");
  EXPECT_NEAR(*r.bestTypedPresentValue, 420480, 1e-6);
  // #1 and #2 (colocate + colocate) differ in w2's supply: 285,000 - 256,000 = 29,000.
  ASSERT_EQ(r.separating.size(), 1u);
  EXPECT_EQ(r.separating[0].workload, 1);
  EXPECT_NEAR(r.separating[0].effect.value_or(-1), 29000, 1e-6);
  // The best plan's parts: colocate site1 serving w1 at 160,000 (servers and staff) and
  // reserved r1 serving w2 at 96,000.
  ASSERT_TRUE(r.bestPlan);
  ASSERT_EQ(r.bestPlan->parts.size(), 2u);
  EXPECT_NEAR(r.bestPlan->parts[0].pvCost + r.bestPlan->parts[1].pvCost, 256000, 1e-6);
  // Capex of #1: two servers at month 0 (200,000) in the first fiscal year; 16 of the 24
  // GPUs' hours are owned, w2's 8 are rented: a third of the GPU-hours.
  EXPECT_NEAR(r.ranked[0].peakYearCapex, 200000, 1e-6);
  EXPECT_NEAR(r.ranked[0].rentedShare, 1.0 / 3, 1e-12);
  // The Pareto front holds #1 and the cheapest plan without capex, reserved + reserved.
  ASSERT_EQ(r.pareto.size(), 2u);
}

TEST(PlanFinder, ItsPlanEvaluatesToThePresentValueItPrinted) {
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  const FinderResult r = findPlans(s, 0, {.top = 3});
  Scenario withPlans = s;
  for (std::size_t i = 0; i < r.ranked.size(); ++i)
    withPlans.plans.push_back(portfolioPlanOf(r, r.ranked[i], "found " + std::to_string(i)));
  const ScenarioEvaluation e = evaluateScenario(withPlans, 0);
  ASSERT_TRUE(e.result);
  for (std::size_t i = 0; i < r.ranked.size(); ++i)
    EXPECT_EQ(e.result->plans[1 + i].pvCost, r.ranked[i].presentValue) << i;
}

TEST(PlanFinder, TheBestEqualsBruteForceOnGeneratedWorkbooks) {
  for (unsigned seed = 1; seed <= 6; ++seed) {
    const Scenario s = test::loadScenario(test::generatedPortfolioScenario(seed));
    const FinderResult r = findPlans(s, 0, {.top = 1});
    ASSERT_TRUE(r.problems.empty()) << seed;
    ASSERT_EQ(r.ranked.size(), 1u);
    // Brute force: every assignment of every supply, each as a plan of its own scenario;
    // assignments that do not evaluate are not plans.
    const std::size_t O = r.options.size(), W = s.workloads.size();
    std::vector<int> option(W, 0);
    double best = std::numeric_limits<double>::infinity();
    int feasible = 0;
    for (std::size_t n = 0; n < std::size_t(std::pow(O, W)); ++n) {
      std::size_t k = n;
      for (std::size_t w = 0; w < W; ++w, k /= O) option[w] = int(k % O);
      FinderCandidate c;
      c.option = option;
      Scenario one = s;
      one.plans = {portfolioPlanOf(r, c, "brute")};
      const ScenarioEvaluation e = evaluateScenario(one, 0);
      if (!e.result) continue;
      ++feasible;
      best = std::min(best, e.result->plans[0].pvCost);
    }
    EXPECT_EQ(feasible, r.feasible) << seed;
    EXPECT_NEAR(r.ranked[0].presentValue, best, 1e-9 * best) << seed;
  }
}

TEST(PlanFinder, NeverACandidateThatBreaksALimit) {
  Json s = test::twoWorkloadScenario();
  // One rack at site1: w1's 2 servers fill it, w2's server needs a second: owning both there
  // (285,000) is out, owning w1 alone (1 rack) stays.
  s["sites"][0]["max_racks"] = 1;
  FinderResult r = findPlans(test::loadScenario(s), 0, {.top = 20});
  ASSERT_TRUE(r.problems.empty());
  EXPECT_NEAR(r.ranked[0].presentValue, 256000, 1e-6);
  for (const FinderCandidate& c : r.ranked) EXPECT_NE(c.presentValue, 285000);
  ASSERT_FALSE(r.limitsOfBest.empty());
  EXPECT_EQ(r.limitsOfBest[0].kind, BindingLimit::Kind::Racks);
  EXPECT_EQ(r.limitsOfBest[0].used, 1);  // 1 of 1 racks: it binds
  EXPECT_EQ(r.limitsOfBest[0].when, "month 0");
  // A budget of 150,000 a fiscal year: owning w1 (200,000) or w2 (250,000) in year 1 is out;
  // the best left is reserving both, 192,000 + 96,000 = 288,000.
  s["capex_budget_per_fiscal_year"] = 150000;
  r = findPlans(test::loadScenario(s), 0, {.top = 20});
  EXPECT_NEAR(r.ranked[0].presentValue, 288000, 1e-6);
  for (const FinderCandidate& c : r.ranked) EXPECT_LE(c.peakYearCapex, 150000);
  // w2 may be served only in r2, which rents g2 at 3 an hour or 1,500 a month reserved:
  // 8 x 1,500 x 12 = 144,000 reserved (on demand 5,840 x 3 x 12 = 210,240). w1 colocated alone
  // (160,000 with the staff): 304,000.
  s.erase("capex_budget_per_fiscal_year");
  s["regions"].push_back({{"id", "r2"}, {"name", "Region Two"}});
  Json offer = s["rental_offers"][1];
  offer["id"] = "o3";
  offer["region"] = "r2";
  offer["on_demand_per_gpu_hour"] = 3;
  offer["reserved_per_gpu_month"] = 1500;
  s["rental_offers"].push_back(offer);
  s["workloads"][1]["allowed_regions"] = Json::array({"r2"});
  // (The scenario's own plan must follow the rule too.)
  s["plans"] = Json::array(
      {{{"name", "split"},
        {"strategy", "portfolio"},
        {"assignments",
         Json::array(
             {{{"workload", "w1"}, {"strategy", "rent_on_demand"}, {"rental_region", "r1"}},
              {{"workload", "w2"}, {"strategy", "rent_on_demand"}, {"rental_region", "r2"}}})}}});
  r = findPlans(test::loadScenario(s), 0, {.top = 3});
  ASSERT_TRUE(r.problems.empty());
  EXPECT_NEAR(r.ranked[0].presentValue, 304000, 1e-6);
  for (int o : r.optionsOfWorkload[1])
    EXPECT_EQ(r.options[o].supply.rentalRegion.value_or(""), "r2") << nameOf(r, o);
}

TEST(PlanFinder, ACancelledSearchSaysSo) {
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  std::atomic<bool> cancel{true};
  FinderProgress progress;
  progress.cancel = &cancel;
  const FinderResult r = findPlans(s, 0, {}, progress);
  EXPECT_TRUE(r.cancelled);
  EXPECT_FALSE(r.exact);
}

}  // namespace
}  // namespace fleetcost

namespace fleetcost {
namespace {

// The fiscal years the capex is labelled by: with start_date 2027-02 and fiscal years from
// April (the default), month 0 lies in the fiscal year that started in April 2026: FY2026.
// Without a start date the years are counted from 1.
TEST(PlanFinder, NamesTheFirstFiscalYear) {
  test::Json s = test::twoWorkloadScenario();
  EXPECT_EQ(findPlans(test::loadScenario(s), 0, {.top = 1}).firstFiscalYear, 1);
  s["start_date"] = "2027-02";
  EXPECT_EQ(findPlans(test::loadScenario(s), 0, {.top = 1}).firstFiscalYear, 2026);
  s["start_date"] = "2027-04";
  EXPECT_EQ(findPlans(test::loadScenario(s), 0, {.top = 1}).firstFiscalYear, 2027);
}

}  // namespace
}  // namespace fleetcost
