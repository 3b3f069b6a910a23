// main() for the Qt tests: forces the offscreen platform (gtest_discover_tests runs the binary at
// build time, before ctest's environment applies) and creates the QApplication.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLocale>

#include "ui/core/preferences/app_preferences.h"

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
  QApplication app(argc, argv);
  QApplication::setOrganizationName(QStringLiteral("FleetCostTests"));
  QApplication::setApplicationName(QStringLiteral("fleetcost-tests"));
  fleetcost::ui::installTranslations(QStringLiteral("en"), false);  // English plural forms
  ::testing::InitGoogleTest(&argc, argv);
  return RUN_ALL_TESTS();
}
