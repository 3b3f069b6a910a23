// fleetcost-cli sensitivity, montecarlo and breakeven-map: JSON keys and figures worked out by
// hand, the same output for 1 and 2 threads, usage errors and problems.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/cli_app.h"
#include "cli/cli_run.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;

// The base test scenario with a colocate plan "own" (as in risk_sensitivity_test.cpp):
// rent = 280,320 at 2 per GPU-hour (1.5..3), own = the server price (100,000; 80,000..150,000).
class RiskCli : public ::testing::Test {
 protected:
  void SetUp() override {
    Json s = test::baseScenario();
    s["plans"].push_back({{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}});
    s["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2}, {"low", 1.5}, {"high", 3}};
    s["server_models"][0]["price"] = {{"value", 100000}, {"low", 80000}, {"high", 150000}};
    file_ = std::filesystem::temp_directory_path() /
            ("fleetcost-risk-cli-" + std::to_string(::getpid()) + ".fleetcost");
    std::ofstream(file_) << test::workbookOf(s).dump(2);
  }
  void TearDown() override { std::filesystem::remove(file_); }
  std::string file() const { return file_.string(); }
  std::filesystem::path file_;
};

TEST_F(RiskCli, SensitivityJsonHasTheTornadoWorkedByHand) {
  const CliRun r = run({"sensitivity", file(), "--format", "json"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json json = Json::parse(r.out);
  EXPECT_EQ(json["format"], "fleetcost-sensitivity");
  const Json& s = json["scenarios"][0];
  EXPECT_EQ(s["base"]["cheapest_owning"], "own");
  EXPECT_DOUBLE_EQ(s["base"]["difference"].get<double>(), -180320);
  EXPECT_EQ(s["figures"].size(), 2u);
  const Json& difference = s["tornados"][0];
  EXPECT_EQ(difference["output"], "difference");
  EXPECT_TRUE(difference["plan"].is_null());
  const Json& top = difference["bars"][0];
  EXPECT_EQ(top["pointer"], "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour");
  EXPECT_DOUBLE_EQ(top["swing"].get<double>(), 210240);
  EXPECT_DOUBLE_EQ(top["change_at_high"].get<double>(), -140160);  // -320,480 + 180,320
  EXPECT_EQ(s["tornados"][1]["plan"], "rent");
  const CliRun table = run({"sensitivity", file()});
  EXPECT_EQ(table.code, kExitOk);
  EXPECT_NE(table.out.find("Cheapest owning minus cheapest renting (base -180,320)"),
            std::string::npos)
      << table.out;
}

TEST_F(RiskCli, MonteCarloIsTheSameForOneAndTwoThreads) {
  const CliRun one = run({"montecarlo", file(), "--trials", "500", "--seed", "9", "--threads", "1",
                          "--format", "json"});
  const CliRun two = run({"montecarlo", file(), "--trials", "500", "--seed", "9", "--threads", "2",
                          "--format", "json"});
  ASSERT_EQ(one.code, kExitOk) << one.err;
  EXPECT_EQ(one.out, two.out);
  const Json json = Json::parse(one.out);
  EXPECT_EQ(json["trials"], 500);
  EXPECT_EQ(json["seed"], 9);
  const Json& s = json["scenarios"][0];
  EXPECT_EQ(s["ranged_figures"], 2);
  for (const char* key : {"mean", "min", "max", "p5", "p10", "p25", "p50", "p75", "p90", "p95"})
    EXPECT_TRUE(s["plans"][0]["pv_cost"].contains(key)) << key;
  // Owning is cheaper in every trial (own <= 150,000 < rent >= 210,240).
  EXPECT_EQ(s["probability_owning_cheaper"], 1.0);
  EXPECT_EQ(s["breakeven_month"]["never"], 0.0);
  const CliRun table = run({"montecarlo", file(), "--trials", "200"});
  EXPECT_NE(table.out.find("Probability that owning is cheaper: 100.0%"), std::string::npos)
      << table.out;
}

TEST_F(RiskCli, MonteCarloOfSeveralScenariosSaysHowManyTrialsEachRan) {
  // The workbook of this file's scenario twice: each runs its own 50 trials, 100 in all.
  Json two = Json::parse(std::ifstream(file_));
  two["scenarios"].push_back(two["scenarios"][0]);
  two["scenarios"][1]["name"] = "Copy";
  const std::filesystem::path path = file_.string() + ".two.fleetcost";
  std::ofstream(path) << two.dump();
  const CliRun table = run({"montecarlo", path.string(), "--trials", "50"});
  std::filesystem::remove(path);
  ASSERT_EQ(table.code, kExitOk) << table.err;
  EXPECT_NE(table.out.find("2 scenarios, 50 trials each (100 in all)"), std::string::npos)
      << table.out;
  const CliRun one = run({"montecarlo", file(), "--trials", "50"});
  EXPECT_EQ(one.out.find("trials each"), std::string::npos);  // one scenario: no such line
}

TEST_F(RiskCli, BreakEvenMapOverTwoInputs) {
  const CliRun r =
      run({"breakeven-map", file(), "--x", "rental_price_scale", "--x-range", "0.25:0.75", "--y",
           "/server_models/0/price", "--steps", "3", "--format", "json"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json s = Json::parse(r.out)["scenarios"][0];
  EXPECT_EQ(s["x"]["input"], "rental_price_scale");
  EXPECT_EQ(s["y"]["values"], Json::parse("[80000, 115000, 150000]"));  // the figure's range
  // Row 1 (price 115,000), column 1 (rental prices halved: rent 140,160).
  EXPECT_DOUBLE_EQ(s["difference"][1][1].get<double>(), 115000 - 140160.0);
  EXPECT_FALSE(s["zero_line"].empty());
}

TEST_F(RiskCli, UsageErrorsAndProblems) {
  EXPECT_EQ(run({"montecarlo", file(), "--trials", "0"}).code, kExitUsage);
  EXPECT_EQ(run({"montecarlo", file(), "--seed", "x"}).code, kExitUsage);
  EXPECT_EQ(run({"breakeven-map", file(), "--x", "/nothing"}).code, kExitUsage);
  EXPECT_EQ(run({"breakeven-map", file(), "--x-range", "1"}).code, kExitUsage);
  EXPECT_EQ(run({"sensitivity", file(), "--format", "xml"}).code, kExitUsage);
  for (const char* command : {"sensitivity", "montecarlo", "breakeven-map"}) {
    const CliRun help = run({command, "--help"});
    EXPECT_EQ(help.code, kExitOk);
    EXPECT_NE(help.out.find(std::string("fleetcost-cli ") + command), std::string::npos);
  }
  EXPECT_NE(run({"--help"}).out.find("breakeven-map  "), std::string::npos);
  // A bound that breaks its rule: exit 1 with the problem at the bound.
  Json s = test::baseScenario();
  s["sites"][0]["cooling_options"][0]["pue"] = {{"value", 1.5}, {"low", 0.9}, {"high", 1.8}};
  std::ofstream(file_) << test::workbookOf(s).dump(2);
  const CliRun bad = run({"sensitivity", file()});
  EXPECT_EQ(bad.code, kExitProblems);
  EXPECT_EQ(bad.err,
            "/scenarios/0/sites/0/cooling_options/0/pue/low: must be between 1.0 and 3.0, got "
            "0.9\n");
  EXPECT_EQ(run({"montecarlo", file(), "--trials", "10"}).code, kExitProblems);
}

}  // namespace
}  // namespace fleetcost::cli
