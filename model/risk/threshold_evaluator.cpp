// Setting a threshold's input in the scenario and evaluating the two plans: validation, compile
// and evaluatePrepared (decisions chosen again), or a risk trial with the decisions held.
#include "model/risk/threshold_evaluator.h"

#include <cmath>

#include "model/demand/demand_curves.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

namespace {

constexpr int kOwning = 0, kRenting = 1;  // the pair's plans

bool isUtilisation(const ResolvedInput& in) {
  return in.kind == ThresholdInputKind::Utilisation;
}
bool scalesDemand(const ResolvedInput& in) {
  return isUtilisation(in) || in.kind == ThresholdInputKind::DemandScale;
}

}  // namespace

std::optional<double> ownedUtilisation(const PlanResult& owning, const DemandCurves& demand,
                                       const std::vector<GpuDemand>& gpus) {
  double busy = 0, owned = 0;
  for (std::size_t g = 0; g < owning.ownedServers.size(); ++g)
    for (std::size_t m = 0; m < owning.ownedServers[g].size(); ++m) {
      owned += double(owning.ownedServers[g][m]) * gpus[g].gpusPerServer * kHoursPerMonth;
      const double hours = demand.gpuHours(static_cast<int>(g), static_cast<int>(m));
      busy += std::max(0.0, hours - owning.burstGpuHours[g][m]);
    }
  if (!(owned > 0)) return std::nullopt;
  return std::min(1.0, busy / owned);
}

ThresholdEvaluator::ThresholdEvaluator(const RiskModel& pair,
                                       const std::vector<RangedFigure>& figures,
                                       const ResolvedInput& input, bool holdDecisions)
    : ThresholdEvaluator(pair, figures, std::vector<ResolvedInput>{input}, holdDecisions) {}

ThresholdEvaluator::ThresholdEvaluator(const RiskModel& pair,
                                       const std::vector<RangedFigure>& figures,
                                       std::vector<ResolvedInput> inputs, bool holdDecisions)
    : pair_(pair), inputs_(std::move(inputs)), hold_(holdDecisions), scenario_(pair.scenario) {
  // A value outside today's range must not break the bounds' order; scaled figures lose their
  // ranges too: a range scaled by 2 need not contain the value.
  for (const ResolvedInput& input : inputs_) {
    const RangedFigure* figure = input.figure >= 0 ? &figures[input.figure] : nullptr;
    figures_.push_back(figure);
    if (figure) {
      figure->in(scenario_).low.reset();
      figure->in(scenario_).high.reset();
    }
  }
  unbindScaledFigures(scenario_);
  if (hold_ && !holdsFleet()) {
    trialModel_ = std::make_unique<RiskModel>(pair);
    trialModel_->figures.clear();
    for (const RangedFigure* figure : figures_)
      if (figure) trialModel_->figures.push_back(*figure);
    trial_ = std::make_unique<RiskTrial>(*trialModel_);
  }
}

ThresholdEvaluator::~ThresholdEvaluator() = default;

bool ThresholdEvaluator::holdsFleet() const {
  for (const ResolvedInput& input : inputs_)
    if (isUtilisation(input)) return true;
  return false;
}

void ThresholdEvaluator::setInputs(std::span<const double> xs) {
  const Scenario& base = pair_.scenario;
  for (std::size_t i = 0; i < inputs_.size(); ++i) {
    const double x = xs[i];
    const ResolvedInput& input = inputs_[i];
    if (figures_[i]) figures_[i]->in(scenario_).value = figureValue(*figures_[i], x);
    if (scalesDemand(input))
      for (std::size_t w = 0; w < base.workloads.size(); ++w) {
        Workload& to = scenario_.workloads[w];
        const Workload& from = base.workloads[w];
        if (from.usesTokens())
          to.avgTokensPerSecond.value = from.avgTokensPerSecond.value * x;
        else
          to.gpuHoursPerMonth.value = from.gpuHoursPerMonth.value * x;
      }
    if (input.kind == ThresholdInputKind::RentalPriceScale)
      for (std::size_t o = 0; o < base.rentalOffers.size(); ++o)
        scaleRentalPrices(scenario_.rentalOffers[o], base.rentalOffers[o], x);
  }
}

