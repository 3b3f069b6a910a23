// Resolving the map's inputs, evaluating the grid row by row over threads, and the zero line.
#include "model/risk/breakeven_map.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <thread>

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
      if (auto message = checkRule(figure->rule, v)) {
        out.problems.push_back({figure->pointer, "the map's value " + formatNumber(v) + " " +
                                                     *message});
        break;
      }
    in->figure = static_cast<int>(mapModel.figures.size());
    mapModel.figures.push_back(*figure);
  }
  out.x = x->axis;
  out.y = y->axis;
  if (!out.problems.empty()) return out;

  const auto n = static_cast<std::size_t>(options.steps);
  out.difference.assign(n * n, 0.0);
  std::atomic<long long> nextRow{0}, done{0};
  std::atomic<bool> stop{false};
  std::mutex mutex;
  long long firstFailed = -1, reported = 0;
  Problems failure;
  const long long total = static_cast<long long>(n * n);
  const auto work = [&] {
    RiskTrial trial(mapModel);
    RiskOutcome outcome;
    Problems problems;
    std::vector<double> values(mapModel.figures.size());
    while (!stop.load(std::memory_order_relaxed)) {
      if (options.cancel && options.cancel->load(std::memory_order_relaxed)) return;
      const long long iy = nextRow.fetch_add(1);
      if (iy >= static_cast<long long>(n)) return;
      for (std::size_t ix = 0; ix < n; ++ix) {
        RiskScales scales;
        for (const Input* in : {&*x, &*y}) {
          const double v = in == &*x ? x->axis.values[ix] : y->axis.values[iy];
          if (in->figure >= 0) values[in->figure] = v;
          if (in->demand) scales.demand = v;
          if (in->rental) scales.rentalPrice = v;
        }
        problems.clear();
        const long long cell = iy * static_cast<long long>(n) + static_cast<long long>(ix);
        if (!trial.evaluate(values, scales, outcome, problems)) {
          std::lock_guard lock(mutex);
          if (firstFailed < 0 || cell < firstFailed) {
            firstFailed = cell;
            failure = problems;
          }
          stop = true;
          break;
        }
        out.difference[cell] = outcome.difference;
      }
      const long long now = done.fetch_add(static_cast<long long>(n)) + static_cast<long long>(n);
      if (options.progress) {
        std::lock_guard lock(mutex);
        if (now * 100 / total > reported * 100 / total || now == total) {
          reported = now;
          options.progress(now, total);
        }
      }
    }
  };
  int threads = options.threads > 0 ? options.threads
                                    : static_cast<int>(std::thread::hardware_concurrency());
  threads = std::clamp(threads, 1, options.steps);
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();

  if (options.cancel && options.cancel->load()) {
    BreakEvenMap cancelled;
    cancelled.cancelled = true;
    return cancelled;
  }
  if (firstFailed >= 0) {
    const auto ix = static_cast<std::size_t>(firstFailed) % n;
    const auto iy = static_cast<std::size_t>(firstFailed) / n;
    for (const Problem& p : failure)
      out.problems.push_back({p.pointer, "at the map's point " + out.x.label + " " +
                                             formatNumber(out.x.values[ix]) + ", " + out.y.label +
                                             " " + formatNumber(out.y.values[iy]) + ": " +
                                             p.message});
    out.difference.clear();
    return out;
  }
  out.zeroLine = zeroContour(out.x.values, out.y.values, out.difference);
  return out;
}

}  // namespace fleetcost
