// fleetcost-cli thresholds on the teaching example: JSON keys with the thresholds worked by hand
// in tests/model/risk/thresholds_test.cpp, the table's sentences, usage errors and problems.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "app/cli/cli_app.h"
#include "cli/cli_run.h"
#include "model/risk/thresholds.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;

std::string teaching() {
  return test::sourcePath("assets/examples/teaching-one-gpu.fleetcost");
}

// Hybrid against reserved: every rental price above 589,600 / 560,640 = 1.05166 times today's,
// or energy below 14,840 / 438,000 = 0.033881 USD per kWh.
TEST(ThresholdsCli, JsonHasTheThresholdsWorkedByHand) {
  const CliRun r = run({"thresholds", teaching(), "--input", "rental_price_scale", "--input",
                        "/sites/0/energy_per_kwh", "--format", "json"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json json = Json::parse(r.out);
  EXPECT_EQ(json["format"], "fleetcost-thresholds");
  EXPECT_EQ(json["version"], 1);
  const Json& s = json["scenarios"][0];
  EXPECT_EQ(s["owning"], "Hybrid");
  EXPECT_EQ(s["renting"], "Rent reserved");
  EXPECT_EQ(s["decisions"], "chosen_again");
  EXPECT_DOUBLE_EQ(s["today"]["difference"].get<double>(), 28960);  // 799,840 - 770,880
  const Json& rental = s["thresholds"][0];
  EXPECT_EQ(rental["input"], "rental_price_scale");
  EXPECT_EQ(rental["status"], "found");
  EXPECT_EQ(rental["unit"], "x today");
  EXPECT_NEAR(rental["threshold"]["value"].get<double>(), 589600.0 / 560640.0, 1e-9);
  EXPECT_EQ(rental["threshold"]["owning_wins"], "above");
  EXPECT_EQ(rental["threshold"]["kind"], "crossing");
  EXPECT_NEAR(rental["threshold"]["relative_distance"].get<double>(), 589600.0 / 560640.0 - 1,
              1e-9);
  EXPECT_EQ(rental["owning_wins_today"], false);
  EXPECT_EQ(rental["searched"]["low"], 0.0);
  EXPECT_EQ(rental["searched"]["high"], 100.0);
  const Json& energy = s["thresholds"][1];
  EXPECT_EQ(energy["input"], "/scenarios/0/sites/0/energy_per_kwh");
  EXPECT_EQ(energy["unit"], "USD per kWh");
  EXPECT_NEAR(energy["threshold"]["value"].get<double>(), 14840.0 / 438000.0, 1e-10);
  EXPECT_EQ(energy["threshold"]["owning_wins"], "below");
  // Energy is 66 % below today's, rental prices 5.2 % above: the rental price first.
  EXPECT_EQ(s["most_informative"],
            (Json{"rental_price_scale", "/scenarios/0/sites/0/energy_per_kwh"}));
  const CliRun held = run({"thresholds", teaching(), "--input", "rental_price_scale",
                           "--hold-decisions", "--format", "json"});
  ASSERT_EQ(held.code, kExitOk) << held.err;
  EXPECT_EQ(Json::parse(held.out)["scenarios"][0]["decisions"], "held");
}

TEST(ThresholdsCli, TableSaysWhereOwningWins) {
  const CliRun r = run({"thresholds", teaching()});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  for (const char* text :
       {"what it takes for owning to win (present values in USD)",
        "Hybrid against Rent reserved: owning costs 28,960 more today.",
        "chosen again at every value",
        "Owning wins if every rental price is above 1.052 x today's.",
        "Owning wins if Tokyo colocation: energy per kwh is below 0.03388 USD per kWh.",
        "Nearest to today (most informative): "})
    EXPECT_NE(r.out.find(text), std::string::npos) << text << "\n" << r.out;
}

// Colocate against on demand: owning wins from a horizon of 17 months (24 today).
TEST(ThresholdsCli, PlansByNameAndAWholeNumberInput) {
  const CliRun r = run({"thresholds", teaching(), "--owning", "Colocate", "--renting",
                        "Rent on demand", "--input", "horizon_months", "--format", "json"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  const Json json = Json::parse(r.out);
  const Json& t = json["scenarios"][0]["thresholds"][0];
  EXPECT_EQ(t["input"], "/scenarios/0/horizon_months");
  EXPECT_EQ(t["whole"], true);
  EXPECT_EQ(t["threshold"]["value"], 17.0);
  EXPECT_EQ(t["threshold"]["distance"], -7.0);
  const CliRun table = run({"thresholds", teaching(), "--owning", "Colocate", "--renting",
                            "Rent on demand", "--input", "horizon_months"});
  EXPECT_NE(table.out.find("Owning wins if horizon months is 17 months or more."),
            std::string::npos)
      << table.out;
}

TEST(ThresholdsCli, NoThresholdAndARange) {
  const CliRun r = run({"thresholds", teaching(), "--owning", "Colocate", "--renting",
                        "Rent reserved", "--input", "/sites/0/energy_per_kwh"});
  ASSERT_EQ(r.code, kExitOk) << r.err;
  EXPECT_NE(r.out.find("No threshold for Tokyo colocation: energy per kwh between 0 and 10 USD "
                       "per kWh: owning never wins there."),
            std::string::npos)
      << r.out;
  const CliRun ranged = run({"thresholds", teaching(), "--input",
                             "/sites/0/energy_per_kwh=0.05:0.2", "--format", "json"});
  ASSERT_EQ(ranged.code, kExitOk) << ranged.err;
  const Json json = Json::parse(ranged.out);
  const Json& t = json["scenarios"][0]["thresholds"][0];
  EXPECT_EQ(t["status"], "none");  // the threshold 0.0339 lies below the range
  EXPECT_EQ(t["searched"]["low"], 0.05);
  EXPECT_EQ(t["searched"]["high"], 0.2);
}

// A scenario without an owning plan does not block the file: the teaching scenario is answered,
// the renting-only copy says why not, and the exit status is 0; alone, it is a usage error.
TEST(ThresholdsCli, AScenarioWithoutAPairIsSaidTheOthersAnswered) {
  std::ifstream in(teaching());
  Json workbook = Json::parse(in);
  Json rentingOnly = workbook["scenarios"][0];
  rentingOnly["name"] = "Renting only";
  rentingOnly["plans"] = Json::array({rentingOnly["plans"][0], rentingOnly["plans"][1]});
  workbook["scenarios"].push_back(rentingOnly);
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    ("fleetcost-thresholds-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const std::string both = (dir / "both.fleetcost").string();
  std::ofstream(both) << workbook.dump();
  const CliRun json =
      run({"thresholds", both, "--input", "rental_price_scale", "--format", "json"});
  ASSERT_EQ(json.code, kExitOk) << json.err;
  const Json out = Json::parse(json.out);
  ASSERT_EQ(out["scenarios"].size(), 2u);
  EXPECT_EQ(out["scenarios"][0]["thresholds"][0]["status"], "found");
  EXPECT_EQ(out["scenarios"][1]["name"], "Renting only");
  EXPECT_EQ(out["scenarios"][1]["unanswered"], kNoOwningPlan);
  EXPECT_FALSE(out["scenarios"][1].contains("thresholds"));
  const CliRun table = run({"thresholds", both, "--input", "rental_price_scale"});
  ASSERT_EQ(table.code, kExitOk) << table.err;
  EXPECT_NE(table.out.find("Scenario \"Renting only\": no thresholds: the scenario has no owning "
                           "plan (colocate or hybrid) to compare."),
            std::string::npos)
      << table.out;

  workbook["scenarios"] = Json::array({rentingOnly});
  const std::string alone = (dir / "alone.fleetcost").string();
  std::ofstream(alone) << workbook.dump();
  const CliRun none = run({"thresholds", alone});
  EXPECT_EQ(none.code, kExitUsage);
  EXPECT_NE(none.err.find("scenario \"Renting only\": the scenario has no owning plan"),
            std::string::npos)
      << none.err;
  EXPECT_TRUE(none.out.empty());
  std::filesystem::remove_all(dir);
}

TEST(ThresholdsCli, UsageErrorsAndProblems) {
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"thresholds", teaching(), "--input", "x=1"},
        {"thresholds", teaching(), "--input", "/sites/0/nothing"},
        {"thresholds", teaching(), "--owning", "Nobody"},
        {"thresholds", teaching(), "--renting", "Hybrid"},
        {"thresholds", teaching(), "--format", "csv"},
        {"thresholds", teaching(), "--threads", "0"},
        {"thresholds"}}) {
    const CliRun r = run(args);
    EXPECT_EQ(r.code, kExitUsage) << args.back();
    EXPECT_NE(r.err.find("fleetcost-cli thresholds"), std::string::npos) << r.err;
    EXPECT_TRUE(r.out.empty());
  }
  EXPECT_NE(run({"thresholds", teaching(), "--owning", "Nobody"}).err.find("no plan named"),
            std::string::npos);
  const CliRun bad =
      run({"thresholds", test::sourcePath("tests/corpus/bad/horizon-zero.fleetcost")});
  EXPECT_EQ(bad.code, kExitProblems);
  EXPECT_NE(bad.err.find("/scenarios/0/horizon_months: "), std::string::npos) << bad.err;
  const CliRun help = run({"thresholds", "--help"});
  EXPECT_EQ(help.code, kExitOk);
  EXPECT_NE(help.out.find("Usage: fleetcost-cli thresholds FILE"), std::string::npos);
  EXPECT_NE(run({"--help"}).out.find("thresholds"), std::string::npos);
}

}  // namespace
}  // namespace fleetcost::cli
