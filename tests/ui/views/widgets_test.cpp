// The weekly profile strip and editor and the sizing helper, on the offscreen platform. Expected
// figures are worked out by hand in the comments.
#include <gtest/gtest.h>

#include <QAbstractButton>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHelpEvent>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "model/demand/sizing_estimate.h"
#include "model/demand/weekly_profile.h"
#include "model/scenario/catalog.h"
#include "ui/views/widgets/sizing_helper_dialog.h"
#include "ui/views/widgets/weekly_profile_editor.h"
#include "ui/views/widgets/weekly_profile_strip.h"

namespace fleetcost::ui {
namespace {

constexpr int kTue = 1;

int hourOfWeek(int day, int hour) {
  return day * 24 + hour;
}

// ---------------------------------------------------------------------------------------------
// The sizing helper dialog.

GpuModel h100() {
  GpuModel gpu;
  gpu.id = "h100_sxm";
  gpu.name = "NVIDIA H100 SXM5 80GB";
  gpu.vramGb = Figure::of(80);
  gpu.memoryBandwidthTbs = Figure::of(3.35);
  gpu.bf16Tflops = Figure::of(989);
  gpu.tdpW = Figure::of(700);
  return gpu;
}

SizingHelperDialog::Inputs training70B() {
  SizingHelperDialog::Inputs in;
  in.kind = SizingHelperDialog::Kind::Training;
  in.parametersBillions = 70;
  in.tokensBillionsPerMonth = 1000;  // 1 trillion
  in.mfuPercent = 40;
  return in;
}

TEST(WidgetSizingHelperDialog, TrainingGivesGpuHoursAndSaysItNeedsTwoServers) {
  SizingHelperDialog dialog(h100(), 8);
  dialog.setInputs(training70B());
  ASSERT_TRUE(dialog.isValid());
  EXPECT_EQ(dialog.kind(), "training");
  // 294,910.68 rounded to whole GPU-hours.
  ASSERT_TRUE(dialog.gpuHoursPerMonth());
  EXPECT_DOUBLE_EQ(*dialog.gpuHoursPerMonth(), 294911.0);
  EXPECT_FALSE(dialog.avgTokensPerSecond());
  EXPECT_FALSE(dialog.tokensPerSecondPerGpu());
  const QString working = dialog.derivationText();
  EXPECT_TRUE(working.contains(QStringLiteral("6 × parameters × tokens"))) << working.toStdString();
  EXPECT_TRUE(working.contains(QStringLiteral("294,911 GPU-hours per month")));
  // 4.2e23 operations; 989 × 0.4 = 395.6 TFLOPS, × 1e12 × 3600 = 1.42416e18 an hour.
  EXPECT_TRUE(working.contains(QStringLiteral("4.2 × 10²³ ÷ 1.424 × 10¹⁸")))
      << working.toStdString();
  EXPECT_TRUE(working.contains(QStringLiteral("395.6 TFLOPS")));
  // 1,120 GB of training state: 14 GPUs, 2 servers of 8 × 80 GB.
  EXPECT_TRUE(dialog.memoryWarningShown());
  const QString memory = dialog.memoryText();
  EXPECT_TRUE(memory.contains(QStringLiteral("1,120 GB"))) << memory.toStdString();
  EXPECT_TRUE(memory.contains(QStringLiteral("at least 14 GPUs")));
  EXPECT_TRUE(memory.contains(QStringLiteral("2 servers")));
}

TEST(WidgetSizingHelperDialog, Fp8TrainingCountsOnlyWhenTickedAndFp8) {
  SizingHelperDialog dialog(h100(), 8);
  auto in = training70B();
  in.fp8Training = true;  // ticked, but BF16 precision: no effect
  dialog.setInputs(in);
  EXPECT_DOUBLE_EQ(*dialog.gpuHoursPerMonth(), 294911.0);
  in.precision = sizing::Precision::Fp8;  // 147,455.34 → 147,455
  dialog.setInputs(in);
  EXPECT_DOUBLE_EQ(*dialog.gpuHoursPerMonth(), 147455.0);
}

TEST(WidgetSizingHelperDialog, InferenceFromRequestsWithTheBandwidthEstimate) {
  SizingHelperDialog dialog(h100(), 8);
  SizingHelperDialog::Inputs in;
  in.kind = SizingHelperDialog::Kind::Inference;
  in.parametersBillions = 70;
  in.load = SizingHelperDialog::InferenceLoad::Requests;
  in.requestsPerSecond = 2;
  in.tokensPerRequest = 500;  // 2 × 500 = 1,000 tokens/s
  in.batch = 16;
  dialog.setInputs(in);
  ASSERT_TRUE(dialog.isValid());
  EXPECT_EQ(dialog.kind(), "inference");
  EXPECT_FALSE(dialog.gpuHoursPerMonth());
  EXPECT_DOUBLE_EQ(*dialog.avgTokensPerSecond(), 1000.0);
  // 3.35e12 / 140e9 × 16 = 382.857, shown (and used) to one decimal.
  EXPECT_NEAR(dialog.suggestedTokensPerSecondPerGpu(), 382.857, 0.001);
  EXPECT_DOUBLE_EQ(*dialog.tokensPerSecondPerGpu(), 382.9);
  // 168 GB with the KV cache: not one 80 GB GPU, three (four with tensor parallelism), one server.
  EXPECT_TRUE(dialog.memoryWarningShown());
  const QString memory = dialog.memoryText();
  EXPECT_TRUE(memory.contains(QStringLiteral("168 GB"))) << memory.toStdString();
  EXPECT_TRUE(memory.contains(QStringLiteral("at least 3 GPUs")));
  EXPECT_TRUE(memory.contains(QStringLiteral("fits one server")));
  // 1,000 / 382.9 = 2.61 GPUs busy.
  EXPECT_TRUE(dialog.derivationText().contains(QStringLiteral("2.61 GPUs busy")));
}

TEST(WidgetSizingHelperDialog, OwnThroughputFigureWinsUntilTheEstimateIsChosenAgain) {
  SizingHelperDialog dialog(h100(), 8);
  SizingHelperDialog::Inputs in;
  in.kind = SizingHelperDialog::Kind::Inference;
  in.parametersBillions = 70;
  in.averageTokensPerSecond = 1200;
  in.tokensPerSecondPerGpu = 300;
  dialog.setInputs(in);
  EXPECT_DOUBLE_EQ(*dialog.tokensPerSecondPerGpu(), 300.0);
  EXPECT_DOUBLE_EQ(*dialog.avgTokensPerSecond(), 1200.0);
  EXPECT_TRUE(dialog.derivationText().contains(QStringLiteral("4 GPUs busy")));  // 1200 / 300
  auto* useEstimate = dialog.findChild<QPushButton*>(QStringLiteral("useEstimate"));
  ASSERT_NE(useEstimate, nullptr);
  useEstimate->click();
  EXPECT_DOUBLE_EQ(*dialog.tokensPerSecondPerGpu(), 382.9);
  EXPECT_FALSE(dialog.inputs().tokensPerSecondPerGpu);
  // Typing a figure overrides the estimate again.
  auto* perGpu = dialog.findChild<QDoubleSpinBox*>(QStringLiteral("tokensPerGpu"));
  perGpu->setValue(250);
  EXPECT_DOUBLE_EQ(*dialog.tokensPerSecondPerGpu(), 250.0);
}

TEST(WidgetSizingHelperDialog, ZeroInputsAreProblemsBesideTheirFieldsAndBlockOk) {
  SizingHelperDialog dialog(h100(), 8);
  auto in = training70B();
  in.parametersBillions = 0;
  in.mfuPercent = 0;
  dialog.setInputs(in);
  EXPECT_FALSE(dialog.isValid());
  EXPECT_FALSE(dialog.gpuHoursPerMonth());
  EXPECT_FALSE(dialog.fieldProblem(QStringLiteral("parameters")).isEmpty());
  EXPECT_FALSE(dialog.fieldProblem(QStringLiteral("mfu")).isEmpty());
  EXPECT_TRUE(dialog.fieldProblem(QStringLiteral("tokensPerMonth")).isEmpty());
  auto* buttons = dialog.findChild<QDialogButtonBox*>();
  EXPECT_FALSE(buttons->button(QDialogButtonBox::Ok)->isEnabled());
  // Inference with a zero batch: the batch is the problem, not the (derived) throughput.
  SizingHelperDialog::Inputs inference;
  inference.kind = SizingHelperDialog::Kind::Inference;
  inference.batch = 0;
  dialog.setInputs(inference);
  EXPECT_FALSE(dialog.isValid());
  EXPECT_FALSE(dialog.fieldProblem(QStringLiteral("batch")).isEmpty());
  EXPECT_TRUE(dialog.fieldProblem(QStringLiteral("tokensPerGpu")).isEmpty());
}

TEST(WidgetSizingHelperDialog, MissingGpuFiguresAreSaid) {
  GpuModel gpu = h100();
  gpu.memoryBandwidthTbs = Figure{};
  gpu.bf16Tflops = Figure{};
  SizingHelperDialog dialog(gpu, 8);
  SizingHelperDialog::Inputs in;
  in.kind = SizingHelperDialog::Kind::Inference;
  dialog.setInputs(in);
  EXPECT_FALSE(dialog.isValid());
  EXPECT_TRUE(
      dialog.fieldProblem(QStringLiteral("tokensPerGpu")).contains(QStringLiteral("bandwidth")));
  in.tokensPerSecondPerGpu = 500;  // a measured figure makes it usable
  dialog.setInputs(in);
  EXPECT_TRUE(dialog.isValid());
  dialog.setInputs(training70B());  // no TFLOPS: training cannot be worked out
  EXPECT_FALSE(dialog.isValid());
}

TEST(WidgetSizingHelperDialog, AcceptedDialogReturnsItsFigures) {
  SizingHelperDialog dialog(h100(), 8);
  dialog.setKind("fine_tuning");
  EXPECT_EQ(dialog.kind(), "fine_tuning");
  auto in = dialog.inputs();
  in.parametersBillions = 8;
  in.tokensBillionsPerMonth = 2;  // 6 × 8e9 × 2e9 / 1.42416e18 = 67.4 → 67
  dialog.setInputs(in);
  QTimer::singleShot(0, &dialog, [&dialog] {
    dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
  });
  ASSERT_EQ(dialog.exec(), QDialog::Accepted);
  EXPECT_EQ(dialog.kind(), "fine_tuning");
  EXPECT_DOUBLE_EQ(*dialog.gpuHoursPerMonth(), 67.0);
  EXPECT_FALSE(dialog.memoryWarningShown());  // 19.2 GB fits one GPU, and 67 h ≥ 1 GPU needed
}

// ---------------------------------------------------------------------------------------------
// The heat strip.

TEST(WidgetWeeklyProfileStrip, TooltipOfAKnownHour) {
  // Business hours: 45 hours at 1 and 123 at 0.25 sum to 75.75; Tuesday 14:00 is a business
  // hour, 168 / 75.75 = 2.2178 times the weekly average.
  const auto profile =
      WeeklyProfileStrip::modelProfile(std::string("business_hours"), std::nullopt);
  ASSERT_TRUE(profile);
  const QRect rect(0, 0, 170, 30);
  const QPoint tuesday2pm = WeeklyProfileStrip::hourRect(rect, hourOfWeek(kTue, 14)).center();
  EXPECT_EQ(WeeklyProfileStrip::toolTipAt(rect, tuesday2pm, *profile),
            QStringLiteral("Tue 14:00 — 2.22× the weekly average"));
  // Saturday 03:00: 0.25 × 2.2178 = 0.55.
  EXPECT_EQ(WeeklyProfileStrip::describeHour(hourOfWeek(5, 3), (*profile)[hourOfWeek(5, 3)]),
            QStringLiteral("Sat 03:00 — 0.55× the weekly average"));
  EXPECT_EQ(WeeklyProfileStrip::describeHour(hourOfWeek(6, 23), 0.0),
            QStringLiteral("Sun 23:00 — no load"));
  EXPECT_TRUE(WeeklyProfileStrip::toolTipAt(rect, QPoint(500, 500), *profile).isEmpty());
}

TEST(WidgetWeeklyProfileStrip, WidgetShowsTheTooltipOfTheHourUnderTheMouse) {
  WeeklyProfileStrip strip;
  strip.setProfile(std::string("diurnal"), std::nullopt);
  strip.resize(240, 70);
  strip.show();
  // Diurnal: a weekday sums to 24, a weekend day to 19.2: the week to 158.4, mean 0.942857;
  // Tuesday 14:00 is 1.6 / 0.942857 = 1.697 times the average.
  const QPoint pos = WeeklyProfileStrip::hourRect(strip.rect(), hourOfWeek(kTue, 14)).center();
  QHelpEvent help(QEvent::ToolTip, pos, strip.mapToGlobal(pos));
  QApplication::sendEvent(&strip, &help);
  EXPECT_EQ(QToolTip::text(), QStringLiteral("Tue 14:00 — 1.70× the weekly average"));
  QToolTip::hideText();
}

TEST(WidgetWeeklyProfileStrip, EveryHourMapsToItsOwnCellAndBack) {
  for (const QRect rect : {QRect(0, 0, 170, 30), QRect(5, 7, 50, 16), QRect(0, 0, 900, 210)}) {
    for (int k = 0; k < kHoursPerWeek; ++k) {
      const QRect cell = WeeklyProfileStrip::hourRect(rect, k);
      ASSERT_FALSE(cell.isEmpty()) << k;
      EXPECT_EQ(WeeklyProfileStrip::hourAt(rect, cell.center()), k);
      EXPECT_EQ(WeeklyProfileStrip::hourAt(rect, cell.topLeft()), k);
    }
  }
}

TEST(WidgetWeeklyProfileStrip, ProfilesTheModelRejectsAreNotDrawnAsData) {
  EXPECT_FALSE(WeeklyProfileStrip::modelProfile(std::nullopt, std::vector<double>(168, 0.0)));
  EXPECT_FALSE(WeeklyProfileStrip::modelProfile(std::nullopt, std::vector<double>(100, 1.0)));
  std::vector<double> negative(168, 1.0);
  negative[5] = -1;
  EXPECT_FALSE(WeeklyProfileStrip::modelProfile(std::nullopt, negative));
  EXPECT_FALSE(WeeklyProfileStrip::modelProfile(std::string("weekends"), std::nullopt));
  // Nothing stated is flat.
  const auto flat = WeeklyProfileStrip::modelProfile(std::nullopt, std::nullopt);
  ASSERT_TRUE(flat);
  EXPECT_DOUBLE_EQ((*flat)[100], 1.0);
  // Painting an invalid profile (hatched) or a tiny rect does not crash.
  QImage image(100, 40, QImage::Format_ARGB32);
  QPainter painter(&image);
  WeeklyProfile nan;
  nan.fill(std::nan(""));
  WeeklyProfileStrip::paint(&painter, image.rect(), nan, QPalette());
  WeeklyProfileStrip::paint(&painter, QRect(0, 0, 2, 2), *flat, QPalette());
  WeeklyProfileStrip::paintProfile(&painter, image.rect(), std::nullopt,
                                   std::vector<double>(168, 0.0), QPalette());
  painter.end();
  // The hatch is drawn in the frame colour, so an invalid strip is not one flat base colour.
  const QColor base = QPalette().color(QPalette::Base);
  int notBase = 0;
  for (int x = 2; x < 98; ++x) notBase += QColor(image.pixel(x, 20)) != base ? 1 : 0;
  EXPECT_GT(notBase, 0);
}

TEST(WidgetWeeklyProfileStrip, RampRunsFromTheBackgroundToTheMostSalientColour) {
  QPalette light(QColor(0xef, 0xef, 0xef));
  light.setColor(QPalette::Base, Qt::white);
  QPalette dark(QColor(0x30, 0x30, 0x30));
  dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
  EXPECT_FALSE(WeeklyProfileStrip::isDark(light));
  EXPECT_TRUE(WeeklyProfileStrip::isDark(dark));
  EXPECT_EQ(WeeklyProfileStrip::heatColour(0.0, light), QColor(Qt::white));
  EXPECT_EQ(WeeklyProfileStrip::heatColour(0.0, dark), QColor(0x1e, 0x1e, 0x1e));
  // On light, more load is darker; on dark, lighter.
  EXPECT_GT(WeeklyProfileStrip::heatColour(0.1, light).lightness(),
            WeeklyProfileStrip::heatColour(1.0, light).lightness());
  EXPECT_LT(WeeklyProfileStrip::heatColour(0.1, dark).lightness(),
            WeeklyProfileStrip::heatColour(1.0, dark).lightness());
}

// ---------------------------------------------------------------------------------------------
// The editor.

struct Edit {
  std::optional<std::string> preset;
  std::optional<std::vector<double>> weights;
};

class WidgetWeeklyProfileEditor : public ::testing::Test {
 protected:
  void SetUp() override {
    editor.resize(900, 260);
    editor.show();
    QApplication::processEvents();
    QObject::connect(
        &editor, &WeeklyProfileEditor::profileEdited,
        [this](std::optional<std::string> preset, std::optional<std::vector<double>> weights) {
          edits.push_back({std::move(preset), std::move(weights)});
        });
  }
  QWidget* grid() { return editor.gridWidget(); }
  QPoint cell(int day, int hour) { return editor.cellCentre(day, hour); }
  static std::vector<double> flatWeights(double level = 1.0) {
    return std::vector<double>(168, level);
  }

