// Reports, exports and the presentation, on the offscreen platform: CSV quoting and formula
// neutralising, XLSX sheet names and cell references, slides as PNG and SVG, the PDF's pages and
// text (read back with poppler's pdftotext), and moving through the presentation.
#include <gtest/gtest.h>

#include <QFile>
#include <QImage>
#include <QKeyEvent>
#include <QPainter>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

#include "model/io/workbook_reader.h"
#include "support/pdf_text.h"
#include "support/portfolio_workbooks.h"
#include "support/test_workbooks.h"
#include "ui/core/session/evaluation_snapshot.h"
#include "ui/render/export/csv_export.h"
#include "ui/render/export/slide_export.h"
#include "ui/render/export/xlsx/xlsx_cells.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/pdf_report.h"
#include "ui/render/report/report_text.h"
#include "ui/views/present/presentation_window.h"

namespace fleetcost::ui {
namespace {

using test::pdfText;

// The teaching example (docs/teaching-example.md works every figure by hand).
Workbook teachingWorkbook() {
  const ReadWorkbook read =
      readWorkbookFile(FLEETCOST_SOURCE_DIR "/assets/examples/teaching-one-gpu.fleetcost");
  EXPECT_TRUE(read.problems.empty());
  return *read.workbook;
}

ScenarioResult evaluate(const Scenario& scenario) {
  ScenarioEvaluation e = evaluateScenario(scenario, 0);
  EXPECT_TRUE(e.problems.empty());
  return *e.result;
}

QString pdfInfo(const QString& path, const QString& key) {
  QProcess process;
  process.start(QStringLiteral("pdfinfo"), {path});
  EXPECT_TRUE(process.waitForFinished(60000));
  const QRegularExpression line(QStringLiteral("^%1:\\s*(.*)$").arg(key),
                                QRegularExpression::MultilineOption);
  return line.match(QString::fromUtf8(process.readAllStandardOutput())).captured(1).trimmed();
}

// ---------------------------------------------------------------------------------------------
// CSV

TEST(CsvExport, NeutralisesFormulasAndQuotesPerRfc4180) {
  // A leading = + - @ tab or CR makes a spreadsheet run the cell: an apostrophe keeps it text.
  EXPECT_EQ(csvTextField(QStringLiteral("=SUM(A1:A9)")), QStringLiteral("'=SUM(A1:A9)"));
  EXPECT_EQ(csvTextField(QStringLiteral("+81 3 1234")), QStringLiteral("'+81 3 1234"));
  EXPECT_EQ(csvTextField(QStringLiteral("-2 GPUs")), QStringLiteral("'-2 GPUs"));
  EXPECT_EQ(csvTextField(QStringLiteral("@cmd")), QStringLiteral("'@cmd"));
  EXPECT_EQ(csvTextField(QStringLiteral("\tx")), QStringLiteral("'\tx"));
  // CR also needs quoting (RFC 4180: fields with CR or LF are quoted).
  EXPECT_EQ(csvTextField(QStringLiteral("\rx")), QStringLiteral("\"'\rx\""));
  // A comma or quote: quoted, quotes doubled; the formula guard comes first.
  EXPECT_EQ(csvTextField(QStringLiteral("Tokyo, 5 years")), QStringLiteral("\"Tokyo, 5 years\""));
  EXPECT_EQ(csvTextField(QStringLiteral("=HYPERLINK(\"http://x\",\"y\")")),
            QStringLiteral("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\""));
  EXPECT_EQ(csvTextField(QStringLiteral("line\nbreak")), QStringLiteral("\"line\nbreak\""));
  // Plain text, and text with = inside, stay as they are.
  EXPECT_EQ(csvTextField(QStringLiteral("Hybrid — 東京")), QStringLiteral("Hybrid — 東京"));
  EXPECT_EQ(csvTextField(QStringLiteral("a=b")), QStringLiteral("a=b"));
}

TEST(CsvExport, MonthlyFlowsOfTheTeachingExample) {
  Workbook workbook = teachingWorkbook();
  Scenario& scenario = workbook.scenarios[0];
  scenario.plans[0].name = "=1+1 on demand";  // a hostile plan name
  const ScenarioResult result = evaluate(scenario);
  const std::string csv = monthlyFlowsCsv(result);
  ASSERT_NE(csv.substr(0, 3), "\xEF\xBB\xBF");  // no byte-order mark unless asked
  const QStringList lines = QString::fromStdString(csv).split(QStringLiteral("\r\n"));
  // Header: 5 text columns, months 0..24, Total.
  EXPECT_TRUE(lines[0].startsWith(
      QStringLiteral("Scenario,Plan,Strategy,Category,Currency,Month 0,Month 1,")));
  EXPECT_TRUE(lines[0].endsWith(QStringLiteral(",Month 24,Total")));
  // On demand: 14,600 GPU-hours × 3.00 = 43,800 at the end of each month (t = 1..24), nothing
  // at t = 0; 24 × 43,800 = 1,051,200. The plan name is neutralised, the numbers stay numbers.
  QString expected = QStringLiteral(
      "Teaching: 20 H100 GPUs for two years,'=1+1 on demand,rent_on_demand,"
      "rental_on_demand,USD,0");
  for (int t = 1; t <= 24; ++t) expected += QStringLiteral(",43800");
  expected += QStringLiteral(",1051200");
  EXPECT_TRUE(lines.contains(expected)) << csv.substr(0, 600);
  // Colocation's residual value is a credit: -187,500 at t = 24 (3 servers × 250,000 × 0.5²).
  bool residual = false;
  for (const QString& line : lines)
    if (line.contains(QStringLiteral(",colocate,residual,")))
      residual = line.endsWith(QStringLiteral(",-187500,-187500"));
  EXPECT_TRUE(residual);
  // Every line ends with CRLF, including the last.
  EXPECT_EQ(csv.substr(csv.size() - 2), "\r\n");

  CsvOptions bom;
  bom.byteOrderMark = true;
  EXPECT_EQ(monthlyFlowsCsv(result, bom).substr(0, 3), "\xEF\xBB\xBF");
}

// ---------------------------------------------------------------------------------------------
// XLSX helpers (the spreadsheet itself is read back by LibreOffice in xlsx_libreoffice_check.py)

TEST(XlsxExport, CellReferences) {
  EXPECT_EQ(cellReference(0, 0), QStringLiteral("A1"));
  EXPECT_EQ(cellReference(5, 2), QStringLiteral("C6"));
  EXPECT_EQ(cellReference(0, 25), QStringLiteral("Z1"));
  EXPECT_EQ(cellReference(0, 26), QStringLiteral("AA1"));    // 26 letters, then two
  EXPECT_EQ(cellReference(9, 701), QStringLiteral("ZZ10"));  // 26 + 26 × 26 = 702 columns
  EXPECT_EQ(cellReference(9, 702), QStringLiteral("AAA10"));
  EXPECT_EQ(cellReference(6, 1, true), QStringLiteral("$B$7"));
  // Rows 7..67 of column C (zero-based 6..66, 2); the rate cell of a sheet with a quote.
  EXPECT_EQ(columnRange(6, 66, 2), QStringLiteral("$C$7:$C$67"));
  EXPECT_EQ(sheetCell(QStringLiteral("Summary"), 6, 1), QStringLiteral("'Summary'!$B$7"));
  EXPECT_EQ(sheetCell(QStringLiteral("Bob's"), 0, 0), QStringLiteral("'Bob''s'!$A$1"));
}

TEST(XlsxExport, WorksheetNamesAreValidAndUnique) {
  EXPECT_EQ(worksheetName(1, QStringLiteral("Rent on demand — Tokyo"), {}),
            QStringLiteral("1 Rent on demand — Tokyo"));
  // []:*?/\ and apostrophes are not allowed in sheet names.
  EXPECT_EQ(worksheetName(2, QStringLiteral("a/b\\c[d]:e*f?g'h"), {}),
            QStringLiteral("2 a b c d e f g h"));
  // At most 31 characters (counted as characters, not bytes), cut after a whole word: "3 " (2) +
  // "ハイブリッド" (6) + " — " (3) + "東京の" (3) + "コロケーション" (7) + "と" (1) + "大阪の" (3)
  // + "クラウド" (4) = 29; "（" would make 30 but an opening bracket never ends a name, and "予備"
  // makes 32. The cut at the bracket keeps 27 of the 29 characters of room (at least 2/3).
  EXPECT_EQ(
      worksheetName(
          3, QStringLiteral("ハイブリッド — 東京のコロケーションと大阪のクラウド（予備を含む）"),
          {}),
      QStringLiteral("3 ハイブリッド — 東京のコロケーションと大阪のクラウド"));
  // "1.12 " (5) + "Colocate — Tokyo TEPCO area" (27) = 32: "area" does not fit, so the name ends
  // after "TEPCO" (and not "Tokyo TEPCO ar", 31, cut inside a word as before).
  EXPECT_EQ(
      worksheetName(QStringLiteral("1.12"), QStringLiteral("Colocate — Tokyo TEPCO area"), {}),
      QStringLiteral("1.12 Colocate — Tokyo TEPCO"));
  // A single word longer than the room: the position alone (the full name is in A1).
  EXPECT_EQ(worksheetName(7, QString(40, QLatin1Char('x')), {}), QStringLiteral("7"));
  // Ideographs without any punctuation: cut between two of them (Unicode's word boundaries).
  EXPECT_EQ(worksheetName(5, QString(40, QChar(0x6771)), {}).toUcs4().size(), 31);
  // Taken (case-insensitively): falls back to the position.
  EXPECT_EQ(worksheetName(4, QStringLiteral("Summary"), {QStringLiteral("4 summary")}),
            QStringLiteral("4 (2)"));
}

TEST(XlsxExport, WritesAZipAndReportsAnUnwritablePlace) {
  const Workbook workbook = teachingWorkbook();
  const ScenarioResult result = evaluate(workbook.scenarios[0]);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("flows.xlsx"));
  ASSERT_EQ(writeResultXlsx(path, workbook.scenarios[0], result), QString());
  QFile file(path);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  EXPECT_EQ(file.read(2), QByteArray("PK"));  // an XLSX is a zip archive
  // No temporary file is left beside it.
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
            QStringList{QStringLiteral("flows.xlsx")});

