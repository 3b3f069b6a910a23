// fleetcost-cli report and export: usage errors name the option and exit 2, files are written
// whole, and PNG slides have the size asked for. (The PDF's and XLSX's contents are tested in
// tests/ui/views/export_test.cpp and tests/export/xlsx_libreoffice_check.py.)
#include <gtest/gtest.h>

#include <QTemporaryDir>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "app/cli/cli_app.h"
#include "cli/cli_run.h"
#include "support/test_workbooks.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/risk_catalog.h"

namespace fleetcost::cli {
namespace {

using test::sourcePath;

std::string bytesOf(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream bytes;
  bytes << in.rdbuf();
  return bytes.str();
}

// Width and height from a PNG's IHDR chunk (bytes 16..23, big-endian).
std::pair<int, int> pngSize(const std::string& png) {
  const auto be = [&](std::size_t at) {
    return (static_cast<unsigned char>(png[at]) << 24) |
           (static_cast<unsigned char>(png[at + 1]) << 16) |
           (static_cast<unsigned char>(png[at + 2]) << 8) | static_cast<unsigned char>(png[at + 3]);
  };
  return png.size() < 24 ? std::pair{0, 0} : std::pair{be(16), be(20)};
}

const std::string kTeaching = sourcePath("assets/examples/teaching-one-gpu.fleetcost");
const std::string kExample = sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost");

TEST(CliReport, WritesAPdf) {
  QTemporaryDir dir;
  const std::string path = dir.filePath(QStringLiteral("teaching.pdf")).toStdString();
  const CliRun r = run({"report", kTeaching, "-o", path, "--page", "letter"});
  EXPECT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(bytesOf(path).substr(0, 5), "%PDF-");
  EXPECT_NE(r.err.find("Wrote " + path), std::string::npos);
}

TEST(CliReport, UsageErrors) {
  CliRun r = run({"report", kTeaching});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("missing -o OUTPUT.pdf"), std::string::npos) << r.err;
  r = run({"report", kTeaching, "-o", "/tmp/x.pdf", "--page", "a3"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--page must be a4 or letter, got 'a3'"), std::string::npos) << r.err;
  r = run({"report", kTeaching, "-o", "/tmp/x.pdf", "--scenario", "Nope"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("no scenario named \"Nope\""), std::string::npos) << r.err;
  r = run({"report", "--help"});
  EXPECT_EQ(r.code, 0);
  EXPECT_NE(r.out.find("Usage: fleetcost-cli report FILE -o OUTPUT.pdf"), std::string::npos);
}

TEST(CliReport, UnwritableOutputIsAProblemNotACrash) {
  const CliRun r = run({"report", kTeaching, "-o", "/nonexistent/dir/report.pdf"});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("/nonexistent/dir/report.pdf: "), std::string::npos) << r.err;
}

TEST(CliExport, PngSizesAndSvg) {
  QTemporaryDir dir;
  const std::string big = dir.filePath(QStringLiteral("big.png")).toStdString();
  CliRun r = run({"export", kTeaching, "--format", "png", "-o", big, "--chart", "present-value",
                  "--size", "3840x2160"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(pngSize(bytesOf(big)), (std::pair{3840, 2160}));
  const std::string normal = dir.filePath(QStringLiteral("normal.png")).toStdString();
  r = run({"export", kTeaching, "--format", "png", "-o", normal});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_EQ(pngSize(bytesOf(normal)), (std::pair{1920, 1080}));
  const std::string svg = dir.filePath(QStringLiteral("chart.svg")).toStdString();
  r = run({"export", kTeaching, "--format", "svg", "-o", svg, "--chart", "capacity"});
  ASSERT_EQ(r.code, 0) << r.err;
  EXPECT_NE(bytesOf(svg).find("<svg"), std::string::npos);
}

TEST(CliExport, CsvOfEveryScenarioWithOneHeader) {
  QTemporaryDir dir;
  const std::string path = dir.filePath(QStringLiteral("flows.csv")).toStdString();
  const CliRun r = run({"export", kExample, "--format", "csv", "-o", path, "--bom"});
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string csv = bytesOf(path);
  EXPECT_EQ(csv.substr(0, 3), "\xEF\xBB\xBF");
  // One header line for the whole file, rows of both scenarios.
  std::size_t headers = 0;
  for (std::size_t at = csv.find("Scenario,Plan,"); at != std::string::npos;
       at = csv.find("Scenario,Plan,", at + 1))
    ++headers;
  EXPECT_EQ(headers, 1u);
  EXPECT_NE(csv.find("\"Tokyo vs Hong Kong, 5 years\",Rent on demand — Tokyo,"), std::string::npos);
  EXPECT_NE(csv.find("High growth,Rent on demand — Tokyo,"), std::string::npos);
}

TEST(CliExport, UsageErrors) {
  CliRun r = run({"export", kTeaching, "-o", "/tmp/x"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("missing --format csv|xlsx|png|svg"), std::string::npos) << r.err;
  r = run({"export", kTeaching, "--format", "docx", "-o", "/tmp/x"});
  EXPECT_NE(r.err.find("--format must be csv, xlsx, png or svg, got 'docx'"), std::string::npos)
      << r.err;
  r = run({"export", kTeaching, "--format", "png", "-o", "/tmp/x.png", "--chart", "pie"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("unknown chart 'pie'; one of cumulative, monthly, present-value"),
            std::string::npos)
      << r.err;
  r = run({"export", kTeaching, "--format", "png", "-o", "/tmp/x.png", "--size", "100x100"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--size must be WIDTHxHEIGHT"), std::string::npos) << r.err;
  r = run({"export", kTeaching, "--format", "csv", "-o", "/tmp/x.csv", "--chart", "monthly"});
  EXPECT_NE(r.err.find("--chart applies to png and svg only"), std::string::npos) << r.err;
  // A slide shows one scenario: the example has three, so one must be named (an XLSX holds them
  // all, tests/export/xlsx_structure_check.py).
  r = run({"export", kExample, "--format", "png", "-o", "/tmp/x.png"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("png holds one scenario; name it with --scenario"), std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("\"High growth\""), std::string::npos) << r.err;
}

// The chart catalogs are the only lists of charts; the help, written by hand, must name each.
TEST(CliExport, HelpNamesEveryChartOfTheCatalogs) {
  const CliRun r = run({"export", "--help"});
  EXPECT_EQ(r.code, 0);
  const QStringList ids = fleetcost::ui::catalogChartIds() + fleetcost::ui::riskChartIds();
  EXPECT_EQ(ids.size(), 9);  // six result charts, three risk charts
  for (const QString& id : ids)
    EXPECT_NE(r.out.find(" " + id.toStdString()), std::string::npos) << id.toStdString();
}

TEST(CliExport, WorkbookWithProblemsWritesNothing) {
  QTemporaryDir dir;
  const std::string bad = dir.filePath(QStringLiteral("bad.fleetcost")).toStdString();
  std::ofstream(bad) << "{\"format\": \"fleetcost-workbook\", \"version\": 1, \"scenarios\": [";
  const std::string out = dir.filePath(QStringLiteral("out.csv")).toStdString();
  const CliRun r = run({"export", bad, "--format", "csv", "-o", out});
  EXPECT_EQ(r.code, 1);
  EXPECT_FALSE(std::filesystem::exists(out));
}

// The risk charts as slides: the shipped example has ranged figures; the teaching example has
// none, which is said, not drawn as an empty chart.
TEST(CliExport, RiskChartsAsSlides) {
  QTemporaryDir dir;
  for (const std::string chart : {"tornado", "risk-distribution", "breakeven-map"}) {
    const std::string path = dir.filePath(QString::fromStdString(chart + ".png")).toStdString();
    const CliRun r = run({"export", kExample, "--scenario", "Tokyo vs Hong Kong, 5 years",
                          "--format", "png", "--chart", chart, "--trials", "500", "-o", path});
    EXPECT_EQ(r.code, 0) << chart << ": " << r.err;
    EXPECT_EQ(pngSize(bytesOf(path)), std::pair(1920, 1080)) << chart;
  }
  const std::string none = dir.filePath(QStringLiteral("none.svg")).toStdString();
  const CliRun r = run({"export", kTeaching, "--format", "svg", "--chart", "tornado", "-o", none});
  EXPECT_EQ(r.code, 1);
  EXPECT_NE(r.err.find("no figure has a low and a high value"), std::string::npos) << r.err;
  EXPECT_FALSE(std::filesystem::exists(none));
}

TEST(CliExport, TrialsOptionErrors) {
  CliRun r = run({"export", kExample, "--format", "png", "--chart", "tornado", "--trials", "0",
                  "-o", "/tmp/x.png"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--trials must be a whole number from 1 to 1000000, got '0'"),
            std::string::npos)
      << r.err;
  r = run({"export", kExample, "--format", "png", "--chart", "cumulative", "--trials", "100", "-o",
           "/tmp/x.png"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--trials applies to the risk charts only"), std::string::npos) << r.err;
  r = run({"report", kExample, "--no-risk", "--trials", "100", "-o", "/tmp/x.pdf"});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("--trials and --no-risk cannot be used together"), std::string::npos)
      << r.err;
}

}  // namespace
}  // namespace fleetcost::cli