  WeeklyProfileEditor editor;
  std::vector<Edit> edits;
};

TEST_F(WidgetWeeklyProfileEditor, SetProfileLoadsWithoutEmitting) {
  editor.setProfile(std::string("business_hours"), std::nullopt);
  editor.setProfile(std::nullopt, flatWeights(0.5));
  editor.setProfile(std::string("diurnal"), std::nullopt);
  EXPECT_TRUE(edits.empty());
  EXPECT_EQ(editor.preset(), std::optional<std::string>("diurnal"));
  EXPECT_FALSE(editor.weights());
  auto* box = editor.findChild<QComboBox*>(QStringLiteral("presetBox"));
  EXPECT_EQ(box->currentData().toString(), QStringLiteral("diurnal"));
  EXPECT_EQ(editor.normalisedWeights(), workloadProfile(std::string("diurnal"), std::nullopt));
  // Custom weights win over a preset, as in the model.
  editor.setProfile(std::string("flat"), flatWeights(0.5));
  EXPECT_FALSE(editor.preset());
  EXPECT_EQ(box->currentData().toString(), QString());
  EXPECT_TRUE(edits.empty());
}

TEST_F(WidgetWeeklyProfileEditor, PresetChooserMapsToTheModelsNames) {
  editor.setProfile(std::string("flat"), std::nullopt);
  auto* box = editor.findChild<QComboBox*>(QStringLiteral("presetBox"));
  box->setFocus();
  QTest::keyClick(box, Qt::Key_Down);  // Business hours
  QTest::keyClick(box, Qt::Key_Down);  // Diurnal
  QTest::keyClick(box, Qt::Key_Down);  // Custom: starts from the diurnal shape
  ASSERT_EQ(edits.size(), 3u);
  EXPECT_EQ(edits[0].preset, std::optional<std::string>("business_hours"));
  EXPECT_FALSE(edits[0].weights);
  EXPECT_EQ(edits[1].preset, std::optional<std::string>("diurnal"));
  EXPECT_FALSE(edits[2].preset);
  ASSERT_TRUE(edits[2].weights);
  const WeeklyProfile diurnal = *presetWeights("diurnal");
  EXPECT_EQ(*edits[2].weights, std::vector<double>(diurnal.begin(), diurnal.end()));
  QTest::keyClick(box, Qt::Key_Up);  // back to Diurnal: drops the custom weights
  ASSERT_EQ(edits.size(), 4u);
  EXPECT_EQ(edits[3].preset, std::optional<std::string>("diurnal"));
  EXPECT_FALSE(edits[3].weights);
}

TEST_F(WidgetWeeklyProfileEditor, DragEmitsOnceOnReleaseWithThePaintedWeights) {
  editor.setProfile(std::nullopt, flatWeights());
  editor.setBrushLevel(WeeklyProfileEditor::kPeakLevel);
  QTest::mousePress(grid(), Qt::LeftButton, {}, cell(0, 9));
  QTest::mouseMove(grid(), cell(0, 10));
  QTest::mouseMove(grid(), cell(0, 11));
  QTest::mouseMove(grid(), cell(0, 12));
  EXPECT_TRUE(edits.empty()) << "no signal while the button is down";
  QTest::mouseRelease(grid(), Qt::LeftButton, {}, cell(0, 12));
  ASSERT_EQ(edits.size(), 1u);
  EXPECT_FALSE(edits[0].preset);
  ASSERT_TRUE(edits[0].weights);
  std::vector<double> expected = flatWeights();
  for (int h = 9; h <= 12; ++h) expected[hourOfWeek(0, h)] = 2.0;
  EXPECT_EQ(*edits[0].weights, expected);
  EXPECT_EQ(editor.weights(), expected);
}

TEST_F(WidgetWeeklyProfileEditor, FastDragLeavesNoHoles) {
  editor.setProfile(std::nullopt, flatWeights());
  editor.setBrushLevel(WeeklyProfileEditor::kLowLevel);
  QTest::mousePress(grid(), Qt::LeftButton, {}, cell(2, 0));
  QTest::mouseMove(grid(), cell(2, 10));  // one jump over ten cells
  QTest::mouseRelease(grid(), Qt::LeftButton, {}, cell(2, 10));
  ASSERT_EQ(edits.size(), 1u);
  for (int h = 0; h <= 10; ++h) EXPECT_EQ((*edits[0].weights)[hourOfWeek(2, h)], 0.25) << h;
  EXPECT_EQ((*edits[0].weights)[hourOfWeek(2, 11)], 1.0);
}

TEST_F(WidgetWeeklyProfileEditor, RightButtonOrShiftSetsOff) {
  editor.setProfile(std::nullopt, flatWeights());
  QTest::mouseClick(grid(), Qt::RightButton, {}, cell(3, 4));
  QTest::mouseClick(grid(), Qt::LeftButton, Qt::ShiftModifier, cell(3, 5));
  ASSERT_EQ(edits.size(), 2u);
  EXPECT_EQ((*edits[0].weights)[hourOfWeek(3, 4)], 0.0);
  EXPECT_EQ((*edits[1].weights)[hourOfWeek(3, 4)], 0.0);
  EXPECT_EQ((*edits[1].weights)[hourOfWeek(3, 5)], 0.0);
  EXPECT_EQ(std::count((*edits[1].weights).begin(), (*edits[1].weights).end(), 1.0), 166);
}

TEST_F(WidgetWeeklyProfileEditor, PaintingAPresetMakesItCustomAndANoOpClickEmitsNothing) {
  editor.setProfile(std::string("flat"), std::nullopt);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, cell(1, 3));  // Normal on a flat week: no change
  EXPECT_TRUE(edits.empty());
  EXPECT_EQ(editor.preset(), std::optional<std::string>("flat"));
  editor.setBrushLevel(WeeklyProfileEditor::kLowLevel);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, cell(1, 3));
  ASSERT_EQ(edits.size(), 1u);
  EXPECT_FALSE(edits[0].preset);
  std::vector<double> expected = flatWeights();
  expected[hourOfWeek(1, 3)] = 0.25;
  EXPECT_EQ(*edits[0].weights, expected);
  EXPECT_FALSE(editor.preset());
}

