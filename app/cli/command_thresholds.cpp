// fleetcost-cli thresholds: for one owning plan against one renting plan, the value of each
// input at which their present values are equal, everything else at its value (goal seek).
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/option_values.h"
#include "app/cli/risk_results.h"
#include "app/cli/tables/threshold_table.h"
#include "model/risk/threshold_output.h"

namespace fleetcost::cli {

const MessageTemplate kThresholdsHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]\n"
    "                                [--renting PLAN] [--hold-decisions] [--scenario NAME]\n"
    "                                [--format table|json] [--after-tax | --pre-tax]\n"
    "\n"
    "For one owning plan against one renting plan (by default the cheapest of each), finds\n"
    "the value of each input at which their present values are equal, every other input at\n"
    "its value: what would have to change for owning to win (or to stop winning). Says on\n"
    "which side owning wins and how far the threshold is from today's value, or that there\n"
    "is no threshold in the range searched.\n"
    "\n"
    "An INPUT is one of:\n"
    "  utilisation          the busy share of the owning plan's GPUs: demand scaled on\n"
    "                       today's fleet (its servers month by month)\n"
    "  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,\n"
    "                       blocks, committed)\n"
    "  demand_scale         multiplies every workload's demand (the fleet follows it)\n"
    "  horizon_months       the horizon, in whole months\n"
    "  a JSON pointer       of a figure the scenario states, from the scenario or the file's\n"
    "                       root, e.g. /sites/0/energy_per_kwh, /discount_rate_annual\n"
    "Without --input: utilisation, rental_price_scale, the energy price of the owning plan's\n"
    "site, the server price of the GPU model it owns most of, the discount rate, the horizon.\n"
    "=LOW:HIGH searches that range instead of the one the input's rule allows.\n"
    "\n"
    "Options:\n"
    "  --input INPUT[=LOW:HIGH]  an input to solve for (may be repeated)\n"
    "  --owning PLAN             the owning plan (colocate or hybrid) by name\n"
    "  --renting PLAN            the renting plan (rent_on_demand, rent_reserved or api) by name\n"
    "  --hold-decisions          hold hybrid caps and reservations at today's choice (by\n"
    "                            default every value is a full evaluation that chooses\n"
    "                            fleet sizes, caps and reservations again)\n"
    "  --threads T               threads to use (default: one per core)\n"
    "  --scenario NAME           only the scenarios called NAME (may be repeated)\n"
    "  --format FORMAT           table (default) or json (keys in docs/thresholds.md)\n"
    "  --after-tax, --pre-tax    override the workbook's after_tax\n"
    "  --help                    show this help\n"
    "\n"
    "Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.\n"
    "Exit status: 0 done, 1 the workbook has problems, 2 usage error,\n"
    "130 stopped by Ctrl+C (nothing is printed).\n");

namespace {

// "INPUT" or "INPUT=LOW:HIGH".
bool parseInput(const std::string& text, ThresholdInput& input) {
  const auto equals = text.rfind('=');
  input.input = text.substr(0, equals);
  if (equals == std::string::npos) return !input.input.empty();
  const auto range = parseRange(std::string_view(text).substr(equals + 1));
  if (input.input.empty() || !range) return false;
  input.range = *range;
  return true;
}

}  // namespace

int runThresholds(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options = parseOptions(
      args, {{"--scenario", "--format", "--input", "--owning", "--renting", "--threads"},
             {"--after-tax", "--pre-tax", "--hold-decisions"},
             1});
  if (options.help) {
    out << cliText(Message(kThresholdsHelp));
    return kExitOk;
  }
  const std::string command = "thresholds";
  if (!options.error.empty()) return riskUsageError(command, err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--format must be table or json, got '%1'"), {format}));
  ThresholdOptions run;
  if (const auto it = options.values.find("--input"); it != options.values.end())
    for (const std::string& text : it->second) {
      ThresholdInput input;
      if (!parseInput(text, input))
        return riskUsageError(
            command, err,
            Message(FC_TRANSLATE_NOOP("Cli", "--input must be INPUT or INPUT=LOW:HIGH, got '%1'"),
                    {text}));
      run.inputs.push_back(std::move(input));
    }
  run.owning = options.value("--owning").value_or("");
  run.renting = options.value("--renting").value_or("");
  run.holdDecisions = options.switches.count("--hold-decisions") > 0;
  if (auto error = wholeOption(options, "--threads", 1, 256, run.threads))
    return riskUsageError(command, err, *error);
  return analyseEachScenarioWith(command, "inputs", options, format, run, fleetcost::runThresholds,
                                 out, err, thresholdsJson, thresholdsTable);
}

}  // namespace fleetcost::cli
