// fleetcost: the desktop application. Opens the workbooks named on the command line (or offers
// a recovery copy after a crash, or starts from the shipped template). An exception that escapes
// an event handler or a thread ends it with one line on standard error and exit status 1; the
// autosaved recovery copy is offered at the next start.
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include "app/edge/exception_edge.h"
#include "ui/core/session/session.h"

#include "ui/core/preferences/app_preferences.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/shell/mainwindow/screenshot_tour.h"

namespace {

// Qt is not exception-safe: an exception must not travel through its event loop.
class EdgeApplication : public QApplication {
 public:
  using QApplication::QApplication;
  bool notify(QObject* receiver, QEvent* event) override {
    try {
      return QApplication::notify(receiver, event);
    } catch (...) {
      fleetcost::app::exitAtEdge(std::current_exception());
    }
  }
};

int runApplication(int argc, char** argv) {
  EdgeApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FleetCost"));
  QApplication::setApplicationName(QStringLiteral("FleetCost"));
  QApplication::setApplicationVersion(QStringLiteral(FLEETCOST_VERSION));
  // Ties windows to the installed desktop entry (Wayland) and its icon.
  QGuiApplication::setDesktopFileName(QStringLiteral("org.fleetcost.FleetCost"));
  QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("org.fleetcost.FleetCost")));
  fleetcost::ui::applySavedPreferences();  // language (Qt's dialogs too) and theme
  // --language CODE (for screenshots and support): this run only, the preference is kept.
  for (int i = 1; i + 1 < argc; ++i)
    if (QString::fromLocal8Bit(argv[i]) == QLatin1String("--language"))
      fleetcost::ui::installTranslations(QString::fromLocal8Bit(argv[i + 1]), true);

  QCommandLineParser parser;
  parser.setApplicationDescription(QApplication::translate(
      "main", "Compare renting and owning GPU servers in Tokyo, Osaka and Hong Kong."));
  parser.addHelpOption();
  parser.addVersionOption();
  parser.addPositionalArgument(QStringLiteral("workbook"),
                               QApplication::translate("main", "Workbook to open (*.fleetcost)."));
  const QCommandLineOption screenshots(
      QStringLiteral("screenshots"),
      QApplication::translate("main", "Save a screenshot of every tab into <folder>, then quit."),
      QStringLiteral("folder"));
  const QCommandLineOption quitAfterFirstResult(
      QStringLiteral("quit-after-first-result"),
      QApplication::translate("main", "Quit once the first results are shown (start-up timing)."));
  const QCommandLineOption language(
      QStringLiteral("language"),
      QApplication::translate("main", "Use this language for this run: en, ja, zh_HK or zh_CN."),
      QStringLiteral("code"));
  parser.addOption(language);
  parser.addOption(screenshots);
  parser.addOption(quitAfterFirstResult);
  parser.process(app);

  fleetcost::ui::MainWindow window;
  window.show();
  if (parser.isSet(screenshots))
    fleetcost::ui::startScreenshotTour(&window, parser.value(screenshots));

  const QStringList files = parser.positionalArguments();
  const bool unattended = parser.isSet(screenshots) || parser.isSet(quitAfterFirstResult);
  const bool quitAfterResult = parser.isSet(quitAfterFirstResult);
  QTimer::singleShot(0, &window, [&app, &window, files, unattended, quitAfterResult] {
    if ((unattended || !window.offerRecovery()) && !files.isEmpty()) window.openFile(files.front());
    // Start-up timing: quit once the opened workbook's results (and charts) are shown.
    if (quitAfterResult)
      QObject::connect(window.session(), &fleetcost::ui::Session::snapshotChanged, &app,
                       [&app] { QTimer::singleShot(0, &app, &QApplication::quit); });
  });
  return app.exec();
}

}  // namespace

int main(int argc, char** argv) {
  fleetcost::app::installExceptionEdge("fleetcost");
  try {
    return runApplication(argc, argv);
  } catch (...) {
    fleetcost::app::exitAtEdge(std::current_exception());
  }
}
