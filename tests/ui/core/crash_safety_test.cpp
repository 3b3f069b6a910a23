// Crash safety (issue 8): a process saving and autosaving through WorkbookDocument and
// RecoveryStore is killed with SIGKILL at random moments, many times; after each kill the file is
// byte for byte the old or the new workbook, and recovery offers the last autosave. Half of the
// kills come at a random moment, half at a random moment inside a save (after "saving n", within
// the time saves take), where a save that is not atomic would leave a truncated file.
#include <gtest/gtest.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QThread>
#include <algorithm>
#include <cstdio>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "model/io/workbook_reader.h"
#include "model/io/workbook_writer.h"
#include "support/test_workbooks.h"
#include "ui/core/document/recovery_store.h"

namespace fleetcost::ui {
namespace {

// A workbook large enough (3,000 workloads) that writing it takes a while, so kills land inside
// writes: the base scenario with 3,000 workloads.
Workbook largeWorkbook() {
  test::Json scenario = test::baseScenario();
  const test::Json workload = scenario["workloads"][0];
  scenario["workloads"] = test::Json::array();
  for (int i = 0; i < 3000; ++i) {
    test::Json w = workload;
    w["name"] = "workload " + std::to_string(i) + " with a longer name to make the file larger";
    w["gpu_hours_per_month"] = 10 + i;
    scenario["workloads"].push_back(w);
  }
  ReadWorkbook read = readWorkbookText(test::workbookOf(scenario).dump(2));
  EXPECT_TRUE(read.workbook && read.problems.empty());
  return *read.workbook;
}

// The text of edit n, as the helper saves it: scenario 0 renamed "Edit n" (edit 0 is the file
// the test writes before starting the helper).
class Versions {
 public:
  explicit Versions(Workbook base) : base_(std::move(base)) {}
  const std::string& text(int n) {
    auto found = texts_.find(n);
    if (found != texts_.end()) return found->second;
    Workbook edited = base_;
    edited.scenarios[0].name = "Edit " + std::to_string(n);
    return texts_[n] = writeWorkbookText(edited);
  }
  // Which edit the bytes are, or -1 when they are none of `candidates`.
  int which(const std::string& bytes, std::initializer_list<int> candidates) {
    for (int n : candidates)
      if (n >= 0 && bytes == text(n)) return n;
    return -1;
  }

 private:
  Workbook base_;
  std::map<int, std::string> texts_;
};

std::string readAll(const QString& path) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) return {};
  return file.readAll().toStdString();
}

// What the helper said before it was killed.
struct Progress {
  int lastAutosaved = 0;  // the last "autosaved n" (0: none)
  int lastSaved = 0;      // the last "saved n" (0: none, the file is edit 0)
  std::set<int> saving;   // every "saving n"
  std::vector<long> saveMicroseconds;
};

Progress progressOf(const QByteArray& output) {
  Progress p;
  for (const QByteArray& line : output.split('\n')) {
    const QList<QByteArray> words = line.split(' ');
    if (words.size() < 2) continue;
    const int n = words[1].toInt();
    if (words[0] == "saved" && words.size() == 3) p.saveMicroseconds.push_back(words[2].toLong());
    if (words[0] == "autosaved") p.lastAutosaved = n;
    if (words[0] == "saved") p.lastSaved = n;
    if (words[0] == "saving") p.saving.insert(n);
  }
  return p;
}