  const QString error = writeResultXlsx(dir.filePath(QStringLiteral("missing/flows.xlsx")),
                                        workbook.scenarios[0], result);
  EXPECT_FALSE(error.isEmpty());
  EXPECT_FALSE(QFile::exists(dir.filePath(QStringLiteral("missing/flows.xlsx"))));
}

// A portfolio plan (docs/spreadsheet.md): the export takes it, and its sheet holds a block per
// part — the hand-worked two-workload case (tests/support/portfolio_workbooks.h), w1 colocated
// at site1 and w2 reserved in r1 — before the portfolio's own categories. The figures are
// LibreOffice's to compute (tests/export/xlsx_libreoffice_check.py: 256,000).
TEST(XlsxExport, APortfolioSheetHasOneBlockPerPart) {
  test::Json json = test::twoWorkloadScenario();
  json["plans"] = test::Json::parse(R"([{"name": "mixed", "strategy": "portfolio", "assignments": [
      {"workload": "w1", "strategy": "colocate", "site": "site1", "rental_region": "r1"},
      {"workload": "w2", "strategy": "rent_reserved", "rental_region": "r1"}]}])");
  const Scenario scenario = test::loadScenario(json);
  const ScenarioResult result = evaluate(scenario);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("portfolio.xlsx"));
  ASSERT_EQ(writeResultXlsx(path, scenario, result), QString());
  // Its one plan's sheet is the fourth (Summary, Assumptions, Monthly inputs); its texts are
  // shared strings, each written once.
  const auto part = [&](const QString& name) {
    QProcess unzip;
    unzip.start(QStringLiteral("unzip"), {QStringLiteral("-p"), path, name});
    EXPECT_TRUE(unzip.waitForFinished(60000));
    return QString::fromUtf8(unzip.readAllStandardOutput());
  };
  const QString strings = part(QStringLiteral("xl/sharedStrings.xml"));
  const QString sheet = part(QStringLiteral("xl/worksheets/sheet4.xml"));
  const auto usedOnSheet = [&](const QString& text) {
    const int at = strings.indexOf(QStringLiteral(">") + text + QStringLiteral("<"));
    if (at < 0) return false;
    const int index = strings.left(at).count(QStringLiteral("<si>"));  // this one's index + 1
    return sheet.contains(QStringLiteral("t=\"s\"><v>%1</v>").arg(index - 1));
  };
  EXPECT_TRUE(usedOnSheet(QStringLiteral("Part 1: colocate site1 r1 — workloads w1")));
  EXPECT_TRUE(usedOnSheet(QStringLiteral("Part 2: rent_reserved r1 — workloads w2")));
  EXPECT_TRUE(usedOnSheet(QStringLiteral("Part 1: cash flows by category")));
  EXPECT_TRUE(usedOnSheet(QStringLiteral("Part 2: cash flows by category")));
  EXPECT_FALSE(strings.contains(QStringLiteral("Part 3")));
  // Each part's own demand: g1's under part 1, g2's under part 2.
  EXPECT_TRUE(usedOnSheet(QStringLiteral("GPU-hours demanded by the part's workloads — GPU Two")));
}

