// Chart builders of the Risk view (issue 5): the tornado of a sensitivity result, the
// distribution of Monte Carlo's difference with percentile markers, and the break-even map as a
// heat map with its zero line. Like chart_builders.h: pure functions returning a new QChart.
#pragma once

#include <QString>
#include <vector>

#include "ui/render/charts/chart_options.h"

QT_BEGIN_NAMESPACE
class QChart;
QT_END_NAMESPACE

namespace fleetcost {
struct RiskModel;
struct RangedFigure;
struct Tornado;
struct MonteCarloResult;
struct BreakEvenMap;
}  // namespace fleetcost

namespace fleetcost::ui {

// The `maxBars` figures with the largest swings, top to bottom: per figure the change of the
// output (a plan's present value, or owning minus renting) with the figure at its low and at
// its high bound, in the reporting currency.
QChart* buildTornadoChart(const RiskModel& model, const Tornado& tornado,
                          const ChartOptions& options, int maxBars = 12);

// Histogram of the trials' difference (owning minus renting, present value), owning-cheaper
// bins and renting-cheaper bins in two colours, with P5, P50 and P95 marked.
QChart* buildDifferenceDistributionChart(const RiskModel& model, const MonteCarloResult& result,
                                         const ChartOptions& options);

// A threshold marked on a break-even map: a dashed line across the map where the threshold's
// input (on the map's x, or its y) takes the threshold's value, and today's point.
struct MapMark {
  bool across = true;   // the threshold's input is the map's x (else its y)
  double value = 0;     // the threshold, in that axis's unit
  QString label;        // "Threshold: owning wins above 1.128 × today's"
  double todayX = 1, todayY = 1;  // today's point, in the axes' units
};

// The map's difference as a heat map (owning cheaper in one colour, renting in another, paler
// near zero) with the zero line drawn on it; axes titled with the inputs and their units; and
// `mark` when given.
QChart* buildBreakEvenMapChart(const RiskModel& model, const BreakEvenMap& map,
                               const ChartOptions& options, const MapMark* mark = nullptr);

}  // namespace fleetcost::ui
