// The first-stage checks of a workbook's shape and of a scenario (the walk is ScenarioValidator,
// scenario_validator.h), each problem with its pointer.
#include "model/validation/validate_scenario.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

#include "model/scenario/evidence_date.h"
#include "model/scenario/field_rule.h"
#include "model/validation/scenario_validator.h"

namespace fleetcost {

using scenario_validation::ScenarioValidator;

Problems validateWorkbookShape(const Workbook& workbook) {
  Problems problems;
  const std::string format = keyOf(&Workbook::format), version = keyOf(&Workbook::version);
  const bool formatKept = workbook.extras.keys.find(format) != nullptr;
  if (!workbook.format) {
    if (!formatKept)
      problems.push_back(problemAt(
          "/" + format,
          Message(FC_TRANSLATE_NOOP("Problems", "required but missing: \"fleetcost-workbook\""))));
  } else if (*workbook.format != kWorkbookFormat) {
    problems.push_back(
        problemAt("/" + format,
                  Message(FC_TRANSLATE_NOOP("Problems", "must be \"fleetcost-workbook\", got %1"),
                          {quotedText(*workbook.format)})));
  }
  if (!workbook.version.present) {
    if (!workbook.extras.keys.find(version))
      problems.push_back(problemAt(
          "/" + version,
          Message(FC_TRANSLATE_NOOP("Problems", "required but missing: the format version, 1"))));
  } else if (auto message = ruleProblem(Rule::WholePositive, workbook.version.value)) {
    problems.push_back(problemAt("/" + version, std::move(*message)));
  }
  if (workbook.pricesAsOf) {
    const std::optional<EvidenceDate> date = parseEvidenceDate(*workbook.pricesAsOf);
    if (!date || !date->month)
      problems.push_back(problemAt(
          "/" + std::string(keyOf(&Workbook::pricesAsOf)),
          Message(FC_TRANSLATE_NOOP("Problems", "must be a date as YYYY-MM or YYYY-MM-DD, got %1"),
                  {quotedText(*workbook.pricesAsOf)})));
  }
  if (workbook.staleAfterMonths.present)
    if (auto message = ruleProblem(Rule::WholePositive, workbook.staleAfterMonths.value))
      problems.push_back(
          problemAt("/" + std::string(keyOf(&Workbook::staleAfterMonths)), std::move(*message)));
  if (!workbook.scenariosPresent && !workbook.extras.keys.find(partKey(&Workbook::scenarios)))
    problems.push_back(problemAt(
        partPointer("", &Workbook::scenarios),
        Message(FC_TRANSLATE_NOOP("Problems", "required but missing: the list of scenarios"))));
  return problems;
}

Problems validateScenarioFields(const Scenario& scenario, const std::string& pointer) {
  Problems problems;
  if (scenario.extras.notAnObject) return problems;
  ScenarioValidator(scenario, pointer, problems).run();
  return problems;
}

Problems validateChangedFigure(const Scenario& scenario, const std::string& pointer,
                               const std::string& figurePointer) {
  if (figurePointer.rfind(pointer + "/", 0) != 0) return validateScenarioFields(scenario, pointer);
  Problems problems;
  if (scenario.extras.notAnObject) return problems;
  ScenarioValidator(scenario, pointer, problems).runAround(figurePointer.substr(pointer.size()));
  return problems;
}

}  // namespace fleetcost
