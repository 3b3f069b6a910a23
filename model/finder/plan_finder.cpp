// The finder's search: feasible supplies per workload, every set of workloads priced once per
// supply (in parallel), every assignment summed and ranked, the best re-evaluated as portfolio
// plans.
#include "model/finder/plan_finder.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>
#include <thread>

#include "model/evaluation/evaluate.h"
#include "model/finance/fiscal_calendar.h"
#include "model/finder/part_values.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

namespace {

// Runs job(i) for i in 0..count-1 on `threads` threads; stops early when cancelled.
template <class Job>
void runJobs(std::size_t count, int threads, const std::atomic<bool>* cancel, Job job) {
  std::atomic<std::size_t> next{0};
  const auto worker = [&] {
    for (std::size_t i = next++; i < count; i = next++) {
      if (cancel && cancel->load()) return;
      job(i);
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads && std::size_t(t) < count; ++t) pool.emplace_back(worker);
  worker();
  for (std::thread& t : pool) t.join();
}

// Each supply's values of every set of the workloads it can serve, indexed by the set's bits
// among those workloads.
struct SupplyTable {
  std::vector<int> workloads;  // that the supply can serve, ascending
  std::vector<int> bitOf;      // per scenario workload: its bit, or -1
  std::vector<PartValue> values;
};

bool better(const FinderCandidate& a, const FinderCandidate& b) {
  if (a.presentValue != b.presentValue) return a.presentValue < b.presentValue;
  return a.option < b.option;
}

// Keeps the `top` best candidates, best first.
void keepBest(std::vector<FinderCandidate>& ranked, FinderCandidate c, int top) {
  if (int(ranked.size()) >= top && !better(c, ranked.back())) return;
  ranked.insert(std::upper_bound(ranked.begin(), ranked.end(), c, better), std::move(c));
  if (int(ranked.size()) > top) ranked.pop_back();
}

// The Pareto front of present value against peak fiscal-year capex (both lower is better).
void keepPareto(std::vector<FinderCandidate>& front, const FinderCandidate& c) {
  for (const FinderCandidate& f : front)
    if (f.presentValue <= c.presentValue && f.peakYearCapex <= c.peakYearCapex) return;
  std::erase_if(front, [&](const FinderCandidate& f) {
    return c.presentValue <= f.presentValue && c.peakYearCapex <= f.peakYearCapex;
  });
  front.push_back(c);
}

class Search {
 public:
  Search(const Scenario& s, int index, const FinderOptions& options, const FinderProgress& progress,
         FinderResult& out)
      : s_(s),
        base_(partBase(s)),
        at_(scenarioPointer(index)),
        options_(options),
        progress_(progress),
        out_(out),
        afterTax_(options.objective == FinderObjective::PresentValueAfterTax) {}

  void run() {
    const std::size_t W = s_.workloads.size();
    for (const Workload& w : s_.workloads) out_.workloads.push_back(w.name.value_or(""));
    out_.options = supplyOptions(s_);
    if (W == 0 || W > 62) {
      out_.problems.push_back(problemAt(
          partPointer(at_, &Scenario::workloads),
          Message(
              FC_TRANSLATE_NOOP("Problems", "the plan finder searches 1 to 62 workloads, got %1"),
              {std::to_string(W)})));
      return;
    }
    const bool feasible = feasibleSupplies();
    if (cancelled()) {
      out_.problems.clear();
      out_.cancelled = true;
      out_.exact = false;
      return;
    }
    if (!feasible || !sizeOk()) return;
    priceEverySet();
    if (cancelled()) {
      out_.cancelled = true;
      out_.exact = false;
      return;
    }
    enumerate();
    out_.cancelled = cancelled();
    out_.exact = !out_.cancelled;
  }

  // The sum of the parts of an assignment (per workload: index in options), or nullopt when it
  // is not feasible (a part that fails, two ways of owning at one site).
  std::optional<double> valueOf(const std::vector<int>& option) const {
    std::vector<std::size_t> mask(tables_.size(), 0);
    std::vector<int> siteOption(s_.sites.size(), -1);
    for (std::size_t w = 0; w < option.size(); ++w) {
      const int o = option[w];
      const SupplyTable& t = tables_[o];
      if (t.bitOf[w] < 0 || t.values.empty()) return std::nullopt;
      mask[o] |= std::size_t(1) << t.bitOf[w];
      const int site = out_.options[o].site;
      if (site >= 0 && siteOption[site] >= 0 && siteOption[site] != o) return std::nullopt;
      if (site >= 0) siteOption[site] = o;
    }
    double sum = 0;
    for (std::size_t o = 0; o < tables_.size(); ++o) {
      if (!mask[o]) continue;
      const PartValue& v = tables_[o].values[mask[o]];
      if (!v.ok) return std::nullopt;
      sum += v.presentValue;
    }
    return sum;
  }

  // The site limits each owned part of `option` comes closest to, and the scenario's budget and
  // rented share, with when (docs/finder.md).
  std::vector<BindingLimit> limitsOf(const FinderCandidate& c) const {
    std::vector<BindingLimit> out;
    std::vector<std::size_t> mask(tables_.size(), 0);
    for (std::size_t w = 0; w < c.option.size(); ++w)
      mask[c.option[w]] |= std::size_t(1) << tables_[c.option[w]].bitOf[w];
    for (std::size_t o = 0; o < tables_.size(); ++o) {
      if (!mask[o]) continue;
      for (const SiteLimitUse& use : tables_[o].values[mask[o]].limits) {
        const Site& site = s_.sites[out_.options[o].site];
        out.push_back({use.racks ? BindingLimit::Kind::Racks : BindingLimit::Kind::Power,
                       site.name.value_or(site.id.value_or("")), use.used, use.limit,
                       calendar_.monthLabel(use.month)});
      }
    }
    if (s_.capexBudgetPerFiscalYear.present) {
      const auto peak = std::max_element(c.capexByYear.begin(), c.capexByYear.end());
      out.push_back({BindingLimit::Kind::Budget, "", *peak, s_.capexBudgetPerFiscalYear.value,
                     calendar_.yearLabel(int(peak - c.capexByYear.begin()))});
    }
    if (s_.maxRentedShare.present)
      out.push_back(
          {BindingLimit::Kind::RentedShare, "", c.rentedShare, s_.maxRentedShare.value, ""});
    return out;
  }

 private:
  bool cancelled() const { return progress_.cancel && progress_.cancel->load(); }

  // Singletons: which supply can serve which workload.
  bool feasibleSupplies() {
    const std::size_t O = out_.options.size(), W = s_.workloads.size();
    std::vector<PartValue> single(O * W);
    runJobs(O * W, options_.threads, progress_.cancel, [&](std::size_t i) {
      single[i] = evaluatePart(s_, base_, at_, out_.options[i / W], {int(i % W)}, afterTax_, true);
    });
    out_.partEvaluations += static_cast<long long>(O * W);
    tables_.resize(O);
    out_.optionsOfWorkload.assign(W, {});
    for (std::size_t o = 0; o < O; ++o) {
      SupplyTable& t = tables_[o];
      t.bitOf.assign(W, -1);
      for (std::size_t w = 0; w < W; ++w)
        if (single[o * W + w].ok) {
          t.bitOf[w] = int(t.workloads.size());
          t.workloads.push_back(int(w));
          out_.optionsOfWorkload[w].push_back(int(o));
        }
      if (t.workloads.size() <= 20) t.values.resize(std::size_t(1) << t.workloads.size());
      for (std::size_t w = 0; w < W; ++w)
        if (t.bitOf[w] >= 0 && !t.values.empty())
          t.values[std::size_t(1) << t.bitOf[w]] = single[o * W + w];
    }
    bool ok = true;
    for (std::size_t w = 0; w < W; ++w)
      if (out_.optionsOfWorkload[w].empty()) {
        out_.problems.push_back(problemAt(
            itemPointer(at_, &Scenario::workloads, w),
            Message(FC_TRANSLATE_NOOP("Problems",
                                      "no supply can serve workload %1: no site fits its server "
                                      "and no region rents its GPU model or serves its model"),
                    {quotedText(out_.workloads[w])})));
        ok = false;
      }
    return ok;
  }

  bool sizeOk() {
    out_.spaceSize = 1;
    for (const std::vector<int>& options : out_.optionsOfWorkload)
      out_.spaceSize *= double(options.size());
    double sets = 0;
    for (const SupplyTable& t : tables_) sets += std::ldexp(1.0, int(t.workloads.size()));
    if (out_.spaceSize <= options_.maxAssignments &&
        sets <= double(options_.maxPartEvaluations) + 1)
      return true;
    out_.problems.push_back(problemAt(
        at_, Message(FC_TRANSLATE_NOOP("Problems",
                                       "the plan finder cannot search this scenario exactly: %1 "
                                       "assignments and %2 sets of workloads to price (at most "
                                       "%3 and %4); give fewer workloads, or fewer sites and "
                                       "regions"),
                     {formatNumber(out_.spaceSize), formatNumber(sets),
                      formatNumber(options_.maxAssignments),
                      formatNumber(double(options_.maxPartEvaluations))})));
    return false;
  }

  // Every set of two or more workloads, for every supply.
  void priceEverySet() {
    std::vector<std::pair<int, std::size_t>> jobs;
    for (std::size_t o = 0; o < tables_.size(); ++o)
      for (std::size_t mask = 1; mask < tables_[o].values.size(); ++mask)
        if (mask & (mask - 1)) jobs.emplace_back(int(o), mask);
    runJobs(jobs.size(), options_.threads, progress_.cancel, [&](std::size_t i) {
      const auto [o, mask] = jobs[i];
      SupplyTable& t = tables_[o];
      std::vector<int> workloads;
      for (std::size_t b = 0; b < t.workloads.size(); ++b)
        if (mask >> b & 1) workloads.push_back(t.workloads[b]);
      t.values[mask] = evaluatePart(s_, base_, at_, out_.options[o], workloads, afterTax_, false);
    });
    out_.partEvaluations += static_cast<long long>(jobs.size());
    for (SupplyTable& t : tables_)
      if (!t.values.empty()) t.values[0].ok = true;  // the empty set costs nothing
  }

  void enumerate() {
    const std::size_t W = s_.workloads.size(), O = out_.options.size();
    const int years = calendar_.yearCount(static_cast<int>(s_.horizonMonths.value));
    // +infinity when the scenario states no budget or rented share
    const double budget = s_.capexBudgetPerFiscalYear.present
                              ? s_.capexBudgetPerFiscalYear.value * (1 + 1e-12) + 1e-6
                              : std::numeric_limits<double>::infinity();
    const double maxRented = s_.maxRentedShare.present ? s_.maxRentedShare.value + 1e-12
                                                       : std::numeric_limits<double>::infinity();
    std::vector<int> choice(W, 0);  // position in optionsOfWorkload[w]
    std::vector<std::size_t> mask(O, 0);
    std::vector<int> siteOption(s_.sites.size(), -1), siteCount(s_.sites.size(), 0);
    const double total = out_.spaceSize;
    std::vector<double> capex(years);
    const auto leaf = [&] {
      ++out_.assignments;
      FinderCandidate c;
      double rented = 0, hours = 0;
      std::fill(capex.begin(), capex.end(), 0.0);
      for (std::size_t o = 0; o < O; ++o) {
        if (!mask[o]) continue;
        const PartValue& v = tables_[o].values[mask[o]];
        if (!v.ok) return;
        c.presentValue += v.presentValue;
        for (int y = 0; y < years; ++y) capex[y] += v.capexByYear[y];
        rented += v.rentedGpuHours;
        hours += v.gpuHours;
      }
      // The scenario's budget and rented share (docs/MODEL.md §13.4).
      for (int y = 0; y < years; ++y)
        if (capex[y] > budget) return;
      if (hours > 0 && rented / hours > maxRented) return;
      ++out_.feasible;
      c.option.resize(W);
      for (std::size_t w = 0; w < W; ++w) c.option[w] = out_.optionsOfWorkload[w][choice[w]];
      c.capexByYear = capex;
      c.peakYearCapex = *std::max_element(capex.begin(), capex.end());
      c.rentedShare = hours > 0 ? rented / hours : 0.0;
      keepPareto(out_.pareto, c);
      keepBest(out_.ranked, std::move(c), options_.top);
    };
    // Depth-first over workloads; one way of owning per site.
    const auto place = [&](std::size_t w, bool add) {
      const int o = out_.optionsOfWorkload[w][choice[w]];
      const std::size_t bit = std::size_t(1) << tables_[o].bitOf[w];
      mask[o] = add ? mask[o] | bit : mask[o] & ~bit;
      const int site = out_.options[o].site;
      if (site < 0) return true;
      if (add) {
        if (siteCount[site] > 0 && siteOption[site] != o) {
          mask[o] &= ~bit;
          return false;
        }
        siteOption[site] = o;
        ++siteCount[site];
      } else if (--siteCount[site] == 0) {
        siteOption[site] = -1;
      }
      return true;
    };
    long long reportEvery = std::max<long long>(1, static_cast<long long>(total / 50));
    std::size_t w = 0;
    choice[0] = -1;
    while (true) {
      // Advance workload w to its next supply that fits.
      ++choice[w];
      if (choice[w] >= int(out_.optionsOfWorkload[w].size())) {
        if (w == 0) break;
        --w;
        place(w, false);
        continue;
      }
      if (!place(w, true)) {
        out_.assignments += countBelow(w);  // the subtree breaks the site rule
        continue;
      }
      if (w + 1 == W) {
        leaf();
        place(w, false);
        if (out_.assignments % reportEvery == 0) {
          if (cancelled()) return;
          if (progress_.report) progress_.report(double(out_.assignments) / total, out_.ranked);
        }
        continue;
      }
      ++w;
      choice[w] = -1;
    }
  }

  // Assignments below workload w's choice (of the workloads after it).
  long long countBelow(std::size_t w) const {
    double n = 1;
    for (std::size_t v = w + 1; v < out_.optionsOfWorkload.size(); ++v)
      n *= double(out_.optionsOfWorkload[v].size());
    return static_cast<long long>(n);
  }

  const Scenario& s_;
  const Scenario base_;
  const FiscalCalendar calendar_{s_.startDate, static_cast<int>(s_.fiscalYearStartMonth.value)};
  const std::string at_;
  const FinderOptions& options_;
  const FinderProgress& progress_;
  FinderResult& out_;
  const bool afterTax_;
  std::vector<SupplyTable> tables_;
};

// The ranked candidates priced again as the portfolio plans they are, so that each shows the
// present value its plan evaluates to; then the runner-up's differences.
void priceAsPlans(const Scenario& s, int index, bool afterTax, FinderResult& out) {
  Scenario withPlans = s;
  withPlans.plans.clear();
  for (std::size_t i = 0; i < out.ranked.size(); ++i)
    withPlans.plans.push_back(portfolioPlanOf(out, out.ranked[i], "#" + std::to_string(i + 1)));
  if (withPlans.plans.empty()) return;
  EvaluationOptions options;
  options.afterTax = afterTax;
  const ScenarioEvaluation e = evaluateScenario(withPlans, index, options);
  if (!e.result) return;
  for (std::size_t i = 0; i < out.ranked.size(); ++i)
    out.ranked[i].presentValue = e.result->plans[i].pvCost;
  std::vector<std::size_t> order(out.ranked.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return better(out.ranked[a], out.ranked[b]);
  });
  std::vector<FinderCandidate> ranked;
  for (std::size_t i : order) ranked.push_back(std::move(out.ranked[i]));
  out.ranked = std::move(ranked);
  out.bestPlan = e.result->plans[order.front()];
  for (const WorkloadCost& cost : e.result->workloads)
    if (cost.plan == int(order.front())) {
      out.bestWorkloadCosts.push_back(cost);
      out.bestWorkloadCosts.back().plan = 0;
    }
}

}  // namespace

