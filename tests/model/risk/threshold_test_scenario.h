// A small owning-against-renting scenario the threshold unit tests share, with its present values
// worked out by hand.
#pragma once

#include <memory>

#include "model/risk/risk_model.h"
#include "support/test_workbooks.h"

namespace fleetcost::test {

// The base scenario (16 GPUs every hour, 12 months, no discounting) with three plans:
//   0 "own"      colocate at site1: 2 servers of 8 GPUs bought at 100,000 = 200,000, credited
//                100,000 at the end (resale halves in a year); no site fees, no energy price:
//                present value 100,000;
//   1 "rent"     on demand at 2 per GPU-hour: 11,680 GPU-hours * 2 * 12 = 280,320;
//   2 "reserved" reserved at 1,000 per GPU-month: 16 * 1,000 * 12 = 192,000.
inline Json ownOrRent() {
  Json s = baseScenario();
  s["plans"] = Json::parse(R"([
      {"name": "own", "strategy": "colocate", "site": "site1"},
      {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
      {"name": "reserved", "strategy": "rent_reserved", "rental_region": "r1"}])");
  return s;
}

inline std::shared_ptr<const RiskModel> riskModelOf(const Json& s) {
  RiskModelOrProblems built = buildRiskModel(loadScenario(s), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

}  // namespace fleetcost::test
