// Resolving the map's inputs, evaluating the grid row by row over threads, and the zero line.
#include "model/risk/breakeven_map.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include "model/risk/map_grid.h"
#include "model/risk/risk_trial.h"

namespace fleetcost {

namespace {

struct Input {
  MapAxis axis;
  int figure = -1;  // index into the map's figures, -1 for a scale
  bool demand = false, rental = false;
};

std::optional<Input> resolve(const RiskModel& model, const std::vector<RangedFigure>& every,
                             const std::string& name,
                             const std::optional<std::pair<double, double>>& range,
                             std::string& error) {
  Input in;
  in.axis.input = name;
  if (name == kDemandScale || name == kRentalPriceScale) {
    in.demand = name == kDemandScale;
    in.rental = !in.demand;
    in.axis.label = in.demand ? "demand scale" : "rental price scale";
    in.axis.unit = "x base";
    const auto [from, to] = range.value_or(in.demand ? std::pair{0.5, 2.0} : std::pair{0.2, 1.4});
    if (!(from >= 0 && to >= 0)) {
      error = name + " must not be below 0";
      return std::nullopt;
    }
    in.axis.from = from;
    in.axis.to = to;
    return in;
  }
  const std::string pointer = name.rfind(model.pointer + "/", 0) == 0 ? name : model.pointer + name;
  const auto it = std::find_if(every.begin(), every.end(),
                               [&](const RangedFigure& f) { return f.pointer == pointer; });
  if (it == every.end()) {
    error = "no figure at " + name + " (use " + kDemandScale + ", " + kRentalPriceScale +
            " or the JSON pointer of a figure the scenario states)";
    return std::nullopt;
  }
  in.axis.input = pointer;
  in.axis.label = it->label;
  in.axis.unit = it->unit;
  in.figure = static_cast<int>(it - every.begin());
  const auto [from, to] = range.value_or(std::pair{it->low, it->high});
  if (from == to) {
    error = name + " has no range: give one";
    return std::nullopt;
  }
  in.axis.from = from;
  in.axis.to = to;
  return in;
}

}  // namespace

void fillMapGrid(MapAxis& axis, int steps, bool whole) {
  axis.values.resize(steps);
  for (int i = 0; i < steps; ++i) {
    double x = axis.from + (axis.to - axis.from) * i / (steps - 1);
    if (!std::isfinite(x)) {  // a range near the edge of double: the same point, without overflow
      const double t = static_cast<double>(i) / (steps - 1);
      x = axis.from * (1 - t) + axis.to * t;
    }
    axis.values[i] = whole ? roundHalfUp(x) : x;
  }
}

BreakEvenMap runBreakEvenMap(const RiskModel& model, const BreakEvenMapOptions& options) {
  BreakEvenMap out;
  if (!model.hasComparison()) {
    out.error = "the scenario needs an owning and a renting plan for a break-even map";
    return out;
  }
  if (options.steps < 2 || options.steps > kMaxMapSteps) {
    out.error = "steps must be from 2 to " + std::to_string(kMaxMapSteps);
    return out;
  }
  if (options.x == options.y) {
    out.error = "the two inputs must differ";
    return out;
  }
  const std::vector<RangedFigure> every = rangedFigures(model.scenario, model.pointer, true);
  auto x = resolve(model, every, options.x, options.xRange, out.error);
  if (!x) return out;
  auto y = resolve(model, every, options.y, options.yRange, out.error);
  if (!y) return out;
  if (x->figure >= 0 && x->figure == y->figure) {
    out.error = "the two inputs must differ";
    return out;
  }

  // A model whose only figures are the map's (every other figure stays at its value).
  RiskModel mapModel = model;
  mapModel.figures.clear();
  for (Input* in : {&*x, &*y}) {
    const RangedFigure* figure = in->figure >= 0 ? &every[in->figure] : nullptr;
    fillMapGrid(in->axis, options.steps, figure && figure->whole);
    if (!figure) continue;
    for (double v : in->axis.values)
      if (auto message = ruleProblem(figure->rule, v)) {
        out.problems.push_back(problemAt(
            figure->pointer, Message(FC_TRANSLATE_NOOP("Problems", "the map's value %1 %2"),
                                     {formatNumber(v), std::move(*message)})));
        break;
      }
    in->figure = static_cast<int>(mapModel.figures.size());
    mapModel.figures.push_back(*figure);
  }
  out.x = x->axis;
  out.y = y->axis;
  if (!out.problems.empty()) return out;

  MapGridOptions grid;
  grid.threads = options.threads;
  grid.cancel = options.cancel;
  grid.progress = options.progress;
  evaluateMapGrid(out, grid, [&]() -> MapPointEvaluator {
    // Each thread's own trial and values.
    auto trial = std::make_shared<RiskTrial>(mapModel);
    auto values = std::make_shared<std::vector<double>>(mapModel.figures.size());
    return [&, trial, values](std::size_t ix, std::size_t iy,
                              Problems& problems) -> std::optional<double> {
      RiskScales scales;
      for (const Input* in : {&*x, &*y}) {
        const double v = in == &*x ? out.x.values[ix] : out.y.values[iy];
        if (in->figure >= 0) (*values)[in->figure] = v;
        if (in->demand) scales.demand = v;
        if (in->rental) scales.rentalPrice = v;
      }
      RiskOutcome outcome;
      if (!trial->evaluate(*values, scales, outcome, problems)) return std::nullopt;
      return outcome.difference;
    };
  });
  return out;
}

}  // namespace fleetcost
