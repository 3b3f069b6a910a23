// The supplies of the selected portfolio plan: one row per workload, its typed strategy and where
// (docs/MODEL.md §13); and filling a portfolio with a supply for every workload it lacks.
#include <algorithm>

#include "model/scenario/strategy.h"
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

namespace {

template <class S>
auto* planAt(S& s, int row) {
  return row >= 0 && row < static_cast<int>(s.plans.size()) ? &s.plans[row] : nullptr;
}

bool assigned(const Plan& plan, const std::string& workload) {
  return std::any_of(plan.assignments.begin(), plan.assignments.end(),
                     [&](const Assignment& a) { return a.workload == workload; });
}

// Renting on demand in the plan's rental region, or the scenario's first region.
Assignment defaultSupply(const Scenario& s, const Plan& plan, std::optional<std::string> workload) {
  Assignment a;
  a.workload = std::move(workload);
  a.strategy = "rent_on_demand";
  if (plan.rentalRegion)
    a.rentalRegion = plan.rentalRegion;
  else if (!s.regions.empty())
    a.rentalRegion = s.regions.front().id;
  return a;
}

// The assignments of a portfolio plan; other plans have none to edit (the table hides), so no
// edit reaches them.
class AssignmentsBinding : public ListBindingFor<Assignment> {
 public:
  AssignmentsBinding(std::function<int()> plan, std::vector<Column<Assignment>> columns)
      : ListBindingFor<Assignment>(
            [plan](Scenario& s) -> std::vector<Assignment>* {
              Plan* p = planAt(s, plan());
              return p && isPortfolio(*p) ? &p->assignments : nullptr;
            },
            [plan](const Scenario&) {
              return partPointer(itemPointer("", &Scenario::plans, plan()), &Plan::assignments);
            },
            std::move(columns),
            [plan](const Scenario& s) {
              // The first workload without a supply (or the first workload).
              const Plan* p = planAt(s, plan());
              if (!p) return Assignment{};
              const std::vector<std::string> missing = workloadsWithoutSupply(s, *p);
              std::optional<std::string> workload;
              if (!missing.empty())
                workload = missing.front();
              else if (!s.workloads.empty())
                workload = s.workloads.front().name;
              return defaultSupply(s, *p, std::move(workload));
            }),
        plan_(std::move(plan)) {}

  void insertRow(Scenario& s, int row) const override {
    ListBindingFor<Assignment>::insertRow(s, row);
    markPresent(s);
  }
  void duplicateRow(Scenario& s, int row) const override {
    ListBindingFor<Assignment>::duplicateRow(s, row);
    markPresent(s);
  }

 private:
  void markPresent(Scenario& s) const {
    if (Plan* p = planAt(s, plan_()); p && isPortfolio(*p)) p->assignmentsPresent = true;
  }
  std::function<int()> plan_;
};

}  // namespace

bool isPortfolio(const Plan& plan) {
  return plan.strategy == strategyKey(Strategy::Portfolio);
}

std::unique_ptr<ListBinding> assignmentsBinding(std::function<int()> plan) {
  using T = Assignment;
  std::vector<Column<T>> columns{
      fieldColumn(&T::workload),     fieldColumn(&T::strategy), fieldColumn(&T::site),
      fieldColumn(&T::rentalRegion), fieldColumn(&T::provider), fieldColumn(&T::apiProvider),
      fieldColumn(&T::spotShare),
  };
  return std::make_unique<AssignmentsBinding>(std::move(plan), std::move(columns));
}

std::vector<std::string> workloadsWithoutSupply(const Scenario& s, const Plan& plan) {
  std::vector<std::string> out;
  for (const Workload& w : s.workloads)
    if (w.name && !assigned(plan, *w.name) &&
        std::find(out.begin(), out.end(), *w.name) == out.end())
      out.push_back(*w.name);
  return out;
}

int assignEveryWorkload(Scenario& s, int planRow) {
  Plan* plan = planAt(s, planRow);
  if (!plan || !isPortfolio(*plan)) return 0;
  const std::vector<std::string> missing = workloadsWithoutSupply(s, *plan);
  for (const std::string& workload : missing)
    plan->assignments.push_back(defaultSupply(s, *plan, workload));
  if (!missing.empty()) plan->assignmentsPresent = true;
  return static_cast<int>(missing.size());
}

}  // namespace fleetcost::ui
