// Goodput of training and fine-tuning and spot rental (docs/MODEL.md §14–§15): the GPU-hours a
// plan buys per useful one, from the job's size, checkpoint interval and restart time and the
// interruption rate of the hardware that serves it, and the share it rents as spot; a plan whose
// demand differs is evaluated on its own compiled copy of the scenario with every workload's
// demand scaled.
#pragma once

#include <string_view>
#include <vector>

#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// o_w = J × λ / 1000 × (c / 2 + restart + extraRestartHours); 0 without job_gpus or for inference.
double goodputOverhead(const Workload& w, double interruptionsPer1000GpuHours,
                       double extraRestartHours);

// f_w and σ_w of each workload (scenario order) under a typed plan of `p` (not a portfolio):
// 1 + o_w with λ of the plan's offer when it rents the workload's GPUs, of its server when it
// owns them (with ownership.repair_hours added when spare_ratio is 0), none when an API serves
// the workload; a rent_on_demand plan's spot share mixes in the spot rate (§15.2).
DemandScaling demandScaling(const Scenario& s, const PreparedScenario& p,
                            const PreparedPlan& plan);

// Whether some workload states job_gpus or some plan a spot share (only then can a plan's
// demand differ from the scenario's).
bool needsCopies(const Scenario& s);

// Whether `key` is a figure that only a plan losing work or renting spot reads (the interruption
// rates, repair hours, spot price and availability): without needsCopies it changes nothing.
bool onlyForLostWorkOrSpot(std::string_view key);

// Compiles, for every typed plan whose demand factors are not all 1 or that rents spot, the
// scenario with that plan alone and every workload's demand scaled (PreparedPlan::goodputCopy);
// clears it otherwise. Problems of a copy (a scaled peak above the limit) are reported at the
// plan, and so is a spot share whose offer has no spot price.
void prepareGoodputCopies(const Scenario& s, PreparedScenario& p, Problems& problems);

// Per workload (scenario order) the goodput 1 / (1 + o_w) of `plan`, a portfolio's from its
// parts.
std::vector<double> workloadGoodput(const PreparedScenario& p, const PreparedPlan& plan);

// Whether the plan, or a part of a portfolio, loses work to interruptions (has a goodput copy).
bool losesWork(const PreparedPlan& plan);

// GPU-hours plan `plan` buys over the horizon: the scenario's demand, or when it loses work its
// copy's demand (a portfolio's: its parts' sum).
double gpuHoursBought(const PreparedScenario& p, const PreparedPlan& plan);

// The scenario and plan that evaluate `plan`: its goodput copy when it has one.
inline const PreparedScenario& evaluatedIn(const PreparedScenario& p, const PreparedPlan& plan) {
  return plan.goodputCopy ? *plan.goodputCopy : p;
}
inline const PreparedPlan& evaluatedAs(const PreparedPlan& plan) {
  return plan.goodputCopy ? plan.goodputCopy->plans[0] : plan;
}

// The plan's cost per GPU-hour bought, cost per useful GPU-hour and goodput (docs/MODEL.md
// §14.3) from its nominal cost; null without demand.
void setGoodputTotals(const PreparedScenario& p, const PreparedPlan& plan, PlanResult& r);

}  // namespace fleetcost
