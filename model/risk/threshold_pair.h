// The pair of plans a threshold compares (docs/thresholds.md): the owning plan and the renting
// plan alone in a scenario of their own (owning at 0, renting at 1), built once and shared by
// every input's search and by the threshold's break-even map; and an input named as the user
// names it (a pointer into the workbook) resolved in the pair's scenario.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "model/risk/threshold_inputs.h"
#include "model/risk/thresholds.h"

namespace fleetcost {

struct PairPlans {
  std::string scenarioPointer;
  int owning = -1, renting = -1;  // indices into the workbook scenario's plans

  std::string planPointer(int j) const;
  // A pointer of the pair's scenario as a pointer of the workbook's.
  std::string toWorkbook(const std::string& pointer) const;
  // A pointer from the root into the pair's scenario; "" for a plan that is not compared.
  std::string toPair(const std::string& pointer) const;
  Problems toWorkbook(Problems problems) const;
};

struct ThresholdPair {
  PairPlans plans;
  std::shared_ptr<const RiskModel> model;  // the two plans alone, discount rate stated
  std::vector<RangedFigure> figures;       // thresholdFigures(*model)
};

// The cheapest of each kind at the base case, or the plans named. Nothing, with `error` (an
// unknown plan, or one of the wrong kind) or `problems` (the pair cannot be evaluated).
std::optional<ThresholdPair> buildThresholdPair(const RiskModel& model, const std::string& owning,
                                                const std::string& renting, std::string& error,
                                                Problems& problems);

// `input` (a name, or a pointer from the workbook's scenario or root) in the pair's scenario.
std::optional<ResolvedInput> resolvePairInput(const RiskModel& model, const ThresholdPair& pair,
                                              const ThresholdInput& input, std::string& error);

}  // namespace fleetcost
