// The finder's search: feasible supplies per workload, every set of workloads priced once per
// supply (in parallel), every assignment summed and ranked, the best re-evaluated as portfolio
// plans.
#include "model/finder/plan_finder.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <thread>

#include "model/evaluation/evaluate.h"
#include "model/finance/fiscal_calendar.h"
#include "model/finder/branch_and_bound.h"
#include "model/finder/candidate_ranking.h"
#include "model/finder/p95_ranking.h"
#include "model/finder/part_table.h"
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
    table_.years = calendar_.yearCount(static_cast<int>(s_.horizonMonths.value));
    out_.firstFiscalYear = calendar_.fiscalYear(0).value_or(1);
    if (s_.capexBudgetPerFiscalYear.present)
      table_.budget = s_.capexBudgetPerFiscalYear.value * (1 + 1e-12) + 1e-6;
    if (s_.maxRentedShare.present) table_.maxRented = s_.maxRentedShare.value + 1e-12;
    if (out_.spaceSize > options_.maxAssignments) {
      branchAndBound(table_, options_, progress_, out_);
      return;
    }
    enumerate();
    out_.cancelled = cancelled();
    out_.exact = !out_.cancelled;
  }

  // The sum of the parts of an assignment (per workload: index in options), or nullopt when it
  // is not feasible (a part that fails, two ways of owning at one site).
  std::optional<double> valueOf(const std::vector<int>& option) const {
    std::vector<std::size_t> mask(table_.supplies.size(), 0);
    std::vector<int> siteOption(s_.sites.size(), -1);
    for (std::size_t w = 0; w < option.size(); ++w) {
      const int o = option[w];
      const SupplyTable& t = table_.supplies[o];
      if (t.bitOf[w] < 0 || t.values.empty()) return std::nullopt;
      mask[o] |= std::size_t(1) << t.bitOf[w];
      const int site = out_.options[o].site;
      if (site >= 0 && siteOption[site] >= 0 && siteOption[site] != o) return std::nullopt;
      if (site >= 0) siteOption[site] = o;
    }
    double sum = 0;
    for (std::size_t o = 0; o < mask.size(); ++o) {
      if (!mask[o]) continue;
      const PartValue& v = table_.supplies[o].values[mask[o]];
      if (!v.ok) return std::nullopt;
      sum += v.presentValue;
    }
    return sum;
  }

  // The site limits each owned part of `option` comes closest to, and the scenario's budget and
  // rented share, with when (docs/finder.md).
  std::vector<BindingLimit> limitsOf(const FinderCandidate& c) const {
    std::vector<BindingLimit> out;
    std::vector<std::size_t> mask(table_.supplies.size(), 0);
    for (std::size_t w = 0; w < c.option.size(); ++w)
      mask[c.option[w]] |= std::size_t(1) << table_.supplies[c.option[w]].bitOf[w];
    for (std::size_t o = 0; o < mask.size(); ++o) {
      if (!mask[o]) continue;
      for (const SiteLimitUse& use : table_.supplies[o].values[mask[o]].limits) {
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
    table_.supplies.resize(O);
    table_.siteOf.resize(O);
    out_.optionsOfWorkload.assign(W, {});
    for (std::size_t o = 0; o < O; ++o) {
      SupplyTable& t = table_.supplies[o];
      table_.siteOf[o] = out_.options[o].site;
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

  // The sets of workloads to price are bounded; the assignments are searched by branch and
  // bound above maxAssignments.
  bool sizeOk() {
    out_.spaceSize = 1;
    for (const std::vector<int>& options : out_.optionsOfWorkload)
      out_.spaceSize *= double(options.size());
    double sets = 0;
    for (const SupplyTable& t : table_.supplies) sets += std::ldexp(1.0, int(t.workloads.size()));
    if (sets <= double(options_.maxPartEvaluations) + 1) return true;
    out_.problems.push_back(problemAt(
        at_, Message(FC_TRANSLATE_NOOP("Problems",
                                       "the plan finder cannot search this scenario: %1 sets of "
                                       "workloads to price for its supplies (at most %2); give "
                                       "fewer workloads, or fewer sites and regions"),
                     {formatNumber(sets), formatNumber(double(options_.maxPartEvaluations))})));
    return false;
  }

  // Every set of two or more workloads, for every supply.
  void priceEverySet() {
    std::vector<std::pair<int, std::size_t>> jobs;
    for (std::size_t o = 0; o < table_.supplies.size(); ++o)
      for (std::size_t mask = 1; mask < table_.supplies[o].values.size(); ++mask)
        if (mask & (mask - 1)) jobs.emplace_back(int(o), mask);
    runJobs(jobs.size(), options_.threads, progress_.cancel, [&](std::size_t i) {
      const auto [o, mask] = jobs[i];
      SupplyTable& t = table_.supplies[o];
      std::vector<int> workloads;
      for (std::size_t b = 0; b < t.workloads.size(); ++b)
        if (mask >> b & 1) workloads.push_back(t.workloads[b]);
      t.values[mask] = evaluatePart(s_, base_, at_, out_.options[o], workloads, afterTax_, false);
    });
    out_.partEvaluations += static_cast<long long>(jobs.size());
    for (SupplyTable& t : table_.supplies)
      if (!t.values.empty()) t.values[0].ok = t.values[0].priced = true;  // the empty set: 0
  }

  // Every assignment, depth first over workloads; one way of owning per site.
  void enumerate() {
    const std::size_t W = s_.workloads.size(), O = out_.options.size();
    std::vector<int> choice(W, 0);  // position in optionsOfWorkload[w]
    std::vector<std::size_t> mask(O, 0);
    std::vector<int> siteOption(s_.sites.size(), -1), siteCount(s_.sites.size(), 0);
    const double total = out_.spaceSize;
    const auto leaf = [&] {
      ++out_.assignments;
      FinderCandidate c;
      if (!sumParts(table_, mask, c)) return;
      ++out_.feasible;
      c.option.resize(W);
      for (std::size_t w = 0; w < W; ++w) c.option[w] = out_.optionsOfWorkload[w][choice[w]];
      keepPareto(out_.pareto, c);
      keepBest(out_.ranked, std::move(c), options_.top);
    };
    const auto place = [&](std::size_t w, bool add) {
      const int o = out_.optionsOfWorkload[w][choice[w]];
      const std::size_t bit = std::size_t(1) << table_.supplies[o].bitOf[w];
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
  PartTable table_;
};

// The ranked candidates priced again as the portfolio plans they are, so that each shows the
// present value its plan evaluates to, and ranked again by it.
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
  std::stable_sort(out.ranked.begin(), out.ranked.end(), betterCandidate);
}

// The best candidate's plan result and the cost charged to each of its workloads.
void describeBest(const Scenario& s, int index, bool afterTax, FinderResult& out) {
  if (out.ranked.empty()) return;
  Scenario withPlan = s;
  withPlan.plans = {portfolioPlanOf(out, out.ranked.front(), "#1")};
  EvaluationOptions options;
  options.afterTax = afterTax;
  const ScenarioEvaluation e = evaluateScenario(withPlan, index, options);
  if (!e.result) return;
  out.bestPlan = e.result->plans.front();
  out.bestWorkloadCosts = e.result->workloads;
}

// Each assignment in which the runner-up differs, made alone in the best plan.
void separate(const Search& search, FinderResult& out) {
  if (out.ranked.size() < 2) return;
  const FinderCandidate& best = out.ranked[0];
  const FinderCandidate& second = out.ranked[1];
  const std::optional<double> bestSum = search.valueOf(best.option);
  for (std::size_t w = 0; w < best.option.size(); ++w) {
    if (best.option[w] == second.option[w]) continue;
    std::vector<int> changed = best.option;
    changed[w] = second.option[w];
    const std::optional<double> sum = search.valueOf(changed);
    SeparatingAssignment entry{int(w), best.option[w], second.option[w], std::nullopt};
    if (sum && bestSum) entry.effect = *sum - *bestSum;
    out.separating.push_back(entry);
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
  const bool p95 = options.objective == FinderObjective::P95;
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
  // P95 ranks the pool of lowest present value; the search is the first fifth of its progress.
  constexpr double kSearchShare = 0.2;
  FinderOptions searchOptions = options;
  FinderProgress searchProgress = progress;
  if (p95) {
    searchOptions.top = std::max(options.top, options.p95Pool);
    if (progress.report)
      searchProgress.report = [&](double done, const std::vector<FinderCandidate>& best) {
        progress.report(kSearchShare * done, best);
      };
  }
  Search search(scenario, index, searchOptions, searchProgress, out);
  search.run();
  if (!out.problems.empty()) return out;
  priceAsPlans(scenario, index, afterTax, out);
  if (p95 && !out.cancelled) {
    rankByP95(scenario, index, options, progress, kSearchShare, 1 - kSearchShare, out);
    if (!out.problems.empty()) return out;
  }
  if (int(out.ranked.size()) > options.top) out.ranked.resize(options.top);
  describeBest(scenario, index, afterTax, out);
  if (!out.ranked.empty()) out.limitsOfBest = search.limitsOf(out.ranked.front());
  separate(search, out);
  return out;
}

}  // namespace fleetcost
