// The monkey's walk: the window it drives, the choice of each step, modal dialogs answered as
// they appear, and the checks after every step (no NaN or infinity shown, work settles).
#include "tests/ui/shell/monkey/gui_monkey.h"

#include <QApplication>
#include <QDialog>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QPointer>
#include <QRegularExpression>
#include <QTest>
#include <QTimer>
#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>

#include "model/io/workbook_writer.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/shell/mainwindow/main_window.h"
#include "ui/views/results/kpi_cards.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/results/threshold_block.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {

namespace {

constexpr int kKeptLogLines = 400;

// Every string value of a JSON text (names, ids, notes), longest first.
void collectStrings(const nlohmann::json& j, QStringList& out) {
  if (j.is_string()) {
    out << QString::fromStdString(j.get<std::string>());
  } else if (j.is_structured()) {
    for (const auto& item : j) collectStrings(item, out);
    if (j.is_object())
      for (const auto& item : j.items()) out << QString::fromStdString(item.key());
  }
}

}  // namespace

GuiMonkey::GuiMonkey(MonkeyOptions options) : options_(std::move(options)), rng_(options_.seed) {}

GuiMonkey::~GuiMonkey() = default;

int GuiMonkey::pick(int n) {
  if (n <= 0) return 0;
  return static_cast<int>(std::uniform_int_distribution<int>(0, n - 1)(rng_));
}

bool GuiMonkey::chance(double p) {
  return std::uniform_real_distribution<double>(0.0, 1.0)(rng_) < p;
}

void GuiMonkey::note(const QString& what) {
  const QString part = current_.isEmpty() ? what : QStringLiteral(" ") + what;
  current_ += part;
  if (options_.printSteps) {
    std::fputs(part.toUtf8().constData(), stdout);
    std::fflush(stdout);
  }
}

void GuiMonkey::fail(const QString& why) {
  if (failure_.isEmpty()) failure_ = QStringLiteral("step %1: %2").arg(step_).arg(why);
}

QString GuiMonkey::counts() const {
  QStringList parts;
  for (const auto& [name, n] : counts_) parts << QStringLiteral("%1 %2").arg(name).arg(n);
  return parts.join(QStringLiteral(", "));
}

void GuiMonkey::withModals(const std::function<void(QDialog*)>& answer,
                           const std::function<void()>& act) {
  QTimer timer;
  timer.setInterval(5);
  QPointer<QDialog> answered;
  int ticks = 0;
  connect(&timer, &QTimer::timeout, this, [&] {
    auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
    if (!dialog || !dialog->isVisible()) return;
    if (dialog == answered) {  // answered, not closed: a dialog that refuses the answer
      if (++ticks > 400) {
        fail(QStringLiteral("the dialog \"%1\" stayed open").arg(dialog->windowTitle()));
        dialog->reject();
      }
      return;
    }
    answered = dialog;
    ticks = 0;
    note(QStringLiteral("[dialog \"%1\"]").arg(dialog->windowTitle()));
    answer(dialog);
  });
  timer.start();
  act();
  timer.stop();
}

void GuiMonkey::settle() {
  QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  if (chance(0.1)) QTest::qWait(pick(60));  // sometimes let background work land
}

void GuiMonkey::waitForBackgroundWork() {
  Session* session = window_->session();
  RiskRunner* risk = window_->risk()->runner();
  ThresholdRunner* thresholds = window_->results()->thresholdRunner();
  const bool idle = QTest::qWaitFor(
      [&] {
        return !session->engine()->busy() && !risk->monteCarloRunning() && !thresholds->running() &&
               !thresholds->mapRunning();
      },
      120000);
  if (!idle) note(QStringLiteral("(still busy after 2 minutes)"));
}

