// The hand-worked portfolio scenario.
#include "support/portfolio_workbooks.h"

namespace fleetcost::test {

Json twoWorkloadScenario() {
  Json s = baseScenario();
  s["gpu_models"].push_back({{"id", "g2"}, {"name", "GPU Two"}});
  s["server_models"].push_back({{"id", "s2"},
                                {"name", "Server Two"},
                                {"gpu", "g2"},
                                {"gpus", 8},
                                {"currency", "USD"},
                                {"price", 250000},
                                {"power_idle_kw", 1},
                                {"power_max_kw", 5},
                                {"rack_units", 4}});
  Json offer = s["rental_offers"][0];
  offer["id"] = "o2";
  offer["gpu"] = "g2";
  s["rental_offers"].push_back(offer);
  s["sites"][0]["staff_fte"] = 1;
  s["sites"][0]["staff_annual_cost"] = 60000;
  s["workloads"].push_back(
      {{"name", "w2"}, {"kind", "inference"}, {"gpu", "g2"}, {"gpu_hours_per_month", 5840}});
  return s;
}

}  // namespace fleetcost::test
