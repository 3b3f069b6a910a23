// One-at-a-time evaluation of the bounds and the tornados built from it.
#include "model/risk/sensitivity.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <cmath>

#include "model/risk/risk_trial.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

namespace {

// Problems found with a figure at a bound, placed at that bound.
void placeAt(const RangedFigure& f, const char* side, double bound, const Problems& found,
             Problems& out) {
  const std::string at = f.pointer + "/" + side;
  for (const Problem& p : found) {
    Problem placed =
        p.pointer == f.pointer
            ? problemAt(at, Message(FC_TRANSLATE_NOOP("Problems", "with this bound (%1), %2"),
                                    {formatNumber(bound), messageOf(p)}))
            : problemAt(at, Message(FC_TRANSLATE_NOOP("Problems", "with this bound (%1), %2: %3"),
                                    {formatNumber(bound), p.pointer, messageOf(p)}));
    if (std::find(out.begin(), out.end(), placed) == out.end()) out.push_back(std::move(placed));
  }
}

struct Cases {
  bool cancelled = false;
  Problems problems;
  std::vector<RiskOutcome> low, high;
};

Cases evaluateBounds(const RiskModel& model, const std::atomic<bool>* cancel,
                     const std::function<void(long long, long long)>& progress = {}) {
  Cases cases;
  const std::size_t n = model.figures.size();
  cases.low.resize(n);
  cases.high.resize(n);
  RiskTrial trial(model);
  Scenario scenario = model.trialScenario();
  std::vector<double> values = model.baseValues();
  for (std::size_t f = 0; f < n; ++f) {
    if (cancel && cancel->load(std::memory_order_relaxed)) {
      cases.cancelled = true;
      return cases;
    }
    const RangedFigure& figure = model.figures[f];
    for (const bool high : {false, true}) {
      const double bound = high ? figure.high : figure.low;
      const char* side = figureKey(high ? FigurePart::High : FigurePart::Low);
      if (auto message = ruleProblem(figure.rule, bound)) {
        cases.problems.push_back(problemAt(figure.pointer + "/" + side, std::move(*message)));
        continue;
      }
      // The validator's rules between fields (idle above peak power, USD not 1, ...).
      Figure& field = figure.in(scenario);
      field.value = bound;
      const Problems first = validateChangedFigure(scenario, model.pointer, figure.pointer);
      field.value = figure.value;
      if (!first.empty()) {
        placeAt(figure, side, bound, first, cases.problems);
        continue;
      }
      Problems found;
      values[f] = bound;
      if (!trial.evaluate(values, {}, high ? cases.high[f] : cases.low[f], found))
        placeAt(figure, side, bound, found, cases.problems);
      values[f] = figure.value;
    }
    if (progress && (f + 1) * 100 / n > f * 100 / n)
      progress(static_cast<long long>(f + 1), static_cast<long long>(n));
  }
  return cases;
}

// The swing rounded to 40 bits of mantissa (about 12 significant digits).
double tieKey(double swing) {
  if (!std::isfinite(swing) || swing == 0.0) return swing;
  int exponent = 0;
  const double mantissa = std::frexp(swing, &exponent);
  return std::ldexp(std::round(std::ldexp(mantissa, 40)), exponent - 40);
}

Tornado tornadoOf(const RiskModel& model, const Cases& cases, int plan) {
  Tornado t;
  t.plan = plan;
  const auto output = [plan](const RiskOutcome& o) { return plan < 0 ? o.difference : o.pv[plan]; };
  t.base = output(model.baseOutcome);
  for (std::size_t f = 0; f < model.figures.size(); ++f) {
    TornadoBar bar;
    bar.figure = static_cast<int>(f);
    bar.atLow = output(cases.low[f]);
    bar.atHigh = output(cases.high[f]);
    bar.swing = std::fabs(bar.atHigh - bar.atLow);
    t.bars.push_back(bar);
  }
  // Swings equal to 12 significant digits are ties and keep the figures' order, so that the
  // order of a sum in the 16th digit never reorders the tornado.
  std::stable_sort(t.bars.begin(), t.bars.end(), [](const TornadoBar& a, const TornadoBar& b) {
    return tieKey(a.swing) > tieKey(b.swing);
  });
  return t;
}

}  // namespace

SensitivityResult runSensitivity(const RiskModel& model, const std::atomic<bool>* cancel,
                                 const std::function<void(long long, long long)>& progress) {
  SensitivityResult out;
  Cases cases = evaluateBounds(model, cancel, progress);
  if (cases.cancelled) {
    out.cancelled = true;
    return out;
  }
  if (!cases.problems.empty()) {
    out.problems = std::move(cases.problems);
    return out;
  }
  if (model.hasComparison()) out.tornados.push_back(tornadoOf(model, cases, -1));
  for (int j = 0; j < static_cast<int>(model.base.plans.size()); ++j)
    out.tornados.push_back(tornadoOf(model, cases, j));
  out.atLow = std::move(cases.low);
  out.atHigh = std::move(cases.high);
  return out;
}

Problems boundProblems(const RiskModel& model, const std::atomic<bool>* cancel) {
  return evaluateBounds(model, cancel).problems;
}

}  // namespace fleetcost
