// fleetcost-cli: golden output on the teaching example, exit codes and one clear line for each
// kind of bad file, help for every command.
#include "app/cli/cli_app.h"
#include "cli/cli_run.h"

#include <gtest/gtest.h>
#include <sys/wait.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

using test::Json;
using test::sourcePath;

std::string readText(const std::string& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

const std::string kTeaching = sourcePath("assets/examples/teaching-one-gpu.fleetcost");

class CliFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ =
        std::filesystem::temp_directory_path() / ("fleetcost-cli-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder_);
  }
  void TearDown() override { std::filesystem::remove_all(folder_); }
  std::string write(const std::string& name, const std::string& text) {
    const std::string path = (folder_ / name).string();
    std::ofstream(path, std::ios::binary) << text;
    return path;
  }
  std::string writeScenario(const std::string& name, const Json& scenario) {
    return write(name, test::workbookOf(scenario).dump(2));
  }
  std::filesystem::path folder_;
};

TEST(Cli, EvaluateTableMatchesTheHandWorkedGolden) {
  const CliRun r = run({"evaluate", kTeaching});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, readText(sourcePath("tests/cli/golden/teaching.table.txt")));
  EXPECT_EQ(run({"evaluate", kTeaching, "--format", "table"}).out, r.out);
}

TEST(Cli, EvaluateTableOfAHostedApiPlanMatchesTheHandWorkedGolden) {
  // tests/model/plans/api_plan_test.cpp works these figures out: rent 24 * 26,280 = 630,720; api
  // 560,640 rented + 76,395.96 of tokens; own 300,000 - 75,000. Per GPU-hour over 315,360
  // GPU-hours; tokens: 63,072 million. IRRs from the monthly savings by bisection (Python).
  const CliRun r = run({"evaluate", sourcePath("tests/cli/golden/api.fleetcost")});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_EQ(r.err, "");
  EXPECT_EQ(r.out, readText(sourcePath("tests/cli/golden/api.table.txt")));
}

TEST(Cli, EvaluateJsonIsTheFullResult) {
  const CliRun r = run({"evaluate", kTeaching, "--format=json"});
  EXPECT_EQ(r.code, kExitOk);
  const Json json = Json::parse(r.out);
  EXPECT_EQ(json["format"], "fleetcost-result");
  const Json& plans = json["scenarios"][0]["plans"];
  ASSERT_EQ(plans.size(), 4u);
  EXPECT_DOUBLE_EQ(plans[2]["nominal_cost"].get<double>(), 903840);
  EXPECT_DOUBLE_EQ(plans[2]["flows"]["hardware"][0].get<double>(), 810000);  // 3 * 270,000
  EXPECT_EQ(plans[3]["hybrid_caps"]["h100_sxm"], 2);
  EXPECT_EQ(json["scenarios"][0]["breakeven"][2]["month"], 20);
  EXPECT_EQ(json["scenarios"][0]["workloads"].size(), 8u);  // 2 workloads * 4 plans
}

TEST_F(CliFiles, ScenarioSelection) {
  Json good = test::baseScenario();
  Json bad = test::baseScenario();
  bad["name"] = "Broken";
  bad["horizon_months"] = -1;
  Json w = test::workbookOf(good);
  w["scenarios"].push_back(bad);
  const std::string path = write("two.fleetcost", w.dump());
  // All scenarios: the broken one stops the evaluation.
  CliRun r = run({"evaluate", path});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(
      r.err,
      "/scenarios/1/horizon_months: must be a whole number of months from 1 to 600, got -1\n");
  // Only the good one: its problems-free result.
  r = run({"evaluate", path, "--scenario", "Base", "--format", "json"});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_EQ(Json::parse(r.out)["scenarios"].size(), 1u);
  // An unknown name is a usage error.
  r = run({"evaluate", path, "--scenario", "Nope"});
  EXPECT_EQ(r.code, kExitUsage);
  EXPECT_NE(r.err.find("no scenario named \"Nope\""), std::string::npos);
  EXPECT_NE(r.err.find("\"Base\", \"Broken\""), std::string::npos);
}

TEST_F(CliFiles, TruncatedJson) {
  const std::string text = test::workbookOf(test::baseScenario()).dump(2);
  const std::string path = write("truncated.fleetcost", text.substr(0, text.size() / 2));
  const CliRun r = run({"evaluate", path});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("the file ends before the JSON is complete"), std::string::npos);
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
}

TEST_F(CliFiles, WrongTypes) {
  Json s = test::baseScenario();
  s["horizon_months"] = "12";
  s["server_models"][0]["price"] = true;
  const CliRun r = run({"evaluate", writeScenario("types.fleetcost", s)});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/scenarios/0/horizon_months: expected a number, got a string\n"
            "/scenarios/0/server_models/0/price: expected a number, got true\n");
}

TEST_F(CliFiles, NaNLiteral) {
  const std::string path = write("nan.fleetcost",
                                 "{\"format\": \"fleetcost-workbook\", \"version\": 1,\n"
                                 " \"scenarios\": [{\"discount_rate_annual\": NaN}]}");
  const CliRun r = run({"evaluate", path});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/scenarios/0/discount_rate_annual: not valid JSON at line 2, column 41: NaN and "
            "Infinity are not numbers that JSON allows\n");
}

