// The editors' item models: an edit is one undo step, undo and redo restore the scenario, rows
// are added, copied, moved and removed, typed text is never lost, problems show on their cells.
#include <gtest/gtest.h>

#include <QApplication>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTimer>

#include "model/scenario/field_specs.h"
#include "support/editor_models.h"
#include "support/test_workbooks.h"
#include "ui/core/document/workbook_document.h"
#include "ui/core/session/evaluation_snapshot.h"
#include "ui/core/session/session.h"
#include "ui/views/editors/shipped_value_menu.h"
#include "ui/views/models/form_model.h"
#include "ui/views/models/list_table_model.h"
#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui {
namespace {

using test_support::column;

std::unique_ptr<WorkbookDocument> baseDocument() {
  return test_support::documentOf(test::baseScenario());
}

TEST(ItemModels, SetDataUndoRedoRestoresTheScenario) {
  auto document = baseDocument();
  ListTableModel offers(document.get(), rentalOffersBinding(), "offer");
  const Scenario before = document->scenario(0);
  const QModelIndex price = offers.index(0, column(offers, "on_demand_per_gpu_hour"));
  EXPECT_EQ(price.data(Qt::DisplayRole).toString(), "2");
  ASSERT_TRUE(offers.setData(price, "2.5", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).rentalOffers[0].onDemandPerGpuHour.value, 2.5);
  EXPECT_EQ(price.data(Qt::DisplayRole).toString(), "2.5");
  EXPECT_EQ(document->undoStack()->count(), 1);
  document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0), before);
  EXPECT_EQ(price.data(Qt::DisplayRole).toString(), "2");
  document->undoStack()->redo();
  EXPECT_DOUBLE_EQ(document->scenario(0).rentalOffers[0].onDemandPerGpuHour.value, 2.5);
}

TEST(ItemModels, PercentagesAndLocaleNumbers) {
  auto document = baseDocument();
  ListTableModel workloads(document.get(), workloadsBinding(), "workload");
  const QModelIndex growth = workloads.index(0, column(workloads, "annual_growth"));
  ASSERT_TRUE(workloads.setData(growth, "30 %", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).workloads[0].annualGrowth.value, 0.3);
  EXPECT_EQ(growth.data(Qt::DisplayRole).toString(), "30 %");
  const QModelIndex hours = workloads.index(0, column(workloads, "gpu_hours_per_month"));
  ASSERT_TRUE(workloads.setData(hours, "12,000", Qt::EditRole));  // grouped, en_US
  EXPECT_DOUBLE_EQ(document->scenario(0).workloads[0].gpuHoursPerMonth.value, 12000);
  EXPECT_EQ(hours.data(Qt::DisplayRole).toString(), "12,000");
}

TEST(ItemModels, TextThatIsNotANumberIsKeptAndShownAsAProblem) {
  auto document = baseDocument();
  ListTableModel servers(document.get(), serverModelsBinding(), "server");
  const QModelIndex price = servers.index(0, column(servers, "price"));
  ASSERT_TRUE(servers.setData(price, "about 300k", Qt::EditRole));
  EXPECT_EQ(price.data(Qt::DisplayRole).toString(), "about 300k");  // nothing typed is lost
  const SnapshotPtr snapshot = evaluateWorkbook(document->workbook(), 1);
  servers.setProblems(snapshot->problems(0));
  EXPECT_EQ(price.data(ProblemRole).toString(), "expected a number, got a string");
  EXPECT_TRUE(price.data(Qt::BackgroundRole).isValid());
  EXPECT_TRUE(price.data(Qt::ToolTipRole).toString().startsWith("expected a number"));
  EXPECT_FALSE(snapshot->result(0));  // no stale numbers for an invalid scenario
}

TEST(ItemModels, AnInvalidCellShowsItsProblem) {
  auto document = baseDocument();
  FormModel settings(document.get(), scenarioSettingsBinding());
  const int horizonRow = 1;
  ASSERT_EQ(settings.index(horizonRow, 0).data().toString(), "Horizon (months)");
  ASSERT_TRUE(settings.setData(settings.index(horizonRow, 1), "700", Qt::EditRole));
  const SnapshotPtr snapshot = evaluateWorkbook(document->workbook(), 1);
  settings.setProblems(snapshot->problems(0));
  EXPECT_EQ(settings.index(horizonRow, 1).data(ProblemRole).toString(),
            "must be a whole number of months from 1 to 600, got 700");
  EXPECT_TRUE(settings.index(horizonRow, 1).data(Qt::BackgroundRole).isValid());
  EXPECT_FALSE(settings.index(0, 1).data(Qt::BackgroundRole).isValid());
}

TEST(ItemModels, RowsAreAddedCopiedMovedAndRemovedAsUndoSteps) {
  auto document = baseDocument();
  ListTableModel plans(document.get(), plansBinding(), "plan");
  EXPECT_EQ(plans.rowCount(), 1);
  EXPECT_EQ(plans.addRow(1), 1);
  EXPECT_EQ(plans.rowCount(), 2);
  EXPECT_EQ(document->scenario(0).plans[1].name, "New plan");
  EXPECT_EQ(plans.duplicateRow(0), 1);
  EXPECT_EQ(document->scenario(0).plans[1].name, "rent (copy)");
  EXPECT_EQ(plans.moveRow(1, 0), 0);
  EXPECT_EQ(document->scenario(0).plans[0].name, "rent (copy)");
  plans.removeRow(0);
  EXPECT_EQ(plans.rowCount(), 2);
  EXPECT_EQ(document->undoStack()->count(), 4);
  for (int i = 0; i < 4; ++i) document->undoStack()->undo();
  EXPECT_EQ(plans.rowCount(), 1);
  EXPECT_EQ(document->scenario(0).plans[0].name, "rent");
}

