// The Plans tab's supplies of a portfolio plan: the table's columns and choices, "Add every
// workload" and the switch to portfolio as one undo step each, the table hidden for other plans,
// and a problem inside a supply marking and revealing its cell.
#include <gtest/gtest.h>

#include <QTableView>
#include <QToolButton>

#include "model/io/workbook_writer.h"
#include "support/editor_models.h"
#include "support/test_workbooks.h"
#include "ui/core/session/session.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/editors/portfolio_supplies_editor.h"
#include "ui/views/models/list_table_model.h"
#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui {
namespace {

using test::Json;
using test_support::column;
using test_support::documentOf;

// The base scenario with a second region r2 and workloads w1, w2, w3; plan 0 "rent" rents on
// demand in r1, plan 1 "mix" is a portfolio in r2 that colocates w2 at site1.
Json portfolioScenario() {
  Json s = test::baseScenario();
  s["regions"].push_back({{"id", "r2"}, {"name", "Region Two"}});
  for (const char* name : {"w2", "w3"})
    s["workloads"].push_back(
        {{"name", name}, {"kind", "training"}, {"gpu", "g1"}, {"gpu_hours_per_month", 730}});
  s["plans"].push_back(Json::parse(R"({"name": "mix", "strategy": "portfolio",
      "rental_region": "r2",
      "assignments": [{"workload": "w2", "strategy": "colocate", "site": "site1"}]})"));
  return s;
}

std::string fileText(const WorkbookDocument& document) {
  return writeWorkbookText(document.workbook());
}

TEST(PortfolioSupplies, ColumnsAndChoices) {
  auto document = documentOf(portfolioScenario());
  ListTableModel supplies(document.get(), assignmentsBinding([] { return 1; }), "supply");
  // spot_share: docs/MODEL.md §15.
  ASSERT_EQ(supplies.columnCount(), 7);
  const QStringList keys{"workload", "strategy",     "site",      "rental_region",
                         "provider", "api_provider", "spot_share"};
  const QStringList headers{"Workload", "Supply",       "Site",      "Rental region",
                            "Provider", "API provider", "Spot share"};
  for (int c = 0; c < 7; ++c) {
    EXPECT_EQ(supplies.binding().columnKey(c), keys[c]);
    EXPECT_EQ(supplies.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString(), headers[c]);
  }
  EXPECT_EQ(supplies.listPointer(), "/scenarios/0/plans/1/assignments");
  ASSERT_EQ(supplies.rowCount(), 1);
  const QModelIndex workload = supplies.index(0, 0);
  EXPECT_EQ(workload.data(Qt::DisplayRole).toString(), "w2");
  EXPECT_EQ(workload.data(ChoicesRole).toStringList(), (QStringList{"w1", "w2", "w3"}));
  // Every strategy but portfolio, labelled as the plans table labels them.
  const QModelIndex strategy = supplies.index(0, 1);
  EXPECT_EQ(strategy.data(ChoicesRole).toStringList(),
            (QStringList{"rent_on_demand", "rent_reserved", "colocate", "hybrid", "api"}));
  EXPECT_EQ(strategy.data(ChoiceLabelsRole).toStringList(),
            (QStringList{"Rent on demand", "Rent reserved", "Colocate", "Hybrid", "Hosted API"}));
  EXPECT_EQ(strategy.data(Qt::DisplayRole).toString(), "Colocate");
  EXPECT_EQ(supplies.index(0, 2).data(ChoicesRole).toStringList(), (QStringList{"site1"}));
  EXPECT_EQ(supplies.index(0, 3).data(ChoicesRole).toStringList(), (QStringList{"r1", "r2"}));
  // An edit of a cell is one undo step.
  ASSERT_TRUE(supplies.setData(strategy, "hybrid", Qt::EditRole));
  EXPECT_EQ(document->scenario(0).plans[1].assignments[0].strategy, "hybrid");
  EXPECT_EQ(strategy.data(Qt::DisplayRole).toString(), "Hybrid");
  EXPECT_EQ(document->undoStack()->count(), 1);
}

TEST(PortfolioSupplies, APlanThatIsNotAPortfolioHasNoSuppliesToEdit) {
  auto document = documentOf(portfolioScenario());
  const std::string before = fileText(*document);
  ListTableModel supplies(document.get(), assignmentsBinding([] { return 0; }), "supply");
  EXPECT_FALSE(supplies.available());
  EXPECT_EQ(supplies.rowCount(), 0);
  EXPECT_EQ(supplies.addRow(0), -1);
  Scenario changed = document->scenario(0);
  EXPECT_EQ(assignEveryWorkload(changed, 0), 0);
  EXPECT_EQ(changed, document->scenario(0));
  EXPECT_EQ(document->undoStack()->count(), 0);
  EXPECT_EQ(fileText(*document), before);
}

TEST(PortfolioSupplies, AddedRowsServeTheNextWorkloadWithoutASupply) {
  auto document = documentOf(portfolioScenario());
  ListTableModel supplies(document.get(), assignmentsBinding([] { return 1; }), "supply");
  // w2 is served: the new row takes w1, renting on demand in the plan's region r2.
  EXPECT_EQ(supplies.addRow(1), 1);
  const Assignment& added = document->scenario(0).plans[1].assignments[1];
  EXPECT_EQ(added.workload, "w1");
  EXPECT_EQ(added.strategy, "rent_on_demand");
  EXPECT_EQ(added.rentalRegion, "r2");
  EXPECT_FALSE(added.site.has_value());
  supplies.removeRow(0);
  ASSERT_EQ(document->scenario(0).plans[1].assignments.size(), 1u);
  EXPECT_EQ(document->scenario(0).plans[1].assignments[0].workload, "w1");
  EXPECT_EQ(document->undoStack()->count(), 2);
}

// The editor beside a plans table, in a session holding the portfolio scenario.
struct PlansTab {
  PlansTab() {
    QString error;
    EXPECT_TRUE(session.document()->openText(
        QByteArray::fromStdString(test::workbookOf(portfolioScenario()).dump()), "scenario",
        &error));
    plans = new ListEditor(&session, plansBinding(), "Plans", "plan", &window);
    supplies = new PortfolioSuppliesEditor(&session, plans, &window);
  }
  Session session;
  QWidget window;
  ListEditor* plans;
  PortfolioSuppliesEditor* supplies;
};

TEST(PortfolioSupplies, AddEveryWorkloadIsOneUndoStep) {
  PlansTab tab;
  WorkbookDocument* document = tab.session.document();
  const std::string before = fileText(*document);
  tab.plans->selectRow(0);  // renting: no supplies, nothing to add
  EXPECT_TRUE(tab.supplies->isHidden());
  tab.supplies->addEveryWorkload();
  EXPECT_EQ(document->undoStack()->count(), 0);
  tab.plans->selectRow(1);
  EXPECT_FALSE(tab.supplies->isHidden());
  ASSERT_TRUE(tab.supplies->addEveryWorkloadButton()->isEnabled());
  tab.supplies->addEveryWorkloadButton()->click();
  // w2 keeps its colocation; w1 and w3, in the workloads' order, rent on demand in r2.
  const std::vector<Assignment>& after = document->scenario(0).plans[1].assignments;
  ASSERT_EQ(after.size(), 3u);
  EXPECT_EQ(after[0].workload, "w2");
  EXPECT_EQ(after[0].strategy, "colocate");
  EXPECT_EQ(after[1].workload, "w1");
  EXPECT_EQ(after[2].workload, "w3");
  for (std::size_t i = 1; i < 3; ++i) {
    EXPECT_EQ(after[i].strategy, "rent_on_demand");
    EXPECT_EQ(after[i].rentalRegion, "r2");
  }
  EXPECT_EQ(tab.supplies->table()->model()->rowCount(), 3);
  EXPECT_EQ(document->undoStack()->count(), 1);
  EXPECT_FALSE(tab.supplies->addEveryWorkloadButton()->isEnabled());  // every workload served
  document->undoStack()->undo();
  EXPECT_EQ(fileText(*document), before);
  EXPECT_EQ(tab.supplies->table()->model()->rowCount(), 1);
  EXPECT_TRUE(tab.supplies->addEveryWorkloadButton()->isEnabled());
}

TEST(PortfolioSupplies, SwitchingToPortfolioFillsTheSuppliesInTheSameStep) {
  auto document = documentOf(portfolioScenario());
  const std::string before = fileText(*document);
  ListTableModel plans(document.get(), plansBinding(), "plan");
  // "rent" rents in r1: its supplies, one per workload in their order, rent on demand there.
  ASSERT_TRUE(plans.setData(plans.index(0, column(plans, "strategy")), "portfolio", Qt::EditRole));
  const Plan& plan = document->scenario(0).plans[0];
  EXPECT_EQ(plan.strategy, "portfolio");
  ASSERT_EQ(plan.assignments.size(), 3u);
  const char* names[] = {"w1", "w2", "w3"};
  for (std::size_t i = 0; i < 3; ++i) {
    EXPECT_EQ(plan.assignments[i].workload, names[i]);
    EXPECT_EQ(plan.assignments[i].strategy, "rent_on_demand");
    EXPECT_EQ(plan.assignments[i].rentalRegion, "r1");
  }
  EXPECT_EQ(document->undoStack()->count(), 1);
  document->undoStack()->undo();
  EXPECT_EQ(fileText(*document), before);
  // A portfolio that has supplies keeps them as they are.
  ListTableModel again(document.get(), plansBinding(), "plan");
  ASSERT_TRUE(again.setData(again.index(1, column(again, "strategy")), "portfolio", Qt::EditRole));
  EXPECT_EQ(document->scenario(0).plans[1].assignments.size(), 1u);
}

TEST(PortfolioSupplies, APlanWithoutARegionSuppliesFromTheFirstRegion) {
  Json s = portfolioScenario();
  s["plans"][1].erase("rental_region");
  s["plans"][1]["assignments"] = Json::array();
  auto document = documentOf(s);
  Scenario changed = document->scenario(0);
  EXPECT_EQ(assignEveryWorkload(changed, 1), 3);
  for (const Assignment& a : changed.plans[1].assignments) EXPECT_EQ(a.rentalRegion, "r1");
}

TEST(PortfolioSupplies, AProblemInASupplyMarksAndRevealsItsCell) {
  PlansTab tab;
  const std::string pointer = "/scenarios/0/plans/1/assignments/0/site";
  const Problems problems{Problem(pointer, "no site with id site9 in sites")};
  ListEditor* supplies = tab.supplies->table();
  tab.plans->selectRow(0);
  // The plans table shows plan 1's row; the supplies of plan 0 show none of it.
  EXPECT_EQ(tab.plans->shows(pointer), std::string("/scenarios/0/plans/1").size());
  EXPECT_EQ(supplies->shows(pointer), 0u);
  // As the main window does: the plans table selects the plan, then its supplies the cell.
  tab.plans->reveal(pointer);
  EXPECT_EQ(tab.plans->currentRow(), 1);
  ASSERT_EQ(supplies->shows(pointer), std::string("/scenarios/0/plans/1/assignments/0").size());
  supplies->reveal(pointer);
  const QModelIndex current = supplies->view()->currentIndex();
  EXPECT_EQ(current.row(), 0);
  EXPECT_EQ(supplies->model()->binding().columnKey(current.column()), "site");
  EXPECT_EQ(supplies->model()->cellPointer(current.row(), current.column()), pointer);
  supplies->model()->setProblems(&problems);
  EXPECT_EQ(current.data(ProblemRole).toString(), "no site with id site9 in sites");
  EXPECT_TRUE(current.data(Qt::BackgroundRole).isValid());
  const QModelIndex region =
      supplies->model()->index(0, column(*supplies->model(), "rental_region"));
  EXPECT_FALSE(region.data(Qt::BackgroundRole).isValid());
}

}  // namespace
}  // namespace fleetcost::ui
