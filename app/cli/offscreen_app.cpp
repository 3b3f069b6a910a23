// An offscreen QApplication for the command line.
#include "app/cli/offscreen_app.h"

#include <QApplication>
#include <cerrno>
#include <string>

#include <sys/stat.h>
#include <unistd.h>

#include "ui/core/preferences/app_preferences.h"

namespace fleetcost::cli {

std::unique_ptr<QApplication> ensureOffscreenApplication() {
  if (QCoreApplication::instance()) return nullptr;
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  // Without a desktop session (CI, ssh) Qt warns on every run; give it a private runtime dir.
  if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
    const std::string dir = "/tmp/fleetcost-runtime-" + std::to_string(getuid());
    if (mkdir(dir.c_str(), 0700) == 0 || errno == EEXIST) qputenv("XDG_RUNTIME_DIR", dir.c_str());
  }
  static int argc = 1;
  static char name[] = "fleetcost-cli";
  static char* argv[] = {name, nullptr};
  auto app = std::make_unique<QApplication>(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FleetCost"));
  QApplication::setApplicationName(QStringLiteral("FleetCost"));
  QApplication::setApplicationVersion(QStringLiteral(FLEETCOST_VERSION));
  // Reports speak the language the app is set to (or the system's).
  const QString preference = ui::AppPreferences::load().language;
  ui::installTranslations(ui::resolvedLanguage(preference), !preference.isEmpty());
  return app;
}

}  // namespace fleetcost::cli
