// The screenshot tour.
#include "mainwindow/screenshot_tour.h"

#include <QApplication>
#include <QDir>
#include <QScreen>
#include <QTabWidget>
#include <QTimer>
#include <functional>
#include <memory>

#include "compare/compare_dialog.h"
#include "mainwindow/main_window.h"
#include "mainwindow/session.h"
#include "results/results_panel.h"

namespace fleetcost::ui {

namespace {

QString slug(QString text) {
  text = text.toLower();
  text.replace(QLatin1Char('&'), QString());
  for (QChar& c : text)
    if (!c.isLetterOrNumber()) c = QLatin1Char('-');
  while (text.contains(QStringLiteral("--"))) text.replace(QStringLiteral("--"), QStringLiteral("-"));
  return text;
}

void save(QWidget* widget, const QString& folder, const QString& name) {
  QApplication::processEvents();
  widget->grab().save(QDir(folder).filePath(name + QStringLiteral(".png")));
}

}  // namespace

void startScreenshotTour(MainWindow* window, const QString& folder) {
  QDir().mkpath(folder);
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
  steps->push_back([=] {
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