TEST_F(WidgetWeeklyProfileEditor, DayAndHourLabelsPaintWholeRowsAndColumns) {
  editor.setProfile(std::nullopt, flatWeights());
  editor.setBrushLevel(WeeklyProfileEditor::kPeakLevel);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, editor.dayLabelCentre(5));  // all of Saturday
  ASSERT_EQ(edits.size(), 1u);
  for (int h = 0; h < 24; ++h) EXPECT_EQ((*edits[0].weights)[hourOfWeek(5, h)], 2.0);
  EXPECT_EQ((*edits[0].weights)[hourOfWeek(4, 23)], 1.0);
  // Dragging along the hour labels from 09 to 11: three columns, every day, one signal.
  editor.setBrushLevel(WeeklyProfileEditor::kLowLevel);
  QTest::mousePress(grid(), Qt::LeftButton, {}, editor.hourLabelCentre(9));
  QTest::mouseMove(grid(), editor.hourLabelCentre(11));
  QTest::mouseRelease(grid(), Qt::LeftButton, {}, editor.hourLabelCentre(11));
  ASSERT_EQ(edits.size(), 2u);
  for (int day = 0; day < 7; ++day) {
    for (int h = 9; h <= 11; ++h) EXPECT_EQ((*edits[1].weights)[hourOfWeek(day, h)], 0.25);
    EXPECT_NE((*edits[1].weights)[hourOfWeek(day, 12)], 0.25);
  }
}

