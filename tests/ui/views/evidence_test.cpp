// Evidence and stale prices shown to people (issue 24): a workbook whose prices' date is 2026-11
// with an on-demand price dated 2019-04 — (2026 × 12 + 11) − (2019 × 12 + 4) = 91 months before,
// more than the default 12 — says so in the results' warning line, marks the price's cell amber
// with the age in its tooltip, and the register marks the row "stale: 91 months" beside its kind
// of evidence. A figure's evidence and the workbook's prices' date are edited as undo steps.
// (Plural forms: the tests load fleetcost_en.ts, which fills new strings' English plurals only
// after tools/i18n/fill_english_plurals.py, so "91 month" is matched, not "91 months".)
#include <gtest/gtest.h>

#include <QApplication>

#include "support/test_workbooks.h"
#include "ui/core/document/workbook_document.h"
#include "ui/core/session/evaluation_snapshot.h"
#include "ui/render/report/assumptions_register.h"
#include "ui/views/models/list_table_model.h"
#include "ui/views/models/problem_lookup.h"
#include "ui/views/models/scenario_bindings.h"
#include "ui/views/models/workbook_head_model.h"
#include "ui/views/results/kpi_cards.h"

namespace fleetcost::ui {
namespace {

// The base scenario (one rental offer "o1" at 2 USD per GPU-hour) with that price dated 2019-04,
// from a list price, and the prices' date 2026-11.
std::unique_ptr<WorkbookDocument> staleDocument(bool dated = true) {
  test::Json scenario = test::baseScenario();
  scenario["rental_offers"][0]["on_demand_per_gpu_hour"] = {{"value", 2},
                                                            {"source", "Cloud price list"},
                                                            {"as_of", "2019-04"},
                                                            {"evidence", "list_price"}};
  test::Json workbook = test::workbookOf(scenario);
  if (dated) workbook["prices_as_of"] = "2026-11";
  auto document = std::make_unique<WorkbookDocument>();
  QString error;
  EXPECT_TRUE(document->openText(QByteArray::fromStdString(workbook.dump()), "stale", &error))
      << error.toStdString();
  return document;
}

int columnOf(const ListTableModel& model, const QString& key) {
  for (int c = 0; c < model.columnCount(); ++c)
    if (model.headerData(c, Qt::Horizontal, Qt::DisplayRole).isValid() &&
        model.index(0, c).data(KeyRole).toString() == key)
      return c;
  return -1;
}

TEST(Evidence, StalePriceInTheResultsWarningsCellsAndRegister) {
  auto document = staleDocument();
  const SnapshotPtr snapshot = evaluateWorkbook(document->workbook(), 1);
  ASSERT_NE(snapshot->result(0), nullptr);
  const StalePrices& stale = snapshot->result(0)->stalePrices;
  ASSERT_EQ(stale.figures.size(), 1u);
  EXPECT_EQ(stale.figures[0].pointer, "/scenarios/0/rental_offers/0/on_demand_per_gpu_hour");
  EXPECT_EQ(stale.figures[0].months, 91);

  // The results: one line, the count, the age allowed, the date, the oldest and its age.
  KpiCards cards;
  cards.setResult(snapshot->result(0));
  const QString warnings = cards.warningsText();
  EXPECT_TRUE(warnings.contains("Stale prices:")) << warnings.toStdString();
  EXPECT_TRUE(warnings.contains("1 price")) << warnings.toStdString();
  EXPECT_TRUE(warnings.contains("more than 12 month")) << warnings.toStdString();
  EXPECT_TRUE(warnings.contains("the prices' date 2026-11")) << warnings.toStdString();
  EXPECT_TRUE(warnings.contains("o1: On demand / GPU-hour, 2019-04 (91 month"))
      << warnings.toStdString();

  // The editor's cell: amber, the age first in its tooltip, then the evidence.
  ListTableModel offers(document.get(), rentalOffersBinding(), "offer");
  offers.setProblems(snapshot->problems(0), snapshot->stalePrices(0));
  const QModelIndex price = offers.index(0, columnOf(offers, "on_demand_per_gpu_hour"));
  EXPECT_EQ(price.data(StaleRole).toInt(), 91);
  EXPECT_EQ(price.data(Qt::BackgroundRole).value<QColor>(),
            staleBackground(QApplication::palette()));
  const QString tip = price.data(Qt::ToolTipRole).toString();
  EXPECT_TRUE(tip.startsWith("Stale: 91 month")) << tip.toStdString();
  EXPECT_TRUE(tip.contains("before the prices' date 2026-11")) << tip.toStdString();
  EXPECT_TRUE(tip.contains("Evidence: List price")) << tip.toStdString();
  // A price that is not stale has no mark.
  const QModelIndex reserved = offers.index(0, columnOf(offers, "reserved_per_gpu_month"));
  EXPECT_FALSE(reserved.data(StaleRole).isValid());
  EXPECT_FALSE(reserved.data(Qt::BackgroundRole).isValid());

  // The register: the date, the kind of evidence, and the age.
  const QString html = assumptionsHtml(snapshot->scenarios[0],
                                       QLocale(QLocale::English, QLocale::UnitedStates), &stale);
  // (The date may break after its dash: a zero-width space follows it.)
  EXPECT_TRUE(html.contains(QString::fromUtf8("[1] 2019-\u200b04 · List price")))
      << html.toStdString();
  EXPECT_TRUE(html.contains("stale: 91 month")) << html.toStdString();
  EXPECT_EQ(html.count("stale: "), 1);  // one stale figure, one mark
}

TEST(Evidence, EditingAFiguresEvidenceIsOneUndoStep) {
  auto document = staleDocument();
  ListTableModel offers(document.get(), rentalOffersBinding(), "offer");
  const QModelIndex price = offers.index(0, columnOf(offers, "on_demand_per_gpu_hour"));
  ASSERT_NE(offers.figureAt(price), nullptr);
  Figure edited = *offers.figureAt(price);
  edited.asOf = "2026-10";
  edited.evidence = "quote";
  edited.source = "Quote from the provider";
  edited.value = 99;  // not the dialog's to change: the value stays 2
  ASSERT_TRUE(offers.setFigureEvidence(price, edited));
  const Figure& now = document->scenario(0).rentalOffers[0].onDemandPerGpuHour;
  EXPECT_EQ(now.evidence, "quote");
  EXPECT_EQ(now.asOf, "2026-10");
  EXPECT_EQ(now.source, "Quote from the provider");
  EXPECT_DOUBLE_EQ(now.value, 2);
  EXPECT_EQ(document->undoStack()->count(), 1);
  // Dated one month before the prices' date, it is no longer stale.
  EXPECT_TRUE(evaluateWorkbook(document->workbook(), 2)->stale[0].figures.empty());
  document->undoStack()->undo();
  EXPECT_EQ(document->scenario(0).rentalOffers[0].onDemandPerGpuHour.evidence, "list_price");
  EXPECT_EQ(document->scenario(0).rentalOffers[0].onDemandPerGpuHour.asOf, "2019-04");
}

TEST(Evidence, ThePricesDateAndStaleAgeAreEditedWithUndo) {
  auto document = staleDocument(false);
  WorkbookHeadModel head(document.get());
  ASSERT_EQ(head.rowCount(), 2);
  EXPECT_EQ(head.fieldPointer(0), "/prices_as_of");
  EXPECT_EQ(head.fieldPointer(1), "/stale_after_months");
  ASSERT_TRUE(head.setData(head.index(0, 1), "2026-11", Qt::EditRole));
  EXPECT_EQ(document->workbook().pricesAsOf, std::optional<std::string>("2026-11"));
  EXPECT_EQ(document->workbook().scenarios.size(), 1u);  // the scenarios stay
  EXPECT_EQ(head.index(0, 1).data(Qt::DisplayRole).toString(), "2026-11");
  // 91 months before, stale after 100 months: not stale; after the default 12: stale.
  ASSERT_TRUE(head.setData(head.index(1, 1), "100", Qt::EditRole));
  EXPECT_DOUBLE_EQ(document->workbook().staleAfterMonths.value, 100);
  EXPECT_TRUE(evaluateWorkbook(document->workbook(), 1)->stale[0].figures.empty());
  EXPECT_EQ(document->undoStack()->count(), 2);
  document->undoStack()->undo();
  EXPECT_EQ(evaluateWorkbook(document->workbook(), 2)->stale[0].figures.size(), 1u);
  document->undoStack()->undo();
  EXPECT_FALSE(document->workbook().pricesAsOf.has_value());
  EXPECT_EQ(document->scenarioCount(), 1);
}

}  // namespace
}  // namespace fleetcost::ui
