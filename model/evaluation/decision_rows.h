// What FleetCost decided for each plan of an evaluated scenario, month by month, in the form a
// spreadsheet needs to price those decisions with formulas of the inputs (docs/spreadsheet.md):
// fleets bought, sold and kept, racks, served and rented GPU-hours, reservations, the scenario's
// demand, the tokens of the workloads a hosted API serves, and which server, site, offer, API
// offer and region each plan uses; a portfolio plan's parts each as a plan of its own. The engine
// replays its own fleet runs with the result's decisions; nothing here prices anything.
#pragma once

#include <optional>
#include <vector>

#include "model/results/scenario_result.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// One used GPU model in one plan; every series has H months.
struct GpuDecisionRows {
  int offer = -1;  // index in rental_offers of the plan's offer; -1 when it rents none
  // Owning plans: servers owned after the month's sale and purchase (MODEL.md §4.3 steps 1–2),
  // bought in the month, sold at refresh age in the month, and of the month's purchase those
  // still owned at the horizon (credited as terminal value when the scenario says so).
  std::vector<long long> owned, bought, sold, keptToEnd;
  Series servedGpuHours;  // owning: SGh_g(m)
  // GPU-hours rented on demand: above the owned capacity (owning), above the reservation
  // (rent_reserved), all demand (rent_on_demand), or the demand of the workloads no API offer
  // serves (api; zeros when the API serves all of the GPU model's workloads).
  Series rentedGpuHours;
  // rent_on_demand with a spot share (docs/MODEL.md §15): of those, the GPU-hours rented as spot;
  // empty when none.
  Series spotGpuHours;
  std::vector<long long> reservedGpus;  // rent_reserved: GPUs reserved in the month's term
  int reservedTermMonths = 0;           // rent_reserved: the offer's term (at most H)
  // rent_reserved from an offer that sells capacity blocks or a commitment (docs/MODEL.md §16):
  // GPUs in blocks in the month (rentedGpuHours is then above reserved + blocks) and whether the
  // month's term is committed (0/1); each empty when the offer sells neither.
  std::vector<long long> blockGpus;
  std::vector<int> committed;
  int blockPeriodMonths = 1;  // a block level's months, cut from each term's start
};

// A workload that an api plan's API offer serves (docs/MODEL.md §12).
struct ApiWorkloadRows {
  int workload = -1;  // index in workloads
  int apiOffer = -1;  // index in api_offers
};

struct PartDecisionRows;

struct PlanDecisionRows {
  Strategy strategy = Strategy::RentOnDemand;
  int site = -1;          // index in sites (owning plans)
  int rentalRegion = -1;  // index in regions; -1 for a colocate plan without one
  bool leased = false;
  std::vector<long long> racks;               // owning: Racks(m), the GPU models' racks combined
  std::vector<long long> serversPerRack;      // owning: per used GPU model
  std::vector<GpuDecisionRows> gpus;          // per used GPU model (ScenarioResult::gpuIds)
  std::vector<ApiWorkloadRows> apiWorkloads;  // api: the workloads its API offers serve, in order
  // Portfolio plans (docs/MODEL.md §13): each part's decisions, in order; `gpus` and the fleet
  // series above are then empty (a portfolio decides nothing but through its parts).
  std::vector<PartDecisionRows> parts;
  // A plan that loses work to interruptions (docs/MODEL.md §14), replayed in its goodput copy:
  // the GPU-hours it buys per used GPU model (H months; its own demand rows) and per workload over
  // the horizon (the allocation's weights). Empty for a plan that loses nothing.
  std::vector<Series> boughtGpuHours;
  std::vector<double> workloadBoughtGpuHours;
  // A plan that rents spot: each workload's allocation weight, its rental at its own prices
  // (allocationWeights, docs/MODEL.md §15.3), and its GPU-hours bought by month (H), from which
  // a spreadsheet writes the weights as formulas; empty when the weights are the GPU-hours.
  std::vector<double> workloadWeights;
  std::vector<Series> workloadMonthlyGpuHours;
};

struct ScenarioDecisionRows {
  int horizon = 0;
  // docs/MODEL.md §14: demandGpuHours and workloadGpuHours are the GPU-hours a plan that loses
  // work buys (a portfolio part's rows, or the sheet's view of such a plan), not the demand.
  bool boughtDemand = false;
  int refreshMonths = 0;       // refresh age in months as the fleet used it (at most H + 1)
  std::vector<int> gpuModels;  // per used GPU model: its index in gpu_models
  std::vector<int> servers;    // per used GPU model: the server model owning plans buy, or -1
  std::vector<Series> demandGpuHours;  // per used GPU model: GPUh_g(m), H months
  // Per workload: millions of its tokens by month, T_w(m) / 10^6 (H months), for the workloads
  // some api plan's API offer serves; empty for the others.
  std::vector<Series> millionsOfTokens;
  // Per workload: its GPU model (index in the used GPU models), its GPU-hours over the horizon
  // (the workload allocation's weights, MODEL.md §5) and whether it counts tokens (a cost per
  // million tokens).
  std::vector<int> workloadGpu;
  std::vector<double> workloadGpuHours;
  std::vector<bool> workloadTokens;
  // Per workload, the allocation's weight where it is not workloadGpuHours (a plan that rents
  // spot, docs/MODEL.md §15.3) and its GPU-hours by month (H); empty otherwise.
  std::vector<double> workloadWeights;
  std::vector<Series> workloadMonthlyGpuHours;
  std::vector<PlanDecisionRows> plans;  // as ScenarioResult::plans
};

// One part of a portfolio plan: the decisions of the part's typed plan in the part's compiled
// scenario (`rows.plans` has that one plan; its GPU models, servers and demand are the part's
// own: only its workloads' GPU-hours), with workloads indexed as in the scenario: `workloadGpu`,
// `workloadGpuHours`, `workloadTokens` and `millionsOfTokens` have one entry per workload of the
// scenario (workloadGpu -1 for another part's), and `apiWorkloads` names the scenario's.
struct PartDecisionRows {
  std::vector<int> gpuOf;      // per GPU model of the part: its index in the scenario's used ones
  std::vector<int> workloads;  // the part's workloads (indices in the scenario's workloads)
  ScenarioDecisionRows rows;
};

// Calls `visit(j, rows, scope)` for every typed plan's rows: plan j's own, or for a portfolio each
// part's, with the scope (the scenario's, or the part's) whose GPU models its rows are keyed by.
template <class Visit>
void forEachTypedPlan(const ScenarioDecisionRows& d, Visit visit) {
  for (std::size_t j = 0; j < d.plans.size(); ++j) {
    const PlanDecisionRows& plan = d.plans[j];
    if (plan.strategy != Strategy::Portfolio) visit(static_cast<int>(j), plan, d);
    for (const PartDecisionRows& part : plan.parts)
      for (const PlanDecisionRows& typed : part.rows.plans)
        visit(static_cast<int>(j), typed, part.rows);
  }
}

// Compiles `scenario` again and replays every plan of `result` (its evaluation) under the
// decisions it made (hybrid caps, reservations). Nothing when the scenario does not compile.
std::optional<ScenarioDecisionRows> decisionRows(const Scenario& scenario,
                                                 const ScenarioResult& result);

}  // namespace fleetcost
