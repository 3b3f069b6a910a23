// The Risk view of the current scenario (issue 5): how robust the answer is. A summary line
// (probability that owning is cheaper, median difference and break-even month), then the
// tornado of each output, the distribution of Monte Carlo's difference and the break-even map.
// Monte Carlo runs in the background with a progress bar and a cancel button; results are kept
// until an input of the scenario changes.
#pragma once

#include <QWidget>

#include "ui/core/session/evaluation_snapshot.h"

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace fleetcost::ui {

class Session;
class ResultChartView;
class RiskRunner;
class ThresholdRunner;

class RiskView : public QWidget {
  Q_OBJECT

 public:
  explicit RiskView(Session* session, QWidget* parent = nullptr);

  RiskRunner* runner() const { return runner_; }
  QTabWidget* tabs() const { return tabs_; }
  ResultChartView* tornadoView() const { return tornado_; }
  ResultChartView* distributionView() const { return distribution_; }
  ResultChartView* mapView() const { return map_; }
  QLabel* summary() const { return summary_; }
  QProgressBar* progress() const { return progress_; }
  QPushButton* cancelButton() const { return cancel_; }
  QPushButton* runButton() const { return run_; }
  QComboBox* trials() const { return trials_; }
  QComboBox* output() const { return output_; }
  QLabel* mapHeading() const { return mapHeading_; }
  QPushButton* standardMapButton() const { return standardMap_; }

  // Where the thresholds of the results panel come from; showThresholdMap draws one of them on
  // the map tab (with its input on an axis and the threshold marked) until the standard map is
  // asked for again or the scenario changes.
  void setThresholdRunner(ThresholdRunner* runner);
  void showThresholdMap(int threshold);
  bool showsThresholdMap() const { return thresholdMap_ >= 0; }

  // The view analyses only while active (the main window makes it active while it is shown),
  // so hidden analyses never compete with the results for the cores. Active from the start.
  void setActive(bool active);
  bool isActive() const { return active_; }
  // The catalog id of the chart shown ("tornado", "risk-distribution", "breakeven-map") and the
  // tornado shown (an index into the sensitivity's tornados).
  QString currentChartId() const;
  int currentTornado() const;

 private:
  void refresh();
  void showAnalyses();
  void showTornado();
  void showRunning(bool running);
  void showMap();

  Session* session_;
  RiskRunner* runner_;
  bool active_ = true;
  bool stale_ = false;  // an input changed while inactive
  QLabel* summary_;
  QComboBox* trials_;
  QPushButton* run_;
  QProgressBar* progress_;
  QPushButton* cancel_;
  QStackedWidget* stack_;
  QLabel* message_;
  QTabWidget* tabs_;
  QComboBox* output_;
  ResultChartView* tornado_;
  ResultChartView* distribution_;
  ResultChartView* map_;
  QWidget* mapBar_;
  QLabel* mapHeading_;
  QPushButton* standardMap_;
  ThresholdRunner* thresholds_ = nullptr;
  int thresholdMap_ = -1;  // the threshold shown on the map tab, -1: the standard map
};

}  // namespace fleetcost::ui
