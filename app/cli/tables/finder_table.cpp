// The finder's table.
#include "app/cli/tables/finder_table.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/cli/cli_language.h"
#include "app/cli/tables/result_table.h"

namespace fleetcost::cli {

namespace {

std::string percent(double value) {
  std::ostringstream out;
  out.setf(std::ios::fixed);
  out.precision(1);
  out << value * 100 << "%";
  return out.str();
}

std::string signedMoney(double value) {
  return (value > 0 ? "+" : "") + groupedNumber(value, 0);
}

// What was searched and how sure the ranking is.
std::string searchSummary(const FinderResult& r) {
  const std::string space = groupedNumber(r.spaceSize, 0);
  const std::string workloads = std::to_string(r.workloads.size());
  const std::string supplies = std::to_string(r.options.size());
  const std::string evaluations = groupedNumber(double(r.partEvaluations), 0);
  if (!r.branchAndBound)
    return cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "%1 assignments of %2 workloads to %3 supplies searched, "
                                     "every one priced from %4 evaluations of supplies for sets "
                                     "of workloads: the ranking is exact."),
                   {space, workloads, supplies, evaluations});
  const std::string priced = groupedNumber(double(r.assignments), 0);
  if (r.exact)
    return cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "%1 assignments of %2 workloads to %3 supplies, searched by "
                                     "branch and bound from %4 evaluations of supplies for sets "
                                     "of workloads (%5 assignments priced): the best is proven, "
                                     "no assignment costs less."),
                   {space, workloads, supplies, evaluations, priced});
  if (r.lowerBound && r.gap())
    return cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "%1 assignments of %2 workloads to %3 supplies, searched by "
                                     "branch and bound from %4 evaluations of supplies for sets "
                                     "of workloads (%5 assignments priced) and stopped: no "
                                     "assignment costs less than %6, so the best is within %7 of "
                                     "the cheapest."),
                   {space, workloads, supplies, evaluations, priced,
                    groupedNumber(*r.lowerBound, 0), percent(*r.gap())});
  return cliText(FC_TRANSLATE_NOOP("CliTable",
                                   "%1 assignments of %2 workloads to %3 supplies, searched by "
                                   "branch and bound from %4 evaluations of supplies for sets of "
                                   "workloads (%5 assignments priced) and stopped without a "
                                   "proven bound."),
                 {space, workloads, supplies, evaluations, priced});
}

}  // namespace

