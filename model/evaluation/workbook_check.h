// Loads a workbook and finds every problem in it, grouped as the command line and the GUI need
// them: problems of the file as a whole, and each scenario's own (reader and both validation
// stages; the second stage only for a scenario without other problems).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/io/workbook_reader.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

struct CheckedWorkbook {
  std::optional<Workbook> workbook;
  Problems fileProblems;                   // file, JSON syntax, format, version, scenarios list
  std::vector<Problems> scenarioProblems;  // one entry per scenario of the workbook
  bool newerVersion = false;

  // Every problem: the file's, then each scenario's in order.
  Problems all() const;
  bool clean() const { return all().empty(); }
};

CheckedWorkbook checkWorkbook(ReadWorkbook read);
CheckedWorkbook checkWorkbookFile(const std::string& path);
CheckedWorkbook checkWorkbookText(const std::string& text);

// Whether `pointer` lies inside scenario `index` ("/scenarios/3" or "/scenarios/3/...").
bool isInsideScenario(const std::string& pointer, std::size_t index);

}  // namespace fleetcost
