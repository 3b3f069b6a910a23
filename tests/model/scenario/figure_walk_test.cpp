// The assumptions register's walk over a scenario's figures.
#include "model/scenario/figure_walk.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

TEST(FigureWalk, ListsStatedFiguresWithUnitsAndCurrencies) {
  test::Json s = test::baseScenario();
  s["server_models"][0]["currency"] = "JPY";
  s["sites"][0]["energy_per_kwh"] = 0.2;
  const Scenario scenario = test::loadScenario(s);
  const std::vector<FigureEntry> figures = scenarioFigures(scenario);
  const auto find = [&](const std::string& pointer) -> const FigureEntry* {
    for (const FigureEntry& e : figures)
      if (e.pointer == pointer) return &e;
    return nullptr;
  };
  const FigureEntry* price = find("/server_models/0/price");
  ASSERT_TRUE(price);
  EXPECT_EQ(price->currency, "JPY");
  EXPECT_EQ(price->unit, "per server");
  EXPECT_EQ(price->owner, "Server One");
  EXPECT_EQ(price->figure->value, 100000);
  const FigureEntry* energy = find("/sites/0/energy_per_kwh");
  ASSERT_TRUE(energy);
  EXPECT_EQ(energy->currency, "USD");
  const FigureEntry* pue = find("/sites/0/cooling_options/0/pue");
  ASSERT_TRUE(pue);
  EXPECT_EQ(pue->owner, "Site One › air");
  EXPECT_EQ(pue->currency, "");  // not money
  EXPECT_TRUE(find("/fx_per_usd/JPY"));
  EXPECT_TRUE(find("/horizon_months"));
  // A default the file does not state is not listed.
  EXPECT_FALSE(find("/sites/0/usable_rack_units"));
  EXPECT_FALSE(find("/ownership/headroom"));
}

}  // namespace
}  // namespace fleetcost
