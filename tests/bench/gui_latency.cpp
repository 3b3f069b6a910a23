// Measures the GUI's edit-to-chart latency on the large benchmark workbook: an offer's price is
// edited through the table model (as a user would) and the clock stops when the results panel
// has redrawn its charts from the new evaluation. Prints the median and the worst of 30 edits,
// then of 12 edits made while the thresholds of the previous one are being worked out.
// Usage: gui_latency [--offscreen]
#include <QApplication>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cstdio>
#include <fstream>
#include <optional>

#include "bench/generated_workbook.h"
#include "model/io/workbook_writer.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/results/results_panel.h"

namespace {

int fail(const char* what) {
  std::fprintf(stderr, "gui_latency: %s\n", what);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--offscreen") qputenv("QT_QPA_PLATFORM", "offscreen");
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FleetCostBenchmarks"));
  QTemporaryDir dir;
  fleetcost::Workbook workbook;
  workbook.format = fleetcost::kWorkbookFormat;
  workbook.version = fleetcost::Figure::of(1);
  workbook.scenarios = {fleetcost::bench::largeScenario()};
  workbook.scenariosPresent = true;
  const QString path = dir.filePath(QStringLiteral("large.fleetcost"));
  std::ofstream(path.toStdString()) << fleetcost::writeWorkbookText(workbook);

  fleetcost::ui::MainWindow window;
  window.show();
  auto* session = window.session();
  QElapsedTimer clock;
  double lastMs = 0.0;
  // Connected after the results panel, so it runs once the charts are rebuilt.
  QObject::connect(session, &fleetcost::ui::Session::snapshotChanged, &app,
                   [&] { lastMs = static_cast<double>(clock.nsecsElapsed()) / 1e6; });
  QSignalSpy snapshots(session, &fleetcost::ui::Session::snapshotChanged);
  window.openFile(path);
  if (!snapshots.wait(20000)) return fail("no result 20 s after opening the workbook");

  // The list editor of the rental offers: on-demand prices and reserved terms (a price path's
  // editor has the prices only).
  fleetcost::ui::ListTableModel* offers = nullptr;
  int price = -1;
  for (auto* editor : window.editorTabs()->findChildren<fleetcost::ui::ListEditor*>()) {
    int onDemand = -1, term = -1;
    for (int c = 0; c < editor->model()->columnCount(); ++c) {
      const QString key = editor->model()->binding().columnKey(c);
      if (key == QLatin1String("on_demand_per_gpu_hour")) onDemand = c;
      if (key == QLatin1String("reserved_term_months")) term = c;
    }
    if (onDemand >= 0 && term >= 0) {
      offers = editor->model();
      price = onDemand;
    }
  }
  if (!offers) return fail("no editor with an on-demand price column");
  // One edit of the first offer's on-demand price: the milliseconds until the charts are
  // redrawn, or nothing when no result came within 20 s.
  const auto edit = [&](double value) -> std::optional<double> {
    snapshots.clear();
    clock.start();
    offers->setData(offers->index(0, price), QString::number(value), Qt::EditRole);
    if (!snapshots.wait(20000)) return std::nullopt;
    return lastMs;
  };
  const auto print = [](const char* what, std::vector<double> ms) {
    std::sort(ms.begin(), ms.end());
    std::printf("%s: median %.1f ms, worst %.1f ms over %zu edits\n", what, ms[ms.size() / 2],
                ms.back(), ms.size());
  };

  std::vector<double> latencies;
  for (int i = 0; i < 30; ++i) {
    const auto ms = edit(3.5 + 0.01 * i);
    if (!ms) return fail("no result 20 s after an edit");
    latencies.push_back(*ms);
  }
  print("edit-to-chart latency on the large workbook (40 workloads, 8 plans, 120 months)",
        latencies);

  // The same edits made while "What it takes for owning to win" works in the background (each
  // edit waits until the thresholds' job of the last one has started): it must not hold up the
  // charts (it runs on one core and the edit cancels it).
  fleetcost::ui::ThresholdRunner* thresholds = window.results()->thresholdRunner();
  std::vector<double> busy;
  for (int i = 0; i < 12; ++i) {
    const int started = thresholds->jobsStarted();
    QElapsedTimer wait;
    wait.start();
    while (thresholds->jobsStarted() == started && wait.elapsed() < 5000)
      QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    QTest::qWait(30);  // well into the job
    const auto ms = edit(3.9 + 0.01 * i);
    if (!ms) return fail("no result 20 s after an edit during thresholds");
    busy.push_back(*ms);
  }
  print("the same while the thresholds work in the background", busy);
  return 0;
}
