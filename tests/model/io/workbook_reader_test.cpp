// Reading workbooks: figures, defaults, type problems, kept keys, versions and file limits.
#include "model/io/workbook_reader.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::hasProblem;
using test::Json;
using test::workbookOf;

ReadWorkbook read(const Json& scenario) {
  return readWorkbookText(workbookOf(scenario).dump());
}

TEST(WorkbookReader, ReadsBareNumbersAndFigureObjects) {
  Json s = baseScenario();
  s["sites"][0]["cooling_options"][0]["pue"] =
      Json::parse(R"({"value": 1.5, "low": 1.35, "high": 1.7, "source": "C&W 2025",
                      "as_of": "2025", "note": "estimate", "confidence": "estimate"})");
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook);
  EXPECT_TRUE(r.problems.empty());
  const Scenario& scenario = r.workbook->scenarios.at(0);
  EXPECT_EQ(scenario.horizonMonths.value, 12);
  EXPECT_TRUE(scenario.horizonMonths.present);
  EXPECT_FALSE(scenario.horizonMonths.asObject);
  const Figure& pue = scenario.sites[0].coolingOptions[0].pue;
  EXPECT_EQ(pue.value, 1.5);
  EXPECT_EQ(pue.low, 1.35);
  EXPECT_EQ(pue.high, 1.7);
  EXPECT_EQ(pue.source, "C&W 2025");
  EXPECT_EQ(pue.asOf, "2025");
  EXPECT_EQ(pue.note, "estimate");
  ASSERT_NE(pue.extras.find("confidence"), nullptr);
  EXPECT_EQ(*pue.extras.find("confidence"), "\"estimate\"");
}

TEST(WorkbookReader, AbsentFieldsTakeTheContractDefaults) {
  Json s = baseScenario();
  s.erase("ownership");
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook);
  const Scenario& scenario = r.workbook->scenarios[0];
  // MODEL.md §0 defaults.
  EXPECT_EQ(scenario.ownership.headroom.value, 0);
  EXPECT_EQ(scenario.ownership.spareRatio.value, 0.02);
  EXPECT_EQ(scenario.ownership.refreshMonths.value, 48);
  EXPECT_EQ(scenario.ownership.leadTimeMonths.value, 0);
  EXPECT_EQ(scenario.ownership.resaleAnnualDecline.value, 0.35);
  EXPECT_EQ(scenario.ownership.installPct.value, 0.03);
  EXPECT_EQ(scenario.ownership.maintenanceAnnualPct.value, 0.05);
  EXPECT_TRUE(scenario.ownership.creditsTerminalValue());
  EXPECT_FALSE(scenario.ownership.spareRatio.present);
  EXPECT_EQ(scenario.sites[0].usableRackUnits.value, 42);
  EXPECT_EQ(scenario.rentalOffers[0].reservedUnitGpus.value, 8);
  EXPECT_FALSE(scenario.afterTax.has_value());
  EXPECT_EQ(scenario.discountRateAnnual.value, 0);
}

TEST(WorkbookReader, WrongTypesAreProblemsAndTheValueIsKept) {
  Json s = baseScenario();
  s["horizon_months"] = "twelve";
  s["plans"][0]["name"] = 7;
  s["after_tax"] = "yes";
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook);
  EXPECT_TRUE(
      hasProblem(r.problems, "/scenarios/0/horizon_months", "expected a number, got a string"));
  EXPECT_TRUE(
      hasProblem(r.problems, "/scenarios/0/plans/0/name", "expected a string, got a number"));
  EXPECT_TRUE(
      hasProblem(r.problems, "/scenarios/0/after_tax", "expected true or false, got a string"));
  const Scenario& scenario = r.workbook->scenarios[0];
  EXPECT_FALSE(scenario.horizonMonths.present);
  ASSERT_NE(scenario.extras.keys.find("horizon_months"), nullptr);
  EXPECT_EQ(*scenario.extras.keys.find("horizon_months"), "\"twelve\"");
  EXPECT_EQ(*scenario.plans[0].extras.keys.find("name"), "7");
}

TEST(WorkbookReader, AFigureObjectNeedsANumericValue) {
  Json s = baseScenario();
  s["server_models"][0]["price"] = Json::parse(R"({"source": "quote"})");
  s["server_models"][0]["network_capex"] = Json::parse(R"({"value": 1, "low": "a"})");
  const ReadWorkbook r = read(s);
  EXPECT_TRUE(hasProblem(r.problems, "/scenarios/0/server_models/0/price",
                         "a figure needs a number \"value\""));
  EXPECT_TRUE(hasProblem(r.problems, "/scenarios/0/server_models/0/network_capex/low",
                         "expected a number, got a string"));
}

TEST(WorkbookReader, UnknownKeysAreKeptInOrder) {
  Json s = baseScenario();
  s["comment"] = "from the planning meeting";
  s["plans"][0]["colour"] = Json::parse(R"({"r": 1})");
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook);
  EXPECT_TRUE(r.problems.empty());
  const Scenario& scenario = r.workbook->scenarios[0];
  EXPECT_EQ(*scenario.extras.keys.find("comment"), "\"from the planning meeting\"");
  EXPECT_EQ(*scenario.plans[0].extras.keys.find("colour"), "{\"r\":1}");
}

