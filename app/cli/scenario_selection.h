// Loading a workbook for a subcommand and picking the scenarios it names (--scenario NAME,
// repeatable; all when none is named), with every problem printed as evaluate prints them.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "app/cli/cli_options.h"
#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"

namespace fleetcost::cli {

struct SelectedScenarios {
  CheckedWorkbook checked;
  std::vector<std::size_t> indexes;
  std::vector<ScenarioResult> results;  // evaluated, in the order of indexes
  int exitCode = 0;                     // non-zero: stop with it (messages printed)
};

// Adds the warning about scenario `index`'s stale prices, if any (docs/file-format.md,
// "Evidence"), to its result.
void addStaleWarning(const Workbook& workbook, std::size_t index, ScenarioResult& result);

// `command` names the subcommand in usage errors.
SelectedScenarios loadAndEvaluate(const std::string& file, const ParsedOptions& options,
                                  const std::string& command, std::ostream& err,
                                  const EvaluationOptions& evaluation = {});

}  // namespace fleetcost::cli
