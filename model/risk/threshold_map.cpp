// Choosing a threshold map's axes and ranges, and evaluating its grid over threads with the
// threshold's own evaluator.
#include "model/risk/threshold_map.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "model/risk/map_grid.h"
#include "model/risk/threshold_evaluator.h"
#include "model/risk/threshold_pair.h"

namespace fleetcost {

namespace {

// Today and the threshold with room on both sides: half their distance, and at least 15 % of
// today's value (whole numbers: at least 2), inside the range the threshold searched.
std::pair<double, double> around(double today, double threshold, double low, double high,
                                 bool whole) {
  double from = std::min(today, threshold), to = std::max(today, threshold);
  double pad = std::max(0.5 * (to - from), 0.15 * std::fabs(today));
  if (whole) pad = std::max(2.0, std::ceil(pad));
  if (!(pad > 0)) pad = 0.1;
  from = std::max(low, from - pad);
  to = std::min(high, to + pad);
  if (whole) {
    from = std::floor(from);
    to = std::ceil(to);
  }
  return {from, to};
}

MapAxis axisOf(const ResolvedInput& in, const PairPlans& plans, std::pair<double, double> range,
               int steps) {
  MapAxis axis;
  axis.input = in.kind == ThresholdInputKind::Figure ? plans.toWorkbook(in.input) : in.input;
  axis.label = in.kind == ThresholdInputKind::Utilisation ? "demand on today's fleet" : in.label;
  axis.unit = in.kind == ThresholdInputKind::Utilisation ? "x today" : in.unit;
  axis.from = range.first;
  axis.to = range.second;
  fillMapGrid(axis, steps, in.whole);
  return axis;
}

bool scalesDemand(const ResolvedInput& in) {
  return in.kind == ThresholdInputKind::Utilisation || in.kind == ThresholdInputKind::DemandScale;
}

}  // namespace

ThresholdMapOptions thresholdMapOptions(const RiskModel& model, const ThresholdResult& result,
                                        const Threshold& t, int steps) {
  ThresholdMapOptions o;
  o.input = t.input;
  o.steps = steps;
  o.pair.owning = model.base.plans[result.owningPlan].name;
  o.pair.renting = model.base.plans[result.rentingPlan].name;
  o.pair.holdDecisions = result.decisionsHeld;
  const ThresholdCrossing* c = t.threshold();
  const bool utilisation = t.input == kUtilisation;
  // Utilisation is searched (and mapped) as the demand on today's fleet: today is 1.
  const double today = utilisation ? 1.0 : t.today;
  const double at = c ? (utilisation ? c->demandScale : c->value) : today;
  const double low = utilisation ? 0.05 : t.low, high = utilisation ? 100.0 : t.high;
  o.inputRange = around(today, at, low, high, t.whole);
  // Above today's demand, an owning plan without a rental region cannot serve the rest.
  const Plan& owning = model.scenario.plans[result.owningPlan];
  const double demandTop = owning.rentalRegion ? 1.5 : 1.0;
  if (utilisation && !owning.rentalRegion) o.inputRange.second = std::min(o.inputRange.second, 1.0);
  if (t.input == kRentalPriceScale) {
    o.across = false;
    o.other = model.base.plans[result.owningPlan].ownsServers ? kUtilisation : kDemandScale;
    o.otherRange = {0.5, demandTop};
  } else {
    o.other = kRentalPriceScale;
    o.otherRange = {0.5, 1.5};
  }
  return o;
}

BreakEvenMap runThresholdMap(const RiskModel& model, const ThresholdMapOptions& options) {
  BreakEvenMap out;
  if (options.steps < 2 || options.steps > kMaxMapSteps) {
    out.error = "steps must be from 2 to " + std::to_string(kMaxMapSteps);
    return out;
  }
  std::optional<ThresholdPair> pair =
      buildThresholdPair(model, options.pair.owning, options.pair.renting, out.error, out.problems);
  if (!pair) return out;
  auto input = resolvePairInput(model, *pair, {options.input, {}}, out.error);
  if (!input) return out;
  auto other = resolvePairInput(model, *pair, {options.other, {}}, out.error);
  if (!other) return out;
  if (input->input == other->input || (scalesDemand(*input) && scalesDemand(*other))) {
    out.error = "the two inputs must differ (and only one may scale demand)";
    return out;
  }
  const ResolvedInput& xIn = options.across ? *input : *other;
  const ResolvedInput& yIn = options.across ? *other : *input;
  out.x = axisOf(xIn, pair->plans, options.across ? options.inputRange : options.otherRange,
                 options.steps);
  out.y = axisOf(yIn, pair->plans, options.across ? options.otherRange : options.inputRange,
                 options.steps);

  MapGridOptions grid;
  grid.threads = options.pair.threads;
  grid.cancel = options.pair.cancel;
  evaluateMapGrid(out, grid, [&]() -> MapPointEvaluator {
    // Each thread's own evaluator of the pair, both inputs set at every point.
    auto evaluator = std::make_shared<ThresholdEvaluator>(*pair->model, pair->figures,
                                                          std::vector<ResolvedInput>{xIn, yIn},
                                                          options.pair.holdDecisions);
    return [&out, &pair, evaluator](std::size_t ix, std::size_t iy,
                                    Problems& problems) -> std::optional<double> {
      const double xy[2] = {out.x.values[ix], out.y.values[iy]};
      Problems found;
      const auto point = evaluator->at(xy, found);
      if (!point) {
        const Problems mapped = pair->plans.toWorkbook(found);
        problems.insert(problems.end(), mapped.begin(), mapped.end());
        return std::nullopt;
      }
      return point->difference();
    };
  });
  return out;
}

}  // namespace fleetcost
