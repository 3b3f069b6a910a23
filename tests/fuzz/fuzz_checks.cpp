// What must hold for any bytes read as a workbook: no crash, a save that reads back and saves the
// same, and for every clean scenario an evaluation with a result or a problem and no NaN or
// infinity in the result.
#include "fuzz/fuzz_checks.h"

#include <cctype>
#include <cmath>
#include <string>
#include <vector>

#include "app/cli/tables/result_table.h"
#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/io/result_json.h"
#include "model/io/workbook_writer.h"
#include "model/plans/evaluation_budget.h"
#include "model/plans/prepared_scenario.h"
#include "model/validation/validate_scenario.h"

namespace {

using namespace fleetcost;

struct Broken {
  const char* what;
};

[[noreturn]] void fail(const char* what) {
  throw Broken{what};
}

void requireFinite(double value, const char* what) {
  if (!std::isfinite(value)) fail(what);
}

void requireFinite(const std::vector<double>& series, const char* what) {
  for (double value : series) requireFinite(value, what);
}

// MODEL.md §8: no NaN or infinity ever reaches a result.
void checkResult(const ScenarioResult& result) {
  for (const PlanResult& plan : result.plans) {
    for (const Series& flow : plan.flows) requireFinite(flow, "a flow is not finite");
    requireFinite(plan.total, "a total is not finite");
    requireFinite(plan.cumulative, "a cumulative total is not finite");
    requireFinite(plan.pvCumulative, "a present value is not finite");
    requireFinite(plan.facilityKwh, "facility energy is not finite");
    requireFinite(plan.pvCost, "pv_cost is not finite");
    requireFinite(plan.nominalCost, "nominal_cost is not finite");
    requireFinite(plan.co2Tonnes, "co2_tonnes is not finite");
    if (plan.costPerGpuHour) requireFinite(*plan.costPerGpuHour, "cost per GPU-hour");
    for (const auto& owned : plan.ownedServers)
      for (long long n : owned)
        if (n < 0) fail("a negative number of servers");
  }
  for (const BreakEven& pair : result.breakeven)
    if (pair.irr) requireFinite(*pair.irr, "an IRR is not finite");
  for (const WorkloadCost& cost : result.workloads) {
    requireFinite(cost.cost, "a workload cost is not finite");
    if (cost.costPerMillionTokens) requireFinite(*cost.costPerMillionTokens, "cost per token");
  }
}

// A message never shows inf or nan (issue 15): a number beyond range is said in words. The
// word may still come from the workbook's own text (a name or a currency code "inf").
bool hasWord(std::string_view text, std::string_view word) {
  const auto letter = [](char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0; };
  for (std::size_t at = text.find(word); at != std::string_view::npos; at = text.find(word, at + 1))
    if ((at == 0 || !letter(text[at - 1])) &&
        (at + word.size() >= text.size() || !letter(text[at + word.size()])))
      return true;
  return false;
}

void checkMessage(const std::string& message, std::string_view input) {
  for (std::string_view word : {"inf", "nan"})
    if (hasWord(message, word) && !hasWord(input, word)) fail("a message shows inf or nan");
}

// Saving must keep everything that was read: what is saved reads back and saves the same.
void checkRoundTrip(const Workbook& workbook) {
  const std::string saved = writeWorkbookText(workbook);
  const ReadWorkbook again = readWorkbookText(saved);
  if (!again.workbook) fail("a saved workbook does not read back");
  if (writeWorkbookText(*again.workbook) != saved) fail("saving twice changes the file");
}

void evaluateClean(const CheckedWorkbook& checked, std::string_view input) {
  if (!checked.workbook || !checked.fileProblems.empty()) return;
  std::vector<ScenarioResult> results;
  for (std::size_t i = 0; i < checked.workbook->scenarios.size(); ++i) {
    if (!checked.scenarioProblems[i].empty()) continue;
    const Scenario& scenario = checked.workbook->scenarios[i];
    const std::string at = "/scenarios/" + std::to_string(i);
    // A clean scenario passed both stages, so it compiles; skip the ones too slow to fuzz.
    const PreparedOrProblems prepared = prepareScenario(scenario, at);
    if (!prepared.prepared) fail("a clean scenario does not compile");
    if (evaluationCost(*prepared.prepared).steps > fuzz::kFuzzEvaluationSteps) continue;
    const ScenarioEvaluation e = evaluateScenario(scenario, static_cast<int>(i));
    for (const Problem& p : e.problems) checkMessage(p.message, input);
    if (e.result) {
      for (const Warning& w : e.result->warnings) checkMessage(w.message, input);
      checkResult(*e.result);
      results.push_back(*e.result);
    } else if (e.problems.empty()) {
      fail("an evaluation with neither a result nor a problem");
    }
  }
  if (results.empty()) return;
  (void)writeResultJson(results);
  (void)cli::writeResultTable(results);
}

}  // namespace

namespace fleetcost::fuzz {

std::string brokenInvariant(std::string_view bytes) {
  try {
    const CheckedWorkbook checked = checkWorkbookText(std::string(bytes));
    for (const Problem& p : checked.all()) checkMessage(p.message, bytes);
    if (checked.workbook) checkRoundTrip(*checked.workbook);
    evaluateClean(checked, bytes);
  } catch (const Broken& broken) {
    return broken.what;
  }
  return {};
}

}  // namespace fleetcost::fuzz
