// The JSON Schema (draft 2020-12) of the workbook file, built from the field and part tables:
// what `fleetcost-schema` writes at build time and the package installs (docs/file-format.md).
#pragma once

#include <string>

namespace fleetcost {

// The schema as JSON text (two-space indent, a final newline). As strict as FleetCost's reader
// and its first-stage checks of types, ranges, lengths and required keys, no stricter: unknown
// keys are allowed everywhere, since FleetCost keeps them.
std::string workbookSchemaText();

}  // namespace fleetcost
