// First-stage validation of a workbook (MODEL.md §8, §9): every field's type, range and
// reference, uniqueness, required keys and limits. Plan-level checks that need a well-formed
// scenario (servers, offers, rack fit, peak demand) run in the second stage, when compiling.
#pragma once

#include <string>

#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

inline constexpr std::size_t kMaxWorkloads = 10000;
inline constexpr std::size_t kMaxPlans = 1000;

// Problems of the file as a whole: format, version, the scenarios list.
Problems validateWorkbookShape(const Workbook& workbook);

// First-stage problems of one scenario; `pointer` is its place, e.g. "/scenarios/0".
Problems validateScenarioFields(const Scenario& scenario, const std::string& pointer);

// The same for a scenario that had no first-stage problem before the number at `figurePointer`
// (from the root, e.g. "/scenarios/0/workloads/3/annual_growth") changed: only the checks that
// read that number run (its object's, and every plan's for lead_time_months), so that the risk
// analyses check n bounds in about n steps rather than n × the scenario's size.
Problems validateChangedFigure(const Scenario& scenario, const std::string& pointer,
                               const std::string& figurePointer);

}  // namespace fleetcost
