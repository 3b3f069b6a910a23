// Portfolio plans (docs/MODEL.md §13): each workload its own supply, parts evaluated by the one
// engine and added up; the same supply for every workload is the typed plan; what is owned at
// one site shares its fixed terms; problems at the assignment.
#include <gtest/gtest.h>

#include "support/portfolio_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;
using test::twoWorkloadScenario;

Json assignment(const std::string& workload, const std::string& strategy) {
  Json a = {{"workload", workload}, {"strategy", strategy}};
  if (strategy == "colocate" || strategy == "hybrid") a["site"] = "site1";
  a["rental_region"] = "r1";
  return a;
}

Json portfolio(const std::string& name, const std::string& w1, const std::string& w2) {
  return {{"name", name},
          {"strategy", "portfolio"},
          {"assignments", Json::array({assignment("w1", w1), assignment("w2", w2)})}};
}

TEST(PortfolioPlan, EachWorkloadPaysItsOwnSupplyAndASiteItsStaffOnce) {
  Json s = twoWorkloadScenario();
  s["plans"] = Json::array({portfolio("colo+reserved", "colocate", "rent_reserved"),
                            portfolio("colo+colo", "colocate", "colocate"),
                            portfolio("reserved+demand", "rent_reserved", "rent_on_demand")});
  const ScenarioResult r = test::evaluateJson(s);
  // w1 colocated: 100,000 + staff 60,000; w2 reserved: 96,000. Sum 256,000 (discount 0).
  const PlanResult& mixed = test::planNamed(r, "colo+reserved");
  EXPECT_NEAR(mixed.pvCost, 256000, 1e-6);
  EXPECT_EQ(mixed.strategy, Strategy::Portfolio);
  // Hardware 200,000 at month 0, residual -100,000 at 12, staff 5,000 a month, reserved 8,000.
  EXPECT_NEAR(mixed.flow(Category::Hardware)[0], 200000, 1e-6);
  EXPECT_NEAR(mixed.flow(Category::Residual)[12], -100000, 1e-6);
  EXPECT_NEAR(mixed.flow(Category::Operations)[1], 5000, 1e-6);
  EXPECT_NEAR(mixed.flow(Category::RentalReserved)[1], 8000, 1e-6);
  // Both colocated at site1: one part, the staff paid once: 100,000 + 125,000 + 60,000.
  const PlanResult& both = test::planNamed(r, "colo+colo");
  EXPECT_NEAR(both.pvCost, 285000, 1e-6);
  ASSERT_EQ(both.supplies.size(), 1u);
  EXPECT_EQ(both.supplies[0].workloads, (std::vector<int>{0, 1}));
  // 192,000 + 140,160.
  EXPECT_NEAR(test::planNamed(r, "reserved+demand").pvCost, 332160, 1e-6);
  // Fleet series in the scenario's GPU models: g1 owns 2 servers, g2 none (reserved).
  EXPECT_EQ(mixed.ownedServers[0][5], 2);
  EXPECT_EQ(mixed.ownedServers[1][5], 0);
  // Each workload is charged its own part: w1 160,000, w2 96,000.
  double w1 = -1, w2 = -1;
  for (const WorkloadCost& c : r.workloads)
    if (c.plan == 0) (c.workload == 0 ? w1 : w2) = c.cost;
  EXPECT_NEAR(w1, 160000, 1e-6);
  EXPECT_NEAR(w2, 96000, 1e-6);
}

TEST(PortfolioPlan, TheSameSupplyForEveryWorkloadIsTheTypedPlan) {
  Json s = twoWorkloadScenario();
  s["plans"] = Json::array(
      {{{"name", "hybrid"}, {"strategy", "hybrid"}, {"site", "site1"}, {"rental_region", "r1"}},
       portfolio("all hybrid", "hybrid", "hybrid")});
  s["discount_rate_annual"] = 0.08;
  s["after_tax"] = true;
  s["regions"][0]["tax"] = {
      {"tax_rate", 0.3}, {"depreciation", {{"method", "straight_line"}, {"useful_life_years", 4}}}};
  const ScenarioResult r = test::evaluateJson(s);
  const PlanResult& typed = r.plans[0];
  const PlanResult& mixed = r.plans[1];
  // The portfolio's one part is the typed plan on the same workloads: every flow is equal.
  for (int c = 0; c < kCategoryCount; ++c) EXPECT_EQ(typed.flows[c], mixed.flows[c]) << c;
  EXPECT_EQ(typed.pvCost, mixed.pvCost);
  EXPECT_EQ(typed.ownedServers, mixed.ownedServers);
  EXPECT_EQ(typed.racks, mixed.racks);
}

TEST(PortfolioPlan, EveryWorkloadNeedsOneAssignmentAndASiteIsOwnedOneWay) {
  Json s = twoWorkloadScenario();
  Json plan = portfolio("p", "colocate", "hybrid");  // site1 owned two ways
  plan["assignments"].push_back(assignment("w1", "rent_on_demand"));
  plan["assignments"].push_back(assignment("nobody", "rent_on_demand"));
  s["plans"] = Json::array({plan,
                            {{"name", "q"}, {"strategy", "portfolio"}, {"assignments", {}}},
                            {{"name", "r"},
                             {"strategy", "colocate"},
                             {"site", "site1"},
                             {"assignments", Json::array({assignment("w1", "colocate")})}}});
  s["plans"][1]["assignments"] = Json::array({assignment("w2", "api_or_what")});
  const Problems p = test::problemsOf(s);
  const std::string at = "/scenarios/0/plans/";
  EXPECT_TRUE(test::hasProblem(p, at + "0/assignments/1/strategy",
                               "what a plan owns at site \"site1\" is owned one way"));
  EXPECT_TRUE(test::hasProblem(p, at + "0/assignments/2/workload",
                               "workload \"w1\" is already assigned by " + at + "0/assignments/0"));
  EXPECT_TRUE(test::hasProblem(p, at + "0/assignments/3/workload", "no workload named \"nobody\""));
  EXPECT_TRUE(test::hasProblem(p, at + "1/assignments/0/strategy",
                               "must be rent_on_demand, rent_reserved, colocate, hybrid or api"));
  EXPECT_TRUE(test::hasProblem(p, at + "1/assignments", "workload \"w1\" has no assignment"));
  EXPECT_TRUE(test::hasProblem(p, at + "2/assignments", "only a portfolio plan has assignments"));
}

TEST(PortfolioPlan, APartsProblemIsReportedAtItsAssignment) {
  Json s = twoWorkloadScenario();
  s["rental_offers"].erase(1);  // nobody rents g2 any more
  s["plans"] = Json::array({portfolio("p", "colocate", "rent_on_demand")});
  const Problems p = test::problemsOf(s);
  // w2's part rents on demand in r1, where no offer has g2.
  ASSERT_FALSE(p.empty());
  EXPECT_EQ(p[0].pointer.rfind("/scenarios/0/plans/0/assignments/1/rental_region", 0), 0u)
      << p[0].pointer << ": " << p[0].message;
}

}  // namespace
}  // namespace fleetcost
