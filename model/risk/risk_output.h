// The risk analyses as JSON (keys in docs/risk.md) and as tables for a terminal, one scenario
// after another, as fleetcost-cli sensitivity, montecarlo and breakeven-map print them.
#pragma once

#include <string>
#include <vector>

#include "model/risk/breakeven_map.h"
#include "model/risk/monte_carlo.h"
#include "model/risk/sensitivity.h"

namespace fleetcost {

template <class Result>
struct Analysed {
  const RiskModel* model;
  const Result* result;
};

std::string sensitivityJson(const std::vector<Analysed<SensitivityResult>>& scenarios);
std::string monteCarloJson(const std::vector<Analysed<MonteCarloResult>>& scenarios);
std::string breakEvenMapJson(const std::vector<Analysed<BreakEvenMap>>& scenarios);

// Tables: the difference's tornado in full and each plan's five largest swings; percentiles;
// the map in millions of the reporting currency, "-" marking where owning is cheaper.
std::string sensitivityTable(const std::vector<Analysed<SensitivityResult>>& scenarios);
std::string monteCarloTable(const std::vector<Analysed<MonteCarloResult>>& scenarios);
std::string breakEvenMapTable(const std::vector<Analysed<BreakEvenMap>>& scenarios);

}  // namespace fleetcost