std::optional<double> FinderResult::gap() const {
  if (!lowerBound || ranked.empty() || ranked.front().presentValue == 0) return std::nullopt;
  return (ranked.front().presentValue - *lowerBound) / ranked.front().presentValue;
}

Plan portfolioPlanOf(const FinderResult& result, const FinderCandidate& candidate,
                     const std::string& name) {
  Plan plan;
  plan.name = name;
  plan.strategy = strategyKey(Strategy::Portfolio);
  plan.assignmentsPresent = true;
  for (std::size_t w = 0; w < candidate.option.size(); ++w) {
    Assignment a = result.options[candidate.option[w]].supply;
    a.workload = result.workloads[w];
    plan.assignments.push_back(std::move(a));
  }
  return plan;
}

FinderResult findPlans(const Scenario& scenario, int index, const FinderOptions& options,
                       const FinderProgress& progress) {
  FinderResult out;
  const bool afterTax = options.objective == FinderObjective::PresentValueAfterTax;
  EvaluationOptions evaluation;
  evaluation.afterTax = afterTax;
  const ScenarioEvaluation typed = evaluateScenario(scenario, index, evaluation);
  if (!typed.result) {
    out.problems = typed.problems;
    return out;
  }
  for (const PlanResult& plan : typed.result->plans)
    if (plan.strategy != Strategy::Portfolio &&
        (!out.bestTypedPresentValue || plan.pvCost < *out.bestTypedPresentValue)) {
      out.bestTypedPresentValue = plan.pvCost;
      out.bestTypedPlan = plan.name;
    }
  Search search(scenario, index, options, progress, out);
  search.run();
  if (!out.problems.empty()) return out;
  priceAsPlans(scenario, index, afterTax, out);
  if (!out.ranked.empty()) out.limitsOfBest = search.limitsOf(out.ranked.front());
  if (out.ranked.size() >= 2) {
    // Each assignment the runner-up makes differently, made alone in the best plan.
    const FinderCandidate& best = out.ranked[0];
    const FinderCandidate& second = out.ranked[1];
    const std::optional<double> bestSum = search.valueOf(best.option);
    for (std::size_t w = 0; w < best.option.size(); ++w) {
      if (best.option[w] == second.option[w]) continue;
      std::vector<int> changed = best.option;
      changed[w] = second.option[w];
      const std::optional<double> sum = search.valueOf(changed);
      SeparatingAssignment s{int(w), best.option[w], second.option[w], std::nullopt};
      if (sum && bestSum) s.effect = *sum - *bestSum;
      out.separating.push_back(s);
    }
  }
  return out;
}

}  // namespace fleetcost