TEST(WorkbookReader, ListElementsThatAreNotObjectsKeepTheirPlace) {
  Json s = baseScenario();
  s["plans"].push_back(42);
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook);
  EXPECT_TRUE(hasProblem(r.problems, "/scenarios/0/plans/1", "expected an object, got a number"));
  ASSERT_EQ(r.workbook->scenarios[0].plans.size(), 2u);
  EXPECT_EQ(r.workbook->scenarios[0].plans[1].extras.notAnObject, "42");
}

TEST(WorkbookReader, NullMeansNotStated) {
  Json s = baseScenario();
  s["workloads"][0]["end_month"] = nullptr;
  const ReadWorkbook r = read(s);
  EXPECT_TRUE(r.problems.empty());
  EXPECT_FALSE(r.workbook->scenarios[0].workloads[0].endMonth.present);
}

TEST(WorkbookReader, ProfileIsAPresetOrWeights) {
  Json s = baseScenario();
  s["workloads"][0]["profile"] = Json::array();
  for (int k = 0; k < 168; ++k) s["workloads"][0]["profile"].push_back(k % 2);
  const ReadWorkbook r = read(s);
  ASSERT_TRUE(r.workbook->scenarios[0].workloads[0].profileWeights);
  EXPECT_EQ(r.workbook->scenarios[0].workloads[0].profileWeights->size(), 168u);

  s["workloads"][0]["profile"] = Json::parse(R"([1, "x"])");
  EXPECT_TRUE(hasProblem(read(s).problems, "/scenarios/0/workloads/0/profile/1",
                         "expected a number (a weight), got a string"));
  s["workloads"][0]["profile"] = 3;
  EXPECT_TRUE(hasProblem(read(s).problems, "/scenarios/0/workloads/0/profile",
                         "expected \"flat\", \"business_hours\", \"diurnal\" or an array"));
}

TEST(WorkbookReader, ANewerVersionIsRefusedWithOneProblem) {
  Json w = workbookOf(baseScenario());
  w["version"] = 3;
  w["scenarios"][0]["horizon_months"] = "not checked";
  const ReadWorkbook r = readWorkbookText(w.dump());
  EXPECT_TRUE(r.newerVersion);
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].pointer, "/version");
  EXPECT_EQ(r.problems[0].message,
            "needs a newer FleetCost: this file is version 3, this FleetCost reads versions up "
            "to 1");
  ASSERT_TRUE(r.workbook);  // still readable for a read-only view
  EXPECT_EQ(r.workbook->scenarios.size(), 1u);
}

TEST(WorkbookReader, TextThatIsNotAnObjectIsNotAWorkbook) {
  const ReadWorkbook r = readWorkbookText("[1, 2]");
  EXPECT_FALSE(r.workbook);
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message,
            "not a FleetCost workbook: expected a JSON object, got an array");
}

class WorkbookFiles : public ::testing::Test {
 protected:
  void SetUp() override {
    folder_ =
        std::filesystem::temp_directory_path() / ("fleetcost-reader-" + std::to_string(::getpid()));
    std::filesystem::create_directories(folder_);
  }
  void TearDown() override { std::filesystem::remove_all(folder_); }
  std::filesystem::path folder_;
};

TEST_F(WorkbookFiles, MissingFile) {
  const ReadWorkbook r = readWorkbookFile((folder_ / "absent.fleetcost").string());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].pointer, "");
  EXPECT_EQ(r.problems[0].message, "no such file");
}

TEST_F(WorkbookFiles, AFolderIsNotAWorkbook) {
  const ReadWorkbook r = readWorkbookFile(folder_.string());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "is a folder, not a workbook file");
}

TEST_F(WorkbookFiles, FilesAbove64MiBAreRefusedWithoutReadingThem) {
  // A sparse 2 GiB file: refused by its size, so the test takes no time and no memory.
  const auto path = folder_ / "huge.fleetcost";
  { std::ofstream(path).put('{'); }
  std::filesystem::resize_file(path, 2ull * 1024 * 1024 * 1024);
  const ReadWorkbook r = readWorkbookFile(path.string());
  ASSERT_EQ(r.problems.size(), 1u);
  EXPECT_EQ(r.problems[0].message, "the file is 2.0 GiB; a workbook may be at most 64 MiB");
}

TEST_F(WorkbookFiles, ReadsAFile) {
  const auto path = folder_ / "ok.fleetcost";
  std::ofstream(path) << workbookOf(baseScenario()).dump();
  const ReadWorkbook r = readWorkbookFile(path.string());
  EXPECT_TRUE(r.problems.empty());
  ASSERT_TRUE(r.workbook);
  EXPECT_EQ(r.workbook->scenarios[0].name, "Base");
}

}  // namespace
}  // namespace fleetcost
