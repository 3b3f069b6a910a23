// Test helper for the crash-safety test (crash_safety_test.cpp): edits, autosaves and saves a
// workbook in a loop through the real document and recovery code until it is killed.
// Usage: HELPER WORKBOOK RECOVERY_FOLDER. Edit n renames scenario 0 to "Edit n"; the helper
// prints "ready", then per edit "autosaved n" after the recovery copy is written and, for even n,
// "saving n" before and "saved n MICROSECONDS" after WorkbookDocument::save() (how long the save
// took, so the test can aim kills inside saves). Each line is one write(2), so
// every line printed before a SIGKILL reaches the test whole.
#include <unistd.h>

#include <QCoreApplication>
#include <chrono>
#include <cstdio>
#include <string>

#include "ui/core/document/recovery_store.h"
#include "ui/core/document/workbook_document.h"

namespace {

void say(const std::string& line) {
  const std::string text = line + "\n";
  if (::write(STDOUT_FILENO, text.data(), text.size()) < 0) std::_Exit(4);
}

}  // namespace

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  if (argc < 3) return 2;
  fleetcost::ui::WorkbookDocument document;
  QString error;
  if (!document.open(QString::fromLocal8Bit(argv[1]), &error)) return 3;
  // The timer never fires (the loop never returns to the event loop); writeNow() is what the
  // timer would call.
  fleetcost::ui::RecoveryStore store(&document, QString::fromLocal8Bit(argv[2]), 3600 * 1000);
  const fleetcost::Scenario base = document.scenario(0);
  say("ready");
  for (int n = 1; n < 1000000; ++n) {
    fleetcost::Scenario changed = base;
    changed.name = "Edit " + std::to_string(n);
    document.changeScenario(0, changed, QStringLiteral("Rename"));
    store.writeNow();
    say("autosaved " + std::to_string(n));
    if (n % 2 == 0) {
      say("saving " + std::to_string(n));
      const auto start = std::chrono::steady_clock::now();
      if (!document.save(&error)) return 5;
      const auto took = std::chrono::duration_cast<std::chrono::microseconds>(
          std::chrono::steady_clock::now() - start);
      say("saved " + std::to_string(n) + " " + std::to_string(took.count()));
    }
  }
  return 0;
}
