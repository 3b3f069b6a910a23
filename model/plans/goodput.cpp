// Goodput and spot (docs/MODEL.md §14–§15): each typed plan's demand factors and spot shares,
// and its compiled copy with the scaled demand.
#include "model/plans/goodput.h"

#include <algorithm>

#include "model/plans/plan_totals.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/message.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

double goodputOverhead(const Workload& w, double interruptionsPer1000GpuHours,
                       double extraRestartHours) {
  if (!w.jobGpus.present || w.kind == "inference") return 0.0;
  const double lostHours =
      w.checkpointIntervalHours.value / 2.0 + w.restartHours.value + extraRestartHours;
  return w.jobGpus.value * interruptionsPer1000GpuHours / 1000.0 * lostHours;
}

DemandScaling demandScaling(const Scenario& s, const PreparedScenario& p,
                            const PreparedPlan& plan) {
  const std::size_t W = s.workloads.size();
  DemandScaling out{std::vector<double>(W, 1.0), std::vector<double>(W, 0.0)};
  if (plan.strategy == Strategy::Portfolio) return out;
  const bool owns = isOwning(plan.strategy);
  const double repair = s.ownership.spareRatio.value == 0.0 ? s.ownership.repairHours.value : 0.0;
  const Figure& spot = s.plans[plan.index].spotShare;
  const double wanted = plan.strategy == Strategy::RentOnDemand && spot.present ? spot.value : 0.0;
  for (std::size_t w = 0; w < W && w < p.workloads.size(); ++w) {
    const Workload& workload = s.workloads[w];
    if (w < plan.apiOfferByWorkload.size() && plan.apiOfferByWorkload[w] >= 0) continue;
    const int g = p.workloads[w].gpu;
    if (g < 0 || g >= static_cast<int>(p.gpus.size())) continue;
    if (owns) {
      const int server = p.gpus[g].serverIndex;
      if (server < 0) continue;
      out.factor[w] = 1.0 + goodputOverhead(
                                workload, s.serverModels[server].interruptionsPer1000GpuHours.value,
                                repair);
      continue;
    }
    const int offer = g < static_cast<int>(plan.offerByGpu.size()) ? plan.offerByGpu[g] : -1;
    if (offer < 0) continue;
    const RentalOffer& o = s.rentalOffers[p.offers[offer].index];
    const double lost = goodputOverhead(workload, o.interruptionsPer1000GpuHours.value, 0.0);
    // docs/MODEL.md §15.2: a_w of the useful hours on spot, the rest on demand.
    const double a = workload.toleratesSpot() && !p.offers[offer].spotByMonth.empty()
                         ? std::min(wanted, o.spotAvailability.value)
                         : 0.0;
    if (a <= 0.0) {
      out.factor[w] = 1.0 + lost;
      continue;
    }
    const double spotLost =
        goodputOverhead(workload, o.spotInterruptionsPer1000GpuHours.value, 0.0);
    out.factor[w] = (1.0 - a) * (1.0 + lost) + a * (1.0 + spotLost);
    out.spotShare[w] = a * (1.0 + spotLost) / out.factor[w];
  }
  return out;
}

bool needsCopies(const Scenario& s) {
  const bool jobs = std::any_of(s.workloads.begin(), s.workloads.end(),
                                [](const Workload& w) { return w.jobGpus.present; });
  const bool spot = std::any_of(s.plans.begin(), s.plans.end(), [](const Plan& plan) {
    return plan.spotShare.present ||
           std::any_of(plan.assignments.begin(), plan.assignments.end(),
                       [](const Assignment& a) { return a.spotShare.present; });
  });
  return jobs || spot;
}

bool onlyForLostWorkOrSpot(std::string_view key) {
  for (const char* k :
       {keyOf(&ServerModel::interruptionsPer1000GpuHours), keyOf(&Ownership::repairHours),
        keyOf(&RentalOffer::spotPerGpuHour), keyOf(&RentalOffer::spotInterruptionsPer1000GpuHours),
        keyOf(&RentalOffer::spotAvailability)})
    if (key == k) return true;
  return false;
}

namespace {

// A plan that wants spot for a tolerant workload whose offer has no spot price (§15.1).
void spotPriceProblems(const Scenario& s, const PreparedScenario& p, const PreparedPlan& plan,
                       Problems& problems) {
  const Figure& spot = s.plans[plan.index].spotShare;
  if (plan.strategy != Strategy::RentOnDemand || !spot.present || spot.value <= 0.0) return;
  std::vector<char> reported(p.offers.size(), 0);
  for (std::size_t w = 0; w < s.workloads.size() && w < p.workloads.size(); ++w) {
    const int g = p.workloads[w].gpu;
    if (!s.workloads[w].toleratesSpot() || g < 0 || g >= static_cast<int>(plan.offerByGpu.size()))
      continue;
    const int offer = plan.offerByGpu[g];
    if (offer < 0 || !p.offers[offer].spotByMonth.empty() || reported[offer]) continue;
    reported[offer] = 1;
    const RentalOffer& o = s.rentalOffers[p.offers[offer].index];
    problems.push_back(problemAt(
        itemPointer(p.pointer, &Scenario::plans, plan.index) + "/" + keyOf(&Plan::spotShare),
        Message(FC_TRANSLATE_NOOP("Problems",
                                  "offer %1 states no spot_per_gpu_hour for workload %2, which "
                                  "may run on spot"),
                {"\"" + o.id.value_or("") + "\"", "\"" + s.workloads[w].name.value_or("") + "\""})));
  }
}

}  // namespace