// ---------------------------------------------------------------------------------------------
// Slides

class SlideExport : public ::testing::Test {
 protected:
  void SetUp() override {
    workbook_ = teachingWorkbook();
    result_ = evaluate(workbook_.scenarios[0]);
    charts_ = catalogCharts(result_);
    options_.scenarioName = QString::fromStdString(result_.name);
    options_.currency = QStringLiteral("USD");
  }
  Workbook workbook_;
  ScenarioResult result_;
  std::vector<CatalogChart> charts_;
  SlideOptions options_;
};

TEST_F(SlideExport, CatalogHasEveryResultsChart) {
  // The teaching example has owning plans, so every chart of the results panel is there.
  QStringList ids;
  for (const CatalogChart& c : charts_) ids << c.id;
  EXPECT_EQ(ids, catalogChartIds());
  // The cheapest plan is Rent reserved at 770,880 (docs/teaching-example.md).
  EXPECT_TRUE(charts_[0].keyNumber.contains(QStringLiteral("Rent reserved")))
      << charts_[0].keyNumber.toStdString();
  EXPECT_TRUE(charts_[0].keyNumber.contains(QStringLiteral("770,880")))
      << charts_[0].keyNumber.toStdString();
}

TEST_F(SlideExport, PngAtSlideSizes) {
  QTemporaryDir dir;
  for (const QSize size : {QSize(1920, 1080), QSize(3840, 2160)}) {
    options_.size = size;
    const QString path = dir.filePath(QStringLiteral("slide-%1.png").arg(size.width()));
    ASSERT_EQ(writeSlidePng(path, charts_[0], options_), QString());
    const QImage image(path);
    EXPECT_EQ(image.size(), size);
    // Not blank: the title's dark blue and the plans' colours are drawn.
    int coloured = 0;
    for (int y = 0; y < image.height(); y += 8)
      for (int x = 0; x < image.width(); x += 8)
        coloured += image.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
    EXPECT_GT(coloured, 200);
  }
}

