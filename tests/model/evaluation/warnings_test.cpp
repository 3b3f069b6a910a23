// Restricted-GPU warnings (MODEL.md §8, §9).
#include "model/evaluation/warnings.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;

Json restricted() {
  Json s = test::baseScenario();
  s["regions"][0]["restricted_gpus"] = Json::array({"g1"});
  s["regions"][0]["restriction_note"] = "export licence needed";
  s["plans"] = Json::parse(R"([
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
    {"name": "own", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
    {"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"}])");
  return s;
}

TEST(Warnings, OwningAndRentingARestrictedGpu) {
  Json s = restricted();
  // Make the hybrid own one server and rent the rest: peaky demand, see hybrid_caps_test.
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  s["server_models"][0]["price"] = 150000;
  const ScenarioResult r = test::evaluateJson(s);
  ASSERT_EQ(r.warnings.size(), 4u);
  EXPECT_EQ(r.warnings[0].pointer, "/scenarios/0/plans/0/rental_region");
  EXPECT_EQ(r.warnings[0].message,
            "plan \"rent\" rents GPU One (g1) in Region One, where it is restricted: export "
            "licence needed");
  // The colocate plan owns g1 and, sized for the peak, rents nothing.
  EXPECT_EQ(r.warnings[1].pointer, "/scenarios/0/plans/1/site");
  EXPECT_EQ(r.warnings[1].message,
            "plan \"own\" owns GPU One (g1) in Region One, where it is restricted: export "
            "licence needed");
  // The hybrid owns and rents: owning first.
  EXPECT_EQ(r.warnings[2].pointer, "/scenarios/0/plans/2/site");
  EXPECT_EQ(r.warnings[3].pointer, "/scenarios/0/plans/2/rental_region");
}

TEST(Warnings, NoneForUnrestrictedGpus) {
  Json s = restricted();
  s["regions"][0]["restricted_gpus"] = Json::array();
  EXPECT_TRUE(test::evaluateJson(s).warnings.empty());
}

}  // namespace
}  // namespace fleetcost