// Figures shown as words: "nan", "inf", "infinity" must never appear unless the workbook's own
// text says them (a plan called "inf" is the user's business).
void GuiMonkey::checkShownText() {
  QStringList shown = window_->results()->cards()->cardTexts();
  shown += window_->results()->thresholds()->sentences();
  shown << window_->results()->thresholds()->status();
  shown << window_->risk()->summary()->text();
  static const QRegularExpression bad(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                      QRegularExpression::CaseInsensitiveOption);
  QString joined = shown.join(QLatin1Char('\n'));
  if (!joined.contains(bad)) return;
  QStringList own;
  collectStrings(nlohmann::json::parse(
                     writeWorkbookText(window_->session()->document()->workbook()), nullptr, false),
                 own);
  std::sort(own.begin(), own.end(),
            [](const QString& a, const QString& b) { return a.size() > b.size(); });
  for (const QString& s : own)
    if (!s.isEmpty()) joined.replace(s, QStringLiteral(" "));
  const QRegularExpressionMatch m = bad.match(joined);
  if (m.hasMatch())
    fail(QStringLiteral("\"%1\" shown: %2")
             .arg(m.captured(0), joined.mid(std::max(0LL, m.capturedStart() - 80), 160)));
}

bool GuiMonkey::run() {
  if (!dir_.isValid()) {
    fail(QStringLiteral("no temporary folder"));
    return false;
  }
  path_ = dir_.filePath(QStringLiteral("monkey.fleetcost"));
  if (!QFile::copy(options_.startFile, path_)) {
    fail(QStringLiteral("cannot copy %1").arg(options_.startFile));
    return false;
  }
  QFile::setPermissions(path_, QFile::ReadOwner | QFile::WriteOwner);
  window_ = std::make_unique<MainWindow>();
  window_->resize(1500, 900);
  window_->show();
  if (!QTest::qWaitForWindowExposed(window_.get())) fail(QStringLiteral("window not exposed"));
  if (!window_->openFile(path_)) fail(QStringLiteral("cannot open %1").arg(path_));

  struct Action {
    const char* name;
    int weight;
    void (GuiMonkey::*act)();
  };
  static const Action actions[] = {
      {"edit", 30, &GuiMonkey::editCell},
      {"row", 12, &GuiMonkey::rowAction},
      {"scenario", 7, &GuiMonkey::scenarioAction},
      {"undo", 12, &GuiMonkey::undoRedo},
      {"tabs", 8, &GuiMonkey::switchTabs},
      {"risk", 5, &GuiMonkey::riskAction},
      {"thresholds", 4, &GuiMonkey::thresholdAction},
      {"save", 5, &GuiMonkey::saveAndReopen},
      {"compare", 4, &GuiMonkey::compareAction},
      {"controls", 6, &GuiMonkey::pokeControls},
      {"profile", 4, &GuiMonkey::profileAction},
      {"problem", 3, &GuiMonkey::problemAction},
  };
  int total = 0;
  for (const Action& a : actions) total += a.weight;

  QElapsedTimer clock;
  clock.start();
  while (!failed() && (step_ < options_.steps ||
                       (options_.seconds > 0 && clock.elapsed() < options_.seconds * 1000))) {
    ++step_;
    current_.clear();
    note(QStringLiteral("step %1:").arg(step_));
    int roll = pick(total);
    const Action* chosen = &actions[0];
    for (const Action& a : actions) {
      if (roll < a.weight) {
        chosen = &a;
        break;
      }
      roll -= a.weight;
    }
    note(QString::fromLatin1(chosen->name));
    ++counts_[QString::fromLatin1(chosen->name)];
    QElapsedTimer stepClock;
    stepClock.start();
    (this->*chosen->act)();
    settle();
    if (step_ % 5 == 0 || chance(0.2)) checkShownText();
    slowest_ = std::max(slowest_, stepClock.elapsed() / 1000.0);
    if (options_.printSteps) std::fputs("\n", stdout);
    log_ << current_;
    while (log_.size() > kKeptLogLines) log_.removeFirst();
  }
  if (!failed()) {
    // The end: everything still running finishes, then one last save and reopen.
    current_.clear();
    note(QStringLiteral("end:"));
    waitForBackgroundWork();
    checkShownText();
    saveAndReopen();
    if (options_.printSteps) std::fputs("\n", stdout);
    log_ << current_;
  }
  for (QWidget* w : QApplication::topLevelWidgets())
    if (w != window_.get() && w->isVisible()) w->close();
  window_.reset();  // destroyed with whatever runs (the runners cancel and wait)
  QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
  return !failed();
}

}  // namespace fleetcost::ui
