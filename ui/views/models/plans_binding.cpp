// The plans' table, with each plan's financing (docs/MODEL.md §4 and §11); a plan switched to
// portfolio gets its supplies in the same edit.
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

namespace {

const QString kFinancing = QStringLiteral("financing");

const Financing* financingOf(const Plan& p) {
  return &p.financing;
}
Financing& financingForEdit(Plan& p) {
  p.financing.present = true;
  return p.financing;
}

// Cash or lease; absent means cash. A lease states its term (36 months) if it has none.
Column<Plan> financingMethod() {
  Column<Plan> c = nestedColumn<Plan, Financing>(fieldColumn(&Financing::method), kFinancing,
                                                 financingOf, financingForEdit);
  c.key = kFinancing;  // the plan's financing as a whole: problems of the object show here
  c.setData = [](Plan& p, const QVariant& value) {
    Financing& f = financingForEdit(p);
    f.method = value.toString().toStdString();
    if (f.method == "lease" && !f.termMonths.present) f.termMonths = Figure::of(36);
  };
  return c;
}

// A plan switched to portfolio without supplies gets one for every workload in the same edit
// (one undo step), so the portfolio is complete from the start.
class PlansBinding : public ListBindingFor<Plan> {
 public:
  using ListBindingFor<Plan>::ListBindingFor;
  void setData(Scenario& s, int row, int column, const QVariant& value) const override {
    ListBindingFor<Plan>::setData(s, row, column, value);
    if (columnKey(column) != QLatin1String(keyOf(&Plan::strategy))) return;
    if (row >= 0 && row < static_cast<int>(s.plans.size()) && s.plans[row].assignments.empty())
      assignEveryWorkload(s, row);
  }
};

}  // namespace

std::unique_ptr<ListBinding> plansBinding() {
  using T = Plan;
  std::vector<Column<T>> columns{
      fieldColumn(&T::name),
      fieldColumn(&T::strategy),
      fieldColumn(&T::site),
      fieldColumn(&T::rentalRegion),
      fieldColumn(&T::provider),
      fieldColumn(&T::apiProvider),
      fieldColumn(&T::spotShare),
      financingMethod(),
      nestedColumn<T, Financing>(fieldColumn(&Financing::annualRate), kFinancing, financingOf,
                                 financingForEdit),
      nestedColumn<T, Financing>(fieldColumn(&Financing::termMonths), kFinancing, financingOf,
                                 financingForEdit),
  };
  return std::make_unique<PlansBinding>(
      [](Scenario& s) { return &s.plans; }, [](const Scenario&) { return "/plans"; },
      std::move(columns),
      [](const Scenario& s) {
        T p;
        p.name = uniqueName(s.plans, Columns::tr("New plan").toStdString());
        p.strategy = "rent_on_demand";
        if (!s.regions.empty()) p.rentalRegion = s.regions.front().id;
        return p;
      });
}

}  // namespace fleetcost::ui
