// The evaluation's cost model: each part's inner-loop steps and memory as a formula of the
// scenario's sizes, with weights measured on this implementation (docs/MODEL.md §10).
#include "model/plans/evaluation_budget.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string_view>
#include <unordered_set>
#include <vector>

#include "model/plans/fleet_run.h"
#include "model/scenario/field_rule.h"

namespace fleetcost {

namespace {

// Weights: nanoseconds per unit of work, measured on adversarial workbooks (RelWithDebInfo, one
// core) and rounded up; tests/model/plans/limits_test.cpp checks that large accepted evaluations
// finish within a small factor of their estimate.
constexpr double kPerDemandHour = 2;         // one workload's demand added to one hour
constexpr double kPerSortedHour = 30;        // sorting one GPU model's hours, per hour
constexpr double kPerPlanMonth = 60;         // one plan, one GPU model, one month of flows
constexpr double kPerHybridCap = 40;         // one candidate cap of the hybrid search
constexpr double kPerHybridMonth = 6;        // one month simulated for a candidate cap
constexpr double kPerReservedMonth = 8;      // one reservation candidate, one month of its term
constexpr double kPerTaxDate = 2;            // one cohort's deduction schedule, one date
constexpr double kPerBreakEvenDate = 20;     // one owning-renting pair, one date
constexpr double kPerIrrDate = 6200 * 0.35;  // the IRR scan's 6,000 grid points and bisection
constexpr double kPerWorkloadCost = 50;      // one workload's share of one plan
constexpr double kPerApiMonth = 10;          // one api plan, one workload, one month of tokens
constexpr double kPerApiWarning = 3 * 400;   // an API fall-back warning's bytes, three times

// "1 workload", "40 workloads": the count and the noun as one message (its two forms marked).
Message plural(double n, MessageTemplate one, MessageTemplate many) {
  return Message(std::llround(n) == 1 ? one : many, {withThousands(std::llround(n))});
}

// The counts the estimates name most often.
Message monthCount(double n) {
  return plural(n, FC_TRANSLATE_NOOP("Problems", "%1 month"),
                FC_TRANSLATE_NOOP("Problems", "%1 months"));
}
Message gpuModelCount(double n) {
  return plural(n, FC_TRANSLATE_NOOP("Problems", "%1 GPU model"),
                FC_TRANSLATE_NOOP("Problems", "%1 GPU models"));
}
Message workloadCount(double n) {
  return plural(n, FC_TRANSLATE_NOOP("Problems", "%1 workload"),
                FC_TRANSLATE_NOOP("Problems", "%1 workloads"));
}
Message planCount(double n) {
  return plural(n, FC_TRANSLATE_NOOP("Problems", "%1 plan"),
                FC_TRANSLATE_NOOP("Problems", "%1 plans"));
}

Message shortNumber(double n) {
  char text[64];
  if (n >= 1e12) {
    std::snprintf(text, sizeof text, "%.1f", n / 1e12);
    return Message(FC_TRANSLATE_NOOP("Problems", "%1 trillion"), {std::string(text)});
  }
  if (n >= 1e9) {
    std::snprintf(text, sizeof text, "%.1f", n / 1e9);
    return Message(FC_TRANSLATE_NOOP("Problems", "%1 billion"), {std::string(text)});
  }
  std::snprintf(text, sizeof text, "%.1f", n / 1e6);
  return Message(FC_TRANSLATE_NOOP("Problems", "%1 million"), {std::string(text)});
}

std::string bytesText(double bytes) {
  char text[64];
  if (bytes >= 1e12)
    std::snprintf(text, sizeof text, "%.1f TB", bytes / 1e12);
  else if (bytes >= 1e9)
    std::snprintf(text, sizeof text, "%.1f GB", bytes / 1e9);
  else
    std::snprintf(text, sizeof text, "%.0f MB", bytes / 1e6);
  return text;
}

Message secondsText(double steps) {
  const double seconds = steps / 1e9;
  char text[64];
  if (seconds >= 7200) {
    std::snprintf(text, sizeof text, "%.0f", seconds / 3600);
    return Message(FC_TRANSLATE_NOOP("Problems", "%1 hours"), {std::string(text)});
  }
  if (seconds >= 120) {
    std::snprintf(text, sizeof text, "%.0f", seconds / 60);
    return Message(FC_TRANSLATE_NOOP("Problems", "%1 minutes"), {std::string(text)});
  }
  std::snprintf(text, sizeof text, "%.0f", seconds);
  return Message(FC_TRANSLATE_NOOP("Problems", "%1 seconds"), {std::string(text)});
}

long long highestRequired(const PreparedGpu& gpu) {
  long long highest = 0;
  for (long long r : gpu.requiredServers) highest = std::max(highest, r);
  return highest;
}

}  // namespace

void EvaluationCost::addSteps(double amount, const Message& part, const Message& advice) {
  steps += amount;
  if (amount > largestSteps) {
    largestSteps = amount;
    stepsPart = part;
    stepsAdvice = advice;
  }
}

void EvaluationCost::addBytes(double amount, const Message& part, const Message& advice) {
  bytes += amount;
  if (amount > largestBytes) {
    largestBytes = amount;
    bytesPart = part;
    bytesAdvice = advice;
  }
}

EvaluationCost demandCost(std::size_t workloads, std::size_t usedGpuModels, int horizon) {
  EvaluationCost cost;
  const double W = static_cast<double>(workloads), G = static_cast<double>(usedGpuModels);
  const double H = horizon, hours = kHoursPerWeek;
  const Message part(FC_TRANSLATE_NOOP("Problems", "the hourly demand of %1 on %2 over %3"),
                     {workloadCount(W), gpuModelCount(G), monthCount(H)});
  const Message advice(
      FC_TRANSLATE_NOOP("Problems", "use fewer workloads, fewer GPU models or a shorter horizon"));
  cost.addSteps(W * H * hours * kPerDemandHour + G * H * hours * kPerSortedHour, part, advice);
  cost.addBytes(G * H * (2 * hours + 2) * sizeof(double) + W * H * sizeof(double), part, advice);
  return cost;
}

double hybridSearchSteps(const PreparedScenario& p, int g) {
  // CapSearch::presentValue: caps whose first binding month f is followed by a month needing
  // fewer servers than the cap are simulated from f (about 2 (H - f) + min(R, f) months);
  // the others take the closed form. Caps with first binding month f are those from the highest
  // requirement of months L..f-1 up to required(f) - 1, and the run is needed for the ones at
  // or above the lowest requirement of months f+1..H-1.
  const std::vector<long long>& required = p.gpus[g].requiredServers;
  const int H = p.horizon, L = p.leadTimeMonths, R = p.refreshMonths;
  std::vector<long long> suffixMin(H + 1, kNoCap);
  for (int m = H - 1; m >= 0; --m) suffixMin[m] = std::min(suffixMin[m + 1], required[m]);
  double months = 0.0;
  long long before = 0;  // highest requirement of months L..f-1
  for (int f = L; f < H; ++f) {
    if (required[f] <= before) continue;
    const long long from = std::max(before, suffixMin[f + 1]);
    if (required[f] > from)
      months += static_cast<double>(required[f] - from) * (2.0 * (H - f) + std::min(R, f) + 1);
    before = required[f];
  }
  const double caps = static_cast<double>(highestRequired(p.gpus[g])) + 1;
  return caps * kPerHybridCap + months * kPerHybridMonth;
}

EvaluationCost evaluationCost(const PreparedScenario& p) {
  EvaluationCost cost = demandCost(p.workloads.size(), p.gpus.size(), p.horizon);
  const double H = p.horizon, G = static_cast<double>(p.gpus.size());
  const double W = static_cast<double>(p.workloads.size());
  const double P = static_cast<double>(p.plans.size());
  double owning = 0, renting = 0, hybrid = 0, reserved = 0, taxed = 0, api = 0;
  for (const PreparedPlan& plan : p.plans) {
    const bool owns = isOwning(plan.strategy);
    (owns ? owning : renting) += 1;
    hybrid += plan.strategy == Strategy::Hybrid;
    reserved += plan.strategy == Strategy::RentReserved;
    taxed += owns && (p.afterTax || plan.leased);
    api += plan.strategy == Strategy::Api;
  }

  // Each plan's flows, fleet series and results, kept until the end.
  const Message plansPart(FC_TRANSLATE_NOOP("Problems", "%1 × %2 × %3"),
                          {planCount(P), gpuModelCount(G), monthCount(H)});
  const Message plansAdvice(
      FC_TRANSLATE_NOOP("Problems", "use fewer plans, fewer GPU models or a shorter horizon"));
  cost.addSteps(P * G * H * kPerPlanMonth * (1 + 2 * (hybrid > 0)),
                Message(FC_TRANSLATE_NOOP("Problems", "the flows of %1"), {plansPart}),
                plansAdvice);
  cost.addBytes(P * (G * H * 2 * sizeof(double) + 13 * (H + 1) * sizeof(double)) +
                    G * (H + 1) * 16 * sizeof(double),
                Message(FC_TRANSLATE_NOOP("Problems", "the results of %1"), {plansPart}),
                plansAdvice);
  cost.addSteps(
      taxed * G * H * (H + 1) * kPerTaxDate,
      Message(FC_TRANSLATE_NOOP("Problems", "the tax and lease schedules of %1"),
              {planCount(taxed)}),
      Message(FC_TRANSLATE_NOOP("Problems", "use fewer owning plans or a shorter horizon")));
  cost.addSteps(P * W * kPerWorkloadCost,
                Message(FC_TRANSLATE_NOOP("Problems", "the workload costs of %1"), {plansPart}),
                plansAdvice);
  cost.addBytes(P * W * 32,
                Message(FC_TRANSLATE_NOOP("Problems", "the workload costs of %1"),
                        {Message(FC_TRANSLATE_NOOP("Problems", "%1 × %2"),
                                 {planCount(P), workloadCount(W)})}),
                Message(FC_TRANSLATE_NOOP("Problems", "use fewer plans or workloads")));

  // API plans (docs/MODEL.md §12): every workload's tokens each month, its offer's id in the
  // result, and a warning for each workload naming a model that no API offer serves.
  if (api > 0) {
    double unserved = 0;  // warnings: workloads naming a model no API offer of the plan has
    for (const PreparedPlan& plan : p.plans)
      for (std::size_t w = 0; w < plan.apiOfferByWorkload.size(); ++w)
        unserved += p.workloads[w].apiServable && plan.apiOfferByWorkload[w] < 0;
    const Message part(FC_TRANSLATE_NOOP("Problems", "the API costs of %1 × %2 × %3"),
                       {plural(api, FC_TRANSLATE_NOOP("Problems", "%1 api plan"),
                               FC_TRANSLATE_NOOP("Problems", "%1 api plans")),
                        workloadCount(W), monthCount(H)});
    const Message advice(
        FC_TRANSLATE_NOOP("Problems", "use fewer api plans, fewer workloads or a shorter horizon"));
    cost.addSteps(api * W * H * kPerApiMonth, part, advice);
    cost.addBytes(api * W * 256 + unserved * kPerApiWarning, part, advice);
  }

  // The hybrid cap search, per GPU model, once per hybrid plan.
  if (hybrid > 0) {
    double steps = G * H * kHoursPerWeek * kPerDemandHour, bytes = 0;
    long long widest = 0;
    for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g) {
      const long long highest = highestRequired(p.gpus[g]);
      widest = std::max(widest, highest);
      steps += hybrid * hybridSearchSteps(p, g);
      bytes += (static_cast<double>(highest) + 2) * sizeof(int) + H * kHoursPerWeek * 12;
    }
    bytes += (static_cast<double>(widest) + 1) * sizeof(double);
    const Message part(
        FC_TRANSLATE_NOOP("Problems", "the hybrid cap search (%1, up to %2 per GPU model, %3)"),
        {plural(hybrid, FC_TRANSLATE_NOOP("Problems", "%1 hybrid plan"),
                FC_TRANSLATE_NOOP("Problems", "%1 hybrid plans")),
         plural(static_cast<double>(widest), FC_TRANSLATE_NOOP("Problems", "%1 server"),
                FC_TRANSLATE_NOOP("Problems", "%1 servers")),
         monthCount(H)});
    const Message advice(FC_TRANSLATE_NOOP(
        "Problems",
        "use servers with more GPUs, less headroom, fewer hybrid plans or a shorter horizon"));
    cost.addSteps(steps, part, advice);
    cost.addBytes(bytes, part, advice);
  }

