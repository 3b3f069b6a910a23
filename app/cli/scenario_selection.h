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

// Scenario `index`'s stale prices into its result (docs/file-format.md, "Evidence").
void addStalePrices(const Workbook& workbook, std::size_t index, ScenarioResult& result);

// `command` names the subcommand in usage errors.
SelectedScenarios loadAndEvaluate(const std::string& file, const ParsedOptions& options,
                                  const std::string& command, std::ostream& err,
                                  const EvaluationOptions& evaluation = {});

}  // namespace fleetcost::cli
