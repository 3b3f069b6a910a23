// Labels a reader can read whole (issue 14): on the shipped example, at the chart sizes of a
// 1366 × 768 and a 1920 × 1080 screen and in English, Japanese and Chinese, no chart shows a
// text Qt elided ("..." in an axis title, tick label or legend entry) or one we shortened ("…");
// the tornado names every bar by a label of its own; KPI cards never break a word; and the
// editors show the values (Workloads' GPU-hours, the ownership policy) when first opened.
#include <gtest/gtest.h>

#include <QGraphicsSimpleTextItem>
#include <QGraphicsTextItem>
#include <QHeaderView>
#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTextBoundaryFinder>
#include <set>

#include "model/evaluation/evaluate.h"
#include "model/evaluation/workbook_check.h"
#include "model/risk/risk_analyses.h"
#include "model/risk/threshold_map.h"
#include "support/test_workbooks.h"
#include "ui/core/format/field_labels.h"
#include "ui/core/preferences/app_preferences.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_render.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/fleet_chart.h"
#include "ui/render/charts/risk_charts.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/render/report/threshold_text.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/editors/form_editor.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/results/kpi_cards.h"

namespace fleetcost::ui {
namespace {

// The shipped example's first scenario with its risk analyses (a short Monte Carlo: the chart,
// not the numbers, is under test) and its thresholds, built once.
struct Example {
  Scenario scenario;
  ScenarioResult result;
  std::shared_ptr<RiskAnalyses> risk = std::make_shared<RiskAnalyses>();
  std::shared_ptr<const ThresholdAnalysis> thresholds;
};

const Example& example() {
  static const Example e = [] {
    Example out;
    const CheckedWorkbook checked =
        checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
    out.scenario = checked.workbook->scenarios.at(0);
    out.result = *evaluateScenario(out.scenario, 0).result;
    RiskModelOrProblems built = buildRiskModel(out.scenario, 0);
    out.risk->model = built.model;
    out.risk->sensitivity = runSensitivity(*built.model);
    BreakEvenMapOptions map;
    out.risk->map = runBreakEvenMap(*built.model, map);
    MonteCarloOptions trials;
    trials.trials = 400;
    out.risk->monteCarlo = runMonteCarlo(*built.model, trials);
    out.thresholds = analyseThresholds(built.model);
    return out;
  }();
  return e;
}

// Every text item of a laid-out chart: axis titles and labels, legend entries (Qt's), notes
// (ours: tornado labels, break-even months).
QStringList textsOf(QGraphicsItem* item) {
  QStringList out;
  if (auto* text = qgraphicsitem_cast<QGraphicsTextItem*>(item)) {
    if (text->isVisible()) out << text->toPlainText();
  } else if (auto* simple = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item)) {
    if (simple->isVisible()) out << simple->text();
  }
  for (QGraphicsItem* child : item->childItems()) out << textsOf(child);
  return out;
}

// "..." is Qt's elision (ChartPresenter::truncatedText), "…" ours.
QStringList cut(const QStringList& texts) {
  QStringList out;
  for (const QString& t : texts)
    if (t.endsWith(QStringLiteral("...")) || t.contains(QChar(0x2026))) out << t;
  return out;
}

struct Sized {
  QString id;
  ChartBuilder build;
};

std::vector<Sized> everyChart(const Example& e) {
  std::vector<Sized> charts;
  for (const CatalogChart& c : catalogCharts(e.result)) charts.push_back({c.id, c.build});
  for (const CatalogChart& c : riskCharts(e.risk)) charts.push_back({c.id, c.build});
  // Every tornado (owning minus renting, each plan's present value).
  for (std::size_t t = 1; t < e.risk->sensitivity->tornados.size(); ++t)
    charts.push_back({QStringLiteral("tornado %1").arg(t), [&e, t](const ChartOptions& o) {
                        return buildTornadoChart(*e.risk->model, e.risk->sensitivity->tornados[t],
                                                 o);
                      }});
  return charts;
}

class Readable : public ::testing::TestWithParam<const char*> {
 protected:
  void SetUp() override {
    ASSERT_TRUE(installTranslations(QString::fromLatin1(GetParam()), false));
  }
  void TearDown() override { installTranslations(QStringLiteral("en"), false); }
};

// The results dock's chart at 1366 × 768 (530 to 620 × 270 beside the editors, as the language's
// labels make the docks), the Risk dock's (590 × 380 under the threshold map's heading, 640 ×
// 420), and both at 1920 × 1080 (900 × 560).
const QSize kResultSizes[] = {QSize(530, 270), QSize(620, 270), QSize(900, 560)};
const QSize kRiskSizes[] = {QSize(590, 380), QSize(640, 420), QSize(900, 560)};

bool isRiskChart(const QString& id) {
  return id.startsWith(QStringLiteral("tornado")) || id.startsWith(QStringLiteral("risk")) ||
         id.startsWith(QStringLiteral("breakeven"));
}

TEST_P(Readable, NoChartCutsALabel) {
  const Example& e = example();
  ChartOptions options;
  options.locale = QLocale(QString::fromLatin1(GetParam()));
  for (const Sized& c : everyChart(e))
    for (const QSize& size : isRiskChart(c.id) ? kRiskSizes : kResultSizes) {
      std::unique_ptr<QChart> chart(c.build(options));
      renderChartImage(chart.get(), size);
      const QStringList texts = textsOf(chart.get());
      EXPECT_GT(texts.size(), 4) << c.id.toStdString();
      EXPECT_TRUE(cut(texts).isEmpty())
          << GetParam() << " " << c.id.toStdString() << " at " << size.width() << "x"
          << size.height() << ": " << cut(texts).join(QStringLiteral(" | ")).toStdString();
    }
}

// Each bar's label names its figure uniquely (field and offer, site or workload), whole, inside
// the chart, over its own bar; the tooltip has the full name with the unit.
TEST_P(Readable, TornadoLabelsAreUniqueAndWhole) {
  const Example& e = example();
  ChartOptions options;
  options.locale = QLocale(QString::fromLatin1(GetParam()));
  for (const Tornado& tornado : e.risk->sensitivity->tornados)
    for (const QSize& size : kRiskSizes) {
      std::unique_ptr<QChart> chart(buildTornadoChart(*e.risk->model, tornado, options));
      renderChartImage(chart.get(), size);
      auto* fleet = qobject_cast<FleetChart*>(chart.get());
      ASSERT_TRUE(fleet);
      const QStringList labels = fleet->noteTexts();
      EXPECT_EQ(labels.size(), std::min<qsizetype>(12, tornado.bars.size()));
      EXPECT_EQ(QSet<QString>(labels.begin(), labels.end()).size(), labels.size())
          << labels.join(QStringLiteral(" | ")).toStdString();
      for (QGraphicsItem* item : chart->childItems())
        if (auto* note = qgraphicsitem_cast<QGraphicsSimpleTextItem*>(item)) {
          EXPECT_TRUE(note->isVisible()) << note->text().toStdString();
          EXPECT_LE(note->mapRectToParent(note->boundingRect()).right(), size.width() + 0.5)
              << note->text().toStdString() << " at " << size.width();
        }
    }
  // The shipped example has two H100 offers in Tokyo (a Japanese cloud's and AWS's): their
  // labels name the provider, so the bars can be told apart.
  const Tornado& difference = e.risk->sensitivity->tornados.front();
  QStringList all;
  for (const TornadoBar& bar : difference.bars)
    all << figureShortLabel(e.risk->model->figures[bar.figure]);
  EXPECT_EQ(QSet<QString>(all.begin(), all.end()).size(), all.size());
}

// The threshold's map, its threshold marked, also cuts nothing.
TEST_P(Readable, ThresholdMapCutsNothing) {
  const Example& e = example();
  const std::vector<int> shown = mostInformativeThresholds(e.thresholds->result);
  ASSERT_FALSE(shown.empty());
  for (int i : shown) {
    ThresholdMapOptions o = thresholdMapOptions(*e.thresholds->model, e.thresholds->result,
                                                e.thresholds->result.thresholds[i], 9);
    const BreakEvenMap map = runThresholdMap(*e.thresholds->model, o);
    ASSERT_TRUE(map.error.empty() && map.problems.empty()) << map.error;
    const MapMark mark = thresholdMapMark(*e.thresholds, i, map);
    for (const QSize& size : kRiskSizes) {
      std::unique_ptr<QChart> chart(
          buildBreakEvenMapChart(*e.thresholds->model, map, ChartOptions{}, &mark));
      renderChartImage(chart.get(), size);
      EXPECT_TRUE(cut(textsOf(chart.get())).isEmpty())
          << GetParam() << " " << i << ": "
          << cut(textsOf(chart.get())).join(QStringLiteral(" | ")).toStdString();
    }
  }
}

int widestUnbreakable(const QLabel* label) {
  const QString text = label->text();
  QTextBoundaryFinder finder(QTextBoundaryFinder::Line, text);
  int widest = 0;
  qsizetype from = 0;
  for (qsizetype at = finder.toNextBoundary(); at >= 0; at = finder.toNextBoundary()) {
    widest = std::max(widest,
                      label->fontMetrics().horizontalAdvance(text.mid(from, at - from).trimmed()));
    from = at;
  }
  return widest;
}

// At the results panel's widths on both screens, every card is as wide as its longest word.
TEST_P(Readable, KpiCardsBreakNoWord) {
  for (const int width : {560, 640, 880}) {
    KpiCards cards;
    cards.setResult(&example().result);
    cards.resize(width, 400);
    cards.show();
    QCoreApplication::processEvents();
    for (QLabel* label : cards.findChildren<QLabel*>()) {
      if (!label->isVisible() || !label->wordWrap() || label->text().isEmpty()) continue;
      EXPECT_GE(label->width(), widestUnbreakable(label))
          << GetParam() << " at " << width << ": " << label->text().toStdString();
    }
    EXPECT_GE(cards.columns(), 2) << width;
  }
}

// The main window on a 1366 × 768 screen: it fits, the Workloads table shows its GPU-hours
// column and the Finance tab the ownership policy's values without dragging anything.
TEST_P(Readable, EditorsShowTheirValuesOnFirstOpen) {
  MainWindow window;
  window.resize(1366, 740);
  window.show();
  QSignalSpy snapshots(window.session(), &Session::snapshotChanged);
  window.openFile(
      QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost")));
  ASSERT_TRUE(snapshots.wait(20000));
  QCoreApplication::processEvents();
  EXPECT_LE(window.width(), 1366);
  EXPECT_LE(window.minimumSizeHint().width(), 1366);

  auto* workloads = window.editorTabs()->widget(0)->findChild<ListEditor*>();
  ASSERT_TRUE(workloads);
  QTest::qWait(50);
  QTableView* table = workloads->view();
  int column = -1;
  for (int c = 0; c < table->model()->columnCount(); ++c)
    if (table->model()->headerData(c, Qt::Horizontal).toString() ==
        fieldLabel("gpu_hours_per_month"))
      column = c;
  ASSERT_GE(column, 0);
  QHeaderView* header = table->horizontalHeader();
  EXPECT_GE(header->sectionSize(column), header->sectionSizeHint(column)) << GetParam();
  EXPECT_LE(header->sectionViewportPosition(column) + header->sectionSize(column),
            table->viewport()->width())
      << GetParam();

  window.editorTabs()->setCurrentIndex(4);  // Finance & policy
  QTest::qWait(50);
  for (FormEditor* form : window.editorTabs()->widget(4)->findChildren<FormEditor*>()) {
    QTableView* view = form->view();
    QHeaderView* columns = view->horizontalHeader();
    // The values' column holds a dozen characters at least, inside the table.
    EXPECT_GE(columns->sectionSize(1), view->fontMetrics().averageCharWidth() * 12) << GetParam();
    EXPECT_LE(columns->sectionViewportPosition(1), view->viewport()->width() / 2) << GetParam();
  }
}

// A chart shown tall, then in a shorter view (the results panel's splitter moving), is laid
// out at the view's height, its legend inside (Qt's chart view kept the tallest minimum it had
// seen, and clipped the chart's legend).
TEST(ReadableView, ChartsShrinkWithTheirView) {
  ResultChartView view;
  view.resize(591, 420);
  view.setChart(buildPresentValueChart(example().result, ChartOptions{}));
  view.show();
  QTest::qWait(20);
  view.resize(591, 283);
  QTest::qWait(20);
  EXPECT_EQ(view.height(), 283);
  QChart* chart = view.chart();
  EXPECT_LE(chart->size().height(), 283.0);
  EXPECT_LE(chart->legend()->geometry().bottom(), chart->size().height());
  EXPECT_GT(chart->legend()->geometry().top(), chart->plotArea().bottom());
}

INSTANTIATE_TEST_SUITE_P(Languages, Readable, ::testing::Values("en", "ja", "zh_HK"));

}  // namespace
}  // namespace fleetcost::ui