TEST_F(SlideExport, SvgParsesAndRenders) {
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("slide.svg"));
  ASSERT_EQ(writeSlideSvg(path, charts_[0], options_), QString());
  QSvgRenderer renderer(path);
  ASSERT_TRUE(renderer.isValid());
  EXPECT_EQ(renderer.viewBox(), QRect(0, 0, 1920, 1080));
  QImage image(960, 540, QImage::Format_ARGB32);
  image.fill(Qt::white);
  QPainter painter(&image);
  renderer.render(&painter);
  painter.end();
  int coloured = 0;
  for (int y = 0; y < image.height(); y += 4)
    for (int x = 0; x < image.width(); x += 4)
      coloured += image.pixelColor(x, y) != QColor(Qt::white) ? 1 : 0;
  EXPECT_GT(coloured, 200);
  // Text stays text: the title and the subtitle's scenario name are in the file.
  QFile file(path);
  ASSERT_TRUE(file.open(QIODevice::ReadOnly));
  const QString svg = QString::fromUtf8(file.readAll());
  EXPECT_TRUE(svg.contains(QStringLiteral("Cumulative cost by plan")));
  EXPECT_TRUE(svg.contains(QStringLiteral("Teaching: 20 H100 GPUs for two years")));
}

// ---------------------------------------------------------------------------------------------
// PDF