TEST_F(WidgetWeeklyProfileEditor, CopyMondayToWeekdaysAndReset) {
  std::vector<double> weights = flatWeights(0.25);
  for (int h = 9; h < 18; ++h) weights[hourOfWeek(0, h)] = 2.0;
  editor.setProfile(std::nullopt, weights);
  editor.findChild<QPushButton*>(QStringLiteral("copyMonday"))->click();
  ASSERT_EQ(edits.size(), 1u);
  for (int day = 0; day < 5; ++day)
    for (int h = 0; h < 24; ++h)
      EXPECT_EQ((*edits[0].weights)[hourOfWeek(day, h)], weights[h]) << day << " " << h;
  EXPECT_EQ((*edits[0].weights)[hourOfWeek(5, 10)], 0.25);  // the weekend untouched
  editor.findChild<QPushButton*>(QStringLiteral("reset"))->click();
  ASSERT_EQ(edits.size(), 2u);
  EXPECT_EQ(*edits[1].weights, flatWeights(1.0));
  // Both are for custom profiles only.
  editor.setProfile(std::string("diurnal"), std::nullopt);
  EXPECT_FALSE(editor.findChild<QPushButton*>(QStringLiteral("copyMonday"))->isEnabled());
}

TEST_F(WidgetWeeklyProfileEditor, TheLastHourWithLoadCannotBeSwitchedOff) {
  std::vector<double> one(168, 0.0);
  one[hourOfWeek(2, 14)] = 1.0;
  editor.setProfile(std::nullopt, one);
  QTest::mouseClick(grid(), Qt::RightButton, {}, cell(2, 14));
  EXPECT_TRUE(edits.empty());  // nothing changed
  EXPECT_EQ(editor.weights(), one);
  EXPECT_FALSE(editor.notice().isEmpty());
  // Switching off every day keeps exactly one hour above 0, and says so.
  editor.setProfile(std::nullopt, flatWeights());
  EXPECT_TRUE(editor.notice().isEmpty());
  QTest::mousePress(grid(), Qt::RightButton, {}, editor.dayLabelCentre(0));
  QTest::mouseMove(grid(), editor.dayLabelCentre(6));
  QTest::mouseRelease(grid(), Qt::RightButton, {}, editor.dayLabelCentre(6));
  ASSERT_EQ(edits.size(), 1u);
  const auto& after = *edits[0].weights;
  EXPECT_EQ(std::count_if(after.begin(), after.end(), [](double w) { return w > 0; }), 1);
  EXPECT_FALSE(editor.notice().isEmpty());
  // Copying an empty Monday over the only weekday with load is refused.
  std::vector<double> tuesdayOnly(168, 0.0);
  tuesdayOnly[hourOfWeek(1, 10)] = 1.0;
  editor.setProfile(std::nullopt, tuesdayOnly);
  editor.findChild<QPushButton*>(QStringLiteral("copyMonday"))->click();
  EXPECT_EQ(edits.size(), 1u);
  EXPECT_EQ(editor.weights(), tuesdayOnly);
  EXPECT_FALSE(editor.notice().isEmpty());
  // A brush level of 0 ("Off") on the left button is held to the same rule.
  editor.setProfile(std::nullopt, one);
  editor.setBrushLevel(WeeklyProfileEditor::kOffLevel);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, cell(2, 14));
  EXPECT_EQ(edits.size(), 1u);
  EXPECT_EQ(editor.weights(), one);
}

