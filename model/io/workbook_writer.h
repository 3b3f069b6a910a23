// Writes a Workbook back to JSON text: stated fields in contract order, then whatever the
// reader kept verbatim (unknown keys, values of the wrong type), so nothing is lost.
#pragma once

#include <string>

#include "model/scenario/scenario.h"

namespace fleetcost {

std::string writeWorkbookText(const Workbook& workbook);

// Writes to `path` atomically (temporary file in the same folder, fsync, rename). Returns an
// empty string on success, otherwise what went wrong. The GUI uses QSaveFile instead.
std::string writeWorkbookFile(const Workbook& workbook, const std::string& path);

}  // namespace fleetcost
