// fleetcost: the desktop application. Opens the workbooks named on the command line (or offers
// a recovery copy after a crash, or starts from the shipped template).
#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QTimer>

#include "ui/core/session/session.h"

#include "ui/core/preferences/app_preferences.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/shell/mainwindow/screenshot_tour.h"

int main(int argc, char** argv) {
  QApplication app(argc, argv);
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
