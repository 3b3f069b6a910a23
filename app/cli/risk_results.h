// The common end of the risk commands: the problems of every scenario's result (exit 1), or the
// results as JSON or a table (exit 0).
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <vector>

#include "app/cli/cli_app.h"
#include "app/cli/cli_options.h"
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

}  // namespace fleetcost::cli
