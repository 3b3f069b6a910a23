// fleetcost-cli report: the PDF report of a scenario, or the comparison of several.
#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/commands.h"
#include "app/cli/offscreen_app.h"
#include "app/cli/scenario_selection.h"
#include "model/risk/risk_analyses.h"
#include "ui/render/report/pdf_report.h"

namespace fleetcost::cli {

const MessageTemplate kReportHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]\n"
    "                            [--after-tax | --pre-tax] [--trials N | --no-risk]\n"
    "\n"
    "Writes the PDF report of a scenario: a first page with the answer, the inputs that\n"
    "decide it and what it takes for owning to win (thresholds, as fleetcost-cli thresholds);\n"
    "key figures and every results chart, how the plan finder found the cheapest mix of\n"
    "supplies (as fleetcost-cli find), the risk analyses (tornado, Monte Carlo with seed 1,\n"
    "break-even map), yearly cash flows, warnings (stale prices among them), method notes,\n"
    "and the assumptions register with numbered sources, dates, kinds of evidence and the\n"
    "age of stale prices. With two or more scenarios (several --scenario options, or a\n"
    "workbook of several scenarios and no --scenario), a comparison: side by side, each\n"
    "scenario's summary and key charts, one register for them all.\n"
    "\n"
    "Options:\n"
    "  -o, --output PATH   the PDF to write (replaced if it exists)\n"
    "  --scenario NAME     the scenario to report (may be repeated; default: all)\n"
    "  --page SIZE         a4 (default) or letter\n"
    "  --after-tax         report after tax, whatever the workbook's after_tax says\n"
    "  --pre-tax           report before tax\n"
    "  --trials N          Monte Carlo trials of the risk section (default 10000)\n"
    "  --no-risk           leave the risk section out\n"
    "  --help              show this help\n"
    "\n"
    "Exit status: 0 written, 1 the workbook has problems or the file cannot be written,\n"
    "2 usage error.\n");

int runReport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options =
      parseOptions(args, {{"--scenario", "--output", "-o", "--page", "--trials"},
                          {"--after-tax", "--pre-tax", "--no-risk"},
                          1});
  const auto usage = [&](const Message& message) {
    err << "fleetcost-cli report: " << cliText(message) << "\n"
        << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                           {"fleetcost-cli report"}))
        << "\n";
    return kExitUsage;
  };
  if (options.help) {
    out << cliText(Message(kReportHelp));
    return kExitOk;
  }
  if (!options.error.empty()) return usage(options.error);
  const auto output = options.value("--output") ? options.value("--output") : options.value("-o");
  if (!output) return usage(Message(FC_TRANSLATE_NOOP("Cli", "missing -o OUTPUT.pdf")));
  const std::string page = options.value("--page").value_or("a4");
  if (page != "a4" && page != "letter")
    return usage(
        Message(FC_TRANSLATE_NOOP("Cli", "--page must be a4 or letter, got '%1'"), {page}));
  if (options.switches.count("--after-tax") && options.switches.count("--pre-tax"))
    return usage(
        Message(FC_TRANSLATE_NOOP("Cli", "--after-tax and --pre-tax cannot be used together")));
  long long trials = kRiskTrials;
  if (Message error; !riskTrialsOption(options, trials, error)) return usage(error);
  const bool risk = options.switches.count("--no-risk") == 0;
  if (!risk && options.value("--trials"))
    return usage(
        Message(FC_TRANSLATE_NOOP("Cli", "--trials and --no-risk cannot be used together")));
  EvaluationOptions evaluation;
  if (options.switches.count("--after-tax")) evaluation.afterTax = true;
  if (options.switches.count("--pre-tax")) evaluation.afterTax = false;

  const std::string& file = options.positionals.front();
  SelectedScenarios selected = loadAndEvaluate(file, options, "report", err, evaluation);
  if (selected.exitCode != 0) return selected.exitCode;
  if (selected.results.empty()) {
    err << file << ": the workbook has no scenario to report\n";
    return kExitProblems;
  }
  const auto app = ensureOffscreenApplication();
  QElapsedTimer clock;
  clock.start();
  ui::ReportOptions report;
  report.pageSize = page == "letter" ? QPageSize::Letter : QPageSize::A4;
  report.workbookName = QFileInfo(QString::fromStdString(file)).fileName();
  const QString path = QString::fromStdString(*output);
  const auto& scenarios = selected.checked.workbook->scenarios;
  QString error;
  // Each scenario's analyses: the risk section's (unless --no-risk) and the thresholds of the
  // executive summary, the same call as fleetcost-cli thresholds (from the risk's model).
  const auto analyse = [&](std::size_t index) {
    ui::ScenarioAnalyses a;
    const int i = static_cast<int>(index);
    if (risk) a.risk = analyseRisk(scenarios[index], i, evaluation, trials);
    a.thresholds = a.risk && a.risk->model ? analyseThresholds(a.risk->model)
                                           : analyseThresholds(scenarios[index], i, evaluation);
    return a;
  };
  if (selected.results.size() == 1) {
    const std::size_t index = selected.indexes[0];
    const ui::ScenarioAnalyses a = analyse(index);
    report.risk = a.risk;
    report.thresholds = a.thresholds;
    error = ui::writeScenarioReport(path, scenarios[index], selected.results[0], report);
  } else {
    std::vector<const Scenario*> chosen;
    std::vector<const ScenarioResult*> results;
    for (std::size_t k = 0; k < selected.indexes.size(); ++k) {
      chosen.push_back(&scenarios[selected.indexes[k]]);
      results.push_back(&selected.results[k]);
      report.scenarioAnalyses.push_back(analyse(selected.indexes[k]));
    }
    error = ui::writeComparisonReport(path, chosen, results, report);
  }
  if (!error.isEmpty()) {
    err << *output << ": " << error.toStdString() << "\n";
    return kExitProblems;
  }
  err << "Wrote " << *output << " in " << clock.elapsed() << " ms\n";
  return kExitOk;
}

}  // namespace fleetcost::cli