std::string writeFinderTable(const std::string& scenario, const std::string& currency,
                             const FinderResult& r, long long trials, std::uint64_t seed,
                             int pool) {
  const bool p95 = std::any_of(r.ranked.begin(), r.ranked.end(),
                               [](const FinderCandidate& c) { return c.p95.has_value(); });
  std::ostringstream out;
  out << cliText(FC_TRANSLATE_NOOP("CliTable", "Plan finder: %1 (%2)"), {scenario, currency})
      << "\n";
  out << searchSummary(r) << "\n";
  if (p95)
    out << cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "Ranked by P95, the 95th percentile of present value over "
                                     "%1 Monte Carlo trials (seed %2), among the %3 cheapest by "
                                     "present value."),
                   {groupedNumber(double(trials), 0), std::to_string(seed), std::to_string(pool)})
        << "\n";
  if (r.bestTypedPresentValue)
    out << cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "Best of the scenario's own plans: %1, present value %2"),
                   {r.bestTypedPlan, groupedNumber(*r.bestTypedPresentValue, 0)})
        << "\n";
  out << "\n";
  std::vector<std::vector<std::string>> rows;
  rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "Rank")),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Present value %1"), {currency}),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "vs best own plan")),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Peak FY capex %1"), {currency}),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Rented share")),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Equal alternatives"))});
  if (p95)
    rows.front().insert(rows.front().begin() + 2,
                        cliText(FC_TRANSLATE_NOOP("CliTable", "P95 %1"), {currency}));
  for (std::size_t i = 0; i < r.ranked.size(); ++i) {
    const FinderCandidate& c = r.ranked[i];
    rows.push_back({"#" + std::to_string(i + 1), groupedNumber(c.presentValue, 0),
                    r.bestTypedPresentValue && *r.bestTypedPresentValue != 0
                        ? percent(c.presentValue / *r.bestTypedPresentValue - 1)
                        : "-",
                    groupedNumber(c.peakYearCapex, 0), percent(c.rentedShare),
                    c.equalAlternatives ? groupedNumber(double(c.equalAlternatives), 0) : "-"});
    if (p95) rows.back().insert(rows.back().begin() + 2, c.p95 ? groupedNumber(*c.p95, 0) : "-");
  }
  writeRows(rows, out);
  if (r.ranked.empty()) return out.str();

  const FinderCandidate& best = r.ranked.front();
  out << "\n" << cliText(FC_TRANSLATE_NOOP("CliTable", "Supplies of #1:")) << "\n";
  rows.clear();
  for (std::size_t w = 0; w < best.option.size(); ++w)
    rows.push_back({r.workloads[w], supplyName(r.options[best.option[w]])});
  writeRows(rows, out, "  ", 2);
  if (!best.alternatives.empty()) {
    out << cliText(
               FC_TRANSLATE_NOOP("CliTable", "  %1 other assignments cost the same, for example:"),
               {groupedNumber(double(best.equalAlternatives), 0)})
        << "\n";
    rows.clear();
    for (const std::vector<int>& alternative : best.alternatives) {
      std::string workloads, supplies;
      for (std::size_t w = 0; w < alternative.size(); ++w)
        if (alternative[w] != best.option[w]) {
          workloads += (workloads.empty() ? "" : "; ") + r.workloads[w];
          supplies += (supplies.empty() ? "" : "; ") + supplyName(r.options[alternative[w]]);
        }
      rows.push_back({workloads, supplies});
    }
    writeRows(rows, out, "    ", 2);
  }

  if (!r.separating.empty()) {
    out << "\n"
        << cliText(FC_TRANSLATE_NOOP("CliTable",
                                     "What separates #1 from #2 (present value of making that "
                                     "one change in #1):"))
        << "\n";
    rows.clear();
    for (const SeparatingAssignment& s : r.separating)
      rows.push_back(
          {r.workloads[s.workload],
           supplyName(r.options[s.bestOption]) + " -> " + supplyName(r.options[s.runnerUpOption]),
           s.effect ? signedMoney(*s.effect) : "-"});
    writeRows(rows, out, "  ", 2);
  }

  if (!r.limitsOfBest.empty()) {
    out << "\n"
        << cliText(FC_TRANSLATE_NOOP("CliTable", "Limits of #1, at their highest:")) << "\n";
    rows.clear();
    for (const BindingLimit& l : r.limitsOfBest) {
      switch (l.kind) {
        case BindingLimit::Kind::Power:
          rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "%1 power envelope"), {l.site}),
                          cliText(FC_TRANSLATE_NOOP("CliTable", "%1 of %2 kW in %3"),
                                  {groupedNumber(l.used, 0), groupedNumber(l.limit, 0), l.when})});
          break;
        case BindingLimit::Kind::Racks:
          rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "%1 racks"), {l.site}),
                          cliText(FC_TRANSLATE_NOOP("CliTable", "%1 of %2 racks in %3"),
                                  {groupedNumber(l.used, 0), groupedNumber(l.limit, 0), l.when})});
          break;
        case BindingLimit::Kind::Budget:
          rows.push_back(
              {cliText(FC_TRANSLATE_NOOP("CliTable", "Capex budget")),
               cliText(FC_TRANSLATE_NOOP("CliTable", "%1 of %2 %3 in %4"),
                       {groupedNumber(l.used, 0), groupedNumber(l.limit, 0), currency, l.when})});
          break;
        case BindingLimit::Kind::RentedShare:
          rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "Rented share")),
                          cliText(FC_TRANSLATE_NOOP("CliTable", "%1 of at most %2"),
                                  {percent(l.used), percent(l.limit)})});
          break;
      }
    }
    writeRows(rows, out, "  ", 2);
  }

  out << "\n"
      << cliText(FC_TRANSLATE_NOOP("CliTable",
                                   "Pareto front (no other plan is cheaper and needs less capex "
                                   "in its peak fiscal year):"))
      << "\n";
  rows.clear();
  rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "Present value %1"), {currency}),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Peak FY capex %1"), {currency})});
  std::vector<FinderCandidate> front = r.pareto;
  std::sort(front.begin(), front.end(), [](const FinderCandidate& a, const FinderCandidate& b) {
    return a.presentValue < b.presentValue;
  });
  for (const FinderCandidate& c : front)
    rows.push_back({groupedNumber(c.presentValue, 0), groupedNumber(c.peakYearCapex, 0)});
  writeRows(rows, out, "  ");
  if (r.paretoP95.empty()) return out.str();
  out << "\n"
      << cliText(FC_TRANSLATE_NOOP("CliTable",
                                   "Pareto front of present value against P95 (no other plan "
                                   "ranked is lower in both):"))
      << "\n";
  rows.clear();
  rows.push_back({cliText(FC_TRANSLATE_NOOP("CliTable", "Present value %1"), {currency}),
                  cliText(FC_TRANSLATE_NOOP("CliTable", "P95 %1"), {currency})});
  for (const FinderCandidate& c : r.paretoP95)
    rows.push_back({groupedNumber(c.presentValue, 0), groupedNumber(c.p95.value_or(0), 0)});
  writeRows(rows, out, "  ");
  return out.str();
}

}  // namespace fleetcost::cli