TEST_F(WidgetWeeklyProfileEditor, EscapeCancelsAGesture) {
  editor.setProfile(std::string("business_hours"), std::nullopt);
  editor.setBrushLevel(WeeklyProfileEditor::kPeakLevel);
  QTest::mousePress(grid(), Qt::LeftButton, {}, cell(0, 0));
  QTest::mouseMove(grid(), cell(0, 5));
  EXPECT_FALSE(editor.preset());  // shown as custom while painting
  QTest::keyClick(grid(), Qt::Key_Escape);
  QTest::mouseRelease(grid(), Qt::LeftButton, {}, cell(0, 5));
  EXPECT_TRUE(edits.empty());
  EXPECT_EQ(editor.preset(), std::optional<std::string>("business_hours"));
  EXPECT_EQ(editor.normalisedWeights(),
            workloadProfile(std::string("business_hours"), std::nullopt));
}

TEST_F(WidgetWeeklyProfileEditor, KeyboardPaintsTheFocusedHour) {
  editor.setProfile(std::nullopt, flatWeights());
  grid()->setFocus();
  editor.setBrushLevel(WeeklyProfileEditor::kPeakLevel);
  QTest::keyClick(grid(), Qt::Key_Right);  // from Monday 09:00 to 10:00
  QTest::keyClick(grid(), Qt::Key_Space);
  QTest::keyClick(grid(), Qt::Key_Down);  // Tuesday 10:00
  QTest::keyClick(grid(), Qt::Key_Delete);
  ASSERT_EQ(edits.size(), 2u);
  EXPECT_EQ((*edits[0].weights)[hourOfWeek(0, 10)], 2.0);
  EXPECT_EQ((*edits[1].weights)[hourOfWeek(1, 10)], 0.0);
}