void prepareGoodputCopies(const Scenario& s, PreparedScenario& p, Problems& problems) {
  const bool any = needsCopies(s);
  for (PreparedPlan& plan : p.plans) {
    plan.goodputCopy.reset();
    if (!any || plan.strategy == Strategy::Portfolio) continue;
    const std::size_t before = problems.size();
    spotPriceProblems(s, p, plan, problems);
    if (problems.size() != before) continue;
    const DemandScaling scaling = demandScaling(s, p, plan);
    const bool same =
        std::all_of(scaling.factor.begin(), scaling.factor.end(), [](double f) { return f == 1.0; }) &&
        std::all_of(scaling.spotShare.begin(), scaling.spotShare.end(),
                    [](double x) { return x == 0.0; });
    if (same) continue;
    Scenario alone = s;
    alone.plans = {s.plans[plan.index]};
    PreparedOrProblems copy = prepareScenario(alone, p.pointer, &scaling);
    // The copy's plan is plans[0]: its problems belong to this plan.
    const std::string copyPlan = itemPointer(p.pointer, &Scenario::plans, 0);
    const std::string thisPlan = itemPointer(p.pointer, &Scenario::plans, plan.index);
    for (Problem& problem : copy.problems) {
      if (problem.pointer.compare(0, copyPlan.size(), copyPlan) == 0)
        problem.pointer = thisPlan + problem.pointer.substr(copyPlan.size());
      problems.push_back(std::move(problem));
    }
    if (!copy.prepared) continue;
    // The scenario's view and its categories (an api plan elsewhere gives every plan the api row).
    copy.prepared->afterTax = p.afterTax;
    copy.prepared->hasApiPlan = p.hasApiPlan;
    plan.goodputCopy = std::make_shared<PreparedScenario>(std::move(*copy.prepared));
  }
}

std::vector<double> workloadGoodput(const PreparedScenario& p, const PreparedPlan& plan) {
  std::vector<double> goodput(p.workloads.size(), 1.0);
  if (plan.strategy == Strategy::Portfolio) {
    for (const PortfolioPart& part : plan.parts) {
      if (!part.prepared) continue;
      const PreparedScenario& q = *part.prepared;
      const std::vector<double> own = workloadGoodput(q, q.plans[0]);
      for (std::size_t i = 0; i < part.supply.workloads.size() && i < own.size(); ++i)
        goodput[part.supply.workloads[i]] = own[i];
    }
    return goodput;
  }
  const PreparedScenario& q = evaluatedIn(p, plan);
  for (std::size_t w = 0; w < goodput.size() && w < q.workloads.size(); ++w)
    goodput[w] = 1.0 / q.workloads[w].demandFactor;
  return goodput;
}

bool losesWork(const PreparedPlan& plan) {
  if (plan.goodputCopy) return true;
  return std::any_of(plan.parts.begin(), plan.parts.end(), [](const PortfolioPart& part) {
    return part.prepared && losesWork(part.prepared->plans[0]);
  });
}

double gpuHoursBought(const PreparedScenario& p, const PreparedPlan& plan) {
  // Without lost work, the scenario's demand as §5 sums it (so old figures stay bit for bit).
  if (!losesWork(plan)) return totalDemandGpuHours(p);
  if (plan.strategy != Strategy::Portfolio) return totalDemandGpuHours(*plan.goodputCopy);
  double hours = 0.0;
  for (const PortfolioPart& part : plan.parts)
    if (part.prepared) hours += gpuHoursBought(*part.prepared, part.prepared->plans[0]);
  return hours;
}

void setGoodputTotals(const PreparedScenario& p, const PreparedPlan& plan, PlanResult& r) {
  const double useful = totalDemandGpuHours(p);
  const double bought = gpuHoursBought(p, plan);
  r.costPerGpuHour.reset();
  r.costPerUsefulGpuHour.reset();
  r.goodput.reset();
  if (bought > 0) {
    r.costPerGpuHour = r.nominalCost / bought;
    r.goodput = useful / bought;
  }
  if (useful > 0) r.costPerUsefulGpuHour = r.nominalCost / useful;
}

}  // namespace fleetcost
