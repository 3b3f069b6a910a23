// fleetcost-cli evaluate: validate, evaluate and print results as a table or as JSON.
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/scenario_selection.h"
#include "app/cli/tables/result_table.h"
#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/io/result_json.h"

namespace fleetcost::cli {

const MessageTemplate kEvaluateHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]\n"
    "                              [--after-tax | --pre-tax]\n"
    "\n"
    "Evaluates the scenarios of a workbook and prints, for each plan, the present value,\n"
    "the nominal cost, the cost per GPU-hour, the CO2 and the break-even months.\n"
    "\n"
    "Options:\n"
    "  --scenario NAME   evaluate only the scenarios called NAME (may be repeated);\n"
    "                    problems in the other scenarios are then ignored\n"
    "  --format FORMAT   table (default, for reading) or json (the full result:\n"
    "                    flows by category, fleet, racks, break-even, workloads)\n"
    "  --after-tax       evaluate after tax, whatever the workbook's after_tax says\n"
    "  --pre-tax         evaluate before tax, whatever the workbook's after_tax says\n"
    "  --help            show this help\n"
    "\n"
    "With problems nothing is printed on standard output; each problem is printed on\n"
    "standard error as 'POINTER: message'.\n"
    "Exit status: 0 evaluated, 1 the workbook has problems, 2 usage error.\n");

namespace {

int usageError(std::ostream& err, const Message& message) {
  err << "fleetcost-cli evaluate: " << cliText(message) << "\n"
      << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                         {"fleetcost-cli evaluate"}))
      << "\n";
  return kExitUsage;
}

}  // namespace

int runEvaluate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options =
      parseOptions(args, {{"--scenario", "--format"}, {"--after-tax", "--pre-tax"}, 1});
  if (options.help) {
    out << cliText(Message(kEvaluateHelp));
    return kExitOk;
  }
  if (!options.error.empty()) return usageError(err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return usageError(err, "--format must be table or json, got '" + format + "'");
  if (options.switches.count("--after-tax") && options.switches.count("--pre-tax"))
    return usageError(err, "--after-tax and --pre-tax cannot be used together");
  EvaluationOptions evaluation;
  if (options.switches.count("--after-tax")) evaluation.afterTax = true;
  if (options.switches.count("--pre-tax")) evaluation.afterTax = false;

  const std::string& file = options.positionals.front();
  const CheckedWorkbook checked = checkWorkbookFile(file);
  std::vector<std::size_t> selected;
  if (checked.workbook) {
    const auto& scenarios = checked.workbook->scenarios;
    const auto names = options.values.find("--scenario");
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      bool wanted = names == options.values.end();
      if (!wanted)
        for (const std::string& name : names->second) wanted = wanted || scenarios[i].name == name;
      if (wanted) selected.push_back(i);
    }
    if (names != options.values.end() && selected.empty() && checked.fileProblems.empty()) {
      std::string available;
      for (const Scenario& s : scenarios)
        available += (available.empty() ? "\"" : ", \"") + s.name.value_or("") + "\"";
      return usageError(err, "no scenario named \"" + names->second.front() + "\" in " + file +
                                 (available.empty() ? "" : " (it has " + available + ")"));
    }
  }

  Problems problems = checked.fileProblems;
  for (std::size_t i : selected)
    problems.insert(problems.end(), checked.scenarioProblems[i].begin(),
                    checked.scenarioProblems[i].end());
  std::vector<ScenarioResult> results;
  if (problems.empty()) {
    for (std::size_t i : selected) {
      ScenarioEvaluation e =
          evaluateScenario(checked.workbook->scenarios[i], static_cast<int>(i), evaluation);
      problems.insert(problems.end(), e.problems.begin(), e.problems.end());
      if (!e.result) continue;
      addStalePrices(*checked.workbook, i, *e.result);
      results.push_back(std::move(*e.result));
    }
  }
  if (!problems.empty()) {
    for (const Problem& problem : problems) err << problemLine(file, problem) << "\n";
    return kExitProblems;
  }
  out << (format == "json" ? writeResultJson(results) : writeResultTable(results));
  return kExitOk;
}

}  // namespace fleetcost::cli
