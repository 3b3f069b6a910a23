// Checking a workbook in memory finds what a save and re-read finds: the same problems, file and
// per scenario, for every shipped workbook, the oracle's cases and the whole bad-workbook corpus.
#include "model/evaluation/workbook_memory_check.h"

#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

std::vector<std::string> workbookFiles() {
  std::vector<std::string> files;
  for (const char* folder :
       {"assets/examples", "assets/presets", "tools/oracle/cases", "tests/corpus/bad"})
    for (const auto& entry : std::filesystem::directory_iterator(test::sourcePath(folder)))
      if (entry.path().extension() == ".fleetcost") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

void expectSameAsRoundTrip(const Workbook& workbook, const std::string& what) {
  const CheckedWorkbook direct = checkWorkbookInMemory(workbook);
  const CheckedWorkbook viaText = checkWorkbookText(writeWorkbookText(workbook));
  EXPECT_EQ(direct.fileProblems, viaText.fileProblems) << what;
  EXPECT_EQ(direct.scenarioProblems, viaText.scenarioProblems) << what;
  EXPECT_EQ(direct.newerVersion, viaText.newerVersion) << what;
  ASSERT_EQ(direct.workbook.has_value(), viaText.workbook.has_value()) << what;
}

TEST(WorkbookMemoryCheck, FindsWhatASaveAndReadFindsInEveryWorkbookWeHold) {
  int direct = 0, files = 0;
  for (const std::string& path : workbookFiles()) {
    const ReadWorkbook read = readWorkbookFile(path);
    if (!read.workbook) continue;
    ++files;
    direct += needsTextRoundTrip(*read.workbook) ? 0 : 1;
    expectSameAsRoundTrip(*read.workbook, path);
  }
  EXPECT_GT(files, 90);
  EXPECT_GT(direct, 10);  // the shipped workbooks and the clean cases need no text at all
}

TEST(WorkbookMemoryCheck, ShippedWorkbooksNeedNoText) {
  for (const char* path : {"assets/examples/tokyo-vs-hong-kong.fleetcost",
                           "assets/examples/teaching-one-gpu.fleetcost",
                           "assets/presets/presets.fleetcost"}) {
    const ReadWorkbook read = readWorkbookFile(test::sourcePath(path));
    ASSERT_TRUE(read.workbook) << path;
    EXPECT_FALSE(needsTextRoundTrip(*read.workbook)) << path;
  }
}

TEST(WorkbookMemoryCheck, WhatJsonCannotHoldTakesTheRoundTrip) {
  ReadWorkbook read = readWorkbookFile(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
  Workbook edited = *read.workbook;
  edited.scenarios[0].discountRateAnnual = Figure::of(std::nan(""));  // written as null
  EXPECT_TRUE(needsTextRoundTrip(edited));
  expectSameAsRoundTrip(edited, "NaN discount rate");

  Workbook kept = *read.workbook;  // as the reader keeps "energy_per_kwh": "cheap"
  kept.scenarios[0].sites[0].energyPerKwh = Figure{};
  kept.scenarios[0].sites[0].extras.keys.entries.emplace_back("energy_per_kwh", "\"cheap\"");
  EXPECT_TRUE(needsTextRoundTrip(kept));
  expectSameAsRoundTrip(kept, "a value of the wrong type kept as text");
  EXPECT_FALSE(checkWorkbookInMemory(kept).clean());  // energy_per_kwh: expected a number

  Workbook unknown = *read.workbook;
  unknown.scenarios[0].sites[0].extras.keys.entries.emplace_back("contract_ref", "\"A-17\"");
  EXPECT_FALSE(needsTextRoundTrip(unknown));  // an unknown key is kept without a problem
  expectSameAsRoundTrip(unknown, "an unknown key");
}

}  // namespace
}  // namespace fleetcost