  // The reservation search: every candidate R = n * unit up to the term's peak, each over the
  // term's months (the plain search stops early when the present value rises, at worst at the
  // top; with blocks or a commitment it visits every candidate).
  if (reserved > 0) {
    double steps = 0, widest = 0, blockBytes = 0;
    for (const PreparedPlan& plan : p.plans) {
      if (plan.strategy != Strategy::RentReserved) continue;
      for (int g = 0; g < static_cast<int>(p.gpus.size()); ++g) {
        const PreparedOffer& o = p.offers[plan.offerByGpu[g]];
        for (int start = 0; start < p.horizon; start += o.termMonths) {
          const int end = std::min(start + o.termMonths, p.horizon);
          const double units = std::ceil(p.demand.maxPeak(g, start, end) / o.unitGpus - 1e-9) + 1;
          widest = std::max(widest, units - 1);
          // With blocks or a commitment (docs/MODEL.md §16.2) every candidate is visited, once
          // per commitment option.
          const double options = o.commitmentByMonth.empty() ? 1.0 : 2.0;
          steps += units * (end - start) * kPerReservedMonth * options;
          // ... keeping each block period's best coverage and its value for every candidate.
          if (o.sellsBlocksOrCommitment())
            blockBytes =
                std::max(blockBytes, units * std::ceil(double(end - start) / o.blockPeriodMonths) *
                                         (sizeof(long long) + sizeof(double)));
        }
      }
    }
    const Message part(
        FC_TRANSLATE_NOOP("Problems", "the reservation search (%1, up to %2 per term)"),
        {plural(reserved, FC_TRANSLATE_NOOP("Problems", "%1 rent_reserved plan"),
                FC_TRANSLATE_NOOP("Problems", "%1 rent_reserved plans")),
         plural(widest, FC_TRANSLATE_NOOP("Problems", "%1 reserved unit"),
                FC_TRANSLATE_NOOP("Problems", "%1 reserved units"))});
    const Message advice(FC_TRANSLATE_NOOP(
        "Problems", "use a larger reserved_unit_gpus or fewer rent_reserved plans"));
    cost.addSteps(steps, part, advice);
    cost.addBytes(blockBytes, part, advice);
  }

