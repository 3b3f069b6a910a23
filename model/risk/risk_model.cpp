// Building the base of the risk analyses and reading an outcome from plan results.
#include "model/risk/risk_model.h"

#include "model/results/breakeven.h"

namespace fleetcost {

void scaleRentalPrices(RentalOffer& to, const RentalOffer& from, double scale) {
  to.onDemandPerGpuHour.value = from.onDemandPerGpuHour.value * scale;
  to.reservedPerGpuMonth.value = from.reservedPerGpuMonth.value * scale;
  // Spot, block and committed prices move with them, as prepareOffer's price scale moves them.
  to.spotPerGpuHour.value = from.spotPerGpuHour.value * scale;
  to.blockPerGpuHour.value = from.blockPerGpuHour.value * scale;
  to.commitmentPerGpuHour.value = from.commitmentPerGpuHour.value * scale;
  for (std::size_t k = 0; k < to.pricePath.points.size() && k < from.pricePath.points.size(); ++k) {
    PricePoint& point = to.pricePath.points[k];
    point.onDemandPerGpuHour.value = from.pricePath.points[k].onDemandPerGpuHour.value * scale;
    point.reservedPerGpuMonth.value = from.pricePath.points[k].reservedPerGpuMonth.value * scale;
  }
}

std::optional<int> breakEvenOf(const PlanResult& owning, const PlanResult& renting) {
  if (!owning.ownsServers) return std::nullopt;  // §5 leaves such pairs out
  return breakEvenDate(owning.cumulative, renting.cumulative);
}

std::vector<double> RiskModel::baseValues() const {
  std::vector<double> values;
  values.reserve(figures.size());
  for (const RangedFigure& f : figures) values.push_back(f.value);
  return values;
}

void unbindScaledFigures(Scenario& s) {
  const auto unbind = [](Figure& f) {
    f.low.reset();
    f.high.reset();
  };
  for (Workload& w : s.workloads) {
    unbind(w.gpuHoursPerMonth);
    unbind(w.avgTokensPerSecond);
  }
  for (RentalOffer& o : s.rentalOffers) {
    unbind(o.onDemandPerGpuHour);
    unbind(o.reservedPerGpuMonth);
    unbind(o.spotPerGpuHour);
    unbind(o.blockPerGpuHour);
    unbind(o.commitmentPerGpuHour);
    for (PricePoint& point : o.pricePath.points) {
      unbind(point.onDemandPerGpuHour);
      unbind(point.reservedPerGpuMonth);
    }
  }
}

Scenario RiskModel::trialScenario() const {
  Scenario s = scenario;
  for (const RangedFigure& f : figures) {
    Figure& figure = f.in(s);
    figure.low.reset();
    figure.high.reset();
  }
  unbindScaledFigures(s);
  return s;
}

RiskModelOrProblems buildRiskModel(const Scenario& scenario, int index,
                                   const EvaluationOptions& options) {
  RiskModelOrProblems out;
  ScenarioEvaluation evaluated = evaluateScenario(scenario, index, options);
  if (!evaluated.result) {
    out.problems = std::move(evaluated.problems);
    return out;
  }
  auto model = std::make_shared<RiskModel>();
  model->scenario = scenario;
  if (options.afterTax) model->scenario.afterTax = *options.afterTax;
  model->index = index;
  model->pointer = "/scenarios/" + std::to_string(index);
  PreparedOrProblems prepared = prepareScenario(model->scenario, model->pointer);
  if (!prepared.prepared) {  // cannot happen: evaluateScenario compiled the same scenario
    out.problems = std::move(prepared.problems);
    return out;
  }
  model->prepared = std::move(*prepared.prepared);
  setAfterTax(model->prepared, evaluated.result->afterTax);
  model->base = std::move(*evaluated.result);
  model->decisions = decisionsOf(model->base);
  model->baseOutcome = outcomeOf(model->base.plans);
  model->figures = rangedFigures(model->scenario, model->pointer);
  out.model = std::move(model);
  return out;
}

}  // namespace fleetcost