TEST_F(CliFiles, UnknownReferences) {
  Json s = test::baseScenario();
  s["workloads"][0]["gpu"] = "h100";
  s["plans"][0]["rental_region"] = "osaka";
  const CliRun r = run({"evaluate", writeScenario("refs.fleetcost", s)});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/scenarios/0/workloads/0/gpu: no GPU model with id \"h100\" in gpu_models\n"
            "/scenarios/0/plans/0/rental_region: no region with id \"osaka\" in regions\n");
}

TEST_F(CliFiles, TenKilowattServerInAnEightKilowattRack) {
  Json s = test::baseScenario();
  s["server_models"][0]["power_max_kw"] = 10;
  s["sites"][0]["cooling_options"][0]["max_kw_per_rack"] = 8;
  s["plans"][0] = Json::parse(R"({"name": "own", "strategy": "colocate", "site": "site1"})");
  const CliRun r = run({"evaluate", writeScenario("rack.fleetcost", s)});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/scenarios/0/plans/0/site: 10 kW server \"Server One\" does not fit the 8 kW "
            "\"air\" rack at Site One (plan \"own\")\n");
}

TEST_F(CliFiles, NewerVersion) {
  Json w = test::workbookOf(test::baseScenario());
  w["version"] = 2;
  const CliRun r = run({"evaluate", write("newer.fleetcost", w.dump())});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err,
            "/version: needs a newer FleetCost: this file is version 2, this FleetCost reads "
            "versions up to 1\n");
}

TEST_F(CliFiles, MissingFileFolderGarbageAndHugeFile) {
  const std::string missing = (folder_ / "absent.fleetcost").string();
  CliRun r = run({"evaluate", missing});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err, missing + ": no such file\n");
  r = run({"evaluate", folder_.string()});
  EXPECT_EQ(r.err, folder_.string() + ": is a folder, not a workbook file\n");
  const std::string garbage = write("garbage.fleetcost", std::string("\x89PNG\r\n\x1a\n\0\0", 10));
  r = run({"evaluate", garbage});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_NE(r.err.find(garbage + ": not valid JSON at line 1"), std::string::npos) << r.err;
  EXPECT_EQ(std::count(r.err.begin(), r.err.end(), '\n'), 1);
  const std::string huge = (folder_ / "huge.fleetcost").string();
  { std::ofstream(huge).put('{'); }
  std::filesystem::resize_file(huge, 2ull * 1024 * 1024 * 1024);
  r = run({"evaluate", huge});
  EXPECT_EQ(r.code, kExitProblems);
  EXPECT_EQ(r.err, huge + ": the file is 2.0 GiB; a workbook may be at most 64 MiB\n");
}

TEST_F(CliFiles, ValidatePrintsWhatEvaluateWouldPrintOnStandardError) {
  Json s = test::baseScenario();
  s["workloads"][0]["gpu"] = "h100";
  const std::string path = writeScenario("bad.fleetcost", s);
  const CliRun validate = run({"validate", path});
  EXPECT_EQ(validate.code, kExitProblems);
  EXPECT_EQ(validate.out, run({"evaluate", path}).err);
  EXPECT_EQ(validate.err, "");
  const CliRun clean = run({"validate", kTeaching});
  EXPECT_EQ(clean.code, kExitOk);
  EXPECT_EQ(clean.out, "");
}

TEST(Cli, UsageErrors) {
  EXPECT_EQ(run({}).code, kExitUsage);
  EXPECT_EQ(run({"frobnicate"}).code, kExitUsage);
  EXPECT_EQ(run({"evaluate"}).code, kExitUsage);
  EXPECT_EQ(run({"evaluate", kTeaching, "--format", "xml"}).code, kExitUsage);
  EXPECT_EQ(run({"evaluate", kTeaching, "--colour"}).code, kExitUsage);
  EXPECT_EQ(run({"evaluate", kTeaching, "--after-tax", "--pre-tax"}).code, kExitUsage);
  EXPECT_EQ(run({"evaluate", kTeaching, "--scenario"}).code, kExitUsage);
  EXPECT_EQ(run({"validate", kTeaching, "extra"}).code, kExitUsage);
  const CliRun r = run({"evaluate", kTeaching, "--format", "xml"});
  EXPECT_EQ(r.err,
            "fleetcost-cli evaluate: --format must be table or json, got 'xml'\n"
            "Run 'fleetcost-cli evaluate --help' for usage.\n");
}

TEST(Cli, HelpForEveryCommand) {
  CliRun r = run({"--help"});
  EXPECT_EQ(r.code, kExitOk);
  EXPECT_NE(r.out.find("evaluate"), std::string::npos);
  EXPECT_NE(r.out.find("validate"), std::string::npos);
  for (const char* command : {"evaluate", "validate"}) {
    r = run({command, "--help"});
    EXPECT_EQ(r.code, kExitOk) << command;
    EXPECT_EQ(r.out.rfind(std::string("Usage: fleetcost-cli ") + command, 0), 0u) << command;
  }
}

TEST(CliBinary, ExitCodesFromTheRealProgram) {
  const auto status = [](const std::string& args) {
    const int raw =
        std::system((std::string(FLEETCOST_CLI_BINARY) + " " + args + " >/dev/null 2>&1").c_str());
    return WEXITSTATUS(raw);
  };
  EXPECT_EQ(status("evaluate " + kTeaching), 0);
  EXPECT_EQ(status("evaluate /nonexistent.fleetcost"), 1);
  EXPECT_EQ(status("evaluate"), 2);
  EXPECT_EQ(status("--version"), 0);
}

}  // namespace
}  // namespace fleetcost::cli
