// The command line's plain-text tables.
#include "model/io/result_table.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
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

}  // namespace
}  // namespace fleetcost
