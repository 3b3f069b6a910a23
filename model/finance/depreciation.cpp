// VDB year by year: the declining-balance charge on the remaining book value, or the straight-line
// charge of the remaining book over the remaining years once that is larger (and from then on).
#include "model/finance/depreciation.h"

#include <algorithm>

namespace fleetcost {

DepreciationMethod parseDepreciationMethod(const std::string& text) {
  if (text == "immediate") return DepreciationMethod::Immediate;
  if (text == "straight_line") return DepreciationMethod::StraightLine;
  if (text == "declining_balance") return DepreciationMethod::DecliningBalance;
  return DepreciationMethod::None;
}

std::vector<double> depreciationByYear(double cost, DepreciationMethod method, int lifeYears,
                                       double factor) {
  std::vector<double> years;
  if (lifeYears < 1) return years;
  if (method == DepreciationMethod::StraightLine) {
    years.assign(lifeYears, cost / lifeYears);
    return years;
  }
  if (method != DepreciationMethod::DecliningBalance) return years;
  double book = cost;
  bool straight = false;
  const double rate = std::min(factor / lifeYears, 1.0);
  for (int year = 1; year <= lifeYears; ++year) {
    const double declining = book * rate;
    const double line = book / (lifeYears - year + 1);
    if (!straight && line > declining) straight = true;
    const double amount = straight ? line : declining;
    years.push_back(amount);
    book -= amount;
  }
  return years;
}

}  // namespace fleetcost