TEST(PdfReport, TeachingExampleHasItsSectionsAndSentences) {
  const Workbook workbook = teachingWorkbook();
  const ScenarioResult result = evaluate(workbook.scenarios[0]);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("report.pdf"));
  ReportOptions options;
  options.workbookName = QStringLiteral("teaching-one-gpu.fleetcost");
  options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
  ASSERT_EQ(writeScenarioReport(path, workbook.scenarios[0], result, options), QString());
  EXPECT_EQ(pdfInfo(path, QStringLiteral("Page size")), QStringLiteral("595 x 842 pts (A4)"));
  const int pages = pdfInfo(path, QStringLiteral("Pages")).toInt();
  // The summary, key figures with the cumulative chart, the other charts two to a page (3
  // pages), cash flows and notes, the register: 7 pages at least, and few more.
  EXPECT_GE(pages, 7);
  EXPECT_LE(pages, 10);
  const QString text = pdfText(path);
  for (const QString& heading :
       {QStringLiteral("Executive summary"), QStringLiteral("Key figures"),
        QStringLiteral("Cumulative cost by plan"), QStringLiteral("Monthly cost by category"),
        QStringLiteral("Present value by plan and category"),
        QStringLiteral("Capacity against demand"), QStringLiteral("Load duration in the last year"),
        QStringLiteral("Racks and facility power"), QStringLiteral("Yearly cash flows"),
        QStringLiteral("Warnings"), QStringLiteral("Method"), QStringLiteral("Tax rules"),
        QStringLiteral("Appendix: assumptions register")})
    EXPECT_TRUE(text.contains(heading)) << heading.toStdString();
  // Hand-worked in docs/teaching-example.md: reserved 770,880 is the cheapest; the best owning
  // plan, Hybrid at 799,840, costs 28,960 more; it never breaks even against reserved, but does
  // against on demand after 20 months.
  EXPECT_TRUE(text.contains(
      QStringLiteral("the cheapest plan is Rent reserved, with a present value of US$770,880.00")))
      << text.left(1500).toStdString();
  EXPECT_TRUE(text.contains(
      QStringLiteral("Renting is cheaper: the best renting plan, Rent reserved, costs "
                     "US$28,960.00 less in present value than the best owning plan, Hybrid")));
  EXPECT_TRUE(text.contains(
      QStringLiteral("Hybrid does not break even against Rent reserved within the horizon")));
  EXPECT_TRUE(
      text.contains(QStringLiteral("Against Rent on demand it breaks even after 20 months.")));
  // Yearly cash flows of on demand: 12 × 43,800 = 525,600 in each year.
  EXPECT_TRUE(text.contains(QStringLiteral("525,600.00")));
  // The register lists each stated figure with its source.
  EXPECT_TRUE(text.contains(QStringLiteral("Energy / kWh")));
  EXPECT_TRUE(text.contains(QStringLiteral("Sources")));
  EXPECT_TRUE(text.contains(QStringLiteral("Page 1 of %1").arg(pages)));
}

TEST(PdfReport, LetterPagesAndJapaneseNames) {
  Workbook workbook = teachingWorkbook();
  Scenario& scenario = workbook.scenarios[0];
  scenario.name = "東京の GPU 計画";
  scenario.plans[3].name = "ハイブリッド — 東京";
  const ScenarioResult result = evaluate(scenario);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("report-ja.pdf"));
  ReportOptions options;
  options.pageSize = QPageSize::Letter;
  ASSERT_EQ(writeScenarioReport(path, scenario, result, options), QString());
  EXPECT_EQ(pdfInfo(path, QStringLiteral("Page size")), QStringLiteral("612 x 792 pts (letter)"));
  const QString text = pdfText(path);
  // The glyphs are embedded with their Unicode mapping, so the text extracts as typed.
  EXPECT_TRUE(text.contains(QStringLiteral("東京の GPU 計画")));
  EXPECT_TRUE(text.contains(QStringLiteral("ハイブリッド — 東京")));
}