TEST(CrashSafety, KilledDuringSavesAndAutosavesTheFileIsOldOrNewAndRecoveryOffersTheLastAutosave) {
  constexpr int kKills = 60;
  Versions versions(largeWorkbook());
  std::mt19937 random(20261202);  // fixed seed: the same kill moments on every run
  std::uniform_int_distribution<int> delayMs(0, 250);
  std::uniform_real_distribution<double> shareOfSave(0.0, 1.0);
  long typicalSaveMicroseconds = 5000;  // updated from what the helper reports
  int killedInsideSave = 0, killedWithUnsavedAutosave = 0, killedBeforeFirstAutosave = 0;
  for (int kill = 0; kill < kKills; ++kill) {
    SCOPED_TRACE("kill " + std::to_string(kill));
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath("plan.fleetcost");
    const QString recovery = dir.filePath("recovery");
    {
      QFile file(path);
      ASSERT_TRUE(file.open(QIODevice::WriteOnly));
      const std::string& original = versions.text(0);
      file.write(original.data(), static_cast<qint64>(original.size()));
    }
    QProcess helper;
    helper.start(QStringLiteral(FLEETCOST_SAVE_KILL_HELPER), {path, recovery});
    ASSERT_TRUE(helper.waitForStarted(20000));
    QByteArray output;
    while (!output.contains("ready\n")) {
      ASSERT_TRUE(helper.waitForReadyRead(60000)) << output.toStdString();
      output += helper.readAllStandardOutput();
    }
    if (kill % 2 == 0) {
      QThread::msleep(static_cast<unsigned long>(delayMs(random)));
    } else {  // inside a save: wait for one to start, then kill within its usual duration
      while (!output.contains("saving ")) {
        ASSERT_TRUE(helper.waitForReadyRead(60000)) << output.toStdString();
        output += helper.readAllStandardOutput();
      }
      QThread::usleep(static_cast<unsigned long>(shareOfSave(random) * typicalSaveMicroseconds));
    }
    helper.kill();  // SIGKILL
    ASSERT_TRUE(helper.waitForFinished(20000));
    ASSERT_EQ(helper.exitStatus(), QProcess::CrashExit) << "the helper ended by itself";
    output += helper.readAllStandardOutput();
    const Progress p = progressOf(output);
    if (!p.saveMicroseconds.empty()) {
      std::vector<long> sorted = p.saveMicroseconds;
      std::sort(sorted.begin(), sorted.end());
      typicalSaveMicroseconds = sorted[sorted.size() / 2];
    }

    // The file: the last saved edit, or the edit whose save was under way.
    const int next = p.lastSaved + 2;
    const int file = versions.which(readAll(path), {p.lastSaved, p.saving.count(next) ? next : -1});
    EXPECT_NE(file, -1) << "the file is neither edit " << p.lastSaved << " nor edit " << next;
    if (p.saving.count(next)) ++killedInsideSave;

    // Recovery: the newest abandoned copy is the last autosave (or the one being written).
    const QList<RecoveryCopy> copies = RecoveryStore::abandonedCopies(recovery);
    const bool unsavedAutosave = p.lastAutosaved > p.lastSaved && !p.saving.count(p.lastAutosaved);
    if (unsavedAutosave) {
      ++killedWithUnsavedAutosave;
      ASSERT_FALSE(copies.isEmpty()) << "edit " << p.lastAutosaved << " was autosaved, not saved";
    }
    if (p.lastAutosaved == 0) ++killedBeforeFirstAutosave;
    if (!copies.isEmpty()) {
      EXPECT_EQ(copies.front().originalPath, QFileInfo(path).absoluteFilePath());
      const std::string copy = readAll(copies.front().copyPath);
      const int recovered = versions.which(copy, {p.lastAutosaved, p.lastAutosaved + 1});
      EXPECT_NE(recovered, -1) << "the copy offered is neither edit " << p.lastAutosaved
                               << " nor edit " << p.lastAutosaved + 1;
      // A copy of an edit that was then saved is removed by the save (before "saved n").
      if (p.lastSaved == p.lastAutosaved) {
        EXPECT_EQ(recovered, p.lastAutosaved + 1);
      }
      const ReadWorkbook read = readWorkbookText(copy);
      EXPECT_TRUE(read.workbook && read.problems.empty());
    }
  }
  std::printf(
      "%d kills: %d inside a save, %d with an unsaved autosave, %d before the first "
      "autosave\n",
      kKills, killedInsideSave, killedWithUnsavedAutosave, killedBeforeFirstAutosave);
  // The random moments cover both kinds of kill this test is about.
  EXPECT_GE(killedInsideSave, 1);
  EXPECT_GE(killedWithUnsavedAutosave, 1);
}

}  // namespace
}  // namespace fleetcost::ui
