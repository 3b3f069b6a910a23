// Checking a workbook held in memory (an editor's) without writing it as text and reading it
// back: the problems are the ones a save and re-read would find, because a workbook with nothing
// kept verbatim reads back as itself; one that keeps text (values of the wrong type, unknown
// keys, list elements that are not objects), holds a number JSON cannot write (NaN, infinity)
// or has a newer version takes the text round trip.
#pragma once

#include "model/evaluation/workbook_check.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// Whether a save and re-read could report more than the validators do.
bool needsTextRoundTrip(const Workbook& workbook);

// checkWorkbookText(writeWorkbookText(workbook)), without the text when it is not needed.
CheckedWorkbook checkWorkbookInMemory(const Workbook& workbook);

}  // namespace fleetcost
