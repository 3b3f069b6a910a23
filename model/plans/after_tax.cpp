// Depreciation schedules, sale and terminal deductions, lease instalments, and the tax of every
// deduction, per date and per GPU model (for the workload allocation).
#include "model/plans/after_tax.h"

#include "model/finance/depreciation.h"
#include "model/finance/lease.h"

namespace fleetcost {

namespace {

Series sumOf(const Series& a, const Series& b) {
  Series out(a.size(), 0.0);
  for (std::size_t t = 0; t < a.size(); ++t) out[t] = a[t] + b[t];
  return out;
}

double total(const Series& s) {
  double sum = 0.0;
  for (double v : s) sum += v;
  return sum;
}

struct RegionTax {
  double rate = 0.0;
  DepreciationMethod method = DepreciationMethod::None;
  int lifeYears = 1;
  double factor = 2.0;
};

RegionTax ruleOfRegion(const PreparedScenario& p, int region) {
  RegionTax rule;
  if (region < 0) return rule;
  const PreparedRegion& r = p.regions[region];
  rule.rate = r.taxRate;
  rule.method = parseDepreciationMethod(r.depreciationMethod);
  rule.lifeYears = r.usefulLifeYears;
  rule.factor = r.decliningFactor;
  return rule;
}

// Adds a cash purchase's deductions: depreciation parts while held (dated at the end of each
// month), then book value minus proceeds at the sale or the deemed sale at H.
void addHardwareDeductions(const PreparedScenario& p, const RegionTax& rule, const Cohort& c,
                           Series& deductions) {
  const int H = p.horizon;
  const int b = c.boughtMonth;
  const int heldUntil = c.soldMonth >= 0 ? c.soldMonth : H;  // held in months b..heldUntil-1
  double book = c.hardwareAmount;
  if (rule.method == DepreciationMethod::Immediate) {
    deductions[b] += book;
    book = 0.0;
  } else if (rule.method != DepreciationMethod::None) {
    const std::vector<double> years =
        depreciationByYear(c.hardwareAmount, rule.method, rule.lifeYears, rule.factor);
    const int lastMonth = b + 12 * rule.lifeYears;
    for (int m = b; m < heldUntil && m < lastMonth; ++m) {
      const double part = years[(m - b) / 12] / 12.0;
      deductions[m + 1] += part;
      book -= part;
    }
  }
  if (c.soldMonth >= 0)
    deductions[c.soldMonth] += book - c.proceeds;
  else if (p.creditTerminalValue)
    deductions[H] += book - c.proceeds;
}

}  // namespace

bool needsLeaseOrTax(const PreparedScenario& p, const PreparedPlan& plan) {
  return p.afterTax || (isOwning(plan.strategy) && plan.leased);
}

void applyLeaseAndTax(const PreparedScenario& p, const PreparedPlan& plan,
                      const OwningDetail* detail, bool report, PlanResult& r) {
  if (!needsLeaseOrTax(p, plan)) return;
  const int H = p.horizon;
  const int G = static_cast<int>(p.gpus.size());
  const bool owning = isOwning(plan.strategy);
  const bool leased = owning && plan.leased;
  const RegionTax site = owning ? ruleOfRegion(p, p.sites[plan.site].region) : RegionTax{};
  const RegionTax rental = ruleOfRegion(p, plan.rentalRegion);

  // Hardware: lease instalments, or depreciation and sale deductions; per date and GPU model.
  Series lease(H + 1, 0.0), hardwareDeductions(H + 1, 0.0);
  std::vector<double> hardwareDeductionsByGpu(G, 0.0), leaseByGpu(G, 0.0);
  if (owning) {
    for (const Cohort& c : detail->cohorts) {
      if (leased) {
        const double payment =
            leasePayment(c.hardwareAmount, plan.leaseAnnualRate, plan.leaseTermMonths);
        for (int t = c.boughtMonth + 1; t <= c.boughtMonth + plan.leaseTermMonths && t <= H; ++t) {
          lease[t] += payment;
          leaseByGpu[c.gpu] += payment;
        }
      } else {
        Series cohortDeductions(H + 1, 0.0);
        addHardwareDeductions(p, site, c, cohortDeductions);
        for (int t = 0; t <= H; ++t) hardwareDeductions[t] += cohortDeductions[t];
        hardwareDeductionsByGpu[c.gpu] += total(cohortDeductions);
      }
    }
  }
  if (leased) {
    for (int g = 0; report && g < G; ++g)
      r.costByGpu[g] += leaseByGpu[g] - total(detail->gpuFlows[g][int(Category::Hardware)]) -
                        total(detail->gpuFlows[g][int(Category::Residual)]);
    r.flow(Category::Hardware).assign(H + 1, 0.0);
    r.flow(Category::Residual).assign(H + 1, 0.0);
    r.flow(Category::Lease) = lease;
  }

  if (p.afterTax) {
    // Owned costs are deducted when incurred (set-up fees and cooling capex included), hardware
    // through lease instalments or depreciation; rental when paid.
    Series owned = leased ? lease : hardwareDeductions;
    for (Category c : {Category::Space, Category::Power, Category::Cooling, Category::Network,
                       Category::Operations})
      owned = sumOf(owned, r.flow(c));
    Series rented = sumOf(r.flow(Category::RentalOnDemand), r.flow(Category::RentalReserved));
    if (!r.flow(Category::Api).empty()) rented = sumOf(rented, r.flow(Category::Api));
    Series tax(H + 1, 0.0);
    for (int t = 0; t <= H; ++t) tax[t] = -site.rate * owned[t] - rental.rate * rented[t];
    r.flow(Category::Tax) = tax;
    // API tokens (docs/MODEL.md §12) are a running cost of the plan's rental region.
    for (double& cost : r.costByWorkload) cost += -rental.rate * cost;
    for (int g = 0; report && g < G; ++g) {
      if (!owning) {
        r.costByGpu[g] += -rental.rate * r.costByGpu[g];  // a renting plan's costs are rental
        continue;
      }
      const auto& own = detail->gpuFlows[g];
      const double running = total(own[int(Category::Power)]) +
                             total(own[int(Category::Operations)]) +
                             total(detail->sharedByMonth[g]);
      const double hardware = leased ? leaseByGpu[g] : hardwareDeductionsByGpu[g];
      r.costByGpu[g] += -site.rate * (running + hardware) -
                        rental.rate * total(own[int(Category::RentalOnDemand)]);
    }
  }
}

}  // namespace fleetcost
