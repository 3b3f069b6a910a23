// PMT with a zero-rate case.
#include "model/finance/lease.h"

#include <cmath>

namespace fleetcost {

double leasePayment(double cost, double annualRate, int termMonths) {
  const double i = annualRate / 12.0;
  if (i == 0.0) return cost / termMonths;
  return cost * i / (1.0 - std::pow(1.0 + i, -termMonths));
}

}  // namespace fleetcost
