// The editors of issue 12 items 3 and 4: hosted API offers, a workload's model and token split,
// the api strategy and API provider of a plan, a rental offer's price path (each edit one undo
// step), and the results' cost per million tokens table.
#include <gtest/gtest.h>

#include <QTableWidget>
#include <QToolButton>

#include "model/evaluation/evaluate.h"
#include "support/editor_models.h"
#include "support/test_workbooks.h"
#include "ui/core/document/workbook_document.h"
#include "ui/views/models/list_table_model.h"
#include "ui/views/models/scenario_bindings.h"
#include "ui/views/results/token_costs_table.h"

namespace fleetcost::ui {
namespace {

using test::Json;

// The base scenario with an inference workload "chat" (1,000 tokens/s of model m1) and one API
// offer for m1 in r1 (USD 1 input, 4 output per million tokens).
Json apiScenario() {
  Json s = test::baseScenario();
  s["api_offers"] = Json::parse(R"([{"id": "a1", "provider": "P", "model": "m1", "region": "r1",
      "currency": "USD", "input_per_million_tokens": 1, "output_per_million_tokens": 4}])");
  s["workloads"].push_back(Json::parse(R"({"name": "chat", "kind": "inference", "gpu": "g1",
      "avg_tokens_per_second": 1000, "tokens_per_second_per_gpu": 500, "model": "m1",
      "input_token_share": 0.75})"));
  s["plans"].push_back({{"name", "api"}, {"strategy", "api"}, {"rental_region", "r1"}});
  return s;
}

using test_support::column;
using test_support::documentOf;

TEST(ApiEditors, ApiOfferPricesAreEditedAsOneUndoStepEach) {
  auto document = documentOf(apiScenario());
  ListTableModel offers(document.get(), apiOffersBinding(), "API offer");
  ASSERT_EQ(offers.rowCount(), 1);
  const QModelIndex output = offers.index(0, column(offers, "output_per_million_tokens"));
  EXPECT_EQ(output.data(Qt::DisplayRole).toString(), "4");
  ASSERT_TRUE(offers.setData(output, "3.5", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).apiOffers[0].outputPerMillionTokens.value, 3.5);
  // A new offer gets a fresh id and the prices a plan needs.
  EXPECT_EQ(offers.addRow(1), 1);
  const ApiOffer& added = document->scenario(0).apiOffers[1];
  EXPECT_EQ(added.id, "api_1");
  EXPECT_TRUE(added.inputPerMillionTokens.present && added.outputPerMillionTokens.present);
  EXPECT_EQ(document->undoStack()->count(), 2);
  document->undoStack()->undo();
  document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0).apiOffers.size(), 1u);
  EXPECT_DOUBLE_EQ(document->scenario(0).apiOffers[0].outputPerMillionTokens.value, 4);
}

TEST(ApiEditors, WorkloadModelAndTokenSplit) {
  auto document = documentOf(apiScenario());
  ListTableModel workloads(document.get(), workloadsBinding(), "workload");
  const QModelIndex model = workloads.index(1, column(workloads, "model"));
  // The models of the API offers, or none.
  EXPECT_EQ(model.data(ChoicesRole).toStringList(), (QStringList{QString(), "m1"}));
  const QModelIndex input = workloads.index(1, column(workloads, "input_token_share"));
  EXPECT_EQ(input.data(Qt::DisplayRole).toString(), "75 %");
  ASSERT_TRUE(workloads.setData(input, "60 %", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).workloads[1].inputTokenShare.value, 0.6);
  const QModelIndex cached = workloads.index(1, column(workloads, "cached_input_share"));
  ASSERT_TRUE(workloads.setData(cached, "20 %", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).workloads[1].cachedInputShare.value, 0.2);
  ASSERT_TRUE(workloads.setData(model, QString(), Qt::EditRole));  // "None"
  EXPECT_FALSE(document->scenario(0).workloads[1].model.has_value());
  EXPECT_EQ(document->undoStack()->count(), 3);
  document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0).workloads[1].model, "m1");
}