TEST(PdfReport, ComparisonOfTwoScenarios) {
  Workbook workbook = teachingWorkbook();
  Scenario second = workbook.scenarios[0];
  second.name = "High growth";
  const ScenarioResult first = evaluate(workbook.scenarios[0]);
  const ScenarioResult other = evaluate(second);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("compare.pdf"));
  ASSERT_EQ(writeComparisonReport(path, {&workbook.scenarios[0], &second}, {&first, &other}, {}),
            QString());
  const QString text = pdfText(path);
  EXPECT_TRUE(text.contains(QStringLiteral("Comparison of 2 scenario")));
  EXPECT_TRUE(text.contains(QStringLiteral("Side by side")));
  EXPECT_TRUE(text.contains(QStringLiteral("Teaching: 20 H100 GPUs for two years")));
  EXPECT_TRUE(text.contains(QStringLiteral("High growth")));
}

TEST(PdfReport, UnwritablePathIsAMessageAndNoFile) {
  const Workbook workbook = teachingWorkbook();
  const ScenarioResult result = evaluate(workbook.scenarios[0]);
  QTemporaryDir dir;
  const QString path = dir.filePath(QStringLiteral("no/such/dir/report.pdf"));
  EXPECT_FALSE(writeScenarioReport(path, workbook.scenarios[0], result, {}).isEmpty());
  EXPECT_FALSE(QFile::exists(path));
}

// ---------------------------------------------------------------------------------------------
// Presentation

TEST(Presentation, KeysMoveBetweenSlidesAndEscapeLeaves) {
  const Workbook workbook = teachingWorkbook();
  const SnapshotPtr snapshot = evaluateWorkbook(workbook, 1);
  auto* window = new PresentationWindow(snapshot, 0);
  window->resize(1280, 720);
  window->show();
  ASSERT_EQ(window->slideCount(), 6);
  EXPECT_EQ(window->currentTitle(), QStringLiteral("Cumulative cost by plan"));
  QTest::keyClick(window, Qt::Key_Right);
  EXPECT_EQ(window->currentSlide(), 1);
  QTest::keyClick(window, Qt::Key_PageDown);
  EXPECT_EQ(window->currentSlide(), 2);
  QTest::keyClick(window, Qt::Key_PageUp);
  EXPECT_EQ(window->currentSlide(), 1);
  QTest::keyClick(window, Qt::Key_End);
  EXPECT_EQ(window->currentSlide(), 5);
  QTest::keyClick(window, Qt::Key_Right);  // stays on the last
  EXPECT_EQ(window->currentSlide(), 5);
  QTest::keyClick(window, Qt::Key_Home);
  EXPECT_EQ(window->currentSlide(), 0);
  QTest::keyClick(window, Qt::Key_Left);  // stays on the first
  EXPECT_EQ(window->currentSlide(), 0);
  // What is painted is the slide: not blank.
  const QImage shot = window->grab().toImage();
  EXPECT_EQ(shot.size(), QSize(1280, 720));
  EXPECT_NE(shot.pixelColor(640, 360), QColor());
  QPointer<PresentationWindow> alive(window);
  QTest::keyClick(window, Qt::Key_Escape);
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  EXPECT_TRUE(alive.isNull());  // closed and deleted
}

TEST(Presentation, ScenarioWithProblemsShowsAMessage) {
  Workbook workbook = teachingWorkbook();
  workbook.scenarios[0].workloads[0].gpu = "no_such_gpu";
  const SnapshotPtr snapshot = evaluateWorkbook(workbook, 1);
  PresentationWindow window(snapshot, 0);
  EXPECT_EQ(window.slideCount(), 0);
  window.resize(640, 360);
  QTest::keyClick(&window, Qt::Key_Right);  // nothing to move to, no crash
  EXPECT_FALSE(window.grab().isNull());
}

}  // namespace
}  // namespace fleetcost::ui
