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

}  // namespace fleetcost::ui