  // Break-even and IRR of every owning plan against every renting plan; the IRR scan may visit
  // every one of its 6,000 grid points.
  const double pairs = owning * renting;
  cost.addSteps(pairs * (H + 1) * (kPerBreakEvenDate + kPerIrrDate),
                Message(FC_TRANSLATE_NOOP("Problems",
                                          "the break-even and IRR of %1 owning × %2 renting plans "
                                          "over %3"),
                        {withThousands(std::llround(owning)), withThousands(std::llround(renting)),
                         monthCount(H)}),
                Message(FC_TRANSLATE_NOOP("Problems", "use fewer plans or a shorter horizon")));

  // Restriction warnings (results/warnings.cpp): at most one per plan, GPU model and way the
  // plan gets it (owned at its site, rented in its rental region) where that region restricts
  // it, each holding the region's note twice (message and note) and the names; counted three
  // times, as the JSON result holds them again as a tree and as text.
  std::unordered_set<std::string_view> used;
  std::size_t longestNames = 0;
  for (const PreparedGpu& gpu : p.gpus) {
    used.insert(gpu.id);
    longestNames = std::max(longestNames, gpu.id.size() + gpu.name.size());
  }
  for (const PreparedPlan& plan : p.plans) longestNames = std::max(longestNames, plan.name.size());
  std::vector<double> restrictedUsed(p.regions.size(), -1.0);  // by region, counted once
  const auto warningsIn = [&](int r) {
    if (r < 0) return 0.0;
    if (restrictedUsed[r] < 0) {
      restrictedUsed[r] = 0;
      for (const std::string& id : p.regions[r].restrictedGpus) restrictedUsed[r] += used.count(id);
    }
    return restrictedUsed[r];
  };
  double warnings = 0, warningBytes = 0;
  for (const PreparedPlan& plan : p.plans) {
    for (const int r : {isOwning(plan.strategy) && plan.site >= 0 ? p.sites[plan.site].region : -1,
                        plan.rentalRegion}) {
      const double n = warningsIn(r);
      warnings += n;
      if (n > 0)
        warningBytes += n * (2.0 * p.regions[r].restrictionNote.size() +
                             3.0 * p.regions[r].name.size() + 2.0 * longestNames + 200);
    }
  }
  if (warnings > 0) {
    const Message part(FC_TRANSLATE_NOOP("Problems",
                                         "the restriction warnings (%1 quoting their regions' "
                                         "restriction_note)"),
                       {plural(warnings, FC_TRANSLATE_NOOP("Problems", "%1 warning"),
                               FC_TRANSLATE_NOOP("Problems", "%1 warnings"))});
    const Message advice(FC_TRANSLATE_NOOP("Problems",
                                           "use fewer plans in regions that restrict their GPU "
                                           "models, or a shorter restriction_note"));
    cost.addSteps(3 * warningBytes, part, advice);
    cost.addBytes(3 * warningBytes, part, advice);
  }
  return cost;
}

std::optional<Problem> budgetProblem(const EvaluationCost& cost, const std::string& pointer) {
  if (cost.bytes > kMaxEvaluationBytes)
    return problemAt(pointer, Message(FC_TRANSLATE_NOOP("Problems",
                                                        "too large to evaluate: it would need "
                                                        "about %1 of memory, over the limit of "
                                                        "%2; most of it for %3: %4"),
                                      {bytesText(cost.bytes), bytesText(kMaxEvaluationBytes),
                                       cost.bytesPart, cost.bytesAdvice}));
  if (cost.steps > kMaxEvaluationSteps)
    return problemAt(
        pointer,
        Message(FC_TRANSLATE_NOOP("Problems",
                                  "too large to evaluate: about %1 steps of "
                                  "computation (%2), over the limit of %3 "
                                  "(about %4); most of them for %5: %6"),
                {shortNumber(cost.steps), secondsText(cost.steps), shortNumber(kMaxEvaluationSteps),
                 secondsText(kMaxEvaluationSteps), cost.stepsPart, cost.stepsAdvice}));
  return std::nullopt;
}

}  // namespace fleetcost
