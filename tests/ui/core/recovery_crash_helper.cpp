// Test helper: opens a workbook, edits it, waits until the recovery copy is written, then ends
// the process without running destructors, as a crash would. Usage: HELPER WORKBOOK FOLDER
#include <QCoreApplication>
#include <QTimer>
#include <cstdlib>

#include "ui/core/document/recovery_store.h"
#include "ui/core/document/workbook_document.h"

int main(int argc, char** argv) {
  QCoreApplication app(argc, argv);
  if (argc < 3) return 2;
  fleetcost::ui::WorkbookDocument document;
  QString error;
  if (!document.open(QString::fromLocal8Bit(argv[1]), &error)) return 3;
  auto* store = new fleetcost::ui::RecoveryStore(&document, QString::fromLocal8Bit(argv[2]), 10);
  fleetcost::Scenario changed = document.scenario(0);
  changed.name = "Typed before the crash";
  document.changeScenario(0, changed, "Rename");
  QTimer::singleShot(300, [store] {
    store->writeNow();
    std::_Exit(0);
  });
  return app.exec();
}