std::optional<ThresholdPoint> ThresholdEvaluator::at(double x, Problems& problems) {
  return at(std::span<const double>(&x, 1), problems);
}

std::optional<ThresholdPoint> ThresholdEvaluator::at(std::span<const double> xs,
                                                     Problems& problems) {
  setInputs(xs);
  // A figure's value may break a rule between fields (idle above peak power, a colocate plan
  // that needs a rental region once there is a lead time, ...): the validator decides.
  bool anyFigure = false;
  for (const RangedFigure* figure : figures_) anyFigure = anyFigure || figure;
  if (anyFigure) {
    Problems found = validateScenarioFields(scenario_, pair_.pointer);
    if (!found.empty()) {
      problems.insert(problems.end(), found.begin(), found.end());
      return std::nullopt;
    }
  }
  ThresholdPoint point;
  const bool ok = trial_ ? evaluateTrial(xs, point, problems) : evaluateFull(point, problems);
  if (!ok) return std::nullopt;
  return point;
}

bool ThresholdEvaluator::evaluateTrial(std::span<const double> xs, ThresholdPoint& point,
                                       Problems& problems) {
  std::vector<double> values;
  RiskScales scales;
  for (std::size_t i = 0; i < inputs_.size(); ++i) {
    if (figures_[i]) values.push_back(figureValue(*figures_[i], xs[i]));
    if (inputs_[i].kind == ThresholdInputKind::DemandScale) scales.demand = xs[i];
    if (inputs_[i].kind == ThresholdInputKind::RentalPriceScale) scales.rentalPrice = xs[i];
  }
  RiskOutcome outcome;
  if (!trial_->evaluate(values, scales, outcome, problems)) return false;
  point.pvOwning = outcome.pv[kOwning];
  point.pvRenting = outcome.pv[kRenting];
  return true;
}

bool ThresholdEvaluator::evaluateFull(ThresholdPoint& point, Problems& problems) {
  // (A scale breaks no field's rule; the compiler checks the peak demand limit.)
  PreparedOrProblems prepared = prepareScenario(scenario_, pair_.pointer);
  if (!prepared.prepared) {
    problems.insert(problems.end(), prepared.problems.begin(), prepared.problems.end());
    return false;
  }
  PreparedScenario& p = *prepared.prepared;
  setAfterTax(p, pair_.prepared.afterTax);
  std::vector<PlanDecisions> decisions;
  const std::vector<PlanDecisions>* held = nullptr;
  if (holdsFleet()) {
    // Today's fleet: the servers each month was sized for, and a hybrid's caps; the renting
    // plan's reservations are chosen again unless held.
    for (std::size_t g = 0; g < p.gpus.size(); ++g)
      p.gpus[g].requiredServers = pair_.prepared.gpus[g].requiredServers;
    decisions = pair_.decisions;
    if (!hold_) decisions[kRenting] = PlanDecisions{};
    held = &decisions;
  } else if (hold_) {
    held = &pair_.decisions;
  }
  ScenarioEvaluation e = evaluatePrepared(p, held, ResultParts{false, false, false, false});
  if (!e.result) {
    problems.insert(problems.end(), e.problems.begin(), e.problems.end());
    return false;
  }
  const PlanResult& owning = e.result->plans[kOwning];
  point.pvOwning = owning.pvCost;
  point.pvRenting = e.result->plans[kRenting].pvCost;
  if (!holdsFleet()) return true;
  for (std::size_t g = 0; g < owning.rentsGpu.size(); ++g) {
    double unserved = 0;
    for (double hours : owning.burstGpuHours[g]) unserved += hours;
    if (!owning.rentsGpu[g] && unserved > 1e-6) {
      problems.push_back(problemAt(
          pair_.pointer + "/plans/0",
          Message(
              FC_TRANSLATE_NOOP("Problems",
                                "today's fleet of plan %1 cannot serve %2 demand this high, and "
                                "the plan rents nothing to serve the rest"),
              {"\"" + owning.name + "\"", e.result->gpuIds[g]})));
      return false;
    }
  }
  point.utilisation = ownedUtilisation(owning, p.demand, pair_.base.demand);
  return true;
}

}  // namespace fleetcost
