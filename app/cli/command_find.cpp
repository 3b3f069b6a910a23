// fleetcost-cli find: the plan finder (docs/finder.md) — the best mixes of owning, renting and
// hosted APIs for each scenario, ranked, and optionally written as portfolio plans into a copy
// of the workbook.
#include <ostream>
#include <set>

#include "app/cli/cli_app.h"
#include "app/cli/cli_language.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/long_run.h"
#include "app/cli/option_values.h"
#include "app/cli/scenario_selection.h"
#include "app/cli/tables/finder_table.h"
#include "model/finder/finder_json.h"
#include "model/finder/plan_finder.h"
#include "model/io/workbook_writer.h"

namespace fleetcost::cli {

const MessageTemplate kFindHelp = FC_TRANSLATE_NOOP(
    "CliHelp",
    "Usage: fleetcost-cli find FILE [--scenario NAME] [--top N]\n"
    "                          [--objective pv|pv_after_tax|p95] [--trials N] [--seed S]\n"
    "                          [--format table|json] [-o OUT.fleetcost] [--threads T]\n"
    "\n"
    "Searches every assignment of each workload to a supply the scenario allows: renting on\n"
    "demand or reserved in a region with an offer for its GPU model, owning it colocated or\n"
    "hybrid at a site, or a region's hosted API offers for its model. What is owned at one site\n"
    "shares that site's racks and fees; one site is owned one way. Each assignment is priced as\n"
    "a portfolio plan by the same engine as evaluate, and the best are ranked by present value;\n"
    "spaces above 50,000,000 assignments are searched by branch and bound, which proves its\n"
    "best or prints a proven lower bound and the gap to it. Candidates of equal present value\n"
    "are ranked once, with the number of equal alternatives.\n"
    "\n"
    "Options:\n"
    "  --top N                    how many plans to rank, 1 to 1000 (default 10)\n"
    "  --objective OBJECTIVE      pv (default), pv_after_tax, or p95: the 95th percentile of\n"
    "                             present value over Monte Carlo trials, of the 40 plans of\n"
    "                             lowest present value\n"
    "  --trials N                 p95: Monte Carlo trials, 100 to 100000 (default 1000)\n"
    "  --seed S                   p95: the random seed (default 1)\n"
    "  -o OUT.fleetcost           write the workbook with the ranked plans added to each\n"
    "                             searched scenario as portfolio plans\n"
    "  --threads T                threads to use (default 2)\n"
    "  --scenario NAME            only the scenarios called NAME (may be repeated)\n"
    "  --format FORMAT            table (default) or json (keys in docs/finder.md)\n"
    "  --help                     show this help\n"
    "\n"
    "Exit status: 0 done, 1 the workbook has problems or cannot be searched, 2 usage error,\n"
    "130 stopped by Ctrl+C.\n");

namespace {

// A plan name not yet used in the scenario.
std::string freeName(const Scenario& s, const std::string& wanted) {
  std::set<std::string> used;
  for (const Plan& p : s.plans) used.insert(p.name.value_or(""));
  std::string name = wanted;
  for (int n = 2; used.count(name); ++n) name = wanted + " (" + std::to_string(n) + ")";
  return name;
}

}  // namespace

int runFind(const std::vector<std::string>& args, std::ostream& out, std::ostream& err) {
  const ParsedOptions options = parseOptions(
      args,
      {{"--scenario", "--format", "--top", "--objective", "-o", "--threads", "--trials", "--seed"},
       {},
       1});
  if (options.help) {
    out << cliText(Message(kFindHelp));
    return kExitOk;
  }
  const std::string command = "find";
  if (!options.error.empty()) return riskUsageError(command, err, options.error);
  const std::string format = options.value("--format").value_or("table");
  if (format != "table" && format != "json")
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--format must be table or json, got '%1'"), {format}));
  FinderOptions find;
  const std::string objective = options.value("--objective").value_or("pv");
  if (objective == "pv_after_tax")
    find.objective = FinderObjective::PresentValueAfterTax;
  else if (objective == "p95")
    find.objective = FinderObjective::P95;
  else if (objective != "pv")
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--objective must be pv, pv_after_tax or p95, got '%1'"),
                {objective}));
  if (auto error = wholeOption(options, "--top", 1, 1000, find.top))
    return riskUsageError(command, err, *error);
  if (auto error = wholeOption(options, "--threads", 1, 256, find.threads))
    return riskUsageError(command, err, *error);
  if (auto error = wholeOption(options, "--trials", 100LL, 100000LL, find.trials))
    return riskUsageError(command, err, *error);
  if (auto text = options.value("--seed"); text && !parseWhole(*text, find.seed))
    return riskUsageError(
        command, err,
        Message(FC_TRANSLATE_NOOP("Cli", "--seed must be a whole number from 0 to 2^64 - 1")));

  const std::string& file = options.positionals.front();
  SelectedScenarios selected = loadAndEvaluate(file, options, command, err);
  if (selected.exitCode != 0) return selected.exitCode;
  Workbook workbook = *selected.checked.workbook;
  std::vector<FinderResult> results;
  LongRun run(command, "assignments", err);
  for (std::size_t i : selected.indexes) {
    FinderProgress progress;
    progress.cancel = run.cancel();
    const auto tick = run.progress();
    if (tick)
      progress.report = [&](double done, const std::vector<FinderCandidate>&) {
        tick(static_cast<long long>(done * 1000), 1000);
      };
    results.push_back(findPlans(workbook.scenarios[i], int(i), find, progress));
    if (run.interrupted()) return run.stopped();
    if (!results.back().problems.empty()) {
      run.finish();
      for (const Problem& p : results.back().problems) err << problemLine(file, p) << "\n";
      return kExitProblems;
    }
  }
  run.finish();

  std::vector<NamedFinderResult> named;
  for (std::size_t k = 0; k < results.size(); ++k)
    named.push_back({selected.results[k].name, selected.results[k].currency, &results[k]});
  if (format == "json") {
    out << writeFinderJson(named);
  } else {
    for (std::size_t k = 0; k < named.size(); ++k)
      out << (k ? "\n" : "")
          << writeFinderTable(named[k].scenario, named[k].currency, results[k], find.trials,
                              find.seed, find.p95Pool);
  }
  if (auto path = options.value("-o")) {
    for (std::size_t k = 0; k < results.size(); ++k) {
      Scenario& s = workbook.scenarios[selected.indexes[k]];
      for (std::size_t r = 0; r < results[k].ranked.size(); ++r) {
        const std::string name = freeName(s, "Found #" + std::to_string(r + 1));
        s.plans.push_back(portfolioPlanOf(results[k], results[k].ranked[r], name));
      }
    }
    if (const std::string error = writeWorkbookFile(workbook, *path); !error.empty()) {
      err << "fleetcost-cli find: " << *path << ": " << error << "\n";
      return kExitProblems;
    }
  }
  return kExitOk;
}

}  // namespace fleetcost::cli
