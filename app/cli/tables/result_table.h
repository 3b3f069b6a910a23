// fleetcost-cli evaluate's table, in the reader's language: per scenario, each plan's present
// value, nominal cost, cost per GPU-hour and CO2, then break-even months and warnings.
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

#include "model/results/scenario_result.h"

namespace fleetcost::cli {

std::string writeResultTable(const std::vector<ScenarioResult>& scenarios);

// Columns a UTF-8 string takes in a terminal (East Asian wide characters take two).
int displayWidth(const std::string& text);

// Rows of cells, the first `leftColumns` left-aligned and the others right-aligned, two spaces
// apart.
void writeRows(const std::vector<std::vector<std::string>>& rows, std::ostream& out,
               const std::string& indent = {}, std::size_t leftColumns = 1);

// 1234567.891 with 2 decimals -> "1,234,567.89".
std::string groupedNumber(double value, int decimals);

}  // namespace fleetcost::cli
