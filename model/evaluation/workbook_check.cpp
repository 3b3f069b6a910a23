// Grouping reader problems by scenario and running validation on top of them.
#include "model/evaluation/workbook_check.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <charconv>
#include <string_view>

#include "model/evaluation/evaluate.h"
#include "model/plans/prepared_scenario.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

namespace {

// The scenario a pointer lies inside ("/scenarios/3/..." -> 3), or `count` for none; read from
// the pointer's digits, as isInsideScenario would find it, without a scan over the scenarios.
std::size_t scenarioOf(const std::string& pointer, std::size_t count) {
  constexpr std::string_view prefix = "/scenarios/";
  if (pointer.rfind(prefix, 0) != 0) return count;
  const std::size_t end = std::min(pointer.find('/', prefix.size()), pointer.size());
  const std::string_view digits =
      std::string_view(pointer).substr(prefix.size(), end - prefix.size());
  std::size_t index = 0;
  const auto parsed = std::from_chars(digits.data(), digits.data() + digits.size(), index);
  const bool canonical = !digits.empty() && (digits.size() == 1 || digits[0] != '0');
  if (!canonical || parsed.ec != std::errc() || parsed.ptr != digits.data() + digits.size())
    return count;
  return index < count ? index : count;
}

}  // namespace

bool isInsideScenario(const std::string& pointer, std::size_t index) {
  const std::string prefix = scenarioPointer(index);
  return pointer == prefix || pointer.rfind(prefix + "/", 0) == 0;
}

Problems CheckedWorkbook::all() const {
  Problems problems = fileProblems;
  for (const Problems& scenario : scenarioProblems)
    problems.insert(problems.end(), scenario.begin(), scenario.end());
  return problems;
}

CheckedWorkbook checkWorkbook(ReadWorkbook read) {
  CheckedWorkbook checked;
  checked.newerVersion = read.newerVersion;
  if (!read.workbook || read.newerVersion) {
    checked.fileProblems = std::move(read.problems);
    checked.workbook = std::move(read.workbook);
    if (checked.workbook) checked.scenarioProblems.resize(checked.workbook->scenarios.size());
    return checked;
  }
  const Workbook& workbook = *read.workbook;
  const std::size_t count = workbook.scenarios.size();
  checked.scenarioProblems.resize(count);
  for (Problem& problem : read.problems) {
    const std::size_t owner = scenarioOf(problem.pointer, count);
    if (owner == count)
      checked.fileProblems.push_back(std::move(problem));
    else
      checked.scenarioProblems[owner].push_back(std::move(problem));
  }
  const Problems shape = validateWorkbookShape(workbook);
  checked.fileProblems.insert(checked.fileProblems.end(), shape.begin(), shape.end());
  for (std::size_t i = 0; i < count; ++i) {
    const Scenario& scenario = workbook.scenarios[i];
    if (scenario.extras.notAnObject) continue;  // the reader reported it
    const std::string at = scenarioPointer(i);
    Problems& problems = checked.scenarioProblems[i];
    const bool readCleanly = problems.empty();
    const Problems first = validateScenarioFields(scenario, at);
    problems.insert(problems.end(), first.begin(), first.end());
    if (!readCleanly || !first.empty()) continue;
    // A site's power envelope or racks are met only by evaluated plans (docs/MODEL.md §13.4).
    const bool siteLimits =
        std::any_of(scenario.sites.begin(), scenario.sites.end(),
                    [](const Site& s) { return s.maxPowerKw.present || s.maxRacks.present; });
    problems = siteLimits ? evaluateScenario(scenario, static_cast<int>(i)).problems
                          : prepareScenario(scenario, at).problems;
  }
  checked.workbook = std::move(read.workbook);
  return checked;
}

CheckedWorkbook checkWorkbookFile(const std::string& path) {
  return checkWorkbook(readWorkbookFile(path));
}

CheckedWorkbook checkWorkbookText(const std::string& text) {
  return checkWorkbook(readWorkbookText(text));
}

}  // namespace fleetcost
