// What a threshold searches (docs/thresholds.md): an input's name resolved to a scale or a
// figure, its label and unit, today's value, the range the validator's rule allows (capped
// where it has no end) and the points sampled outward from today.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/risk/ranged_figures.h"
#include "model/risk/risk_model.h"

namespace fleetcost {

enum class ThresholdInputKind { Utilisation, DemandScale, RentalPriceScale, Figure };

struct ResolvedInput {
  ThresholdInputKind kind = ThresholdInputKind::Figure;
  std::string input;  // the name, or the figure's pointer from the root
  std::string label, unit;
  int figure = -1;  // index into the figure list resolution used (Figure)
  Rule rule = Rule::Any;
  bool whole = false;
  // In the searched variable: the value itself, or the demand scale for utilisation.
  double today = 1;
  double low = 0, high = 0;
  std::vector<double> below, above;  // sample points, moving away from today
  double toleranceFloor = 1e-9;      // the scale under which the tolerance is absolute
  std::string unavailable;           // why it cannot be searched ("" when it can)
};

// Every stated figure of the scenario (rangedFigures with everyFigure).
std::vector<RangedFigure> thresholdFigures(const RiskModel& model);

// Resolves `input` (a name or a pointer from the scenario or from the root). Nothing, with
// `error` set, when the name is unknown or the range cannot be used.
std::optional<ResolvedInput> resolveThresholdInput(
    const RiskModel& model, const std::vector<RangedFigure>& figures, const std::string& input,
    const std::optional<std::pair<double, double>>& range, std::string& error);

// The points sampled from `today` towards `low` and towards `high` (each list ends at the
// bound): ratios 1.25, 1.5, 2, 3, 5, 10, 30, 100 of today's value for positive inputs,
// distances 1, 2, 4, 8, ... for whole numbers, and distances growing from `step` by doubling
// otherwise.
enum class SampleSpacing { Ratio, Whole, Additive };
std::pair<std::vector<double>, std::vector<double>> samplePoints(SampleSpacing spacing,
                                                                 double today, double low,
                                                                 double high, double step);

}  // namespace fleetcost