TEST(ApiEditors, PlanStrategyAndApiProvider) {
  auto document = documentOf(apiScenario());
  ListTableModel plans(document.get(), plansBinding(), "plan");
  const QModelIndex strategy = plans.index(1, column(plans, "strategy"));
  EXPECT_TRUE(strategy.data(ChoicesRole).toStringList().contains("api"));
  EXPECT_TRUE(strategy.data(ChoiceLabelsRole).toStringList().contains("Hosted API"));
  EXPECT_EQ(strategy.data(Qt::DisplayRole).toString(), "Hosted API");
  const QModelIndex provider = plans.index(1, column(plans, "api_provider"));
  EXPECT_EQ(provider.data(ChoicesRole).toStringList(), (QStringList{QString(), "P"}));
  ASSERT_TRUE(plans.setData(provider, "P", Qt::EditRole));
  EXPECT_EQ(document->scenario(0).plans[1].apiProvider, "P");
}

TEST(ApiEditors, PricePathPointsStartAndEndThePath) {
  auto document = documentOf(test::baseScenario());
  ListTableModel path(document.get(), pricePathBinding([] { return 0; }), "price point");
  EXPECT_EQ(path.rowCount(), 0);
  EXPECT_FALSE(document->scenario(0).rentalOffers[0].pricePath.present);
  // The first point starts the path: month 12 at the offer's on-demand price (2).
  EXPECT_EQ(path.addRow(0), 0);
  const PricePath& started = document->scenario(0).rentalOffers[0].pricePath;
  ASSERT_TRUE(started.present);
  ASSERT_EQ(started.points.size(), 1u);
  EXPECT_DOUBLE_EQ(started.points[0].month.value, 12);
  EXPECT_DOUBLE_EQ(started.points[0].onDemandPerGpuHour.value, 2);
  // The next comes 12 months later; an edit of its price is one more step.
  EXPECT_EQ(path.addRow(1), 1);
  EXPECT_DOUBLE_EQ(document->scenario(0).rentalOffers[0].pricePath.points[1].month.value, 24);
  ASSERT_TRUE(
      path.setData(path.index(1, column(path, "on_demand_per_gpu_hour")), "1.5", Qt::EditRole));
  EXPECT_DOUBLE_EQ(
      document->scenario(0).rentalOffers[0].pricePath.points[1].onDemandPerGpuHour.value, 1.5);
  // The offers table shows and edits the path's scale once there is a path.
  ListTableModel offers(document.get(), rentalOffersBinding(), "offer");
  const QModelIndex scale = offers.index(0, column(offers, "price_path/scale"));
  EXPECT_EQ(scale.data(Qt::DisplayRole).toString(), "1");
  ASSERT_TRUE(offers.setData(scale, "1.2", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->scenario(0).rentalOffers[0].pricePath.scale.value, 1.2);
  // Removing every point removes the path.
  path.removeRow(1);
  path.removeRow(0);
  EXPECT_FALSE(document->scenario(0).rentalOffers[0].pricePath.present);
  EXPECT_EQ(document->undoStack()->count(), 6);
  for (int i = 0; i < 6; ++i) document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0), test::loadScenario(test::baseScenario()));
}

