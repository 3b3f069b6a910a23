// The document: open, save (atomic), dirty state through undo, read-only newer files, recovery
// copies after an abrupt end.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include "model/io/workbook_reader.h"
#include "support/test_workbooks.h"
#include "ui/core/document/recovery_store.h"
#include "ui/core/document/workbook_document.h"

namespace fleetcost::ui {
namespace {

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text) {
  const QString path = dir.filePath(name);
  QFile file(path);
  file.open(QIODevice::WriteOnly);
  file.write(text);
  return path;
}

QByteArray baseWorkbook() {
  return QByteArray::fromStdString(test::workbookOf(test::baseScenario()).dump(2));
}

TEST(Document, NewStartsFromTheShippedPresets) {
  WorkbookDocument document;
  ASSERT_EQ(document.scenarioCount(), 1);
  const Scenario& s = document.scenario(0);
  EXPECT_GE(s.regions.size(), 3u);  // Tokyo, Osaka, Hong Kong
  EXPECT_EQ(s.plans.size(), 4u);
  EXPECT_FALSE(document.isModified());
  EXPECT_TRUE(document.filePath().isEmpty());
}

TEST(Document, EditsAreUndoableAndMakeItDirty) {
  QTemporaryDir dir;
  const QString path = writeFile(dir, "plan.fleetcost", baseWorkbook());
  WorkbookDocument document;
  QString error;
  ASSERT_TRUE(document.open(path, &error)) << error.toStdString();
  EXPECT_FALSE(document.isModified());
  QSignalSpy modified(&document, &WorkbookDocument::modificationChanged);
  Scenario changed = document.scenario(0);
  changed.horizonMonths = Figure::of(24);
  document.changeScenario(0, changed, "Change horizon");
  EXPECT_TRUE(document.isModified());
  EXPECT_EQ(document.scenario(0).horizonMonths.value, 24);
  document.undoStack()->undo();
  EXPECT_FALSE(document.isModified());
  EXPECT_EQ(document.scenario(0).horizonMonths.value, 12);
  document.undoStack()->redo();
  EXPECT_EQ(document.scenario(0).horizonMonths.value, 24);
  EXPECT_GE(modified.count(), 3);
}

TEST(Document, SaveIsAtomicAndKeepsUnknownKeys) {
  QTemporaryDir dir;
  test::Json s = test::baseScenario();
  s["comment"] = "kept";
  const QString path =
      writeFile(dir, "plan.fleetcost", QByteArray::fromStdString(test::workbookOf(s).dump()));
  WorkbookDocument document;
  QString error;
  ASSERT_TRUE(document.open(path, &error));
  Scenario changed = document.scenario(0);
  changed.name = "Renamed";
  document.changeScenario(0, changed, "Rename");
  ASSERT_TRUE(document.save(&error)) << error.toStdString();
  EXPECT_FALSE(document.isModified());
  EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files).size(), 1);  // no temporary left
  const ReadWorkbook back = readWorkbookFile(path.toStdString());
  ASSERT_TRUE(back.workbook);
  EXPECT_EQ(back.workbook->scenarios[0].name, "Renamed");
  EXPECT_EQ(*back.workbook->scenarios[0].extras.keys.find("comment"), "\"kept\"");
}

TEST(Document, AFileWithProblemsOpensWithNothingDropped) {
  QTemporaryDir dir;
  test::Json s = test::baseScenario();
  s["horizon_months"] = "twelve";
  const QString path =
      writeFile(dir, "bad.fleetcost", QByteArray::fromStdString(test::workbookOf(s).dump()));
  WorkbookDocument document;
  QString error;
  ASSERT_TRUE(document.open(path, &error));
  EXPECT_FALSE(document.isReadOnly());
  QString saveError;
  ASSERT_TRUE(document.saveAs(dir.filePath("copy.fleetcost"), &saveError));
  QFile copy(dir.filePath("copy.fleetcost"));
  copy.open(QIODevice::ReadOnly);
  EXPECT_TRUE(copy.readAll().contains("\"horizon_months\": \"twelve\""));
}

TEST(Document, ANewerVersionOpensReadOnly) {
  QTemporaryDir dir;
  test::Json w = test::workbookOf(test::baseScenario());
  w["version"] = 2;
  const QString path = writeFile(dir, "newer.fleetcost", QByteArray::fromStdString(w.dump()));
  WorkbookDocument document;
  QString error;
  ASSERT_TRUE(document.open(path, &error));
  EXPECT_TRUE(document.isReadOnly());
  EXPECT_TRUE(document.readOnlyReason().contains("needs a newer FleetCost"));
  Scenario changed = document.scenario(0);
  changed.name = "x";
  document.changeScenario(0, changed, "Rename");
  EXPECT_EQ(document.scenario(0).name, "Base");  // refused
  EXPECT_FALSE(document.save(&error));
}

TEST(Document, NotAWorkbookIsRefusedWithTheReason) {
  QTemporaryDir dir;
  const QString path = writeFile(dir, "x.fleetcost", "{\"scenarios\": [");
  WorkbookDocument document;
  QString error;
  EXPECT_FALSE(document.open(path, &error));
  EXPECT_TRUE(error.contains("not valid JSON"));
  EXPECT_EQ(document.scenarioCount(), 1);  // the previous content stays
}

TEST(Recovery, ACopyIsWrittenWhileModifiedAndRemovedOnSave) {
  QTemporaryDir dir;
  const QString path = writeFile(dir, "plan.fleetcost", baseWorkbook());
  WorkbookDocument document;
  QString error;
  ASSERT_TRUE(document.open(path, &error));
  RecoveryStore store(&document, dir.filePath("recovery"), 10);
  Scenario changed = document.scenario(0);
  changed.name = "Typed but not saved";
  document.changeScenario(0, changed, "Rename");
  QTest::qWait(50);
  EXPECT_EQ(QDir(dir.filePath("recovery")).entryList({"*.fleetcost"}, QDir::Files).size(), 1);
  // While this session runs, its copy is not offered.
  EXPECT_TRUE(RecoveryStore::abandonedCopies(dir.filePath("recovery")).isEmpty());
  ASSERT_TRUE(document.save(&error));
  EXPECT_TRUE(QDir(dir.filePath("recovery")).entryList({"*.fleetcost"}, QDir::Files).isEmpty());
}

TEST(Recovery, ACopyLeftByAKilledSessionIsOffered) {
  // The helper program edits a workbook, waits for its recovery copy and ends abruptly (no
  // destructors), as a crash would.
  QTemporaryDir dir;
  const QString path = writeFile(dir, "plan.fleetcost", baseWorkbook());
  QProcess helper;
  helper.start(QStringLiteral(FLEETCOST_RECOVERY_HELPER), {path, dir.filePath("recovery")});
  ASSERT_TRUE(helper.waitForFinished(20000));
  const QList<RecoveryCopy> copies = RecoveryStore::abandonedCopies(dir.filePath("recovery"));
  ASSERT_EQ(copies.size(), 1);
  EXPECT_EQ(copies[0].originalPath, QFileInfo(path).absoluteFilePath());
  WorkbookDocument restored;
  QFile copy(copies[0].copyPath);
  ASSERT_TRUE(copy.open(QIODevice::ReadOnly));
  QString error;
  ASSERT_TRUE(restored.openText(copy.readAll(), copies[0].originalPath, &error));
  EXPECT_EQ(restored.scenario(0).name, "Typed before the crash");
  RecoveryStore::remove(copies[0]);
  EXPECT_TRUE(RecoveryStore::abandonedCopies(dir.filePath("recovery")).isEmpty());
}

}  // namespace
}  // namespace fleetcost::ui
