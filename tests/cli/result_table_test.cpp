// The command line's plain-text tables (app/cli/tables), in English.
#include "app/cli/tables/result_table.h"

#include <gtest/gtest.h>

#include "app/cli/tables/threshold_table.h"
#include "support/test_workbooks.h"

namespace fleetcost::cli {
namespace {

TEST(ResultTable, DisplayWidth) {
  EXPECT_EQ(displayWidth("Tokyo"), 5);
  EXPECT_EQ(displayWidth("Rent — Tokyo"), 12);  // the em dash takes one column
  EXPECT_EQ(displayWidth("東京"), 4);           // wide characters take two
  EXPECT_EQ(displayWidth("香港 colo"), 9);
}

TEST(ResultTable, GroupedNumbers) {
  EXPECT_EQ(groupedNumber(1234567.891, 2), "1,234,567.89");
  EXPECT_EQ(groupedNumber(999, 0), "999");
  EXPECT_EQ(groupedNumber(-1000, 0), "-1,000");
  EXPECT_EQ(groupedNumber(-0.001, 2), "0.00");
}

TEST(ResultTable, ListsPlansAndBreakEven) {
  test::Json s = test::baseScenario();
  s["plans"].push_back(
      test::Json::parse(R"({"name": "own", "strategy": "colocate", "site": "site1"})"));
  const std::string table = writeResultTable({test::evaluateJson(s)});
  EXPECT_NE(table.find("Base (USD, 12 months)"), std::string::npos);
  EXPECT_NE(table.find("rent  rent_on_demand"), std::string::npos);
  EXPECT_NE(table.find("280,320"), std::string::npos);
  EXPECT_NE(table.find("own  vs  rent: 9 (9)"), std::string::npos);
}

TEST(ThresholdTable, ATieOverTheWholeRangeIsSaid) {
  Threshold t;
  t.label = "energy per kWh";
  t.unit = "USD per kWh";
  t.status = ThresholdStatus::None;
  t.message = kTiesThroughout;
  t.low = 0.8;
  t.high = 5;
  EXPECT_EQ(thresholdSentence(t),
            "No threshold for energy per kWh between 0.8 and 5 USD per kWh: the two plans cost "
            "exactly the same throughout.");
}

}  // namespace
}  // namespace fleetcost::cli
