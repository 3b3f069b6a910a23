// The two present values a threshold compares, with one input at a value (docs/thresholds.md):
// a full evaluation of the changed scenario, decisions chosen again; or, with the decisions
// held, a risk trial. For the utilisation input the owning plan keeps today's fleet (its servers
// month by month, a hybrid's caps) while demand is scaled, and its utilisation is measured.
#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "model/demand/demand_curves.h"
#include "model/risk/risk_trial.h"
#include "model/risk/threshold_inputs.h"

namespace fleetcost {

struct ThresholdPoint {
  double pvOwning = 0, pvRenting = 0;
  std::optional<double> utilisation;  // utilisation input: busy share of the owned GPU-hours
  double difference() const { return pvOwning - pvRenting; }
};

// Busy GPU-hours of the owning plan (the scenario's demand minus what the plan rents above its
// fleet) over the GPU-hours of the GPUs it owns (spares included), over the horizon and every
// GPU model (`gpus`: their GPUs per server). The owning plan's alone: whichever plan it is
// compared with (a hosted API plan rents only part of the demand). Nothing when it owns no
// server.
std::optional<double> ownedUtilisation(const PlanResult& owning, const DemandCurves& demand,
                                       const std::vector<GpuDemand>& gpus);

class ThresholdEvaluator {
 public:
  // `pair` holds exactly the two plans, owning first; `figures` is thresholdFigures(pair).
  ThresholdEvaluator(const RiskModel& pair, const std::vector<RangedFigure>& figures,
                     const ResolvedInput& input, bool holdDecisions);
  // Two inputs at once (a threshold's break-even map): at most one of them scales demand
  // (utilisation or demand scale), and they are not the same.
  ThresholdEvaluator(const RiskModel& pair, const std::vector<RangedFigure>& figures,
                     std::vector<ResolvedInput> inputs, bool holdDecisions);
  ~ThresholdEvaluator();
  ThresholdEvaluator(const ThresholdEvaluator&) = delete;
  ThresholdEvaluator& operator=(const ThresholdEvaluator&) = delete;

  // The plans' present values with the input at `x` (the demand scale for utilisation);
  // nothing, with the problems, when the scenario breaks a rule there.
  std::optional<ThresholdPoint> at(double x, Problems& problems);
  // The inputs at `xs`, one value each, in the order given.
  std::optional<ThresholdPoint> at(std::span<const double> xs, Problems& problems);

 private:
  void setInputs(std::span<const double> xs);
  bool evaluateFull(ThresholdPoint& point, Problems& problems);
  bool evaluateTrial(std::span<const double> xs, ThresholdPoint& point, Problems& problems);
  bool holdsFleet() const;

  const RiskModel& pair_;
  std::vector<ResolvedInput> inputs_;
  std::vector<const RangedFigure*> figures_;  // per input, null for a scale
  bool hold_ = false;
  Scenario scenario_;                      // the pair's scenario with the inputs set
  std::unique_ptr<RiskModel> trialModel_;  // held decisions: the pair with only the inputs' figures
  std::unique_ptr<RiskTrial> trial_;
};

}  // namespace fleetcost
