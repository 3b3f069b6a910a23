// Tax depreciation of hardware (MODEL.md §6): immediate, straight line, or declining balance
// switching to straight line when that gives more, year by year as a spreadsheet's
// VDB(cost, 0, life, year - 1, year, factor, FALSE).
#pragma once

#include <string>
#include <vector>

namespace fleetcost {

enum class DepreciationMethod { None, Immediate, StraightLine, DecliningBalance };

DepreciationMethod parseDepreciationMethod(const std::string& text);

// Amounts for years 1..life (empty for None and Immediate).
std::vector<double> depreciationByYear(double cost, DepreciationMethod method, int lifeYears,
                                       double factor);

}  // namespace fleetcost
