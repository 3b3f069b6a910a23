// The "done means", end to end on the real main window: open the example, raise Hong
// Kong's power tariff and see the break-even move, undo it, duplicate the scenario as "high
// growth", compare the two, and save.
#include <gtest/gtest.h>

#include <QComboBox>
#include <QFile>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <fstream>
#include <map>

#include "model/io/workbook_reader.h"
#include "support/test_workbooks.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/compare/compare_dialog.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/results/kpi_cards.h"
#include "ui/views/results/problems_panel.h"
#include "ui/views/results/results_panel.h"

namespace fleetcost::ui {
namespace {

SnapshotPtr nextSnapshot(Session* session) {
  QSignalSpy spy(session, &Session::snapshotChanged);
  EXPECT_TRUE(spy.wait(10000));
  return session->snapshot();
}

const PlanResult& plan(const ScenarioResult& r, const std::string& name) {
  for (const PlanResult& p : r.plans)
    if (p.name == name) return p;
  ADD_FAILURE() << "no plan " << name;
  return r.plans.front();
}

std::optional<int> breakEven(const ScenarioResult& r, const std::string& owning,
                             const std::string& renting) {
  for (const BreakEven& b : r.breakeven)
    if (r.plans[b.owningPlan].name == owning && r.plans[b.rentingPlan].name == renting)
      return b.month;
  return std::nullopt;  // the owning plan owns no server: no pair, never
}

TEST(Workflow, RaiseHongKongPowerUndoDuplicateCompareSave) {
  QTemporaryDir dir;
  const QString path = dir.filePath("tokyo-vs-hong-kong.fleetcost");
  ASSERT_TRUE(QFile::copy(
      QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost")),
      path));
  MainWindow window;
  Session* session = window.session();
  ASSERT_TRUE(window.openFile(path));
  SnapshotPtr before = nextSnapshot(session);
  ASSERT_TRUE(before->result(0));
  const double colocateBefore = plan(*before->result(0), "Colocate — Hong Kong").pvCost;
  const auto breakEvenBefore =
      breakEven(*before->result(0), "Hybrid — Hong Kong", "Rent on demand — Hong Kong");
  ASSERT_TRUE(breakEvenBefore);  // the example's Hong Kong hybrid pays off within the 5 years
  EXPECT_TRUE(window.results()->showsResults());

  // Sites tab: Hong Kong's energy price from HK$1.30 to HK$1.80 per kWh.
  ListTableModel* model = nullptr;
  int energy = -1;
  for (ListEditor* editor : window.editorTabs()->widget(2)->findChildren<ListEditor*>())
    for (int c = 0; c < editor->model()->columnCount(); ++c)
      if (editor->model()->binding().columnKey(c) == "energy_per_kwh") {
        model = editor->model();
        energy = c;
      }
  ASSERT_GE(energy, 0);
  ASSERT_EQ(model->index(1, 0).data().toString(), "hong_kong_colo");
  ASSERT_TRUE(model->setData(model->index(1, energy), "1.8", Qt::EditRole));
  SnapshotPtr raised = nextSnapshot(session);
  const ScenarioResult& r = *raised->result(0);
  EXPECT_GT(plan(r, "Colocate — Hong Kong").pvCost, colocateBefore);
  // Dearer power in Hong Kong moves the hybrid's break-even (later, or never).
  EXPECT_NE(breakEven(r, "Hybrid — Hong Kong", "Rent on demand — Hong Kong"), breakEvenBefore);
  EXPECT_TRUE(window.isWindowModified());

  // Undo: the figures come back exactly.
  session->document()->undoStack()->undo();
  SnapshotPtr undone = nextSnapshot(session);
  EXPECT_DOUBLE_EQ(plan(*undone->result(0), "Colocate — Hong Kong").pvCost, colocateBefore);
  EXPECT_EQ(breakEven(*undone->result(0), "Hybrid — Hong Kong", "Rent on demand — Hong Kong"),
            breakEvenBefore);

  // Duplicate as "high growth" with faster growth of the pretraining workload.
  std::vector<Scenario> scenarios = session->document()->workbook().scenarios;
  Scenario growth = scenarios[0];
  growth.name = "high growth";
  growth.workloads[0].annualGrowth = Figure::of(0.8);
  scenarios.insert(scenarios.begin() + 1, growth);
  session->document()->changeScenarios(scenarios, "Duplicate scenario", 1);
  SnapshotPtr both = nextSnapshot(session);
  ASSERT_TRUE(both->result(1));
  EXPECT_GT(plan(*both->result(1), "Rent on demand — Tokyo").pvCost,
            plan(*both->result(0), "Rent on demand — Tokyo").pvCost);

  CompareDialog compare(session, &window);
  compare.setSelectedScenarios({0, 1});
  ASSERT_EQ(compare.table()->columnCount(), 2);
  EXPECT_EQ(compare.table()->horizontalHeaderItem(1)->text(), "high growth");
  EXPECT_FALSE(compare.chart()->isShowingMessage());

  // Save, and the file on disk holds both scenarios.
  QString error;
  ASSERT_TRUE(session->document()->save(&error)) << error.toStdString();
  EXPECT_FALSE(window.isWindowModified());
  const ReadWorkbook back = readWorkbookFile(path.toStdString());
  ASSERT_TRUE(back.workbook);
  ASSERT_EQ(back.workbook->scenarios.size(), 4u);  // the example's three, plus the copy
  EXPECT_EQ(back.workbook->scenarios[1].name, "high growth");
}

TEST(Workflow, AnInvalidScenarioShowsProblemsNotStaleNumbers) {
  MainWindow window;
  Session* session = window.session();
  nextSnapshot(session);
  EXPECT_TRUE(window.results()->showsResults());
  EXPECT_TRUE(window.results()->cards()->showsFigures());
  Scenario broken = session->document()->scenario(0);
  broken.horizonMonths = Figure::of(0);
  session->document()->changeScenario(0, broken, "Break it");
  nextSnapshot(session);
  EXPECT_FALSE(window.results()->showsResults());
  EXPECT_EQ(window.results()->problems()->count(), 1);
  EXPECT_FALSE(window.results()->cards()->showsFigures());
  window.goToPointer("/scenarios/0/horizon_months");
  EXPECT_EQ(window.editorTabs()->currentIndex(), 4);  // Finance & policy
}

// A problem opens the editor that shows it, for every top-level key of a scenario (the keys of
// the example's first scenario, read from its file): lists at their first item's first field,
// objects at their first key, values as they are. The tab each belongs to is the one a user
// finds it on; "note" has no editor of its own and opens the scenario's form.
TEST(Workflow, AProblemOpensTheEditorThatShowsIt) {
  MainWindow window;
  const std::string file = test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost");
  ASSERT_TRUE(window.openFile(QString::fromStdString(file)));
  nextSnapshot(window.session());
  std::ifstream in(file);
  const test::Json scenario = test::Json::parse(in)["scenarios"][0];
  const std::map<std::string, QString> tabOf{{"workloads", "Workloads"},
                                             {"gpu_models", "Hardware"},
                                             {"server_models", "Hardware"},
                                             {"sites", "Sites"},
                                             {"rental_offers", "Rental offers"},
                                             {"api_offers", "Rental offers"},
                                             {"plans", "Plans"}};
  QTabWidget* tabs = window.editorTabs();
  int checked = 0;
  for (const auto& [key, value] : scenario.items()) {
    std::string pointer = "/scenarios/0/" + key;
    if (value.is_array() && !value.empty()) {
      pointer += "/0";
      if (value[0].is_object()) pointer += "/" + value[0].begin().key();
    } else if (value.is_object() && !value.empty()) {
      pointer += "/" + value.begin().key();
    }
    SCOPED_TRACE(pointer);
    const auto expected = tabOf.find(key);
    const QString tab =
        expected != tabOf.end() ? expected->second : QStringLiteral("Finance && policy");
    tabs->setCurrentIndex(tab == "Workloads" ? 1 : 0);  // elsewhere first
    window.goToPointer(QString::fromStdString(pointer));
    EXPECT_EQ(tabs->tabText(tabs->currentIndex()), tab);
    ++checked;
  }
  EXPECT_EQ(checked, 16);

  // A pointer into a sub-list: the site's row, then its cooling option's, both selected.
  window.goToPointer("/scenarios/0/sites/1/cooling_options/1/pue");
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()), "Sites");
  ListEditor *sites = nullptr, *options = nullptr;
  for (ListEditor* list : tabs->currentWidget()->findChildren<ListEditor*>())
    (list->model()->listPointer() == "/scenarios/0/sites" ? sites : options) = list;
  ASSERT_TRUE(sites && options);
  EXPECT_EQ(sites->currentRow(), 1);
  EXPECT_EQ(options->currentRow(), 1);
  EXPECT_EQ(options->model()->cellPointer(1, options->view()->currentIndex().column()),
            "/scenarios/0/sites/1/cooling_options/1/pue");
  // An API offer's price opens the Rental offers tab at that cell (it opened Finance before).
  window.goToPointer("/scenarios/0/api_offers/0/output_per_million_tokens/high");
  EXPECT_EQ(tabs->tabText(tabs->currentIndex()), "Rental offers");
}

}  // namespace
}  // namespace fleetcost::ui

