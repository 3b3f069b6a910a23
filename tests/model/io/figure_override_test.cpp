// Overriding a shipped figure keeps the shipped record; resetting brings it back.
#include "model/io/figure_override.h"

#include <gtest/gtest.h>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

Figure shipped() {
  Figure f = Figure::of(22);
  f.low = 17;
  f.high = 28;
  f.source = "TEPCO estimate";
  f.asOf = "FY2025";
  f.note = "estimate";
  f.asObject = true;
  return f;
}

TEST(FigureOverride, KeepsTheShippedFigureAndItsRangeWhileItFits) {
  Figure f = shipped();
  overrideFigure(f, 25, "2026-12-02");
  EXPECT_EQ(f.value, 25);
  EXPECT_EQ(f.source, "user input");
  EXPECT_EQ(f.asOf, "2026-12-02");
  EXPECT_EQ(f.low, 17);  // 25 is still within 17..28
  const auto before = shippedFigure(f);
  ASSERT_TRUE(before);
  EXPECT_EQ(before->value, 22);
  EXPECT_EQ(before->source, "TEPCO estimate");
  // A second override keeps the first shipped record, and a value outside drops the range.
  overrideFigure(f, 40, "2026-12-03");
  EXPECT_EQ(shippedFigure(f)->value, 22);
  EXPECT_FALSE(f.low);
  EXPECT_FALSE(f.high);
}

TEST(FigureOverride, ResetRestoresTheShippedFigure) {
  Figure f = shipped();
  overrideFigure(f, 30, "2026-12-02");
  resetToShipped(f);
  EXPECT_EQ(f, shipped());
}

TEST(FigureOverride, AnUnsourcedFigureJustTakesTheValue) {
  Figure f = Figure::defaulted(0.02);
  overrideFigure(f, 0.05, "2026-12-02");
  EXPECT_EQ(f.value, 0.05);
  EXPECT_TRUE(f.present);
  EXPECT_TRUE(f.source.empty());
  EXPECT_FALSE(shippedFigure(f));
}

TEST(FigureOverride, TheShippedRecordSurvivesSaving) {
  Scenario s = test::loadScenario(test::baseScenario());
  s.serverModels[0].price = shipped();
  overrideFigure(s.serverModels[0].price, 90000, "2026-12-02");
  Workbook w;
  w.format = kWorkbookFormat;
  w.version = Figure::of(1);
  w.scenarios = {s};
  w.scenariosPresent = true;
  const ReadWorkbook back = readWorkbookText(writeWorkbookText(w));
  ASSERT_TRUE(back.workbook);
  EXPECT_EQ(shippedFigure(back.workbook->scenarios[0].serverModels[0].price)->value, 22);
}

}  // namespace
}  // namespace fleetcost
