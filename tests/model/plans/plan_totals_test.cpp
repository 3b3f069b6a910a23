// Totals, cumulative sums and present values of a plan (MODEL.md §1, §5).
#include "model/plans/plan_totals.h"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

#include "bench/generated_workbook.h"
#include "model/evaluation/workbook_check.h"
#include "model/plans/plan_evaluation.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;

TEST(PlanTotals, DiscountedAtTheMonthlyRateFromTheirDate) {
  Json s = baseScenario();
  s["discount_rate_annual"] = 0.1;
  const PlanResult r = test::evaluateJson(s).plans[0];
  // 23,360 at t = 1..12, each worth 23,360 / 1.1^(t/12) today.
  double pv = 0.0;
  for (int t = 1; t <= 12; ++t) pv += 23360.0 / std::pow(1.1, t / 12.0);
  EXPECT_NEAR(r.pvCost, pv, 1e-6);
  EXPECT_NEAR(r.pvCumulative[12], pv, 1e-6);
  EXPECT_NEAR(r.pvCumulative[1], 23360.0 / std::pow(1.1, 1.0 / 12.0), 1e-9);
  // The last flow, a year out, is worth 23,360 / 1.1 = 21,236.36...
  EXPECT_NEAR(r.pvCumulative[12] - r.pvCumulative[11], 23360.0 / 1.1, 1e-9);
  EXPECT_DOUBLE_EQ(r.nominalCost, 280320);
  EXPECT_DOUBLE_EQ(r.cumulative[6], 6 * 23360.0);
  EXPECT_DOUBLE_EQ(r.total[0], 0);
}

TEST(PlanTotals, CostPerGpuHour) {
  const PlanResult r = test::evaluateJson(baseScenario()).plans[0];
  EXPECT_DOUBLE_EQ(*r.costPerGpuHour, 2.0);  // 280,320 / 140,160 GPU-hours
}

TEST(PlanTotals, NoDemandMeansNoCostPerGpuHour) {
  Json s = baseScenario();
  s["workloads"][0]["gpu_hours_per_month"] = 0;
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_FALSE(r.costPerGpuHour);
  EXPECT_DOUBLE_EQ(r.nominalCost, 0);
}

// A renting plan writes its rentals only, an api plan its tokens and the on-demand rental of
// what no API serves; owning plans and plans after tax may write every category.
TEST(PlanTotals, CategoriesWrittenByEachKindOfPlan) {
  Json s = baseScenario();
  const PreparedScenario p = *prepareScenario(test::loadScenario(s), "/scenarios/0").prepared;
  PreparedPlan plan = p.plans.at(0);
  const CategorySet onDemand = categoryBit(Category::RentalOnDemand);
  plan.strategy = Strategy::RentOnDemand;
  EXPECT_EQ(categoriesWritten(p, plan), onDemand);
  plan.strategy = Strategy::RentReserved;
  EXPECT_EQ(categoriesWritten(p, plan), onDemand | categoryBit(Category::RentalReserved));
  plan.strategy = Strategy::Api;
  EXPECT_EQ(categoriesWritten(p, plan), onDemand | categoryBit(Category::Api));
  plan.strategy = Strategy::Colocate;
  EXPECT_EQ(categoriesWritten(p, plan), kEveryCategory);
  PreparedScenario afterTax = p;  // tax (and lease) add and move flows of their own
  afterTax.afterTax = true;
  plan.strategy = Strategy::RentOnDemand;
  EXPECT_EQ(categoriesWritten(afterTax, plan), kEveryCategory);
}

// The totals leave out the categories a plan does not write: every one of them is zero in every
// plan of the example's scenarios and of the large benchmark workbook, and each date's total is
// exactly the sum of all its categories in order.
TEST(PlanTotals, CategoriesLeftOutAreZeroAndTotalsExact) {
  const CheckedWorkbook example =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  std::vector<Scenario> scenarios = example.workbook->scenarios;
  scenarios.push_back(bench::largeScenario());
  int leftOut = 0;
  for (const Scenario& scenario : scenarios) {
    const PreparedScenario p = *prepareScenario(scenario, "/scenarios/0").prepared;
    const ScenarioEvaluation e = evaluatePrepared(p);
    ASSERT_TRUE(e.result) << scenario.name.value_or("");
    for (std::size_t j = 0; j < p.plans.size(); ++j) {
      const PlanResult& r = e.result->plans[j];
      const CategorySet written = categoriesWritten(p, p.plans[j]);
      for (int c = 0; c < kCategoryCount; ++c) {
        if (written & categoryBit(static_cast<Category>(c)) || r.flows[c].empty()) continue;
        ++leftOut;
        for (double amount : r.flows[c]) ASSERT_EQ(amount, 0.0) << r.name << ", category " << c;
      }
      for (std::size_t t = 0; t < r.total.size(); ++t) {
        double total = 0.0;
        for (const Series& flow : r.flows)
          if (!flow.empty()) total += flow[t];
        ASSERT_EQ(r.total[t], total) << r.name << ", t = " << t;
      }
    }
  }
  EXPECT_GT(leftOut, 40);  // renting and api plans leave most categories out
}

}  // namespace
}  // namespace fleetcost
