// What the risk commands share: running an analysis on each scenario with progress and Ctrl+C,
// and the end: the problems of every scenario's result (exit 1), or the results as JSON or a
// table (exit 0).
#pragma once

#include <atomic>
#include <functional>
#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#include "app/cli/cli_options.h"
#include "app/cli/commands.h"
#include "app/cli/long_run.h"
#include "model/risk/risk_output.h"

namespace fleetcost::cli {

template <class Result, class Json, class Table>
int printRiskResults(const ParsedOptions& options, const std::string& format,
                     const std::vector<std::shared_ptr<const RiskModel>>& models,
                     const std::vector<Result>& results, std::ostream& out, std::ostream& err,
                     Json json, Table table) {
  Problems problems;
  for (const Result& r : results)
    problems.insert(problems.end(), r.problems.begin(), r.problems.end());
  if (!problems.empty()) {
    for (const Problem& problem : problems)
      err << problemLine(options.positionals.front(), problem) << "\n";
    return kExitProblems;
  }
  std::vector<Analysed<Result>> analysed;
  for (std::size_t i = 0; i < models.size(); ++i)
    analysed.push_back({models[i].get(), &results[i]});
  out << (format == "json" ? json(analysed) : table(analysed));
  return kExitOk;
}

// `analyse(model, cancel, progress)` on each scenario's model, counting `unit` on a terminal; a
// result with an `error` (a map or threshold that cannot be made) is a usage error, and so are
// results that are all `unanswered` (no scenario has a pair to compare). Then the end.
template <class Analyse, class Json, class Table>
int analyseEachScenario(const std::string& command, const char* unit, const ParsedOptions& options,
                        const std::string& format,
                        const std::vector<std::shared_ptr<const RiskModel>>& models,
                        Analyse analyse, std::ostream& out, std::ostream& err, Json json,
                        Table table) {
  using Result = decltype(analyse(*models.front(), nullptr, {}));
  LongRun longRun(command, unit, err);
  std::vector<Result> results;
  results.reserve(models.size());
  for (const auto& model : models) {
    results.push_back(analyse(*model, longRun.cancel(), longRun.progress()));
    if (longRun.interrupted()) return longRun.stopped();
    if constexpr (requires { results.back().error; })
      if (!results.back().error.empty())
        return riskUsageError(command, err,
                              "scenario \"" + model->base.name + "\": " + results.back().error);
  }
  longRun.finish();
  // A scenario without a pair to compare (thresholds) is said in the output; only when no
  // scenario can be answered is it a usage error, as one scenario's was.
  if constexpr (requires { results.back().unanswered; }) {
    std::string why;
    for (std::size_t i = 0; i < results.size(); ++i) {
      if (results[i].unanswered.empty()) {
        why.clear();
        break;
      }
      why += (why.empty() ? "" : "; ") +
             ("scenario \"" + models[i]->base.name + "\": " + results[i].unanswered);
    }
    if (!why.empty()) return riskUsageError(command, err, why);
  }
  return printRiskResults(options, format, models, results, out, err, json, table);
}

// The same for an analysis whose options carry its own cancel flag and progress callback
// (thresholds, break-even maps): each scenario's models loaded, `run` copied for each and
// handed to `runner(model, options)`.
template <class RunOptions, class Runner, class Json, class Table>
int analyseEachScenarioWith(const std::string& command, const char* unit,
                            const ParsedOptions& options, const std::string& format,
                            const RunOptions& run, Runner runner, std::ostream& out,
                            std::ostream& err, Json json, Table table) {
  std::vector<std::shared_ptr<const RiskModel>> models;
  if (const int code = loadRiskModels(command, options, err, models)) return code;
  const auto analyse = [&](const RiskModel& model, const std::atomic<bool>* cancel,
                           std::function<void(long long, long long)> progress) {
    RunOptions each = run;
    each.cancel = cancel;
    each.progress = std::move(progress);
    return runner(model, each);
  };
  return analyseEachScenario(command, unit, options, format, models, analyse, out, err, json,
                             table);
}

}  // namespace fleetcost::cli
