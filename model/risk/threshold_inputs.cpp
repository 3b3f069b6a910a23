// Resolving a threshold's input and the range and points its search covers.
#include "model/risk/threshold_inputs.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "model/risk/breakeven_map.h"
#include "model/risk/thresholds.h"

namespace fleetcost {

namespace {

constexpr double kRatioSpan = 100;  // ratio inputs: from today / 100 (or 0) to today * 100
constexpr std::array<double, 8> kRatios{1.25, 1.5, 2, 3, 5, 10, 30, 100};

struct Range {
  double low = 0, high = 0, step = 0;
  SampleSpacing spacing = SampleSpacing::Additive;
};

// The range a rule allows around today's value `v`, capped where the rule has no end.
std::optional<Range> ruleRange(Rule rule, double v) {
  switch (rule) {
    case Rule::NonNegative:
    case Rule::Positive:
      if (!(v > 0)) return std::nullopt;
      return Range{rule == Rule::Positive ? v / kRatioSpan : 0.0, v * kRatioSpan, 0,
                   SampleSpacing::Ratio};
    case Rule::AnnualChange:  // above -1: from -99% to +300% a year
      return Range{std::min(-0.99, v), std::max(3.0, v + 3.0), 0.01, SampleSpacing::Additive};
    case Rule::UnitInterval:
      return Range{0, 1, 0.01, SampleSpacing::Additive};
    case Rule::Pue:
      return Range{1, 3, 0.01, SampleSpacing::Additive};
    case Rule::Headroom:
      return Range{0, 10, 0.01, SampleSpacing::Additive};
    case Rule::Horizon:  // twice today's at most: growth compounds, and fleets with it
      return Range{1, std::clamp(2 * v, 2.0, 600.0), 1, SampleSpacing::Whole};
    case Rule::WholeNonNegative:
      return Range{0, std::max(600.0, 4 * v), 1, SampleSpacing::Whole};
    case Rule::WholePositive:
      return Range{1, std::max(600.0, 4 * v), 1, SampleSpacing::Whole};
    case Rule::MonthOfYear:
      return Range{1, 12, 1, SampleSpacing::Whole};
    case Rule::Any: {
      const double scale = std::max(std::fabs(v), 1.0);
      return Range{v - kRatioSpan * scale, v + kRatioSpan * scale, 0.01 * scale,
                   SampleSpacing::Additive};
    }
  }
  return std::nullopt;
}

// A range the user gave: inside the rule, around today's value.
std::optional<Range> userRange(Rule rule, bool whole, double v, std::pair<double, double> given,
                               std::string& error) {
  auto [low, high] = given;
  if (whole) {
    low = std::ceil(low);
    high = std::floor(high);
  }
  for (double bound : {low, high})
    if (auto message = checkRule(rule, bound)) {
      error = "the range's bound " + *message;
      return std::nullopt;
    }
  if (!(low < high) || v < low || v > high) {
    error =
        "the range must run from a lower to a higher value around today's value " + formatNumber(v);
    return std::nullopt;
  }
  Range r{low, high, std::max(high - v, v - low) / 256, SampleSpacing::Additive};
  if (whole)
    r.spacing = SampleSpacing::Whole;
  else if (v > 0 && low >= 0)
    r.spacing = SampleSpacing::Ratio;
  return r;
}

void applyRange(ResolvedInput& in, const Range& r) {
  in.low = r.low;
  in.high = r.high;
  std::tie(in.below, in.above) = samplePoints(r.spacing, in.today, r.low, r.high, r.step);
  in.toleranceFloor = r.spacing == SampleSpacing::Additive ? r.step : 1e-9;
}

std::string pointerFromRoot(const RiskModel& model, const std::string& input) {
  if (input == kHorizonMonths) return model.pointer + "/horizon_months";
  return input.rfind(model.pointer + "/", 0) == 0 ? input : model.pointer + input;
}

}  // namespace

std::pair<std::vector<double>, std::vector<double>> samplePoints(SampleSpacing spacing,
                                                                 double today, double low,
                                                                 double high, double step) {
  std::vector<double> below, above;
  for (int side = 0; side < 2; ++side) {
    std::vector<double>& out = side == 0 ? below : above;
    const double bound = side == 0 ? low : high;
    const double sign = side == 0 ? -1 : 1;
    const auto inside = [&](double x) { return side == 0 ? x > bound : x < bound; };
    if (spacing == SampleSpacing::Ratio && today > 0) {
      for (double r : kRatios) {
        const double x = side == 0 ? today / r : today * r;
        if (!inside(x)) break;
        out.push_back(x);
      }
    } else {
      const double first = spacing == SampleSpacing::Whole ? 1.0 : step;
      for (double d = first; d > 0 && inside(today + sign * d); d *= 2)
        out.push_back(today + sign * d);
    }
    if (bound != today) out.push_back(bound);
  }
  return {below, above};
}

std::vector<RangedFigure> thresholdFigures(const RiskModel& model) {
  return rangedFigures(model.scenario, model.pointer, true);
}

std::optional<ResolvedInput> resolveThresholdInput(
    const RiskModel& model, const std::vector<RangedFigure>& figures, const std::string& input,
    const std::optional<std::pair<double, double>>& range, std::string& error) {
  ResolvedInput in;
  in.input = input;
  if (input == kUtilisation || input == kDemandScale || input == kRentalPriceScale) {
    in.kind = input == kUtilisation   ? ThresholdInputKind::Utilisation
              : input == kDemandScale ? ThresholdInputKind::DemandScale
                                      : ThresholdInputKind::RentalPriceScale;
    in.label = input == kUtilisation   ? "utilisation of the owned GPUs"
               : input == kDemandScale ? "demand scale"
                                       : "rental price scale";
    in.unit = input == kUtilisation ? "%" : "x today";
    in.rule = Rule::NonNegative;
    if (range && in.kind == ThresholdInputKind::Utilisation) {
      error = std::string(kUtilisation) +
              " takes no range: it searches demand from 0 to 100 times today's on today's fleet";
      return std::nullopt;
    }
    Range r{0, kRatioSpan, 0, SampleSpacing::Ratio};
    if (range) {
      const auto given = userRange(Rule::NonNegative, false, 1.0, *range, error);
      if (!given) return std::nullopt;
      r = *given;
    }
    applyRange(in, r);
    return in;
  }
  const std::string pointer = pointerFromRoot(model, input);
  const auto it = std::find_if(figures.begin(), figures.end(),
                               [&](const RangedFigure& f) { return f.pointer == pointer; });
  if (it == figures.end()) {
    error = std::string("not a figure the scenario states (use ") + kUtilisation + ", " +
            kDemandScale + ", " + kRentalPriceScale + ", " + kHorizonMonths +
            " or the JSON pointer of a figure the scenario states)";
    return std::nullopt;
  }
  in.kind = ThresholdInputKind::Figure;
  in.input = pointer;
  in.label = it->label;
  in.unit = it->unit;
  in.figure = static_cast<int>(it - figures.begin());
  in.rule = it->rule;
  in.whole = it->whole;
  in.today = it->value;
  std::optional<Range> r =
      range ? userRange(in.rule, in.whole, in.today, *range, error) : ruleRange(in.rule, in.today);
  if (range && !r) return std::nullopt;
  if (!r) {
    in.unavailable = "today's value is 0, so the search has no scale to start from: give a range";
    return in;
  }
  applyRange(in, *r);
  return in;
}

}  // namespace fleetcost
