// fleetcost-cli validate: list every problem of a workbook.
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"

namespace fleetcost::cli {

const MessageTemplate kValidateHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli validate FILE\n"
    "\n"
    "Checks a workbook: JSON syntax, every field's type and range, references between\n"
    "objects, each plan's servers, rental offers and rack fit, and that the costs can be\n"
    "computed. Prints each problem as\n"
    "'POINTER: message' on standard output, and nothing when there is none.\n"
    "\n"
    "Exit status: 0 no problems, 1 problems found, 2 usage error.\n");

int runValidate(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options = parseOptions(args, {{}, {}, 1});
  if (options.help) {
    out << cliText(Message(kValidateHelp));
    return kExitOk;
  }
  if (!options.error.empty()) {
    err << "fleetcost-cli validate: " << cliText(options.error) << "\n"
        << cliText(Message(FC_TRANSLATE_NOOP("Cli", "Run '%1 --help' for usage."),
                           {"fleetcost-cli validate"}))
        << "\n";
    return kExitUsage;
  }
  const std::string& file = options.positionals.front();
  const CheckedWorkbook checked = checkWorkbookFile(file);
  Problems problems = checked.all();
  // Costs too large to compute (docs/MODEL.md §10, 29) show only when evaluating; evaluate
  // would print them, so validate evaluates a workbook that is otherwise clean.
  const bool clean = problems.empty() && checked.workbook;
  for (std::size_t i = 0; clean && i < checked.workbook->scenarios.size(); ++i) {
    const Problems found =
        evaluateScenario(checked.workbook->scenarios[i], static_cast<int>(i)).problems;
    problems.insert(problems.end(), found.begin(), found.end());
  }
  for (const Problem& problem : problems) out << problemLine(file, problem) << "\n";
  return problems.empty() ? kExitOk : kExitProblems;
}

}  // namespace fleetcost::cli
