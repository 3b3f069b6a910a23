// fleetcost-cli sensitivity, montecarlo and breakeven-map as tables for a terminal, in the
// reader's language, one scenario after another.
#pragma once

#include <string>
#include <vector>

#include "model/risk/risk_output.h"

namespace fleetcost::cli {

// The difference's tornado in full and each plan's five largest swings; percentiles; the map in
// millions of the reporting currency, "-" marking where owning is cheaper.
std::string sensitivityTable(const std::vector<Analysed<SensitivityResult>>& scenarios);
std::string monteCarloTable(const std::vector<Analysed<MonteCarloResult>>& scenarios);
std::string breakEvenMapTable(const std::vector<Analysed<BreakEvenMap>>& scenarios);

}  // namespace fleetcost::cli
