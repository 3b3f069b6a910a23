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

}  // namespace

std::string writeFinderTable(const std::string& scenario, const std::string& currency,
                             const FinderResult& r) {
  std::ostringstream out;
  out << cliText(FC_TRANSLATE_NOOP("CliTable", "Plan finder: %1 (%2)"), {scenario, currency})
      << "\n";
  out << cliText(FC_TRANSLATE_NOOP("CliTable",
                                   "%1 assignments of %2 workloads to %3 supplies searched, every "
                                   "one priced from %4 evaluations of supplies for sets of "
                                   "workloads: the ranking is exact."),
                 {groupedNumber(r.spaceSize, 0), std::to_string(r.workloads.size()),
                  std::to_string(r.options.size()), groupedNumber(double(r.partEvaluations), 0)})
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
                  cliText(FC_TRANSLATE_NOOP("CliTable", "Rented share"))});
  for (std::size_t i = 0; i < r.ranked.size(); ++i) {
    const FinderCandidate& c = r.ranked[i];
    rows.push_back({"#" + std::to_string(i + 1), groupedNumber(c.presentValue, 0),
                    r.bestTypedPresentValue && *r.bestTypedPresentValue != 0
                        ? percent(c.presentValue / *r.bestTypedPresentValue - 1)
                        : "-",
                    groupedNumber(c.peakYearCapex, 0), percent(c.rentedShare)});
  }
  writeRows(rows, out);
  if (r.ranked.empty()) return out.str();

  const FinderCandidate& best = r.ranked.front();
  out << "\n" << cliText(FC_TRANSLATE_NOOP("CliTable", "Supplies of #1:")) << "\n";
  rows.clear();
  for (std::size_t w = 0; w < best.option.size(); ++w)
    rows.push_back({r.workloads[w], supplyName(r.options[best.option[w]])});
  writeRows(rows, out, "  ", 2);

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
  return out.str();
}

}  // namespace fleetcost::cli
