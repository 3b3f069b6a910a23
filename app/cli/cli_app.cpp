// Dispatch to subcommands, the top-level help and the version.
#include "app/cli/cli_app.h"

#include <ostream>
#include <vector>

#include "app/cli/cli_language.h"
#include "app/cli/commands.h"

namespace fleetcost::cli {

namespace {

// The subcommands in help order; report and export draw with Qt and exist in builds with the GUI.
std::vector<Command> commands() {
  std::vector<Command> list{
      {"evaluate", FC_TRANSLATE_NOOP("CliHelp", "evaluate a workbook and print each plan's costs"),
       kEvaluateHelp, runEvaluate},
      {"validate", FC_TRANSLATE_NOOP("CliHelp", "check a workbook and list its problems"),
       kValidateHelp, runValidate},
      {"sensitivity",
       FC_TRANSLATE_NOOP("CliHelp", "each ranged figure alone at its low and high: tornados"),
       kSensitivityHelp, runSensitivity},
      {"montecarlo",
       FC_TRANSLATE_NOOP("CliHelp", "percentiles of costs and break-even from random draws"),
       kMonteCarloHelp, runMonteCarlo},
      {"breakeven-map",
       FC_TRANSLATE_NOOP("CliHelp", "owning minus renting over a grid of two inputs"),
       kBreakEvenMapHelp, runBreakEvenMap},
      {"thresholds",
       FC_TRANSLATE_NOOP("CliHelp",
                         "what it takes for owning to win: each input's break-even value"),
       kThresholdsHelp, runThresholds},
      {"find",
       FC_TRANSLATE_NOOP("CliHelp",
                         "the best mix of owning, renting and APIs: every assignment, ranked"),
       kFindHelp, runFind},
  };
#ifdef FLEETCOST_WITH_REPORTS
  list.push_back(
      {"report", FC_TRANSLATE_NOOP("CliHelp", "write the PDF report of a scenario or a comparison"),
       kReportHelp, runReport});
  list.push_back(
      {"export",
       FC_TRANSLATE_NOOP("CliHelp", "export flows as CSV or XLSX, or a chart as PNG or SVG"),
       kExportHelp, runExport});
#endif
  return list;
}

void printUsage(std::ostream& out) {
  out << cliText(Message(FC_TRANSLATE_NOOP(
      "CliHelp",
      "Usage: fleetcost-cli COMMAND [OPTIONS]\n\n"
      "Compares renting and owning GPU servers for the workloads of a FleetCost workbook.\n\n"
      "Commands:\n")));
  for (const Command& c : commands()) {
    std::string name = c.name;
    name.resize(15, ' ');
    out << "  " << name << cliText(Message(c.summary)) << "\n";
  }
  out << cliText(Message(
      FC_TRANSLATE_NOOP("CliHelp",
                        "\nRun 'fleetcost-cli COMMAND --help' for a command's options.\n"
                        "Exit status: 0 done, 1 the workbook has problems, 2 usage error.\n")));
}

}  // namespace

int runCli(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  if (args.empty()) {
    printUsage(err);
    return kExitUsage;
  }
  const std::string& command = args[0];
  if (command == "--help" || command == "-h" || command == "help") {
    printUsage(out);
    return kExitOk;
  }
  if (command == "--version") {
    out << "fleetcost-cli " << FLEETCOST_VERSION << "\n";
    return kExitOk;
  }
  for (const Command& c : commands()) {
    if (command != c.name) continue;
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    return c.run(rest, out, err);
  }
  err << "fleetcost-cli: "
      << cliText(Message(FC_TRANSLATE_NOOP("Cli", "unknown command '%1'"), {command})) << "\n";
  printUsage(err);
  return kExitUsage;
}

}  // namespace fleetcost::cli
