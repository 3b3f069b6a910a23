// Hosted API plans: each served workload's tokens at its API offer's prices, the other workloads'
// GPU-hours rented on demand with the renting plans' own function.
#include "model/plans/api_plan.h"

#include "model/plans/renting.h"

namespace fleetcost {

double apiPricePerMillionTokens(const PreparedApiOffer& a, const PreparedWorkload& w, int m) {
  const double input = w.inputShare.value_or(0.0), cached = w.cachedShare;
  return input * ((1.0 - cached) * a.inputByMonth[m] + cached * a.cachedInputByMonth[m]) +
         (1.0 - input) * a.outputByMonth[m];
}

std::vector<Series> apiRentedGpuHours(const PreparedScenario& p, const PreparedPlan& plan) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  std::vector<Series> rented(G);
  for (std::size_t w = 0; w < p.workloads.size(); ++w) {
    const PreparedWorkload& workload = p.workloads[w];
    if (plan.apiOfferByWorkload[w] >= 0 || workload.gpu >= G) continue;
    Series& hours = rented[workload.gpu];
    if (hours.empty()) hours.assign(H, 0.0);
    for (int m = 0; m < H; ++m) hours[m] += workload.gpuHours[m];
  }
  return rented;
}

void apiPlanFlows(const PreparedScenario& p, const PreparedPlan& plan, bool report, PlanResult& r) {
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  double* __restrict api = r.flow(Category::Api).data();
  for (std::size_t w = 0; w < p.workloads.size(); ++w) {
    const PreparedWorkload& workload = p.workloads[w];
    const int offer = plan.apiOfferByWorkload[w];
    if (offer < 0) continue;
    const PreparedApiOffer& a = p.apiOffers[offer];
    double cost = 0.0;
    for (int m = 0; m < H; ++m) {
      if (workload.gpuHours[m] == 0.0) continue;
      const double c = millionsOfTokens(workload, m) * apiPricePerMillionTokens(a, workload, m);
      api[m + 1] += c;
      cost += c;
    }
    if (report) {
      r.apiOffers[w] = a.id;
      r.costByWorkload[w] = cost;
    }
  }
  const std::vector<Series> rented = apiRentedGpuHours(p, plan);
  double co2Kg = 0.0;
  double* onDemand = r.flow(Category::RentalOnDemand).data();
  for (int g = 0; g < G; ++g) {
    if (plan.offerByGpu[g] < 0 || rented[g].empty()) continue;
    const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
    const Series& hours = rented[g];
    const auto hoursOf = [&](int m) { return hours[m]; };
    const double cost = addOnDemandRental(o, H, hoursOf, onDemand);
    if (!report) continue;
    r.burstGpuHours[g] = hours;
    r.costByGpu[g] = cost;
    addRentedCo2(p, o, hoursOf, co2Kg);
  }
  if (report) r.co2Tonnes = co2Kg / 1000.0;
}

}  // namespace fleetcost
