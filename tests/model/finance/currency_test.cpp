// Conversion into the reporting currency (MODEL.md §2).
#include "model/finance/currency.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

TEST(Currency, ConvertsThroughUsd) {
  test::Json s = test::baseScenario();
  s["reporting_currency"] = "JPY";
  s["fx_per_usd"] = test::Json::parse(R"({"JPY": 150, "HKD": 7.8})");
  const CurrencyConverter fx(test::loadScenario(s));
  EXPECT_DOUBLE_EQ(fx.toReporting(100, "USD"), 15000);          // 100 / 1 * 150
  EXPECT_DOUBLE_EQ(fx.toReporting(78, "HKD"), 78 / 7.8 * 150);  // 1,500 JPY
  EXPECT_DOUBLE_EQ(fx.toReporting(500, "JPY"), 500);
  EXPECT_DOUBLE_EQ(fx.perUsd("USD"), 1.0);
}

}  // namespace
}  // namespace fleetcost
