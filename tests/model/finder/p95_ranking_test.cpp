// The finder's objective P95 (docs/finder.md): plans no ranged figure touches keep their present
// value as their P95 exactly; a plan that draws a range is ranked by its 95th percentile.
#include <gtest/gtest.h>

#include "model/finder/plan_finder.h"
#include "support/portfolio_workbooks.h"

namespace fleetcost {
namespace {

TEST(FinderP95, RanksByThe95thPercentile) {
  test::Json s = test::twoWorkloadScenario();
  // w2's offer o2: reserved at 1,000 a GPU-month, ranged up to 3,000 (triangular, mode 1,000).
  s["rental_offers"][1]["reserved_per_gpu_month"] = {
      {"value", 1000}, {"low", 1000}, {"high", 3000}};
  FinderOptions options{.top = 3};
  options.objective = FinderObjective::P95;
  options.trials = 400;
  const FinderResult r = findPlans(test::loadScenario(s), 0, options);
  ASSERT_TRUE(r.problems.empty());
  // By hand (support/portfolio_workbooks.h): only plans reserving w2's GPUs draw the range. Its
  // 95th percentile: 3,000 - sqrt(0.05 x 2,000 x 2,000) = 2,552.79, so w2 reserved costs about
  // 8 x 12 x 2,552.79 = 245,068 and colocate + reserved (256,000 at the values) about 405,068.
  // The others' P95 is their present value: colocate + colocate 285,000, colocate + on demand
  // 300,160, reserved + on demand 332,160 (hybrid equal to colocate). Ranked by P95:
  ASSERT_EQ(r.ranked.size(), 3u);
  EXPECT_NEAR(r.ranked[0].presentValue, 285000, 1e-6);
  EXPECT_EQ(r.ranked[0].p95, r.ranked[0].presentValue);
  EXPECT_NEAR(r.ranked[1].presentValue, 300160, 1e-6);
  EXPECT_EQ(r.ranked[1].p95, r.ranked[1].presentValue);
  EXPECT_NEAR(r.ranked[2].presentValue, 332160, 1e-6);
  // The front of present value against P95: 256,000 (P95 about 405,068, sampled from 400
  // trials) and 285,000 (P95 285,000); every other plan costs more in both.
  ASSERT_EQ(r.paretoP95.size(), 2u);
  EXPECT_NEAR(r.paretoP95[0].presentValue, 256000, 1e-6);
  EXPECT_NEAR(r.paretoP95[0].p95.value_or(0), 405068, 405068 * 0.03);
  EXPECT_NEAR(r.paretoP95[1].presentValue, 285000, 1e-6);
  // The best is described as itself.
  ASSERT_TRUE(r.bestPlan);
  EXPECT_NEAR(r.bestPlan->pvCost, 285000, 1e-6);
}

}  // namespace
}  // namespace fleetcost
