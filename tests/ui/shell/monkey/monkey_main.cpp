// The GUI monkey's program: a GoogleTest that walks the main window at random (gui_monkey.h).
// Seed, steps and duration from the command line (--seed=N --steps=N --seconds=S --start=FILE
// --quiet) or FLEETCOST_MONKEY_SEED / _STEPS / _SECONDS; a failure prints the seed and the steps.
#include <gtest/gtest.h>

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
#include <chrono>
#include <cstdio>
#include <string>

#include "support/test_workbooks.h"
#include "tests/ui/shell/monkey/gui_monkey.h"
#include "ui/core/preferences/app_preferences.h"

namespace {

fleetcost::ui::MonkeyOptions options;

TEST(GuiMonkey, RandomWalkKeepsTheWorkbookAndTheWindowWhole) {
  using namespace fleetcost::ui;
  std::printf("GUI monkey: seed %llu, %lld steps, %g s, from %s\n",
              static_cast<unsigned long long>(options.seed), options.steps, options.seconds,
              options.startFile.toUtf8().constData());
  std::fflush(stdout);
  const auto start = std::chrono::steady_clock::now();
  GuiMonkey monkey(options);
  const bool ok = monkey.run();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  std::printf(
      "GUI monkey: seed %llu, %lld steps in %.1f s, %lld saves and reopens, slowest step "
      "%.2f s; %s\n",
      static_cast<unsigned long long>(options.seed), monkey.stepsDone(), seconds, monkey.saves(),
      monkey.slowestStepSeconds(), monkey.counts().toUtf8().constData());
  if (!ok) {
    const QStringList& log = monkey.log();
    const qsizetype from = std::max<qsizetype>(0, log.size() - 60);
    std::string steps;
    for (qsizetype i = from; i < log.size(); ++i) steps += log[i].toStdString() + "\n";
    FAIL() << monkey.failure().toStdString() << "\nreplay with --seed=" << options.seed
           << " --steps=" << monkey.stepsDone() << "\nthe last steps:\n"
           << steps;
  }
}

long long number(const QString& text, long long fallback) {
  bool ok = false;
  const long long n = text.toLongLong(&ok);
  return ok ? n : fallback;
}

}  // namespace

int main(int argc, char** argv) {
  if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
  QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
  QApplication app(argc, argv);
  QStandardPaths::setTestModeEnabled(true);  // settings and recovery copies of the tests' own
  QApplication::setOrganizationName(QStringLiteral("FleetCostTests"));
  QApplication::setApplicationName(QStringLiteral("fleetcost-monkey"));
  fleetcost::ui::installTranslations(QStringLiteral("en"), false);
  ::testing::InitGoogleTest(&argc, argv);

  options.seed =
      static_cast<std::uint64_t>(number(qEnvironmentVariable("FLEETCOST_MONKEY_SEED"), 1));
  options.steps = number(qEnvironmentVariable("FLEETCOST_MONKEY_STEPS"), 200);
  options.seconds = qEnvironmentVariable("FLEETCOST_MONKEY_SECONDS").toDouble();
  options.startFile = QString::fromStdString(
      fleetcost::test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  for (int i = 1; i < argc; ++i) {
    const QString arg = QString::fromLocal8Bit(argv[i]);
    const QString value = arg.section(QLatin1Char('='), 1);
    if (arg.startsWith(QStringLiteral("--seed=")))
      options.seed = static_cast<std::uint64_t>(number(value, 1));
    else if (arg.startsWith(QStringLiteral("--steps=")))
      options.steps = number(value, options.steps);
    else if (arg.startsWith(QStringLiteral("--seconds=")))
      options.seconds = value.toDouble();
    else if (arg.startsWith(QStringLiteral("--start=")))
      options.startFile = value;
    else if (arg == QStringLiteral("--quiet"))
      options.printSteps = false;
  }
  return RUN_ALL_TESTS();
}
