// A plan sheet's workload allocation (MODEL.md §5, model/evaluation/allocation.cpp) as formulas:
// the cost charged to each GPU model (its own flows, its racks' share of the site's costs, its
// lease, and after tax its deductions), each workload's share by its GPU-hours (or, served by a
// hosted API, its own fees), and the cost per million tokens of a workload sized in tokens.
#pragma once

#include "ui/render/export/xlsx/xlsx_plan_sheet.h"

namespace fleetcost::ui {

// Writes the rows below the plan's totals; `dateRow` holds the dates 0..H, `siteRegion` is the
// owning plan's site's region (-1: none).
void writeWorkloadCosts(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                        int siteRegion);

// The two halves of writeWorkloadCosts, for a portfolio whose parts each charge their own GPU
// models: what one plan (or part, `sheet.c`) charges each of its GPU models, under `title`...
struct WorkloadCostGroup {
  const PlanContext* context = nullptr;  // outlives the group
  FlowSource gpuCost;                    // a row per GPU model of the context, its cost in C
  FlowSource apiFees;                    // an api plan's fees, a row per served workload
};
WorkloadCostGroup writeGpuCosts(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                                int siteRegion, const QString& title, const QString& note);
// ...and a row per workload of each group's context (those with a GPU model in it): its
// GPU-hours and its share of its GPU model's cost, or its own API fees; per million tokens.
void writeWorkloadTable(PlanSheet& sheet, const std::vector<WorkloadCostGroup>& groups);

}  // namespace fleetcost::ui
