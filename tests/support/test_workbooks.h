// Small workbooks for tests, built as JSON so each test states only what it changes, plus
// helpers to load, validate and evaluate them.
#pragma once

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost::test {

using Json = nlohmann::ordered_json;

// The base scenario, in USD with a zero discount rate:
//   GPU g1; server s1 with 8 GPUs, price 100,000, idle 1 kW, max 5 kW, 4U;
//   region r1 with grid 0.5 kg/kWh; site site1 in r1 with one cooling option "air"
//   (10 kW per rack, PUE 1.5) and no fees; offer o1 in r1 for g1 at 2 per GPU-hour,
//   reserved 1,000 per GPU-month for 12-month terms in units of 8, 1 kWh per GPU-hour;
//   ownership without spares, install, maintenance, with resale decline 0.5 and refresh 48;
//   workload w1: 11,680 GPU-hours per month (16 GPUs, flat); horizon 12 months;
//   one plan "rent" renting on demand in r1.
Json baseScenario();

// {"format": "fleetcost-workbook", "version": 1, "scenarios": [scenario]}
Json workbookOf(const Json& scenario);

// Every problem of a workbook holding the scenario.
Problems problemsOf(const Json& scenario);

// Loads the scenario, expecting no problem.
Scenario loadScenario(const Json& scenario);

// Compiles the scenario (plans/prepared_scenario.h), expecting no problem.
PreparedScenario prepareOf(const Scenario& scenario);
PreparedScenario prepareJson(const Json& scenario);

// Evaluates the scenario, expecting no problem.
ScenarioResult evaluateJson(const Json& scenario);

const PlanResult& planNamed(const ScenarioResult& result, const std::string& name);

// Sum of a series.
double sumOf(const std::vector<double>& series);

// Whether some problem has exactly this pointer and a message containing `text`.
::testing::AssertionResult hasProblem(const Problems& problems, const std::string& pointer,
                                      const std::string& text);

// A file under the source tree, e.g. "assets/examples/teaching-one-gpu.fleetcost".
std::string sourcePath(const std::string& relative);

}  // namespace fleetcost::test