TEST_F(WidgetWeeklyProfileEditor, ReadOnlyIgnoresEveryEdit) {
  editor.setProfile(std::nullopt, flatWeights());
  editor.setReadOnly(true);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, cell(0, 0));
  QTest::mouseClick(grid(), Qt::RightButton, {}, editor.dayLabelCentre(3));
  EXPECT_TRUE(edits.empty());
  EXPECT_EQ(editor.weights(), flatWeights());
  EXPECT_FALSE(editor.findChild<QComboBox*>(QStringLiteral("presetBox"))->isEnabled());
  EXPECT_FALSE(editor.findChild<QPushButton*>(QStringLiteral("reset"))->isEnabled());
  EXPECT_FALSE(editor.findChild<QDoubleSpinBox*>(QStringLiteral("brushLevel"))->isEnabled());
  editor.setReadOnly(false);
  QTest::mouseClick(grid(), Qt::RightButton, {}, cell(0, 0));
  EXPECT_EQ(edits.size(), 1u);
}

TEST_F(WidgetWeeklyProfileEditor, PeakToAverageRatioIsShown) {
  // Business hours peak: 168 / 75.75 = 2.2178; servers sized for it run at 1 / 2.2178 = 45 %.
  editor.setProfile(std::string("business_hours"), std::nullopt);
  EXPECT_TRUE(editor.peakSummary().startsWith(QStringLiteral("Peak is 2.22× the average")))
      << editor.peakSummary().toStdString();
  EXPECT_TRUE(editor.peakSummary().contains(QStringLiteral("45%")));
  EXPECT_EQ(editor.findChild<QLabel*>(QStringLiteral("peakSummary"))->text(), editor.peakSummary());
  editor.setProfile(std::string("flat"), std::nullopt);
  EXPECT_TRUE(editor.peakSummary().startsWith(QStringLiteral("Peak is 1.00× the average")));
}

TEST_F(WidgetWeeklyProfileEditor, ProfilesTheModelRejectsAreFlaggedNotEmitted) {
  editor.setProfile(std::nullopt, std::vector<double>(100, 1.0));
  EXPECT_TRUE(editor.notice().contains(QStringLiteral("100")));
  editor.setProfile(std::nullopt, std::vector<double>(168, 0.0));
  EXPECT_FALSE(editor.notice().isEmpty());
  editor.setProfile(std::string("weekends"), std::nullopt);
  EXPECT_TRUE(editor.notice().contains(QStringLiteral("weekends")));
  EXPECT_TRUE(edits.empty());
  // Painting replaces the bad profile with 168 weights.
  editor.setProfile(std::nullopt, std::vector<double>(100, 1.0));
  editor.setBrushLevel(WeeklyProfileEditor::kPeakLevel);
  QTest::mouseClick(grid(), Qt::LeftButton, {}, cell(0, 0));
  ASSERT_EQ(edits.size(), 1u);
  EXPECT_EQ(edits[0].weights->size(), 168u);
  EXPECT_TRUE(editor.notice().isEmpty());
}

}  // namespace
}  // namespace fleetcost::ui
