// Prints the hand-worked two-workload workbook (tests/support/portfolio_workbooks.h) with two
// portfolio plans, an on-demand and a colocate plan, for xlsx_libreoffice_check.py (which
// checks the portfolios' present values, 256,000 and 285,000, worked out there).
// Usage: portfolio_workbook > FILE
#include <cstdio>

#include "support/portfolio_workbooks.h"

int main() {
  using fleetcost::test::Json;
  Json s = fleetcost::test::twoWorkloadScenario();
  s["name"] = "Two workloads";
  s["plans"] = Json::parse(R"([
    {"name": "Colocate w1, reserved w2", "strategy": "portfolio", "assignments": [
      {"workload": "w1", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
      {"workload": "w2", "strategy": "rent_reserved", "rental_region": "r1"}]},
    {"name": "Colocate both", "strategy": "portfolio", "assignments": [
      {"workload": "w1", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
      {"workload": "w2", "strategy": "colocate", "site": "site1", "rental_region": "r1"}]},
    {"name": "Rent", "strategy": "rent_on_demand", "rental_region": "r1"},
    {"name": "Colocate", "strategy": "colocate", "site": "site1", "rental_region": "r1"}])");
  std::puts(fleetcost::test::workbookOf(s).dump(2).c_str());
  return 0;
}
