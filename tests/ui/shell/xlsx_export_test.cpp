// File › Export › Spreadsheet in the app: every scenario of the open workbook in one file, a
// scenario with problems listed on the Summary and not exported (the file's formulas are checked
// against FleetCost by tests/export/xlsx_libreoffice_check.py).
#include <gtest/gtest.h>

#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>

#include "support/test_workbooks.h"
#include "ui/core/session/session.h"
#include "ui/shell/actions/export_actions.h"
#include "ui/shell/mainwindow/main_window.h"

namespace fleetcost::ui {
namespace {

using test::Json;

// The sheet names of an XLSX and whether its texts hold `text` (read with Python's zipfile).
QString inspect(const QString& path, const QString& text) {
  QProcess python;
  python.start(QStringLiteral("python3"),
               {QStringLiteral("-c"),
                QStringLiteral("import re, sys, zipfile\n"
                               "z = zipfile.ZipFile(sys.argv[1])\n"
                               "print('|'.join(re.findall(r'<sheet name=\"([^\"]*)\"', "
                               "z.read('xl/workbook.xml').decode())))\n"
                               "print(sys.argv[2].encode() in z.read('xl/sharedStrings.xml'))\n"),
                path, text});
  EXPECT_TRUE(python.waitForFinished(60000));
  return QString::fromUtf8(python.readAllStandardOutput());
}

TEST(XlsxExportAction, EveryScenarioOfTheWorkbookAndThoseWithProblemsListed) {
  QTemporaryDir dir;
  const QString file = dir.filePath(QStringLiteral("three.fleetcost"));
  {
    QFile example(
        QString::fromStdString(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost")));
    ASSERT_TRUE(example.open(QIODevice::ReadOnly));
    Json workbook = Json::parse(example.readAll().toStdString());
    // The third scenario gets a problem: a PUE below 1.
    workbook["scenarios"][2]["sites"][0]["cooling_options"][0]["pue"] = 0.5;
    QFile out(file);
    ASSERT_TRUE(out.open(QIODevice::WriteOnly));
    out.write(QByteArray::fromStdString(workbook.dump()));
  }
  MainWindow window;
  QString error;
  QSignalSpy spy(window.session(), &Session::snapshotChanged);
  ASSERT_TRUE(window.session()->document()->open(file, &error)) << error.toStdString();
  ASSERT_TRUE(spy.wait(20000));
  auto* exports = window.findChild<ExportActions*>();
  ASSERT_TRUE(exports);
  const QString xlsx = dir.filePath(QStringLiteral("three.xlsx"));
  ASSERT_EQ(exports->writeXlsx(xlsx), QString());
  const QStringList lines =
      inspect(xlsx, QStringLiteral("not exported: the scenario has problems")).split('\n');
  ASSERT_GE(lines.size(), 2);
  const QStringList sheets = lines[0].split('|');
  EXPECT_EQ(sheets.front(), QStringLiteral("Summary"));
  EXPECT_TRUE(sheets.contains(QStringLiteral("S1 Assumptions")));
  EXPECT_TRUE(sheets.contains(QStringLiteral("S2 Monthly inputs")));
  EXPECT_TRUE(sheets.contains(QStringLiteral("2.8 Hybrid — Hong Kong")));
  EXPECT_FALSE(sheets.contains(QStringLiteral("S3 Assumptions")));
  EXPECT_EQ(lines[1], QStringLiteral("True"));
}

}  // namespace
}  // namespace fleetcost::ui
