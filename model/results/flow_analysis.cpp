// Present value by category, yearly totals, totals and running sums of dated flows.
#include "model/results/flow_analysis.h"

namespace fleetcost {

namespace {

double factorAt(const Series& discount, std::size_t t) {
  return t < discount.size() ? discount[t] : 1.0;
}

}  // namespace

std::array<double, kCategoryCount> presentValueByCategory(const PlanResult& plan,
                                                          const Series& discount) {
  std::array<double, kCategoryCount> pv{};
  for (int c = 0; c < kCategoryCount; ++c) {
    const Series& flow = plan.flows[c];
    for (std::size_t t = 0; t < flow.size(); ++t) pv[c] += flow[t] * factorAt(discount, t);
  }
  return pv;
}

int yearOfDate(int t) {
  return t <= 0 ? 1 : (t + 11) / 12;
}

Series yearlyTotals(const Series& dated, int years) {
  Series out(years > 0 ? years : 0, 0.0);
  for (std::size_t t = 0; t < dated.size(); ++t) {
    const int year = yearOfDate(static_cast<int>(t));
    if (year <= years) out[year - 1] += dated[t];
  }
  return out;
}

double totalOf(const Series& series) {
  double sum = 0.0;
  for (const double value : series) sum += value;
  return sum;
}

Series cumulativeSums(const Series& dated) {
  Series out(dated.size());
  double running = 0.0;
  for (std::size_t t = 0; t < dated.size(); ++t) {
    running += dated[t];
    out[t] = running;
  }
  return out;
}

Series discountedFlows(const Series& dated, const Series& discount) {
  Series out(dated.size());
  for (std::size_t t = 0; t < dated.size(); ++t) out[t] = dated[t] * factorAt(discount, t);
  return out;
}

}  // namespace fleetcost
