// The GUI monkey (issue 21): a seeded random walk of user actions over the real main window —
// cell edits with valid and invalid text, rows, scenarios, undo and redo, tabs, risk analyses,
// thresholds, save and reopen, compare — checking after every step that nothing broke.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <random>

class QDialog;
class QWidget;

namespace fleetcost::ui {

class MainWindow;

struct MonkeyOptions {
  std::uint64_t seed = 1;
  long long steps = 200;
  double seconds = 0;      // > 0: walk until this much time has passed (steps is then a floor)
  bool printSteps = true;  // each step on standard output before it runs (a crash shows it)
  QString startFile;       // the workbook the walk starts from
};

class GuiMonkey : public QObject {
  Q_OBJECT

 public:
  explicit GuiMonkey(MonkeyOptions options);
  ~GuiMonkey() override;

  // Runs the walk; returns false at the first failed check (failure() says which, log() the
  // steps up to it).
  bool run();
  QString failure() const { return failure_; }
  const QStringList& log() const { return log_; }
  long long stepsDone() const { return step_; }
  long long saves() const { return saves_; }
  double slowestStepSeconds() const { return slowest_; }
  QString counts() const;

 private:
  // Randomness: every choice goes through these, so a seed replays the same choices.
  int pick(int n);  // 0..n-1 (0 when n <= 0)
  bool chance(double p);
  template <class T>
  T* pickOf(const QList<T*>& items) {
    return items.isEmpty() ? nullptr : items[pick(static_cast<int>(items.size()))];
  }

  void note(const QString& what);  // appends to the step's log line
  void fail(const QString& why);
  bool failed() const { return !failure_.isEmpty(); }

  // Modal dialogs (input, message box) that an action opens are answered by `answer`, called
  // with each one as it appears while the action runs.
  void withModals(const std::function<void(QDialog*)>& answer, const std::function<void()>& act);

  // The actions (monkey_actions.cpp).
  void editCell();
  void rowAction();
  void scenarioAction();
  void undoRedo();
  void switchTabs();
  void riskAction();
  void thresholdAction();
  void saveAndReopen();
  void compareAction();
  void pokeControls();
  void profileAction();
  void problemAction();
  QString typedText(const QString& current);

  // Checks after each step (gui_monkey.cpp).
  void settle();
  void checkShownText();
  void waitForBackgroundWork();

  MonkeyOptions options_;
  std::mt19937_64 rng_;
  QTemporaryDir dir_;
  QString path_;
  std::unique_ptr<MainWindow> window_;
  QStringList log_;
  QString current_;
  QString failure_;
  long long step_ = 0;
  long long saves_ = 0;
  double slowest_ = 0;
  std::map<QString, int> counts_;
};

}  // namespace fleetcost::ui
