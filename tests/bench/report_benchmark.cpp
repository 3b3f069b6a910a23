// Writing the reports and exports of the shipped example (issue 4's goal: a PDF report of the
// example in under 2 s): the PDF of one scenario, the XLSX (its first scenario, and the large
// benchmark workbook: every flow a formula, issue 13), one 1920×1080 slide, and building and
// painting every chart of the catalog at 1280×720 (goal: all of them well under 50 ms).
#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>
#include <QTemporaryDir>

#include "bench/generated_workbook.h"
#include "model/evaluation/evaluate.h"
#include "model/io/workbook_reader.h"
#include "ui/render/charts/chart_render.h"
#include "ui/render/export/slide_export.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/pdf_report.h"

namespace {

using namespace fleetcost;

struct Example {
  Workbook workbook;
  ScenarioResult result;
};

const Example& example() {
  static const Example e = [] {
    Example x;
    x.workbook =
        *readWorkbookFile(FLEETCOST_SOURCE_DIR "/assets/examples/tokyo-vs-hong-kong.fleetcost")
             .workbook;
    x.result = *evaluateScenario(x.workbook.scenarios[0], 0).result;
    return x;
  }();
  return e;
}

void BM_PdfReportOfTheExample(benchmark::State& state) {
  const Example& e = example();
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("report.pdf"));
  for (auto _ : state) {
    const QString error = ui::writeScenarioReport(path, e.workbook.scenarios[0], e.result, {});
    if (!error.isEmpty()) state.SkipWithError(error.toStdString().c_str());
  }
}
BENCHMARK(BM_PdfReportOfTheExample)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_XlsxOfTheExample(benchmark::State& state) {
  const Example& e = example();
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("flows.xlsx"));
  for (auto _ : state) {
    const QString error = ui::writeResultXlsx(path, e.workbook.scenarios[0], e.result);
    if (!error.isEmpty()) state.SkipWithError(error.toStdString().c_str());
  }
}
BENCHMARK(BM_XlsxOfTheExample)->Unit(benchmark::kMillisecond)->UseRealTime();

// 40 workloads, 8 plans, 120 months: about 78,000 cells, 50,000 of them formulas.
void BM_XlsxOfTheLargeWorkbook(benchmark::State& state) {
  static const Scenario scenario = bench::largeScenario();
  static const ScenarioResult result = *evaluateScenario(scenario, 0).result;
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("large.xlsx"));
  for (auto _ : state) {
    const QString error = ui::writeResultXlsx(path, scenario, result);
    if (!error.isEmpty()) state.SkipWithError(error.toStdString().c_str());
  }
}
BENCHMARK(BM_XlsxOfTheLargeWorkbook)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_SlidePng1080p(benchmark::State& state) {
  const Example& e = example();
  const auto charts = ui::catalogCharts(e.result);
  ui::SlideOptions options;
  for (auto _ : state) benchmark::DoNotOptimize(ui::renderSlide(charts[0], options));
}
BENCHMARK(BM_SlidePng1080p)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_BuildAndPaintEveryCatalogChart(benchmark::State& state) {
  const Example& e = example();
  const auto charts = ui::catalogCharts(e.result);
  const ui::ChartOptions options;
  QImage image(1280, 720, QImage::Format_ARGB32_Premultiplied);
  for (auto _ : state)
    for (const ui::CatalogChart& chart : charts) {
      QPainter painter(&image);
      ui::paintNewChart(chart.build, options, &painter, QRectF(image.rect()));
    }
}
BENCHMARK(BM_BuildAndPaintEveryCatalogChart)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

int main(int argc, char** argv) {
  qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
