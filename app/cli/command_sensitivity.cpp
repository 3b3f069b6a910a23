// fleetcost-cli sensitivity: each ranged figure alone at its low and high, as tornados; and the
// loading shared by the three risk commands (sensitivity, montecarlo, breakeven-map).
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/risk_results.h"
#include "app/cli/tables/risk_table.h"
#include "model/evaluation/workbook_check.h"
#include "model/risk/risk_output.h"

namespace fleetcost::cli {

const MessageTemplate kSensitivityHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]\n"
    "                                 [--after-tax | --pre-tax]\n"
    "\n"
    "Sets each figure that has a range (low, high) alone to its low and to its high, every\n"
    "other figure at its value and the base case's hybrid caps and reservations held, and\n"
    "prints how each plan's present value and the difference between the cheapest owning\n"
    "and the cheapest renting plan change, sorted by swing (a tornado).\n"
    "\n"
    "Options:\n"
    "  --scenario NAME   only the scenarios called NAME (may be repeated)\n"
    "  --format FORMAT   table (default) or json (keys in docs/risk.md)\n"
    "  --after-tax       evaluate after tax, whatever the workbook's after_tax says\n"
    "  --pre-tax         evaluate before tax, whatever the workbook's after_tax says\n"
    "  --help            show this help\n"
    "\n"
    "A bound that breaks its field's rule is a problem at '.../low' or '.../high'.\n"
    "Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.\n"
    "Exit status: 0 done, 1 the workbook or a bound has problems, 2 usage error,\n"
    "130 stopped by Ctrl+C (nothing is printed).\n");

int riskUsageError(const std::string& command, std::ostream& err, const Message& message) {
  err << "fleetcost-cli " << command << ": " << cliText(message) << "\n"
      << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                         {"fleetcost-cli " + command}))
      << "\n";
  return kExitUsage;
}

int loadRiskModels(const std::string& command, const ParsedOptions& options, std::ostream& err,
                   std::vector<std::shared_ptr<const RiskModel>>& models) {
  if (options.switches.count("--after-tax") && options.switches.count("--pre-tax"))
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--after-tax and --pre-tax cannot be used together")));
  EvaluationOptions evaluation;
  if (options.switches.count("--after-tax")) evaluation.afterTax = true;
  if (options.switches.count("--pre-tax")) evaluation.afterTax = false;
  const std::string& file = options.positionals.front();
  const CheckedWorkbook checked = checkWorkbookFile(file);
  std::vector<std::size_t> selected;
  const auto names = options.values.find("--scenario");
  if (checked.workbook) {
    const auto& scenarios = checked.workbook->scenarios;
    for (std::size_t i = 0; i < scenarios.size(); ++i) {
      bool wanted = names == options.values.end();
      if (!wanted)
        for (const std::string& name : names->second) wanted = wanted || scenarios[i].name == name;
      if (wanted) selected.push_back(i);
    }
    if (names != options.values.end() && selected.empty() && checked.fileProblems.empty())
      return riskUsageError(command, err,
                            Message(FC_TRANSLATE_NOOP("Cli", "no scenario named \"%1\" in %2"),
                                    {names->second.front(), file}));
  }
  Problems problems = checked.fileProblems;
  for (std::size_t i : selected)
    problems.insert(problems.end(), checked.scenarioProblems[i].begin(),
                    checked.scenarioProblems[i].end());
  if (problems.empty())
    for (std::size_t i : selected) {
      RiskModelOrProblems built =
          buildRiskModel(checked.workbook->scenarios[i], static_cast<int>(i), evaluation);
      problems.insert(problems.end(), built.problems.begin(), built.problems.end());
      if (built.model) models.push_back(std::move(built.model));
    }
  if (!problems.empty()) {
    for (const Problem& problem : problems) err << problemLine(file, problem) << "\n";
    return kExitProblems;
  }
  return kExitOk;
}

int runSensitivity(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options =
      parseOptions(args, {{"--scenario", "--format"}, {"--after-tax", "--pre-tax"}, 1});
  if (options.help) {
    out << cliText(Message(kSensitivityHelp));
    return kExitOk;
  }
  if (!options.error.empty()) return riskUsageError("sensitivity", err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return riskUsageError(
        "sensitivity", err,
        Message(FC_TRANSLATE_NOOP("Cli", "--format must be table or json, got '%1'"), {format}));
  std::vector<std::shared_ptr<const RiskModel>> models;
  if (const int code = loadRiskModels("sensitivity", options, err, models)) return code;
  const auto analyse = [](const RiskModel& model, const std::atomic<bool>* cancel,
                          std::function<void(long long, long long)> progress) {
    return fleetcost::runSensitivity(model, cancel, std::move(progress));
  };
  return analyseEachScenario("sensitivity", "figures", options, format, models, analyse, out, err,
                             sensitivityJson, sensitivityTable);
}

}  // namespace fleetcost::cli
