// The risk analyses as JSON (keys in docs/risk.md), one scenario after another, as fleetcost-cli
// sensitivity, montecarlo and breakeven-map print them (their tables: app/cli/tables/risk_table.h).
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

}  // namespace fleetcost
