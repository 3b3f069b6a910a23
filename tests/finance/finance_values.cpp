// Prints FleetCost's VDB depreciation, PMT lease payments and IRR for fixed cases as JSON, for
// libreoffice_finance_check.py to compare with LibreOffice Calc's own VDB, SLN, PMT and IRR.
#include <cmath>
#include <cstdio>
#include <vector>

#include "model/finance/depreciation.h"
#include "model/finance/irr.h"
#include "model/finance/lease.h"

using namespace fleetcost;

namespace {

struct DepreciationCase {
  double cost;
  int life;
  double factor;  // 0: straight line
};

void printNumber(double v) { std::printf("%.17g", v); }

}  // namespace

int main() {
  const std::vector<DepreciationCase> depreciation{
      {1'000'000, 5, 2.0},  // Japan: 200% declining balance over 5 years (servers)
      {3'360'000, 5, 2.0}, {250'000, 4, 2.0}, {480'000, 6, 1.5}, {1'000'000, 5, 0.0}, {77'777, 3, 2.0}};
  struct Lease {
    double cost, rate;
    int term;
  };
  const std::vector<Lease> leases{{3'000'000, 0.06, 36}, {500'000, 0.0, 24}, {1'250'000, 0.12, 60}, {8'400, 0.035, 12}};
  std::vector<std::vector<double>> irrs;
  irrs.push_back({-1'000'000});
  for (int t = 1; t <= 36; ++t) irrs.back().push_back(40'000);  // pays back in 25 months
  irrs.push_back({-1000});
  for (int t = 1; t <= 30; ++t) irrs.back().push_back(30);  // never pays back: negative rate
  irrs.push_back({-500, -500});
  for (int t = 2; t <= 48; ++t) irrs.back().push_back(t < 24 ? 20 : 60);
  irrs.push_back({0, -270'000, 9'000});
  for (int t = 3; t <= 24; ++t) irrs.back().push_back(t == 24 ? 9'000 + 120'000 : 9'000);

  std::printf("{\"depreciation\": [");
  for (std::size_t i = 0; i < depreciation.size(); ++i) {
    const DepreciationCase& c = depreciation[i];
    const auto years = depreciationByYear(
        c.cost, c.factor > 0 ? DepreciationMethod::DecliningBalance : DepreciationMethod::StraightLine, c.life,
        c.factor);
    std::printf("%s{\"cost\": %.17g, \"life\": %d, \"factor\": %.17g, \"years\": [", i ? ", " : "", c.cost, c.life,
                c.factor);
    for (std::size_t y = 0; y < years.size(); ++y) {
      if (y) std::printf(", ");
      printNumber(years[y]);
    }
    std::printf("]}");
  }
  std::printf("], \"leases\": [");
  for (std::size_t i = 0; i < leases.size(); ++i) {
    std::printf("%s{\"cost\": %.17g, \"rate\": %.17g, \"term\": %d, \"payment\": ", i ? ", " : "", leases[i].cost,
                leases[i].rate, leases[i].term);
    printNumber(leasePayment(leases[i].cost, leases[i].rate, leases[i].term));
    std::printf("}");
  }
  std::printf("], \"irr\": [");
  for (std::size_t i = 0; i < irrs.size(); ++i) {
    std::printf("%s{\"flows\": [", i ? ", " : "");
    for (std::size_t t = 0; t < irrs[i].size(); ++t) {
      if (t) std::printf(", ");
      printNumber(irrs[i][t]);
    }
    const auto annual = annualIrr(irrs[i]);
    std::printf("], \"annual\": ");
    if (annual) printNumber(*annual);
    else std::printf("null");
    std::printf("}");
  }
  std::printf("]}\n");
  return 0;
}
