// Dating and discounting (MODEL.md §1, §2): monthly discount factors from an annual rate, values
// that follow an annual rate month by month (resale), and prices that change once a year,
// base * (1 + c)^floor(m / 12).
#pragma once

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

}  // namespace fleetcost
