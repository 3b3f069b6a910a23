// Limits of sites, budgets and renting on evaluated plans.
#include "model/evaluation/plan_limits.h"

#include <algorithm>
#include <cmath>

#include "model/plans/goodput.h"
#include "model/plans/plan_totals.h"
#include "model/plans/portfolio_parts.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

// kW and money in messages: whole, with thousands separators.
std::string rounded(double value) {
  return withThousands(static_cast<long long>(std::llround(value)));
}

std::string percent(double share) {
  return formatNumber(std::round(share * 1000) / 10) + "%";
}

// Calls f(part scenario, part plan, part result, pointer of its site) for the plan's owning
// parts (the plan itself when it owns).
template <class F>
void eachOwningPart(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& r, F f) {
  const std::string planAt = itemPointer(p.pointer, &Scenario::plans, plan.index);
  if (plan.strategy == Strategy::Portfolio) {
    for (std::size_t k = 0; k < plan.parts.size() && k < r.parts.size(); ++k) {
      const PortfolioPart& part = plan.parts[k];
      const PreparedScenario& q = *part.prepared;
      if (!isOwning(q.plans[0].strategy)) continue;
      f(q, q.plans[0], r.parts[k],
        pointerOfPart(itemPointer(p.pointer, &Scenario::plans, 0) + "/" + keyOf(&Plan::site),
                      planAt, part));
    }
    return;
  }
  if (isOwning(plan.strategy)) f(p, plan, r, planAt + "/" + keyOf(&Plan::site));
}

}  // namespace

std::vector<double> capexByFiscalYear(const PreparedScenario& p, const PreparedPlan& plan,
                                      const PlanResult& r) {
  const int H = p.horizon;
  std::vector<double> capex(p.calendar.yearCount(H), 0.0);
  eachOwningPart(p, plan, r,
                 [&](const PreparedScenario& q, const PreparedPlan& owning, const PlanResult& pr,
                     const std::string&) {
                   const Series& hardware = pr.flow(Category::Hardware);
                   for (int t = 0; t <= H; ++t) capex[q.calendar.yearIndex(t)] += hardware[t];
                   const PreparedSite& site = q.sites[owning.site];
                   long long highest = 0;
                   for (int m = 0; m < H; ++m) {
                     const long long added = std::max(0LL, pr.racks[m] - highest);
                     highest = std::max(highest, pr.racks[m]);
                     capex[q.calendar.yearIndex(m)] +=
                         static_cast<double>(added) * (site.setupFeePerRack + site.capexPerRack);
                   }
                 });
  return capex;
}

double rentedGpuHours(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& r) {
  if (plan.strategy == Strategy::Portfolio) {
    double hours = 0.0;
    for (std::size_t k = 0; k < plan.parts.size() && k < r.parts.size(); ++k) {
      const PreparedScenario& q = *plan.parts[k].prepared;
      hours += rentedGpuHours(q, q.plans[0], r.parts[k]);
    }
    return hours;
  }
  if (!isOwning(plan.strategy)) return gpuHoursBought(p, plan);
  double hours = 0.0;
  for (const Series& burst : r.burstGpuHours)
    for (double h : burst) hours += h;
  return hours;
}

double usedKw(const PreparedScenario& p, const PreparedSite& site, const PlanResult& r, int m) {
  double used = static_cast<double>(r.racks[m]) * feeKwPerRack(site);
  for (std::size_t g = 0; g < p.gpus.size(); ++g)
    used += static_cast<double>(r.ownedServers[g][m]) * feeKwPerServer(site, p.gpus[g]);
  return used;
}

std::optional<double> powerEnvelopeKw(const PreparedSite& site, int m) {
  const bool later = site.maxPowerKwLater && m >= site.maxPowerKwLaterFromMonth;
  return later ? site.maxPowerKwLater : site.maxPowerKw;
}

void siteLimitProblems(const PreparedScenario& p, const PreparedPlan& plan, const PlanResult& r,
                       Problems& problems) {
  eachOwningPart(
      p, plan, r,
      [&](const PreparedScenario& q, const PreparedPlan& owning, const PlanResult& pr,
          const std::string& siteAt) {
        const PreparedSite& site = q.sites[owning.site];
        for (int m = 0; m < q.horizon; ++m) {
          const double used = usedKw(q, site, pr, m);
          const std::optional<double> envelope = powerEnvelopeKw(site, m);
          if (envelope && used > *envelope * (1 + 1e-12)) {
            problems.push_back(problemAt(
                siteAt, Message(FC_TRANSLATE_NOOP("Problems",
                                                  "plan %1 needs %2 kW at site %3 in %4, above its "
                                                  "power envelope of %5 kW by %6 kW"),
                                {quotedText(plan.name), rounded(used), quotedText(site.name),
                                 p.calendar.monthLabel(m), rounded(*envelope),
                                 rounded(used - *envelope)})));
            break;
          }
        }
        for (int m = 0; m < q.horizon && site.maxRacks; ++m)
          if (pr.racks[m] > *site.maxRacks) {
            problems.push_back(problemAt(
                siteAt,
                Message(FC_TRANSLATE_NOOP("Problems",
                                          "plan %1 needs %2 racks at site %3 in %4, above its "
                                          "%5 racks by %6"),
                        {quotedText(plan.name), withThousands(pr.racks[m]), quotedText(site.name),
                         p.calendar.monthLabel(m), withThousands(*site.maxRacks),
                         withThousands(pr.racks[m] - *site.maxRacks)})));
            break;
          }
      });
}

std::vector<Warning> budgetWarnings(const PreparedScenario& p,
                                    const std::vector<PlanResult>& plans) {
  std::vector<Warning> warnings;
  const auto add = [&](const PreparedPlan& plan, Message text) {
    Warning w;
    w.pointer = itemPointer(p.pointer, &Scenario::plans, plan.index);
    w.summaryText = std::move(text);
    w.summary = englishText(w.summaryText);
    w.message = w.summary;
    warnings.push_back(std::move(w));
  };
  for (std::size_t j = 0; j < plans.size() && j < p.plans.size(); ++j) {
    const PreparedPlan& plan = p.plans[j];
    // GPU-hours bought (docs/MODEL.md §14.3): the scenario's demand unless the plan loses work.
    const double demand = gpuHoursBought(p, plan);
    if (p.capexBudgetPerFiscalYear) {
      const std::vector<double> capex = capexByFiscalYear(p, plan, plans[j]);
      for (std::size_t y = 0; y < capex.size(); ++y)
        if (capex[y] > *p.capexBudgetPerFiscalYear * (1 + 1e-12) + 1e-6) {
          add(plan, Message(FC_TRANSLATE_NOOP("Warnings",
                                              "plan %1 spends %2 %3 on capex in %4, above the "
                                              "budget of %5 by %6"),
                            {quotedText(plan.name), rounded(capex[y]), p.currency,
                             p.calendar.yearLabel(int(y)), rounded(*p.capexBudgetPerFiscalYear),
                             rounded(capex[y] - *p.capexBudgetPerFiscalYear)}));
          break;
        }
    }
    if (p.maxRentedShare && demand > 0) {
      const double share = rentedGpuHours(p, plan, plans[j]) / demand;
      if (share > *p.maxRentedShare + 1e-12)
        add(plan, Message(FC_TRANSLATE_NOOP("Warnings",
                                            "plan %1 rents %2 of its GPU-hours, above the most "
                                            "rented share of %3"),
                          {quotedText(plan.name), percent(share), percent(*p.maxRentedShare)}));
    }
  }
  return warnings;
}

}  // namespace fleetcost
