// The plan finder (docs/finder.md): every assignment of each workload to a supply the scenario
// allows, priced as portfolio plans by the one engine, ranked by present value, with the Pareto
// front of present value against the peak fiscal year's capex and what separates the best from
// the runner-up. Exact: each supply's cost of each set of workloads is evaluated once, and
// every assignment of the space is summed from those values.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/finder/supply_options.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

enum class FinderObjective { PresentValue, PresentValueAfterTax };

struct FinderOptions {
  int top = 10;
  FinderObjective objective = FinderObjective::PresentValue;
  int threads = 2;
  // Spaces above these are refused with a problem (docs/finder.md).
  double maxAssignments = 50'000'000;
  long long maxPartEvaluations = 20'000;
};

struct FinderCandidate {
  std::vector<int> option;          // per workload: index in FinderResult::options
  double presentValue = 0;          // of the objective; the portfolio plan's own when ranked
  std::vector<double> capexByYear;  // per fiscal year (docs/finder.md)
  double peakYearCapex = 0;
  double rentedShare = 0;  // GPU-hours not served by owned servers / all GPU-hours
};

// One assignment that separates the best candidate from the runner-up: workload w served as the
// runner-up serves it, all else as the best; `effect` is that change's present value (> 0: the
// best is cheaper for it). Null when that mix is not feasible.
struct SeparatingAssignment {
  int workload = 0;
  int bestOption = 0, runnerUpOption = 0;
  std::optional<double> effect;
};

// How close the best plan comes to a limit (docs/MODEL.md §13.4): a site's power envelope or
// racks at its highest month, the capex budget in the peak fiscal year, the rented share.
struct BindingLimit {
  enum class Kind { Power, Racks, Budget, RentedShare };
  Kind kind = Kind::Power;
  std::string site;  // Power and Racks: the site's name
  double used = 0, limit = 0;
  std::string when;  // the month ("2028-04", "month 16") or fiscal year ("FY2027", "year 2")
};

struct FinderResult {
  std::vector<std::string> workloads;
  std::vector<SupplyOption> options;
  std::vector<std::vector<int>> optionsOfWorkload;  // the feasible supplies of each workload
  double spaceSize = 0;                             // Π_w |optionsOfWorkload[w]|
  long long assignments = 0;  // assignments enumerated (every one, unless cancelled)
  long long feasible = 0;     // of them, those that break no rule
  long long partEvaluations = 0;
  bool exact = true;  // every assignment was priced
  bool cancelled = false;
  std::vector<FinderCandidate> ranked;  // best first
  std::vector<FinderCandidate> pareto;  // present value against peak fiscal-year capex
  std::vector<SeparatingAssignment> separating;
  std::vector<BindingLimit> limitsOfBest;
  std::string bestTypedPlan;  // the cheapest of the scenario's own plans, for comparison
  std::optional<double> bestTypedPresentValue;
  int firstFiscalYear = 0;  // the fiscal year of month 0 (its calendar year) or 1 without a date
  Problems problems;        // the scenario's, or why the space cannot be searched
};

// Progress: `report` with the share done and the best so far (from any thread, serialised);
// `cancel` stops the search, which returns what it ranked so far.
struct FinderProgress {
  std::function<void(double done, const std::vector<FinderCandidate>& best)> report;
  const std::atomic<bool>* cancel = nullptr;
};

// Searches scenario `index` of its workbook (which must have no problem).
FinderResult findPlans(const Scenario& scenario, int index, const FinderOptions& options = {},
                       const FinderProgress& progress = {});

// The candidate as a portfolio plan named `name`.
Plan portfolioPlanOf(const FinderResult& result, const FinderCandidate& candidate,
                     const std::string& name);

}  // namespace fleetcost
