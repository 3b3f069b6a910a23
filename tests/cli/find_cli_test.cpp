// fleetcost-cli find: the hand-worked two-workload case as JSON and as a table, the -o round
// trip (each written plan evaluates to the present value find printed), usage errors.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/cli/cli_app.h"
#include "cli/cli_run.h"
#include "support/portfolio_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;

std::string written(const Json& scenario, const std::string& name) {
  const std::string path =
      (std::filesystem::temp_directory_path() / (name + std::to_string(getpid()) + ".fleetcost"))
          .string();
  std::ofstream(path) << test::workbookOf(scenario).dump();
  return path;
}

// By hand (tests/support/portfolio_workbooks.h): w1 colocated and w2 reserved, 256,000.
TEST(FindCli, JsonRanksTheHandWorkedCase) {
  const std::string file = written(test::twoWorkloadScenario(), "find-json");
  const CliRun r = run({"find", file, "--top", "3", "--format", "json"});
  std::filesystem::remove(file);
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json json = Json::parse(r.out);
  EXPECT_EQ(json["format"], "fleetcost-finder");
  const Json& s = json["scenarios"][0];
  EXPECT_EQ(s["space_size"], 16);
  EXPECT_EQ(s["exact"], true);
  EXPECT_EQ(s["best_own_plan"], "rent");
  ASSERT_EQ(s["ranked"].size(), 3u);
  EXPECT_NEAR(s["ranked"][0]["pv_cost"].get<double>(), 256000, 1e-6);
  const Json& a = s["ranked"][0]["assignments"];
  EXPECT_EQ(a[0]["workload"], "w1");
  EXPECT_EQ(a[0]["strategy"], "colocate");
  EXPECT_EQ(a[0]["site"], "site1");
  EXPECT_EQ(a[1]["strategy"], "rent_reserved");
}

TEST(FindCli, WrittenPlansEvaluateToWhatFindPrinted) {
  const std::string file = written(test::twoWorkloadScenario(), "find-o");
  const std::string out = file + ".found.fleetcost";
  const CliRun found = run({"find", file, "--top", "2", "--format", "json", "-o", out});
  ASSERT_EQ(found.code, kExitOk) << found.err;
  const CliRun evaluated = run({"evaluate", out, "--format", "json"});
  std::filesystem::remove(file);
  std::filesystem::remove(out);
  ASSERT_EQ(evaluated.code, kExitOk) << evaluated.err;
  const Json ranked = Json::parse(found.out)["scenarios"][0]["ranked"];
  const Json plans = Json::parse(evaluated.out)["scenarios"][0]["plans"];
  ASSERT_EQ(plans.size(), 3u);  // "rent", then the two found
  EXPECT_EQ(plans[1]["name"], "Found #1");
  EXPECT_EQ(plans[1]["strategy"], "portfolio");
  // Exactly: the finder priced each ranked candidate as this very plan.
  EXPECT_EQ(plans[1]["pv_cost"].get<double>(), ranked[0]["pv_cost"].get<double>());
  EXPECT_EQ(plans[2]["pv_cost"].get<double>(), ranked[1]["pv_cost"].get<double>());
}

TEST(FindCli, TableAndUsageErrors) {
  const std::string file = written(test::twoWorkloadScenario(), "find-table");
  const CliRun table = run({"find", file, "--top", "2"});
  const CliRun badObjective = run({"find", file, "--objective", "p99"});
  const CliRun badTop = run({"find", file, "--top", "0"});
  const CliRun badTrials = run({"find", file, "--objective", "p95", "--trials", "10"});
  std::filesystem::remove(file);
  ASSERT_EQ(table.code, kExitOk) << table.err;
  EXPECT_NE(table.out.find("16 assignments of 2 workloads to 4 supplies"), std::string::npos)
      << table.out;
  EXPECT_NE(table.out.find("256,000"), std::string::npos);
  EXPECT_NE(table.out.find("w2  rent_reserved r1"), std::string::npos) << table.out;
  EXPECT_EQ(badObjective.code, kExitUsage);
  EXPECT_NE(badObjective.err.find("--objective must be pv, pv_after_tax or p95"),
            std::string::npos);
  EXPECT_EQ(badTop.code, kExitUsage);
  EXPECT_EQ(badTrials.code, kExitUsage);
  EXPECT_NE(badTrials.err.find("--trials"), std::string::npos) << badTrials.err;
  // The table ranks groups of equal present value once: #1 (colocate + reserved, 256,000)
  // names its one alternative, hybrid + reserved.
  EXPECT_NE(table.out.find("1 other assignments cost the same"), std::string::npos) << table.out;
  EXPECT_NE(table.out.find("w1  hybrid site1"), std::string::npos) << table.out;
}

// P95 in JSON: w2's reserved price ranged (p95_ranking_test.cpp works it out): colocate +
// colocate, untouched by the range, ranks first with its P95 equal to its 285,000.
TEST(FindCli, JsonRanksByP95) {
  Json scenario = test::twoWorkloadScenario();
  scenario["rental_offers"][1]["reserved_per_gpu_month"] = {
      {"value", 1000}, {"low", 1000}, {"high", 3000}};
  const std::string file = written(scenario, "find-p95");
  const CliRun r = run(
      {"find", file, "--top", "2", "--objective", "p95", "--trials", "200", "--format", "json"});
  std::filesystem::remove(file);
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json s = Json::parse(r.out)["scenarios"][0];
  EXPECT_NEAR(s["ranked"][0]["pv_cost"].get<double>(), 285000, 1e-6);
  EXPECT_NEAR(s["ranked"][0]["p95_pv_cost"].get<double>(), 285000, 1e-6);
  EXPECT_EQ(s["pareto_p95"].size(), 2u);
  EXPECT_EQ(s["search"], "enumeration");
}

// A space of more than 50,000,000 assignments: the example's first scenario with its three
// training workloads given twins at 60 % of their demand (8 workloads) is searched by branch
// and bound, which proves its best: the gap is 0.
TEST(FindCli, LargeSpacesAreSearchedByBranchAndBound) {
  std::ifstream in(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  Json workbook = Json::parse(in);
  Json scenario = workbook["scenarios"][0];
  for (int w = 0; w < 3; ++w) {
    Json twin = scenario["workloads"][w];
    twin["name"] = twin["name"].get<std::string>() + " B";
    Json& hours = twin["gpu_hours_per_month"];
    if (hours.is_object())
      hours["value"] = hours["value"].get<double>() * 0.6;
    else
      hours = hours.get<double>() * 0.6;
    scenario["workloads"].push_back(twin);
  }
  workbook["scenarios"] = Json::array({scenario});
  const std::string path = (std::filesystem::temp_directory_path() /
                            ("find-large" + std::to_string(getpid()) + ".fleetcost"))
                               .string();
  std::ofstream(path) << workbook.dump();
  const CliRun r = run({"find", path, "--top", "1", "--format", "json"});
  std::filesystem::remove(path);
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json s = Json::parse(r.out)["scenarios"][0];
  EXPECT_GT(s["space_size"].get<double>(), 5e7);
  EXPECT_EQ(s["search"], "branch_and_bound");
  EXPECT_EQ(s["exact"], true);
  EXPECT_EQ(s["gap"], 0.0);
  EXPECT_LT(s["assignments_searched"].get<double>(), 5e7);
  EXPECT_LE(s["ranked"][0]["pv_cost"].get<double>(), s["best_own_plan_pv_cost"].get<double>());
}

}  // namespace
}  // namespace fleetcost::cli
