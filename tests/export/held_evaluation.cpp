// Evaluates a changed workbook with the decisions FleetCost made for the original one (hybrid
// caps, reservations), as a spreadsheet recalculates a changed input without re-optimising, and
// prints the result JSON of evaluate --format json. For xlsx_libreoffice_formulas_check.py.
// Usage: held_evaluation ORIGINAL CHANGED [--after-tax|--pre-tax]
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/io/result_json.h"
#include "model/plans/prepared_scenario.h"
#include "model/validation/validate_scenario.h"

using namespace fleetcost;

namespace {

// Says what went wrong; the exit status.
int fail(const char* what, const std::string& detail) {
  std::fprintf(stderr, "held_evaluation: %s %s\n", what, detail.c_str());
  return 1;
}

bool loaded(const char* path, Workbook& workbook) {
  CheckedWorkbook checked = checkWorkbookFile(path);
  if (!checked.clean() || !checked.workbook) {
    const Problems all = checked.all();
    fail(path, all.empty() ? "cannot be read" : all.front().pointer + ": " + all.front().message);
    return false;
  }
  workbook = std::move(*checked.workbook);
  return true;
}

std::string at(std::size_t scenario) {
  return "/scenarios/" + std::to_string(scenario);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: held_evaluation ORIGINAL CHANGED [--after-tax|--pre-tax]\n");
    return 2;
  }
  EvaluationOptions options;
  if (argc > 3) options.afterTax = std::strcmp(argv[3], "--after-tax") == 0;
  Workbook original, changed;
  if (!loaded(argv[1], original) || !loaded(argv[2], changed)) return 1;
  if (original.scenarios.size() != changed.scenarios.size()) return 1;
  std::vector<ScenarioResult> results;
  for (std::size_t i = 0; i < changed.scenarios.size(); ++i) {
    const int index = static_cast<int>(i);
    const ScenarioEvaluation base = evaluateScenario(original.scenarios[i], index, options);
    if (!base.result) return fail("original scenario has problems:", at(i));
    const std::vector<PlanDecisions> held = decisionsOf(*base.result);
    if (!validateScenarioFields(changed.scenarios[i], at(i)).empty())
      return fail("changed scenario has problems:", at(i));
    PreparedOrProblems prepared = prepareScenario(changed.scenarios[i], at(i));
    if (!prepared.prepared) return fail("changed scenario does not compile:", at(i));
    // setAfterTax: a portfolio's parts are scenarios of their own and take the view too.
    if (options.afterTax) setAfterTax(*prepared.prepared, *options.afterTax);
    ScenarioEvaluation evaluated = evaluatePrepared(*prepared.prepared, &held);
    if (!evaluated.result) return fail("changed scenario cannot be evaluated:", at(i));
    evaluated.result->scenarioIndex = index;
    results.push_back(std::move(*evaluated.result));
  }
  std::fputs(writeResultJson(results).c_str(), stdout);
  return 0;
}
