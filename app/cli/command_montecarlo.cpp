// fleetcost-cli montecarlo: every ranged figure drawn from its triangular distribution,
// percentiles of each plan's present value, of the difference and of the break-even month.
#include <cstdio>
#include <ostream>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/option_values.h"
#include "app/cli/risk_results.h"
#include "app/cli/tables/risk_table.h"
#include "model/risk/risk_output.h"
#include "model/scenario/field_rule.h"

namespace fleetcost::cli {

const MessageTemplate kMonteCarloHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]\n"
    "                                [--scenario NAME] [--format table|json]\n"
    "                                [--after-tax | --pre-tax]\n"
    "\n"
    "Draws every figure that has a range from a triangular distribution (low, value, high),\n"
    "independently, with the base case's hybrid caps and reservations held, and prints the\n"
    "percentiles P5..P95 of each plan's present value, of the difference between the\n"
    "cheapest owning and the cheapest renting plan and of the break-even month, and the\n"
    "probability that owning is cheaper. The same seed gives the same output whatever the\n"
    "number of threads.\n"
    "\n"
    "Options:\n"
    "  --trials N        trials to draw (default 10000, at most 1000000, and as many as\n"
    "                    fit in 256 MiB: 8 bytes per trial for each plan and 4 more)\n"
    "  --seed S          seed of the draws, a whole number (default 1)\n"
    "  --threads T       threads to use (default: one per core)\n"
    "  --scenario NAME   only the scenarios called NAME (may be repeated)\n"
    "  --format FORMAT   table (default) or json (keys in docs/risk.md)\n"
    "  --after-tax       evaluate after tax, whatever the workbook's after_tax says\n"
    "  --pre-tax         evaluate before tax, whatever the workbook's after_tax says\n"
    "  --help            show this help\n"
    "\n"
    "Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.\n"
    "Exit status: 0 done, 1 the workbook, a bound or a trial's draws have problems,\n"
    "2 usage error, 130 stopped by Ctrl+C (nothing is printed).\n");

namespace {

constexpr long long kMaxTrials = 1'000'000;  // the same cap as report --trials

// Every trial keeps a present value per plan, the difference, the break-even month and their
// copies for the percentiles: 8 bytes for each plan and 4 more.
constexpr double kMaxTrialBytes = 256.0 * 1024 * 1024;

std::string tooManyTrials(long long trials, const RiskModel& model) {
  const double perTrial = 8.0 * (static_cast<double>(model.base.plans.size()) + 4);
  if (static_cast<double>(trials) * perTrial <= kMaxTrialBytes) return {};
  char gigabytes[32];
  std::snprintf(gigabytes, sizeof gigabytes, "%.1f GB",
                static_cast<double>(trials) * perTrial / 1e9);
  return std::to_string(trials) + " trials of the " + std::to_string(model.base.plans.size()) +
         " plans of scenario " + quotedText(model.base.name) + " need about " + gigabytes +
         "; at most " + std::to_string(static_cast<long long>(kMaxTrialBytes / perTrial)) +
         " trials fit in 256 MiB";
}

}  // namespace

int runMonteCarlo(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options =
      parseOptions(args, {{"--scenario", "--format", "--trials", "--seed", "--threads"},
                          {"--after-tax", "--pre-tax"},
                          1});
  if (options.help) {
    out << cliText(Message(kMonteCarloHelp));
    return kExitOk;
  }
  const std::string command = "montecarlo";
  if (!options.error.empty()) return riskUsageError(command, err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--format must be table or json, got '%1'"), {format}));
  MonteCarloOptions run;
  if (auto error = wholeOption(options, "--trials", 1LL, kMaxTrials, run.trials))
    return riskUsageError(command, err, *error);
  if (auto text = options.value("--seed"); text && !parseWhole(*text, run.seed))
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--seed must be a whole number from 0 to 2^64 - 1")));
  if (auto error = wholeOption(options, "--threads", 1, 256, run.threads))
    return riskUsageError(command, err, *error);
  std::vector<std::shared_ptr<const RiskModel>> models;
  if (const int code = loadRiskModels(command, options, err, models)) return code;
  for (const auto& model : models)
    if (const std::string tooMany = tooManyTrials(run.trials, *model); !tooMany.empty())
      return riskUsageError(command, err, tooMany);
  LongRun longRun(command, "trials", err);
  run.cancel = longRun.cancel();
  run.progress = longRun.progress();
  std::vector<MonteCarloResult> results;
  results.reserve(models.size());
  for (const auto& model : models) {
    results.push_back(fleetcost::runMonteCarlo(*model, run));
    if (longRun.interrupted()) return longRun.stopped();
  }
  longRun.finish();
  const int code =
      printRiskResults(options, format, models, results, out, err, monteCarloJson, monteCarloTable);
  // Each scenario runs its own trials: say so where it multiplies the time.
  if (code == kExitOk && format == "table" && models.size() > 1)
    out << "\n"
        << models.size() << " scenarios, " << withThousands(run.trials) << " trials each ("
        << withThousands(run.trials * static_cast<long long>(models.size()))
        << " in all); --scenario NAME runs one.\n";
  return code;
}

}  // namespace fleetcost::cli
