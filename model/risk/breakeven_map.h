// The break-even map (issue 5): the difference in present value (cheapest owning minus cheapest
// renting, chosen again at each point) over a grid of two inputs, every other figure at its
// value and caps and reservations held, with its zero line (owning is cheaper where it is
// below 0). An input is "demand_scale" (multiplies every workload's demand),
// "rental_price_scale" (multiplies every offer's on-demand and reserved price) or the JSON
// pointer of a figure.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/risk/risk_model.h"
#include "model/risk/zero_contour.h"

namespace fleetcost {

inline constexpr char kDemandScale[] = "demand_scale";
inline constexpr char kRentalPriceScale[] = "rental_price_scale";
inline constexpr int kMaxMapSteps = 1000;

struct MapAxis {
  std::string input;  // kDemandScale, kRentalPriceScale, or a figure's pointer from the root
  std::string label;  // "demand scale", "Tokyo colocation: energy per kWh"
  std::string unit;   // "x base" for the scales, the figure's unit otherwise
  double from = 0, to = 0;
  std::vector<double> values;  // the grid, from..to (whole-number figures rounded half up)
};

struct BreakEvenMapOptions {
  std::string x = kDemandScale;
  std::string y = kRentalPriceScale;
  // Ranges; by default the figure's low..high, demand 0.5..2 and rental prices 0.2..1.4
  // (rental prices fell 80% and rose 40% within three years).
  std::optional<std::pair<double, double>> xRange, yRange;
  int steps = 21;   // points per axis, 2..kMaxMapSteps
  int threads = 0;  // 0: one per core
  const std::atomic<bool>* cancel = nullptr;
  std::function<void(long long, long long)> progress;  // (points done, points), like Monte Carlo
};

struct BreakEvenMap {
  std::string error;  // the options cannot be used (unknown input, no range, bad steps)
  bool cancelled = false;
  Problems problems;  // a grid value breaks its figure's rule, or a point cannot be evaluated
  MapAxis x, y;
  std::vector<double> difference;  // [iy * x.values.size() + ix]
  std::vector<Polyline> zeroLine;  // in the inputs' units

  double at(std::size_t ix, std::size_t iy) const { return difference[iy * x.values.size() + ix]; }
};

// The axis's `steps` values from `from` to `to`, evenly spaced (rounded half up when whole).
void fillMapGrid(MapAxis& axis, int steps, bool whole);

// Needs a scenario with an owning and a renting plan (else `error`).
BreakEvenMap runBreakEvenMap(const RiskModel& model, const BreakEvenMapOptions& options);

}  // namespace fleetcost
