// Which of FleetCost's decisions on a plan sheet (fleet, racks, hybrid caps, reservations) rest on
// which inputs, whether those inputs still hold the values FleetCost decided with, and formulas
// that prove a decision stale with a cheap check: a colocate fleet below what the current demand
// needs on average, racks fewer than the current servers per rack need. A summary cell says
// whether the plan's decisions are as FleetCost made them, rest on changed inputs, or are stale.
#pragma once

#include "ui/render/export/xlsx/xlsx_plan_sheet.h"

namespace fleetcost::ui {

// Writes the rows at the sheet's next row (`dateRow` holds the dates 0..H), and the verdict in
// row `summaryRow` (label in A, formula in B). Plans without such decisions get nothing.
void writeDecisionChecks(PlanSheet& sheet, const StrategyRows& strategy, int dateRow,
                         int summaryRow);

}  // namespace fleetcost::ui