namespace fleetcost::ui {
namespace {

// The results panel's tax switch: after tax adds the tax category to every plan's flows and is
// said under the charts; back to "as each scenario says" restores the before-tax figures; the
// workbook itself is not changed.
TEST(Workflow, TaxViewSwitchesEveryResultWithoutEditingTheWorkbook) {
  MainWindow window;
  Session* session = window.session();
  ASSERT_TRUE(window.openFile(
      QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"))));
  const SnapshotPtr before = nextSnapshot(session);
  ASSERT_TRUE(before->result(0));
  ASSERT_FALSE(before->result(0)->afterTax);  // the example reports before tax
  const double colocatePv = plan(*before->result(0), "Colocate — Tokyo").pvCost;

  window.results()->taxViewBox()->setCurrentIndex(2);  // After tax
  const SnapshotPtr after = nextSnapshot(session);
  const ScenarioResult& r = *after->result(0);
  EXPECT_TRUE(r.afterTax);
  for (const PlanResult& p : r.plans) EXPECT_FALSE(p.flow(Category::Tax).empty()) << p.name;
  // Tokyo deducts costs at 31.52 %: colocating costs less after tax than before.
  EXPECT_LT(plan(r, "Colocate — Tokyo").pvCost, colocatePv);
  EXPECT_FALSE(session->document()->isModified());
  EXPECT_FALSE(session->document()->workbook().scenarios[0].afterTax.value_or(false));

  window.results()->taxViewBox()->setCurrentIndex(0);  // as each scenario says
  const SnapshotPtr back = nextSnapshot(session);
  EXPECT_FALSE(back->result(0)->afterTax);
  EXPECT_DOUBLE_EQ(plan(*back->result(0), "Colocate — Tokyo").pvCost, colocatePv);
}

}  // namespace
}  // namespace fleetcost::ui
