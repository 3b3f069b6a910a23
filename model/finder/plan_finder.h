// The plan finder (docs/finder.md): every assignment of each workload to a supply the scenario
// allows, priced as portfolio plans by the one engine, ranked by present value, with the Pareto
// front of present value against the peak fiscal year's capex and what separates the best from
// the runner-up. Exact: each supply's cost of each set of workloads is evaluated once, and
// every assignment of the space is summed from those values.
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/finder/supply_options.h"
#include "model/results/scenario_result.h"
#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

// P95: the 95th percentile of present value over Monte Carlo trials (docs/finder.md), among
// the `p95Pool` candidates of lowest present value.
enum class FinderObjective { PresentValue, PresentValueAfterTax, P95 };

struct FinderOptions {
  int top = 10;
  FinderObjective objective = FinderObjective::PresentValue;
  int threads = 2;
  // Spaces of more assignments are searched by branch and bound, which stops after `maxNodes`
  // nodes with a proven lower bound; more sets of workloads to price are refused with a problem
  // (docs/finder.md).
  double maxAssignments = 50'000'000;
  long long maxPartEvaluations = 20'000;
  double maxNodes = 5'000'000;
  // Objective P95: the Monte Carlo trials and seed, and how many candidates it ranks.
  long long trials = 1000;
  std::uint64_t seed = 1;
  int p95Pool = 40;
};

struct FinderCandidate {
  std::vector<int> option;          // per workload: index in FinderResult::options
  double presentValue = 0;          // of the objective; the portfolio plan's own when ranked
  std::vector<double> capexByYear;  // per fiscal year (docs/finder.md)
  double peakYearCapex = 0;
  double rentedShare = 0;  // GPU-hours not served by owned servers / all GPU-hours
  // Objective P95: the plan's 95th percentile of present value over the trials.
  std::optional<double> p95;
  // Other feasible assignments of the same present value (to 1e-9 of it), not ranked apart:
  // how many, and the first few of them (per workload: index in FinderResult::options).
  long long equalAlternatives = 0;
  std::vector<std::vector<int>> alternatives;
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
  // Assignments enumerated (every one, unless cancelled); by branch and bound, those priced.
  long long assignments = 0;
  long long feasible = 0;  // of them, those that break no rule
  long long partEvaluations = 0;
  bool exact = true;  // the best is proven: every assignment priced, or branch and bound finished
  bool cancelled = false;
  bool branchAndBound = false;  // the space was above maxAssignments
  // Branch and bound stopped early: no assignment costs less than this (docs/finder.md).
  std::optional<double> lowerBound;
  std::vector<FinderCandidate> ranked;     // best first
  std::vector<FinderCandidate> pareto;     // present value against peak fiscal-year capex
  std::vector<FinderCandidate> paretoP95;  // objective P95: present value against P95
  std::vector<SeparatingAssignment> separating;
  std::vector<BindingLimit> limitsOfBest;
  // The best candidate evaluated as its portfolio plan: its parts' costs (PlanResult::parts and
  // supplies) and the cost charged to each of its workloads (workload allocation, nominal).
  std::optional<PlanResult> bestPlan;
  std::vector<WorkloadCost> bestWorkloadCosts;
  std::string bestTypedPlan;  // the cheapest of the scenario's own plans, for comparison
  std::optional<double> bestTypedPresentValue;
  // The fiscal year of month 0 (the calendar year it starts in), or 1 without a start date.
  int firstFiscalYear = 1;
  Problems problems;  // the scenario's, or why the space cannot be searched

  // (best - lowerBound) / best, when there is a bound and a best candidate.
  std::optional<double> gap() const;
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
