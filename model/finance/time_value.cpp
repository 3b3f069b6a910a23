// Discount factors, monthly powers, yearly price steps and price paths.
#include "model/finance/time_value.h"

#include <algorithm>
#include <cmath>

namespace fleetcost {

double monthlyRate(double annualRate) {
  return std::pow(1.0 + annualRate, 1.0 / 12.0) - 1.0;
}

void monthlyPowersOfYear(double x, double perMonth[12]) {
  const double root = std::pow(x, 1.0 / 12.0);
  perMonth[0] = 1.0;
  for (int k = 1; k < 12; ++k) perMonth[k] = perMonth[k - 1] * root;
}

void monthlyPowersInto(std::vector<double>& out, double x, int months) {
  double perMonth[12];
  monthlyPowersOfYear(x, perMonth);
  out.resize(static_cast<std::size_t>(std::max(0, months)) + 1);
  double year = 1.0;
  for (int t = 0; t <= months; ++t) {
    if (t % 12 == 0 && t > 0) year = std::pow(x, t / 12);
    out[t] = year * perMonth[t % 12];
  }
}

void discountFactorsInto(std::vector<double>& out, double annualRate, int horizonMonths) {
  monthlyPowersInto(out, 1.0 + annualRate, horizonMonths);
  for (double& factor : out) factor = 1.0 / factor;
}

std::vector<double> discountFactors(double annualRate, int horizonMonths) {
  std::vector<double> factors;
  discountFactorsInto(factors, annualRate, horizonMonths);
  return factors;
}

std::vector<double> yearlyEscalation(double base, double annualChange, int months) {
  std::vector<double> prices;
  yearlyEscalationInto(prices, base, annualChange, months);
  return prices;
}

void yearlyEscalationInto(std::vector<double>& out, double base, double annualChange, int months) {
  out.resize(static_cast<std::size_t>(std::max(0, months)));
  // (1 + c)^y as the product of y factors, the same for each month of year y. A price of 0
  // stays 0 even when the change overflows (0 * inf would be NaN).
  double growth = 1.0;
  for (int m = 0; m < months; m += 12) {
    if (m > 0) growth *= 1.0 + annualChange;
    const double price = base == 0.0 ? 0.0 : base * growth;
    std::fill(out.begin() + m, out.begin() + std::min(months, m + 12), price);
  }
}

void linearPathInto(std::vector<double>& out, double anchor,
                    const std::vector<std::pair<long long, double>>& points, int months) {
  out.resize(static_cast<std::size_t>(std::max(0, months)));
  long long fromMonth = 0;
  double fromPrice = anchor;
  std::size_t next = 0;  // the first point after month m
  for (int m = 0; m < months; ++m) {
    while (next < points.size() && points[next].first <= m) {
      fromMonth = points[next].first;
      fromPrice = points[next].second;
      ++next;
    }
    if (next == points.size()) {
      out[m] = fromPrice;
      continue;
    }
    const auto& [toMonth, toPrice] = points[next];  // fromMonth <= m < toMonth
    out[m] = fromPrice + (toPrice - fromPrice) * static_cast<double>(m - fromMonth) /
                             static_cast<double>(toMonth - fromMonth);
  }
}

}  // namespace fleetcost
