// Capacity blocks and take-or-pay commitments of a rent_reserved plan (docs/MODEL.md §16): the
// exact per-term search, a term's flows and what the result reports.
#pragma once

#include <vector>

#include "model/plans/plan_evaluation.h"
#include "model/plans/prepared_scenario.h"
#include "model/results/scenario_result.h"

namespace fleetcost {

// One term's choice where the offer sells capacity blocks or a commitment (docs/MODEL.md §16.2):
// R reserved, each block period's block GPUs, and whether the term is committed.
struct TermChoice {
  long long reserved = 0;
  std::vector<long long> blocks;  // per month of the term
  int committed = 0;
};

// The exact search of MODEL.md §16.2 for GPU model g in months [start, end).
TermChoice chooseTermWithBlocks(const PreparedScenario& p, int g, const PreparedOffer& o, int start,
                                int end);

// A term's flows (docs/MODEL.md §16.3) with `reserved` GPUs and the blocks and commitment of `d`,
// added to the two flows (H + 1 dates); returns their nominal cost.
double blockAndCommitmentFlows(const PreparedOffer& o, const DemandCurves::GpuCurves& curves,
                               const PlanDecisions& d, int g, int term, int start, int end,
                               double reserved, double* reservedFlow, double* onDemandFlow);

// The plan's blocks and commitments into its result, when some offer of it sells them.
void reportBlocksAndCommitments(const PreparedScenario& p, const PreparedPlan& plan,
                                const PlanDecisions& d, PlanResult& r);

}  // namespace fleetcost
