// Sensitivity (MODEL.md §7): each ranged figure alone at its low and at its high, every other
// figure at its value, caps and reservations held; the change of every plan's present value and
// of the difference (cheapest owning minus cheapest renting), as tornados sorted by swing.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "model/risk/risk_model.h"

namespace fleetcost {

struct TornadoBar {
  int figure = 0;     // index into RiskModel::figures
  double atLow = 0;   // the output with the figure at its low bound
  double atHigh = 0;  // ... at its high bound
  double swing = 0;   // |atHigh - atLow|
};

struct Tornado {
  int plan = -1;  // the plan whose present value this is; -1 for the difference
  double base = 0;
  // every ranged figure, by swing (largest first; swings equal to 12 digits keep their order)
  std::vector<TornadoBar> bars;
};

struct SensitivityResult {
  bool cancelled = false;
  Problems problems;                       // bounds that break a rule; then nothing else is filled
  std::vector<RiskOutcome> atLow, atHigh;  // per figure
  // The difference first (when the scenario has an owning and a renting plan), then each plan.
  std::vector<Tornado> tornados;
};

// `progress` is called with (figures done, figures) after each figure whose share changes
// the percentage, like MonteCarloOptions::progress.
SensitivityResult runSensitivity(const RiskModel& model, const std::atomic<bool>* cancel = nullptr,
                                 const std::function<void(long long, long long)>& progress = {});

// The problems of every bound alone (MODEL.md §7: a bound that breaks a rule is a problem at
// that figure, ".../low" or ".../high"); what Monte Carlo checks before drawing.
Problems boundProblems(const RiskModel& model, const std::atomic<bool>* cancel = nullptr);

}  // namespace fleetcost