// Every field of the field table has its column, so a field added to the model reaches the
// screen (issue 24's cooling kind, whole rack, weight and floor loading among them).
template <class T>
void expectEveryFieldAColumn(const ListBinding& binding) {
  QStringList keys;
  for (int c = 0; c < binding.columnCount(); ++c) keys << binding.columnKey(c);
  for (const auto& spec : fieldSpecs<T>())
    EXPECT_TRUE(keys.contains(QString::fromLatin1(spec.key))) << spec.key;
}

TEST(ItemModels, ServersAndCoolingOptionsShowEveryField) {
  expectEveryFieldAColumn<ServerModel>(*serverModelsBinding());
  expectEveryFieldAColumn<CoolingOption>(*coolingOptionsBinding([] { return 0; }));
}

TEST(ItemModels, ChoicesForReferences) {
  auto document = baseDocument();
  ListTableModel workloads(document.get(), workloadsBinding(), "workload");
  const QModelIndex gpu = workloads.index(0, column(workloads, "gpu"));
  EXPECT_EQ(gpu.data(ChoicesRole).toStringList(), QStringList{"g1"});
  EXPECT_EQ(gpu.data(Qt::DisplayRole).toString(), "GPU One (g1)");
  const QModelIndex kind = workloads.index(0, column(workloads, "kind"));
  EXPECT_EQ(kind.data(Qt::DisplayRole).toString(), "Training");
}

TEST(ItemModels, EditingAShippedFigureMarksItOverridden) {
  WorkbookDocument document;  // the shipped template: every figure has a source
  ListTableModel sites(&document, sitesBinding(), "site");
  const QModelIndex energy = sites.index(0, column(sites, "energy_per_kwh"));
  EXPECT_TRUE(energy.data(Qt::ToolTipRole).toString().contains("Source:"));
  EXPECT_FALSE(energy.data(OverriddenRole).toBool());
  ASSERT_TRUE(sites.setData(energy, "25", Qt::EditRole));
  EXPECT_TRUE(energy.data(OverriddenRole).toBool());
  // The shipped Tokyo energy price: 23.5 JPY/kWh (TEPCO estimate, docs/defaults-audit.md §9.2).
  EXPECT_TRUE(energy.data(Qt::ToolTipRole).toString().contains("Shipped value: 23.5"));
  EXPECT_TRUE(energy.data(Qt::FontRole).value<QFont>().italic());
  // Reset puts the shipped figure back, source and all, as one more undo step.
  const Figure shipped = WorkbookDocument().scenario(0).sites[0].energyPerKwh;
  ASSERT_TRUE(sites.resetToShipped(energy));
  EXPECT_EQ(document.scenario(0).sites[0].energyPerKwh, shipped);
  EXPECT_FALSE(energy.data(OverriddenRole).toBool());
  EXPECT_FALSE(sites.resetToShipped(energy));  // nothing left to reset
  EXPECT_EQ(document.undoStack()->count(), 2);
}

// What the editors' right click offers on a cell: "Reset to the shipped value", enabled only on
// a figure the user changed; choosing it hands that cell to the reset.
struct MenuSeen {
  QString text;
  bool enabled = false;
};

MenuSeen rightClick(QTableView& view, const QModelIndex& index, bool choose) {
  MenuSeen seen;
  QTimer::singleShot(0, [&] {
    auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
    if (!menu || menu->actions().isEmpty()) {
      ADD_FAILURE() << "no context menu";
      if (menu) menu->close();
      return;
    }
    QAction* action = menu->actions().front();
    seen = {action->text(), action->isEnabled()};
    if (choose) menu->setActiveAction(action);
    QTest::keyClick(menu, choose ? Qt::Key_Return : Qt::Key_Escape);
  });
  view.scrollTo(index);
  emit view.customContextMenuRequested(view.visualRect(index).center());
  return seen;
}

TEST(ShippedValueMenu, ResetsTheClickedFigureAndOnlyAChangedOne) {
  Session session;  // the shipped template: every figure as shipped
  WorkbookDocument* document = session.document();
  ListTableModel sites(document, sitesBinding(), "site");
  QTableView view;
  view.setModel(&sites);
  view.resize(1400, 300);
  view.show();
  const int energy = column(sites, "energy_per_kwh");
  ASSERT_TRUE(sites.setData(sites.index(0, energy), "25", Qt::EditRole));
  std::vector<QModelIndex> resets;
  addShippedValueMenu(&view, &session, [&](const QModelIndex& index) {
    resets.push_back(index);
    sites.resetToShipped(index);
  });

  // The second site's tariff is as shipped: the action is there but disabled.
  const MenuSeen untouched = rightClick(view, sites.index(1, energy), false);
  EXPECT_EQ(untouched.text, "Reset to the shipped value");
  EXPECT_FALSE(untouched.enabled);
  EXPECT_TRUE(resets.empty());

  // The first site's tariff was changed: enabled, and choosing it resets that very cell.
  const MenuSeen changed = rightClick(view, sites.index(0, energy), true);
  EXPECT_TRUE(changed.enabled);
  ASSERT_EQ(resets.size(), 1u);
  EXPECT_EQ(resets.front(), sites.index(0, energy));
  EXPECT_EQ(document->scenario(0).sites[0].energyPerKwh,
            WorkbookDocument().scenario(0).sites[0].energyPerKwh);
}

}  // namespace
}  // namespace fleetcost::ui
