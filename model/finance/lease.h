// Lease financing (MODEL.md §6): the level monthly payment of a spreadsheet's
// PMT(annual_rate / 12, term_months, -cost).
#pragma once

namespace fleetcost {

double leasePayment(double cost, double annualRate, int termMonths);

}  // namespace fleetcost
