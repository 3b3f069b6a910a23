// Discount factors and yearly price steps.
#include "model/finance/time_value.h"

#include <algorithm>
#include <cmath>

namespace fleetcost {

double monthlyRate(double annualRate) {
  return std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
}

std::vector<double> discountFactors(double annualRate, int horizonMonths) {
  const double r = monthlyRate(annualRate);
  std::vector<double> factors(static_cast<std::size_t>(horizonMonths) + 1);
  for (int t = 0; t <= horizonMonths; ++t) factors[t] = 1.0 / std::pow(1.0 + r, t);
  return factors;
}

std::vector<double> yearlyEscalation(double base, double annualChange, int months) {
  std::vector<double> prices;
  yearlyEscalationInto(prices, base, annualChange, months);
  return prices;
}

void yearlyEscalationInto(std::vector<double>& out, double base, double annualChange, int months) {
  out.resize(static_cast<std::size_t>(std::max(0, months)));
  // One power per year, the same for each of its months. A price of 0 stays 0 even when the
  // change overflows (0 * inf would be NaN).
  for (int m = 0; m < months; ++m)
    out[m] = m % 12 != 0   ? out[m - 1]
             : base == 0.0 ? 0.0
                           : base * std::pow(1.0 + annualChange, m / 12);
}

}  // namespace fleetcost