// A price path's source and date sit beside its scale in the offers table: empty and not taken
// while the offer has no path, then edited as one undo step each.
TEST(ApiEditors, PricePathSourceAndDateBesideItsScale) {
  auto document = documentOf(test::baseScenario());
  ListTableModel offers(document.get(), rentalOffersBinding(), "offer");
  const QModelIndex source = offers.index(0, column(offers, "price_path/source"));
  const QModelIndex asOf = offers.index(0, column(offers, "price_path/as_of"));
  EXPECT_EQ(source.data(Qt::DisplayRole).toString(), QString());
  offers.setData(source, "Broker forward curve", Qt::EditRole);
  EXPECT_FALSE(document->scenario(0).rentalOffers[0].pricePath.present);  // no path made
  EXPECT_EQ(document->undoStack()->count(), 0);                           // nor an empty step
  ListTableModel path(document.get(), pricePathBinding([] { return 0; }), "price point");
  ASSERT_EQ(path.addRow(0), 0);
  const int steps = document->undoStack()->count();
  ASSERT_TRUE(offers.setData(source, "Broker forward curve", Qt::EditRole));
  ASSERT_TRUE(offers.setData(asOf, "2026-11-30", Qt::EditRole));
  const PricePath& p = document->scenario(0).rentalOffers[0].pricePath;
  EXPECT_EQ(p.source, "Broker forward curve");
  EXPECT_EQ(p.asOf, "2026-11-30");
  EXPECT_EQ(source.data(Qt::DisplayRole).toString(), "Broker forward curve");
  EXPECT_EQ(asOf.data(Qt::EditRole).toString(), "2026-11-30");
  EXPECT_EQ(document->undoStack()->count(), steps + 2);
  document->undoStack()->undo();
  EXPECT_FALSE(document->scenario(0).rentalOffers[0].pricePath.asOf.has_value());
}

TEST(ApiEditors, TokenCostsTableShowsEveryPlanSideBySide) {
  TokenCostsTable table;
  // Without token workloads the table hides.
  const ScenarioResult plain = test::evaluateJson(test::baseScenario());
  table.setResult(&plain);
  EXPECT_TRUE(table.isHidden());
  // chat: 2,628 million tokens a month. rent: its share of g1's rental, 2 per GPU-hour over 1.8
  // million tokens per GPU-hour = 1.11; api: 0.75 * 1 + 0.25 * 4 = 1.75 USD per million.
  const ScenarioResult r = test::evaluateJson(apiScenario());
  table.setResult(&r);
  EXPECT_FALSE(table.isHidden());
  EXPECT_TRUE(table.isExpanded());  // open at first: the scenario has a hosted API plan
  EXPECT_EQ(table.title()->text(),
            "Cost per million tokens (USD; the lowest for each workload in bold)");
  QTableWidget* t = table.table();
  ASSERT_EQ(t->rowCount(), 2);
  ASSERT_EQ(t->columnCount(), 2);
  EXPECT_EQ(t->horizontalHeaderItem(1)->text(), "chat");
  EXPECT_EQ(t->item(0, 0)->text(), "rent");
  EXPECT_EQ(t->item(0, 1)->text(), "US$1.11");
  EXPECT_EQ(t->item(1, 1)->text(), "US$1.75");
  EXPECT_TRUE(t->item(0, 1)->font().bold());  // the lowest for the workload
  EXPECT_FALSE(t->item(1, 1)->font().bold());
  // Folded away by its title, it takes only the title's height.
  const int open = table.sizeHint().height();
  table.title()->click();
  EXPECT_FALSE(table.isExpanded());
  EXPECT_LT(table.sizeHint().height(), open);
  table.setResult(&r);  // the reader's choice stays
  EXPECT_FALSE(table.isExpanded());
}

TEST(ApiEditors, TokenCostsTableStaysFoldedWhereAChartNeedsTheRoom) {
  // A 768-pixel screen: the open table would leave the chart above it too short to read.
  TokenCostsTable table;
  table.setRoomy(false);
  const ScenarioResult r = test::evaluateJson(apiScenario());
  table.setResult(&r);
  EXPECT_FALSE(table.isHidden());
  EXPECT_FALSE(table.isExpanded());
  table.setRoomy(true);  // the window grew: the reader has not chosen, so it opens
  EXPECT_TRUE(table.isExpanded());
  table.title()->click();  // folded by the reader: a later size does not reopen it
  table.setRoomy(true);
  EXPECT_FALSE(table.isExpanded());
}

}  // namespace
}  // namespace fleetcost::ui
