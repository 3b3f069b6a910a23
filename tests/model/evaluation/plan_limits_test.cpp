// The limits that decide real plans (docs/MODEL.md §13.4), worked by hand on the two-workload
// scenario (tests/support/portfolio_workbooks.h): colocating both workloads at site1 owns 2
// servers of g1 (16 GPUs) and 1 of g2 (8 GPUs), 5 kW each; a 10 kW rack holds 2 of them, so
// g1 fills 1 rack and g2 1 more: 2 racks, 2 x 10 = 20 kW allocated; 450,000 of servers at month 0
// (2 x 100,000 + 250,000).
#include <gtest/gtest.h>

#include "model/finance/fiscal_calendar.h"
#include "support/portfolio_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

Json colocatingBoth() {
  Json s = test::twoWorkloadScenario();
  s["plans"] = Json::array(
      {{{"name", "colo"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}},
       {{"name", "rent"}, {"strategy", "rent_on_demand"}, {"rental_region", "r1"}}});
  return s;
}

TEST(PlanLimits, APlanAboveTheSitesPowerEnvelopeIsAProblemWithMonthAndExcess) {
  Json s = colocatingBoth();
  s["start_date"] = "2027-04";
  s["sites"][0]["max_power_kw"] = 15;
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/plans/0/site",
                               "plan \"colo\" needs 20 kW at site \"Site One\" in 2027-04, above "
                               "its power envelope of 15 kW by 5 kW"));
  // Growing to 25 kW from month 3 does not help month 0.
  s["sites"][0]["max_power_kw_later"] = 25;
  s["sites"][0]["max_power_kw_later_from_month"] = 3;
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/plans/0/site", "in 2027-04"));
  // 20 kW from the start: within it, then 25.
  s["sites"][0]["max_power_kw"] = 20;
  EXPECT_TRUE(test::problemsOf(s).empty());
  // A later envelope below the use: 18 kW from month 3 (2027-07) is short by 2 kW.
  s["sites"][0]["max_power_kw_later"] = 18;
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/plans/0/site",
                               "needs 20 kW at site \"Site One\" in 2027-07, above its power "
                               "envelope of 18 kW by 2 kW"));
}

TEST(PlanLimits, RacksAboveTheSitesAreAProblemAndAPortfolioIsCheckedAtItsAssignment) {
  Json s = colocatingBoth();
  s["sites"][0]["max_racks"] = 1;
  s["plans"].push_back({{"name", "mix"},
                        {"strategy", "portfolio"},
                        {"assignments", Json::array({{{"workload", "w1"},
                                                      {"strategy", "colocate"},
                                                      {"site", "site1"},
                                                      {"rental_region", "r1"}},
                                                     {{"workload", "w2"},
                                                      {"strategy", "colocate"},
                                                      {"site", "site1"},
                                                      {"rental_region", "r1"}}})}});
  const Problems p = test::problemsOf(s);
  // Without a start date, months are counted: "month 0".
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/plans/0/site",
                               "plan \"colo\" needs 2 racks at site \"Site One\" in month 0, "
                               "above its 1 racks by 1"));
  EXPECT_TRUE(
      test::hasProblem(p, "/scenarios/0/plans/2/assignments/0/site", "plan \"mix\" needs 2 racks"));
}

TEST(PlanLimits, BudgetAndRentedShareAreWarningsWithTheFiscalYear) {
  Json s = colocatingBoth();
  // Month 0 is January 2027; fiscal years start in April, so it is in FY2026.
  s["start_date"] = "2027-01";
  s["capex_budget_per_fiscal_year"] = 250000;
  s["max_rented_share"] = 0.5;
  const ScenarioResult r = test::evaluateJson(s);
  std::vector<std::string> messages;
  for (const Warning& w : r.warnings) messages.push_back(w.pointer + ": " + w.message);
  ASSERT_EQ(messages.size(), 2u) << ::testing::PrintToString(messages);
  EXPECT_EQ(messages[0],
            "/scenarios/0/plans/0: plan \"colo\" spends 450,000 USD on capex in FY2026, above the "
            "budget of 250,000 by 200,000");
  // Renting on demand rents all of it.
  EXPECT_EQ(messages[1],
            "/scenarios/0/plans/1: plan \"rent\" rents 100% of its GPU-hours, above the most "
            "rented share of 50%");
}

TEST(PlanLimits, AWorkloadServedOutsideItsAllowedRegionsIsAProblem) {
  Json s = colocatingBoth();
  s["regions"].push_back({{"id", "r2"}, {"name", "Region Two"}});
  s["workloads"][1]["allowed_regions"] = Json::array({"r2"});
  const Problems p = test::problemsOf(s);
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/plans/0/site",
                               "serves workload \"w2\" in region \"r1\", which the workload does "
                               "not allow (its allowed_regions: r2)"));
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/plans/1/rental_region", "workload \"w2\""));
  s["workloads"][1]["allowed_regions"] = Json::array({"r3"});
  EXPECT_TRUE(test::hasProblem(test::problemsOf(s), "/scenarios/0/workloads/1/allowed_regions/0",
                               "no region with id \"r3\""));
}

TEST(PlanLimits, CalendarFieldsAreChecked) {
  Json s = test::baseScenario();
  s["start_date"] = "2027-13";
  s["fiscal_year_start_month"] = 13;
  s["sites"][0]["max_power_kw_later"] = 100;
  const Problems p = test::problemsOf(s);
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/start_date", "must be a month as YYYY-MM"));
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/fiscal_year_start_month",
                               "must be a month from 1 to 12, got 13"));
  EXPECT_TRUE(test::hasProblem(p, "/scenarios/0/sites/0/max_power_kw_later_from_month",
                               "required with max_power_kw_later"));
}

TEST(FiscalCalendar, YearsStartInTheirMonth) {
  // Month 0 = 2027-01, fiscal years from April: Jan-Mar 2027 are FY2026, April 2027 starts FY2027.
  const FiscalCalendar c(std::string("2027-01"), 4);
  EXPECT_EQ(c.yearIndex(0), 0);
  EXPECT_EQ(c.yearIndex(2), 0);
  EXPECT_EQ(c.yearIndex(3), 1);
  EXPECT_EQ(c.yearIndex(15), 2);
  EXPECT_EQ(c.yearLabel(0), "FY2026");
  EXPECT_EQ(c.yearLabel(1), "FY2027");
  EXPECT_EQ(c.monthLabel(15), "2028-04");
  // Without a date: 12-month years from month 0.
  const FiscalCalendar plain(std::nullopt, 4);
  EXPECT_EQ(plain.yearIndex(11), 0);
  EXPECT_EQ(plain.yearIndex(12), 1);
  EXPECT_EQ(plain.yearLabel(1), "year 2");
  EXPECT_EQ(plain.monthLabel(16), "month 16");
}

}  // namespace
}  // namespace fleetcost
