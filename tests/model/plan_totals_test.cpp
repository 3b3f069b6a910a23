// Totals, cumulative sums and present values of a plan (MODEL.md §1, §5).
#include "model/plans/plan_totals.h"

#include <gtest/gtest.h>

#include <cmath>

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

}  // namespace
}  // namespace fleetcost
