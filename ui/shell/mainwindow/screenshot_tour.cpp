// The screenshot tour.
#include "ui/shell/mainwindow/screenshot_tour.h"

#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QPushButton>
#include <QScreen>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QToolButton>
#include <functional>
#include <memory>

#include "ui/core/finder/finder_runner.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/compare/compare_dialog.h"
#include "ui/views/finder/finder_view.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/results/threshold_block.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {

namespace {

QString slug(QString text) {
  text = text.toLower();
  text.replace(QLatin1Char('&'), QString());
  for (QChar& c : text)
    if (!c.isLetterOrNumber()) c = QLatin1Char('-');
  while (text.contains(QStringLiteral("--")))
    text.replace(QStringLiteral("--"), QStringLiteral("-"));
  return text;
}

void save(QWidget* widget, const QString& folder, const QString& name) {
  QApplication::processEvents();
  widget->grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

// Lets the event loop run until `done` or `ms` have passed (background jobs post their results).
void waitFor(const std::function<bool()>& done, int ms) {
  QElapsedTimer clock;
  clock.start();
  while (!done() && clock.elapsed() < ms) {
    QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
    QThread::msleep(5);
  }
}

}  // namespace

void startScreenshotTour(MainWindow* window, const QString& folder) {
  QDir().mkpath(folder);
  // The whole screen, as a maximised window would have it (bare Xvfb has no window manager).
  if (QScreen* screen = window->screen()) window->setGeometry(screen->availableGeometry());
  auto steps = std::make_shared<std::vector<std::function<void()>>>();
  QTabWidget* editors = window->editorTabs();
  QTabWidget* charts = window->results()->chartTabs();
  for (int t = 0; t < charts->count(); ++t)
    steps->push_back([=] {
      editors->setCurrentIndex(0);
      charts->setCurrentIndex(t);
      save(window, folder, QStringLiteral("results-%1").arg(slug(charts->tabText(t))));
    });
  for (int e = 1; e < editors->count(); ++e)
    steps->push_back([=] {
      editors->setCurrentIndex(e);
      save(window, folder, QStringLiteral("editor-%1").arg(slug(editors->tabText(e))));
    });
  // The Risk view's tabs once its analyses (Monte Carlo included) are done, then the results.
  QTabWidget* riskTabs = window->risk()->tabs();
  for (int t = 0; t < riskTabs->count(); ++t)
    steps->push_back([=] {
      editors->setCurrentIndex(0);
      window->riskDock()->raise();
      riskTabs->setCurrentIndex(t);
      waitFor(
          [window] {
            const RiskAnalyses* a = window->risk()->runner()->current();
            return a && isComplete(*a);
          },
          60000);
      save(window, folder, QStringLiteral("risk-%1").arg(slug(riskTabs->tabText(t))));
    });
  // The first threshold of "What it takes for owning to win" on its break-even map.
  steps->push_back([=] {
    ThresholdRunner* thresholds = window->results()->thresholdRunner();
    waitFor([thresholds] { return thresholds->current() != nullptr; }, 60000);
    const auto shown = window->results()->thresholds()->shownThresholds();
    if (shown.empty()) return;
    window->results()->thresholds()->mapButton(0)->click();
    waitFor([thresholds] { return thresholds->map() != nullptr; }, 60000);
    save(window, folder, QStringLiteral("risk-threshold-map"));
    window->risk()->standardMapButton()->click();
  });
  // The plan finder: its window once the search is done, #1 selected.
  steps->push_back([=] {
    FinderView* finder = window->finder();
    finder->show();
    finder->find();
    waitFor([finder] { return !finder->runner()->isRunning(); }, 120000);
    QTimer::singleShot(300, finder, [=] {
      save(finder, folder, QStringLiteral("finder"));
      finder->close();
    });
  });
  steps->push_back([=] {
    window->resultsDock()->raise();
    editors->setCurrentIndex(0);
    charts->setCurrentIndex(0);
    auto* compare = new CompareDialog(window->session(), window);
    compare->show();
    QTimer::singleShot(300, compare, [=] {
      save(compare, folder, QStringLiteral("compare"));
      compare->close();
    });
  });
  auto run = std::make_shared<std::function<void(std::size_t)>>();
  *run = [steps, run](std::size_t i) {
    if (i >= steps->size()) {
      QTimer::singleShot(500, qApp, &QApplication::quit);
      return;
    }
    (*steps)[i]();
    QTimer::singleShot(400, qApp, [run, i] { (*run)(i + 1); });
  };
  auto started = std::make_shared<bool>(false);
  QObject::connect(window->session(), &Session::snapshotChanged, window, [run, started] {
    if (*started) return;
    *started = true;
    QTimer::singleShot(600, qApp, [run] { (*run)(0); });
  });
}

}  // namespace fleetcost::ui
