// How much computation and memory evaluating a scenario takes, estimated before the work starts,
// so that no workbook within MODEL.md §8's limits can make an evaluation run for minutes or
// exhaust memory (docs/MODEL.md §10, "Limits of the computation").
#pragma once

#include <optional>
#include <string>

#include "model/plans/prepared_scenario.h"
#include "model/scenario/problem.h"

namespace fleetcost {

// Steps are calibrated so that one step is about a nanosecond of one core of a 2020s PC
// (measured with the adversarial workbooks of tests/model/plans/limits_test.cpp).
inline constexpr double kMaxEvaluationSteps = 5e9;  // about 5 seconds
inline constexpr double kMaxEvaluationBytes = 1e9;  // 1 GB

struct EvaluationCost {
  double steps = 0;
  double bytes = 0;
  double largestSteps = 0, largestBytes = 0;
  Message stepsPart, bytesPart;  // what costs most: "the hybrid cap search (...)"
  Message stepsAdvice, bytesAdvice;

  void addSteps(double amount, const Message& part, const Message& advice);
  void addBytes(double amount, const Message& part, const Message& advice);
};

// The hourly demand curves alone (before they are built): workloads × months × 168 hours.
EvaluationCost demandCost(std::size_t workloads, std::size_t usedGpuModels, int horizon);

// The whole evaluation: the demand, each plan's flows and searches, break-even and IRR,
// allocation.
EvaluationCost evaluationCost(const PreparedScenario& p);

// Steps of the hybrid cap search of one GPU model (the same for every hybrid plan): the number
// of candidate caps, plus the months simulated for caps the closed form cannot take.
double hybridSearchSteps(const PreparedScenario& p, int g);

// The problem at `pointer` ("/scenarios/i") when the cost is over a limit.
std::optional<Problem> budgetProblem(const EvaluationCost& cost, const std::string& pointer);

}  // namespace fleetcost
