// The JSON result's shape (MODEL.md §0).
#include "model/io/result_json.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

Json resultFor(const Json& scenario) {
  return Json::parse(writeResultJson({test::evaluateJson(scenario)}));
}

TEST(ResultJson, ShapeOfAPlan) {
  Json s = test::baseScenario();
  s["plans"].push_back(Json::parse(
      R"({"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"})"));
  s["plans"].push_back(
      Json::parse(R"({"name": "reserve", "strategy": "rent_reserved", "rental_region": "r1"})"));
  const Json r = resultFor(s);
  EXPECT_EQ(r["format"], "fleetcost-result");
  EXPECT_EQ(r["version"], 1);
  const Json& scenario = r["scenarios"][0];
  EXPECT_EQ(scenario["name"], "Base");
  EXPECT_EQ(scenario["currency"], "USD");
  EXPECT_EQ(scenario["horizon_months"], 12);
  const Json& rent = scenario["plans"][0];
  std::vector<std::string> keys;
  for (const auto& [key, value] : rent.items()) keys.push_back(key);
  // goodput, cost_per_useful_gpu_hour and spot_gpu_hours: docs/MODEL.md §14.3, §15.2.
  EXPECT_EQ(keys, (std::vector<std::string>{"name", "strategy", "pv_cost", "nominal_cost",
                                            "cost_per_gpu_hour", "goodput",
                                            "cost_per_useful_gpu_hour", "spot_gpu_hours",
                                            "co2_tonnes", "flows", "total", "cumulative",
                                            "pv_cumulative", "owned_servers", "racks",
                                            "facility_kwh", "hybrid_caps", "reserved"}));
  // Nothing is lost: goodput 1, the two costs per GPU-hour equal, no spot.
  EXPECT_EQ(rent["goodput"], 1.0);
  EXPECT_EQ(rent["cost_per_useful_gpu_hour"], rent["cost_per_gpu_hour"]);
  EXPECT_EQ(rent["spot_gpu_hours"], 0.0);
  std::vector<std::string> categories;
  for (const auto& [key, value] : rent["flows"].items()) categories.push_back(key);
  EXPECT_EQ(categories, (std::vector<std::string>{"hardware", "residual", "space", "power",
                                                  "cooling", "network", "operations",
                                                  "rental_on_demand", "rental_reserved"}));
  EXPECT_EQ(rent["flows"]["hardware"].size(), 13u);    // H + 1
  EXPECT_EQ(rent["owned_servers"]["g1"].size(), 12u);  // H, zeros for a renting plan
  EXPECT_EQ(rent["racks"].size(), 12u);
  EXPECT_TRUE(rent["hybrid_caps"].empty());
  EXPECT_TRUE(rent["reserved"].empty());
  EXPECT_TRUE(rent["owned_servers"]["g1"][0].is_number_integer());
  EXPECT_EQ(scenario["plans"][1]["hybrid_caps"]["g1"], 2);
  EXPECT_EQ(scenario["plans"][2]["reserved"]["g1"], Json::array({16}));
  EXPECT_EQ(scenario["breakeven"][0]["plan"], "hybrid");
  EXPECT_EQ(scenario["breakeven"][0]["versus"], "rent");
  EXPECT_TRUE(scenario["breakeven"][0].contains("irr"));
  EXPECT_EQ(scenario["workloads"][0]["name"], "w1");
  EXPECT_EQ(scenario["workloads"][0]["plan"], "rent");
  EXPECT_TRUE(scenario["workloads"][0]["cost_per_million_tokens"].is_null());
}

TEST(ResultJson, NullCostPerGpuHourWithoutDemand) {
  Json s = test::baseScenario();
  s["workloads"][0]["gpu_hours_per_month"] = 0;
  EXPECT_TRUE(resultFor(s)["scenarios"][0]["plans"][0]["cost_per_gpu_hour"].is_null());
}

TEST(ResultJson, MoneyIsNotRounded) {
  Json s = test::baseScenario();
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = 0.123456789;
  // 11,680 * 0.123456789 = 1,441.9753...; written with all its digits.
  EXPECT_DOUBLE_EQ(resultFor(s)["scenarios"][0]["plans"][0]["flows"]["rental_on_demand"][1],
                   11680 * 0.123456789);
}

}  // namespace
}  // namespace fleetcost
