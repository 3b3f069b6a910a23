// The hand-worked portfolio scenario.
#include "support/portfolio_workbooks.h"

#include <random>

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

Json generatedPortfolioScenario(unsigned seed) {
  std::mt19937 random(seed);
  const auto draw = [&](double lo, double hi) {
    return std::uniform_real_distribution<double>(lo, hi)(random);
  };
  Json s = twoWorkloadScenario();
  s["discount_rate_annual"] = draw(0, 0.1);
  s["horizon_months"] = 24;
  s["regions"].push_back({{"id", "r2"}, {"name", "Region Two"}, {"grid_kg_co2_per_kwh", 0.4}});
  Json site2 = s["sites"][0];
  site2["id"] = "site2";
  site2["name"] = "Site Two";
  site2["region"] = "r2";
  site2["staff_annual_cost"] = draw(0, 150000);
  site2["energy_per_kwh"] = draw(0.05, 0.3);
  s["sites"].push_back(site2);
  s["sites"][0]["staff_annual_cost"] = draw(0, 150000);
  s["sites"][0]["space_per_rack_month"] = draw(0, 3000);
  for (int o = 0; o < 2; ++o) {
    Json offer = s["rental_offers"][o];
    offer["id"] = "o" + std::to_string(o + 3);
    offer["region"] = "r2";
    offer["on_demand_per_gpu_hour"] = draw(1, 4);
    offer["reserved_per_gpu_month"] = draw(500, 2000);
    s["rental_offers"].push_back(offer);
  }
  s["server_models"][1]["price"] = draw(80000, 300000);
  const char* profiles[] = {"flat", "business_hours", "diurnal"};
  s["workloads"][0]["gpu_hours_per_month"] = draw(2000, 20000);
  s["workloads"][0]["profile"] = profiles[random() % 3];
  s["workloads"][1]["gpu_hours_per_month"] = draw(2000, 20000);
  s["workloads"].push_back({{"name", "w3"},
                            {"kind", "fine_tuning"},
                            {"gpu", "g1"},
                            {"gpu_hours_per_month", draw(1000, 10000)},
                            {"profile", profiles[random() % 3]},
                            {"start_month", int(random() % 6)}});
  return s;
}

}  // namespace fleetcost::test
