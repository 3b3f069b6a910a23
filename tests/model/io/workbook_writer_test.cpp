// Saving workbooks: what is read is written back, including what this version does not know.
#include "model/io/workbook_writer.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "model/io/workbook_reader.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;
using test::workbookOf;

Workbook readBack(const std::string& text) {
  ReadWorkbook r = readWorkbookText(text);
  EXPECT_TRUE(r.workbook);
  return r.workbook.value_or(Workbook{});
}

TEST(WorkbookWriter, RoundTripKeepsFiguresUnknownKeysAndBareNumbers) {
  Json s = baseScenario();
  s["sites"][0]["cooling_options"][0]["pue"] = Json::parse(
      R"({"value": 1.5, "low": 1.35, "high": 1.7, "source": "C&W", "as_of": "2025", "x": [1]})");
  s["note"] = "kept";
  s["plans"][0]["colour"] = "#336699";
  const Json original = workbookOf(s);
  const Workbook first = readBack(original.dump());
  const std::string saved = writeWorkbookText(first);
  const Workbook second = readBack(saved);
  EXPECT_EQ(first, second);
  // The saved text says the same as the original, key by key.
  const Json reread = Json::parse(saved);
  EXPECT_EQ(reread["scenarios"][0]["note"], "kept");
  EXPECT_EQ(reread["scenarios"][0]["plans"][0]["colour"], "#336699");
  EXPECT_EQ(reread["scenarios"][0]["sites"][0]["cooling_options"][0]["pue"],
            original["scenarios"][0]["sites"][0]["cooling_options"][0]["pue"]);
  EXPECT_EQ(reread["scenarios"][0]["horizon_months"], 12);  // a whole number stays "12"
  EXPECT_FALSE(reread["scenarios"][0]["ownership"].contains("headroom"));  // defaults not added
}

TEST(WorkbookWriter, ValuesOfTheWrongTypeAreWrittenBackUnchanged) {
  Json s = baseScenario();
  s["horizon_months"] = "twelve";
  s["regions"] = 5;
  s["plans"].push_back("not a plan");
  const Json reread = Json::parse(writeWorkbookText(readBack(workbookOf(s).dump())));
  EXPECT_EQ(reread["scenarios"][0]["horizon_months"], "twelve");
  EXPECT_EQ(reread["scenarios"][0]["regions"], 5);
  EXPECT_EQ(reread["scenarios"][0]["plans"][1], "not a plan");
}

TEST(WorkbookWriter, AnEditedValueReplacesTheKeptOne) {
  Json s = baseScenario();
  s["horizon_months"] = "twelve";
  Workbook workbook = readBack(workbookOf(s).dump());
  workbook.scenarios[0].horizonMonths = Figure::of(24);
  const Json reread = Json::parse(writeWorkbookText(workbook));
  EXPECT_EQ(reread["scenarios"][0]["horizon_months"], 24);
}

TEST(WorkbookWriter, ManyKeptKeysAndCurrenciesAreWrittenBackInFileOrder) {
  // 5,000 unknown keys after the scenario's own (hashed since issue 15; the order is the
  // file's), an unknown object of 5,000 keys, and 5,000 currencies (the test's own JSON is n^2).
  Json s = baseScenario();
  Json inner = Json::object();
  for (int i = 4999; i >= 0; --i) {
    s["x" + std::to_string(i)] = i;
    inner["y" + std::to_string(i)] = i;
    s["fx_per_usd"]["C" + std::to_string(i)] = 1 + i % 7;
  }
  s["inner"] = inner;
  const Json original = workbookOf(s);
  const std::string saved = writeWorkbookText(readBack(original.dump()));
  const Json reread = Json::parse(saved);
  // The typed keys come first in the contract's order, then the kept ones in file order.
  Json kept = Json::object();
  for (const auto& [key, value] : reread["scenarios"][0].items())
    if (key[0] == 'x' || key == "inner") kept[key] = value;
  Json expectedKept = Json::object();
  for (const auto& [key, value] : original["scenarios"][0].items())
    if (key[0] == 'x' || key == "inner") expectedKept[key] = value;
  EXPECT_EQ(kept.dump(), expectedKept.dump());
  EXPECT_EQ(reread["scenarios"][0]["fx_per_usd"].dump(),
            original["scenarios"][0]["fx_per_usd"].dump());
}

TEST(WorkbookWriter, ACurrencyListedTwiceKeepsItsFirstPlaceAndItsLastRate) {
  // Only an edit can list a currency twice (a file cannot); saving keeps what it did before.
  Workbook workbook = readBack(workbookOf(baseScenario()).dump());
  auto& rates = workbook.scenarios[0].fxPerUsd;
  rates.emplace_back("EUR", Figure::of(0.9));
  rates.emplace_back("JPY", Figure::of(155));
  const Json reread = Json::parse(writeWorkbookText(workbook));
  EXPECT_EQ(reread["scenarios"][0]["fx_per_usd"].dump(), R"({"JPY":155,"EUR":0.9})");
}

TEST(WorkbookWriter, ShippedExampleRoundTripsAndSavingIsStable) {
  std::ifstream in(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  std::stringstream text;
  text << in.rdbuf();
  const Workbook first = readBack(text.str());
  const std::string saved = writeWorkbookText(first);
  EXPECT_EQ(first, readBack(saved));
  EXPECT_EQ(saved, writeWorkbookText(readBack(saved)));
  // Same JSON as the shipped file, key for key (order aside).
  EXPECT_EQ(nlohmann::json::parse(saved), nlohmann::json::parse(text.str()));
}

TEST(WorkbookWriter, FileSaveIsAtomicAndLeavesNoTemporary) {
  const auto folder =
      std::filesystem::temp_directory_path() / ("fleetcost-writer-" + std::to_string(::getpid()));
  std::filesystem::create_directories(folder);
  const auto path = (folder / "plan.fleetcost").string();
  std::ofstream(path) << "old";
  const Workbook workbook = readBack(workbookOf(baseScenario()).dump());
  EXPECT_EQ(writeWorkbookFile(workbook, path), "");
  EXPECT_FALSE(std::filesystem::exists(path + ".saving"));
  EXPECT_EQ(readWorkbookFile(path).workbook, workbook);
  // A folder that does not exist: a message, and nothing written.
  const std::string error = writeWorkbookFile(workbook, (folder / "no" / "x.fleetcost").string());
  EXPECT_NE(error.find("cannot write"), std::string::npos);
  std::filesystem::remove_all(folder);
}

}  // namespace
}  // namespace fleetcost
