// Dating and discounting (MODEL.md §1, §2): monthly discount factors from an annual rate, values
// that follow an annual rate month by month (resale), prices that change once a year,
// base * (1 + c)^floor(m / 12), and prices along a dated path (docs/MODEL.md §12).
#pragma once

#include <utility>
#include <vector>

namespace fleetcost {

// (1 + annualRate)^(1/12) - 1.
double monthlyRate(double annualRate);

// x^(k / 12) for k = 0..11: the twelfth root once, then its products.
void monthlyPowersOfYear(double x, double perMonth[12]);
// x^(t / 12) for t = 0..months, as x^floor(t / 12) * x^((t mod 12) / 12): one power per year
// and the powers of the year's months (monthlyPowersOfYear).
void monthlyPowersInto(std::vector<double>& out, double x, int months);

// 1 / (1 + r_m)^t = 1 / (1 + annualRate)^(t / 12) for t = 0..horizon.
void discountFactorsInto(std::vector<double>& out, double annualRate, int horizonMonths);
std::vector<double> discountFactors(double annualRate, int horizonMonths);

// base * (1 + annualChange)^floor(m / 12) for m = 0..months-1.
std::vector<double> yearlyEscalation(double base, double annualChange, int months);
// The same into `out`, reusing its storage (risk trials recompute prices many times).
void yearlyEscalationInto(std::vector<double>& out, double base, double annualChange, int months);

// Prices of months 0..months-1 along a path: `anchor` at month 0, each (month, price) of
// `points` (months ascending from 1) at its month, linear between two of them and the last
// price after the last point.
void linearPathInto(std::vector<double>& out, double anchor,
                    const std::vector<std::pair<long long, double>>& points, int months);

}  // namespace fleetcost
