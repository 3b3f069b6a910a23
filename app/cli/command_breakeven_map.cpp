// fleetcost-cli breakeven-map: the difference between the cheapest owning and the cheapest
// renting plan over a grid of two inputs, with the line where it is zero.
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/option_values.h"
#include "app/cli/risk_results.h"
#include "app/cli/tables/risk_table.h"
#include "model/risk/risk_output.h"

namespace fleetcost::cli {

const MessageTemplate kBreakEvenMapHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]\n"
    "                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]\n"
    "                                   [--scenario NAME] [--format table|json]\n"
    "                                   [--after-tax | --pre-tax]\n"
    "\n"
    "Evaluates the difference in present value between the cheapest owning plan and the\n"
    "cheapest renting plan (below 0: owning is cheaper) on a grid of two inputs, every other\n"
    "figure at its value and the base case's hybrid caps and reservations held, and the\n"
    "line where it is zero.\n"
    "\n"
    "An INPUT is one of:\n"
    "  demand_scale         multiplies every workload's demand (default --x, 0.5:2)\n"
    "  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,\n"
    "                       blocks, committed)\n"
    "                       (default --y, 0.2:1.4)\n"
    "  a JSON pointer       of a figure the scenario states, from the scenario or the file's\n"
    "                       root, e.g. /sites/0/energy_per_kwh; its range is low:high\n"
    "\n"
    "Options:\n"
    "  --x INPUT, --y INPUT       the inputs across and up\n"
    "  --x-range, --y-range LOW:HIGH   the range of an input (needed for a figure without one)\n"
    "  --steps N                  points per input, 2 to 1000 (default 21)\n"
    "  --threads T                threads to use (default: one per core)\n"
    "  --scenario NAME            only the scenarios called NAME (may be repeated)\n"
    "  --format FORMAT            table (default) or json (keys in docs/risk.md)\n"
    "  --after-tax, --pre-tax     override the workbook's after_tax\n"
    "  --help                     show this help\n"
    "\n"
    "At most 1000 x 1000 points. Progress is shown on standard error when it is a terminal;\n"
    "Ctrl+C stops the run.\n"
    "Exit status: 0 done, 1 the workbook or a grid value has problems, 2 usage error,\n"
    "130 stopped by Ctrl+C (nothing is printed).\n");

namespace {}  // namespace

int runBreakEvenMap(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options = parseOptions(
      args,
      {{"--scenario", "--format", "--x", "--y", "--x-range", "--y-range", "--steps", "--threads"},
       {"--after-tax", "--pre-tax"},
       1});
  if (options.help) {
    out << cliText(Message(kBreakEvenMapHelp));
    return kExitOk;
  }
  const std::string command = "breakeven-map";
  if (!options.error.empty()) return riskUsageError(command, err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--format must be table or json, got '%1'"), {format}));
  BreakEvenMapOptions run;
  run.x = options.value("--x").value_or(kDemandScale);
  run.y = options.value("--y").value_or(kRentalPriceScale);
  for (const auto& [name, range] :
       {std::pair{"--x-range", &run.xRange}, {"--y-range", &run.yRange}})
    if (auto text = options.value(name)) {
      *range = parseRange(*text);
      if (!*range)
        return riskUsageError(
            command, err,
            Message(FC_TRANSLATE_NOOP("Cli", "%1 must be LOW:HIGH"), {std::string(name)}));
    }
  if (auto text = options.value("--steps"); text && !parseWhole(*text, run.steps))
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--steps must be a whole number from 2 to 1000")));
  if (auto error = wholeOption(options, "--threads", 1, 256, run.threads))
    return riskUsageError(command, err, *error);
  return analyseEachScenarioWith(command, "points", options, format, run,
                                 fleetcost::runBreakEvenMap, out, err, breakEvenMapJson,
                                 breakEvenMapTable);
}

}  // namespace fleetcost::cli
