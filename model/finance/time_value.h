// Dating and discounting (MODEL.md §1, §2): monthly discount factors from an annual rate and
// prices that change once a year, base * (1 + c)^floor(m / 12).
#pragma once

#include <vector>

namespace fleetcost {

// (1 + annualRate)^(1/12) - 1.
double monthlyRate(double annualRate);

// 1 / (1 + r_m)^t for t = 0..horizon.
std::vector<double> discountFactors(double annualRate, int horizonMonths);

// base * (1 + annualChange)^floor(m / 12) for m = 0..months-1.
std::vector<double> yearlyEscalation(double base, double annualChange, int months);
// The same into `out`, reusing its storage (risk trials recompute prices many times).
void yearlyEscalationInto(std::vector<double>& out, double base, double annualChange, int months);

}  // namespace fleetcost
