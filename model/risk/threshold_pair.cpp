// Choosing and building the pair of plans, and mapping pointers between it and the workbook.
#include "model/risk/threshold_pair.h"
#include "model/scenario/workbook_shape.h"

#include <tuple>

#include "model/risk/breakeven_map.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {

namespace {

int planNamed(const RiskModel& model, const std::string& name) {
  for (std::size_t j = 0; j < model.base.plans.size(); ++j)
    if (model.base.plans[j].name == name) return static_cast<int>(j);
  return -1;
}

}  // namespace

std::string PairPlans::planPointer(int j) const {
  return itemPointer(scenarioPointer, &Scenario::plans, j);
}

std::string PairPlans::toWorkbook(const std::string& pointer) const {
  for (int j : {0, 1}) {
    const std::string from = planPointer(j);
    if (pointer == from || pointer.rfind(from + "/", 0) == 0)
      return planPointer(j == 0 ? owning : renting) + pointer.substr(from.size());
  }
  return pointer;
}

std::string PairPlans::toPair(const std::string& pointer) const {
  const std::string plans = partPointer(scenarioPointer, &Scenario::plans) + "/";
  if (pointer.rfind(plans, 0) != 0) return pointer;
  for (auto [from, to] : {std::pair{owning, 0}, std::pair{renting, 1}}) {
    const std::string at = planPointer(from);
    if (pointer == at || pointer.rfind(at + "/", 0) == 0)
      return planPointer(to) + pointer.substr(at.size());
  }
  return "";
}

Problems PairPlans::toWorkbook(Problems problems) const {
  for (Problem& p : problems) p.pointer = toWorkbook(p.pointer);
  return problems;
}

std::optional<ThresholdPair> buildThresholdPair(const RiskModel& model, const std::string& owning,
                                                const std::string& renting, std::string& error,
                                                Problems& problems) {
  if (!model.hasComparison()) {
    error = "the scenario needs an owning and a renting plan for thresholds";
    return std::nullopt;
  }
  PairPlans plans{model.pointer, model.baseOutcome.bestOwning, model.baseOutcome.bestRenting};
  for (auto [name, plan, isOwningPlan] :
       {std::tuple{&owning, &plans.owning, true}, std::tuple{&renting, &plans.renting, false}}) {
    if (name->empty()) continue;
    *plan = planNamed(model, *name);
    if (*plan < 0) {
      error = "no plan named \"" + *name + "\"";
      return std::nullopt;
    }
    const Strategy strategy = model.base.plans[*plan].strategy;
    if (isOwningPlan ? !isOwning(strategy) : !isRenting(strategy)) {
      error = "plan \"" + *name + "\" is not " +
              (isOwningPlan ? "an owning plan (colocate or hybrid)"
                            : "a renting plan (rent_on_demand, rent_reserved or api)");
      return std::nullopt;
    }
  }
  // The two plans alone (plans are evaluated independently, so their figures are the same),
  // with the discount rate stated so that it can be searched when the file leaves it out.
  Scenario pairScenario = model.scenario;
  pairScenario.plans = {model.scenario.plans[plans.owning], model.scenario.plans[plans.renting]};
  pairScenario.discountRateAnnual.present = true;
  RiskModelOrProblems built = buildRiskModel(pairScenario, model.index);
  if (!built.model) {
    problems = plans.toWorkbook(built.problems);
    return std::nullopt;
  }
  ThresholdPair pair{plans, built.model, thresholdFigures(*built.model)};
  return pair;
}

std::optional<ResolvedInput> resolvePairInput(const RiskModel& model, const ThresholdPair& pair,
                                              const ThresholdInput& input, std::string& error) {
  std::string name = input.input;
  if (name != kUtilisation && name != kDemandScale && name != kRentalPriceScale) {
    const std::string pointer = name == kHorizonMonths
                                    ? model.pointer + "/" + keyOf(&Scenario::horizonMonths)
                                : name.rfind(model.pointer + "/", 0) == 0 ? name
                                                                          : model.pointer + name;
    name = pair.plans.toPair(pointer);
    if (name.empty()) {
      error = input.input + " belongs to a plan that is not one of the two compared";
      return std::nullopt;
    }
  }
  std::string why;
  auto in = resolveThresholdInput(*pair.model, pair.figures, name, input.range, why);
  if (!in) error = input.input + ": " + why;
  return in;
}

}  // namespace fleetcost
