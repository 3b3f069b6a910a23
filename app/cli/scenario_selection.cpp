// Shared loading, selection and evaluation for the subcommands.
#include "app/cli/scenario_selection.h"

#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "model/evaluation/stale_figures.h"

namespace fleetcost::cli {

void addStalePrices(const Workbook& workbook, std::size_t index, ScenarioResult& result) {
  result.stalePrices = staleFigures(workbook, index, todayDate());
}

SelectedScenarios loadAndEvaluate(const std::string& file, const ParsedOptions& options,
                                  const std::string& command, std::ostream& err,
                                  const EvaluationOptions& evaluation) {
  SelectedScenarios out;
  out.checked = checkWorkbookFile(file);
  if (out.checked.workbook) {
    const auto& scenarios = out.checked.workbook->scenarios;
    const auto names = options.values.find("--scenario");
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      bool wanted = names == options.values.end();
      if (!wanted)
        for (const std::string& name : names->second) wanted = wanted || scenarios[i].name == name;
      if (wanted) out.indexes.push_back(i);
    }
    if (names != options.values.end() && out.indexes.empty() && out.checked.fileProblems.empty()) {
      std::string available;
      for (const Scenario& s : scenarios)
        available += (available.empty() ? "\"" : ", \"") + s.name.value_or("") + "\"";
      err << "fleetcost-cli " << command << ": "
          << cliText(available.empty()
                         ? Message(FC_TRANSLATE_NOOP("Cli", "no scenario named \"%1\" in %2"),
                                   {names->second.front(), file})
                         : Message(FC_TRANSLATE_NOOP("Cli",
                                                     "no scenario named \"%1\" in %2 (it has %3)"),
                                   {names->second.front(), file, available}))
          << "\n"
          << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                             {"fleetcost-cli " + command}))
          << "\n";
      out.exitCode = kExitUsage;
      return out;
    }
  }
  Problems problems = out.checked.fileProblems;
  for (std::size_t i : out.indexes)
    problems.insert(problems.end(), out.checked.scenarioProblems[i].begin(),
                    out.checked.scenarioProblems[i].end());
  if (problems.empty()) {
    for (std::size_t i : out.indexes) {
      ScenarioEvaluation e =
          evaluateScenario(out.checked.workbook->scenarios[i], static_cast<int>(i), evaluation);
      problems.insert(problems.end(), e.problems.begin(), e.problems.end());
      if (!e.result) continue;
      addStalePrices(*out.checked.workbook, i, *e.result);
      out.results.push_back(std::move(*e.result));
    }
  }
  if (!problems.empty()) {
    for (const Problem& problem : problems) err << problemLine(file, problem) << "\n";
    out.exitCode = kExitProblems;
  }
  return out;
}

}  // namespace fleetcost::cli
