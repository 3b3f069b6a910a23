// The rows of each strategy on a plan sheet: its decisions (constants) and its monthly flows as
// formulas, and which rows each category adds up. One function per strategy; a new strategy is
// one more function here and one more case in writeStrategyRows.
#pragma once

#include "ui/render/export/xlsx/xlsx_plan_sheet.h"

namespace fleetcost::ui {

// Renting on demand: every GPU-hour demanded at the offer's on-demand price (MODEL.md §4.1).
StrategyRows writeOnDemandRows(PlanSheet& sheet);
// Renting reserved: each term's reservation at its first month's price, the rest on demand (§4.2).
StrategyRows writeReservedRows(PlanSheet& sheet);
// Hosted API: each served workload's tokens at its blended price per million, the GPU-hours of
// the other workloads rented on demand (docs/MODEL.md §12.1).
StrategyRows writeApiRows(PlanSheet& sheet);
// Colocate and hybrid: the fleet bought, sold and kept, its energy and upkeep, the burst rented,
// and the site's racks (§4.3–§4.5).
StrategyRows writeOwningRows(PlanSheet& sheet);

// The rows of the plan's strategy.
StrategyRows writeStrategyRows(PlanSheet& sheet);

}  // namespace fleetcost::ui
