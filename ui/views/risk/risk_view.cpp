// Layout of the Risk view and what it shows for each state of the analyses.
#include "ui/views/risk/risk_view.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

#include "ui/core/format/number_format.h"
#include "ui/core/format/problem_text.h"
#include "ui/core/risk/risk_runner.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/charts/risk_charts.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/render/report/threshold_text.h"

namespace fleetcost::ui {

namespace {

ChartOptions chartOptions(const RiskModel& model) {
  ChartOptions options;
  options.currency = QString::fromStdString(model.base.currency);
  return options;
}

}  // namespace

RiskView::RiskView(Session* session, QWidget* parent)
    : QWidget(parent), session_(session), runner_(new RiskRunner(this)) {
  auto* layout = new QVBoxLayout(this);
  auto* bar = new QHBoxLayout;
  summary_ = new QLabel;
  summary_->setWordWrap(true);
  summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  bar->addWidget(summary_, 1);
  trials_ = new QComboBox;
  for (long long n : {1000LL, 10000LL, 100000LL})
    trials_->addItem(tr("%1 trials").arg(formatNumber(double(n), 0)), n);
  trials_->setCurrentIndex(1);
  trials_->setToolTip(
      tr("Monte Carlo trials: each draws every ranged figure from its "
         "triangular distribution (low, value, high)"));
  bar->addWidget(trials_);
  run_ = new QPushButton(tr("Run Monte Carlo"));
  bar->addWidget(run_);
  progress_ = new QProgressBar;
  progress_->setRange(0, 100);
  progress_->setMaximumWidth(220);
  bar->addWidget(progress_);
  cancel_ = new QPushButton(tr("Cancel"));
  bar->addWidget(cancel_);
  layout->addLayout(bar);

  stack_ = new QStackedWidget;
  message_ = new QLabel;
  message_->setAlignment(Qt::AlignCenter);
  message_->setWordWrap(true);
  stack_->addWidget(message_);
  tabs_ = new QTabWidget;
  auto* tornadoPage = new QWidget;
  auto* tornadoLayout = new QVBoxLayout(tornadoPage);
  auto* outputRow = new QHBoxLayout;
  outputRow->addWidget(new QLabel(tr("Output:")));
  output_ = new QComboBox;
  outputRow->addWidget(output_, 1);
  tornadoLayout->addLayout(outputRow);
  tornado_ = new ResultChartView;
  tornadoLayout->addWidget(tornado_, 1);
  tabs_->addTab(tornadoPage, tr("Tornado"));
  distribution_ = new ResultChartView;
  tabs_->addTab(distribution_, tr("Distribution"));
  auto* mapPage = new QWidget;
  auto* mapLayout = new QVBoxLayout(mapPage);
  mapBar_ = new QWidget;
  auto* barLayout = new QHBoxLayout(mapBar_);
  barLayout->setContentsMargins(0, 0, 0, 0);
  mapHeading_ = new QLabel;
  mapHeading_->setWordWrap(true);
  mapHeading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  barLayout->addWidget(mapHeading_, 1);
  standardMap_ = new QPushButton(tr("Standard map"));
  standardMap_->setToolTip(
      tr("Back to the map of demand against rental prices for the cheapest plans"));
  barLayout->addWidget(standardMap_, 0, Qt::AlignTop);
  mapLayout->addWidget(mapBar_);
  map_ = new ResultChartView;
  mapLayout->addWidget(map_, 1);
  mapBar_->setVisible(false);
  tabs_->addTab(mapPage, tr("Break-even map"));
  connect(standardMap_, &QPushButton::clicked, this, [this] {
    thresholdMap_ = -1;
    showMap();
  });
  stack_->addWidget(tabs_);
  layout->addWidget(stack_, 1);

  connect(session_, &Session::snapshotChanged, this, &RiskView::refresh);
  connect(session_, &Session::currentScenarioChanged, this, &RiskView::refresh);
  connect(trials_, &QComboBox::currentIndexChanged, this, &RiskView::refresh);
  connect(run_, &QPushButton::clicked, runner_, &RiskRunner::runMonteCarlo);
  connect(cancel_, &QPushButton::clicked, runner_, &RiskRunner::cancelMonteCarlo);
  connect(output_, &QComboBox::currentIndexChanged, this, &RiskView::showTornado);
  connect(runner_, &RiskRunner::analysesChanged, this, [this] {
    showAnalyses();
    if (thresholdMap_ >= 0) stack_->setCurrentWidget(tabs_);  // it needs no ranged figure
  });
  connect(runner_, &RiskRunner::monteCarloRunningChanged, this, &RiskView::showRunning);
  connect(runner_, &RiskRunner::monteCarloProgress, this, [this](long long done, long long total) {
    progress_->setValue(total > 0 ? static_cast<int>(done * 100 / total) : 0);
  });
  showRunning(false);
  refresh();
}

void RiskView::setActive(bool active) {
  active_ = active;
  if (active_ && stale_) refresh();
}

QString RiskView::currentChartId() const {
  const QStringList ids = riskChartIds();  // the tabs are in catalog order
  const int tab = tabs_->currentIndex();
  return tab >= 0 && tab < ids.size() ? ids[tab] : QString();
}

int RiskView::currentTornado() const {
  return std::max(0, output_->currentIndex());
}

void RiskView::refresh() {
  if (!active_) {
    stale_ = true;
    return;
  }
  stale_ = false;
  const SnapshotPtr snapshot = session_->snapshot();
  const int index = session_->currentScenario();
  if (!snapshot || !snapshot->result(index) ||
      index >= static_cast<int>(snapshot->scenarios.size())) {
    runner_->clear();
    return;
  }
  EvaluationOptions evaluation;
  evaluation.afterTax = session_->taxView();
  runner_->analyse(snapshot->scenarios[index], index, trials_->currentData().toLongLong(),
                   evaluation);
}

void RiskView::showRunning(bool running) {
  progress_->setVisible(running);
  cancel_->setVisible(running);
  if (running) progress_->setValue(0);
  const RiskAnalyses* a = runner_->current();
  run_->setVisible(!running && a && a->model && a->problems.empty() && !a->monteCarlo);
}

void RiskView::showAnalyses() {
  const RiskAnalyses* a = runner_->current();
  showRunning(runner_->monteCarloRunning());
  if (!a) {
    summary_->clear();
    message_->setText(tr("Fix the problems listed to see how robust the results are."));
    stack_->setCurrentWidget(message_);
    return;
  }
  if (!a->problems.empty()) {
    QString text = tr("The ranges of these figures cannot be analysed:");
    for (const Problem& p : a->problems) text += QLatin1Char('\n') + problemLineText(p);
    summary_->clear();
    message_->setText(text);
    stack_->setCurrentWidget(message_);
    return;
  }
  if (!a->model || !a->sensitivity) {
    summary_->setText(tr("Analysing…"));
    message_->setText(tr("Analysing the ranges of the scenario's figures…"));
    stack_->setCurrentWidget(message_);
    return;
  }
  const RiskModel& model = *a->model;
  if (model.figures.empty()) {
    summary_->clear();
    message_->setText(
        tr("No figure of this scenario has a range. Give figures a low and a high "
           "value to see how robust the answer is."));
    stack_->setCurrentWidget(message_);
    return;
  }
  stack_->setCurrentWidget(tabs_);
  const QString currency = QString::fromStdString(model.base.currency);

  // The outputs of the tornado: the difference first, then each plan.
  const int keep = output_->currentIndex();
  {
    const QSignalBlocker block(output_);
    output_->clear();
    for (const Tornado& t : a->sensitivity->tornados)
      output_->addItem(t.plan < 0
                           ? tr("Cheapest owning minus cheapest renting")
                           : tr("Present value of %1")
                                 .arg(QString::fromStdString(model.base.plans[t.plan].name)));
    output_->setCurrentIndex(std::clamp(keep, 0, output_->count() - 1));
  }
  showTornado();

  if (thresholdMap_ < 0) showMap();

  if (!a->monteCarlo) {
    distribution_->showMessage(runner_->monteCarloRunning()
                                   ? tr("Monte Carlo is running…")
                                   : tr("Monte Carlo has not run: press Run Monte Carlo."));
    summary_->setText(tr("%n figure(s) with a range.", "", static_cast<int>(model.figures.size())));
    return;
  }
  const MonteCarloResult& mc = *a->monteCarlo;
  if (!mc.difference) {
    distribution_->showMessage(
        tr("The distribution of owning minus renting needs an owning and a "
           "renting plan."));
    summary_->setText(
        tr("%1 trials of %n figure(s) with a range.", "", static_cast<int>(model.figures.size()))
            .arg(formatNumber(double(mc.trials), 0)));
    return;
  }
  distribution_->setChart(buildDifferenceDistributionChart(model, mc, chartOptions(model)));
  const Distribution& d = *mc.difference;
  const Distribution& b = *mc.breakEven;
  const auto money = [&](const std::optional<double>& v) {
    return v ? formatMoneyShort(*v, currency) : tr("n/a");
  };
  const auto month = [&](const std::optional<double>& v) {
    return v ? formatNumber(*v, 0) : tr("never");
  };
  const double never = 100.0 * double(b.infinite) / double(mc.trials);
  QString text =
      tr("<b>Owning is cheaper in %1% of %2 trials</b> (seed %3). Owning minus renting, present "
         "value: median %4, P5 %5, P95 %6.")
          .arg(formatNumber(100.0 * *mc.probabilityOwningCheaper, 1),
               formatNumber(double(mc.trials), 0), QString::number(mc.seed), money(d.at(50)),
               money(d.at(5)), money(d.at(95)));
  text += QLatin1Char(' ');
  if (b.at(50))
    text += tr("Break-even month of the cheapest owning plan: median %1, P5 %2, P95 %3; it never "
               "breaks even in %4% of trials.")
                .arg(month(b.at(50)), month(b.at(5)), month(b.at(95)), formatNumber(never, 1));
  else
    text += tr("The cheapest owning plan breaks even against renting in only %1% of trials.")
                .arg(formatNumber(100.0 - never, 1));
  summary_->setText(text);
}

void RiskView::setThresholdRunner(ThresholdRunner* runner) {
  thresholds_ = runner;
  connect(runner, &ThresholdRunner::mapChanged, this, &RiskView::showMap);
  connect(runner, &ThresholdRunner::thresholdsChanged, this, [this] {
    // A new analysis (an edit): its thresholds may differ, so the standard map comes back.
    if (thresholdMap_ >= 0 && thresholds_->current() != thresholds_->mapAnalysis()) {
      thresholdMap_ = -1;
      showMap();
    }
  });
}

void RiskView::showThresholdMap(int threshold) {
  if (!thresholds_) return;
  thresholdMap_ = threshold;
  tabs_->setCurrentIndex(2);
  thresholds_->requestMap(threshold);
  stack_->setCurrentWidget(tabs_);
  showMap();
}

void RiskView::showMap() {
  const bool threshold = thresholdMap_ >= 0 && thresholds_ && thresholds_->mapAnalysis();
  mapBar_->setVisible(threshold);
  if (threshold) {
    const ThresholdAnalysis& analysis = *thresholds_->mapAnalysis();
    const RiskModel& model = *analysis.model;
    mapHeading_->setText(
        thresholdSentence(model, analysis.result.thresholds[thresholdMap_]) + QLatin1Char(' ') +
        tr("The map compares the same two plans as the threshold; the dashed line marks the "
           "threshold and the circle today."));
    const BreakEvenMap* map = thresholds_->map();
    if (!map) {
      map_->showMessage(tr("Drawing the break-even map of this threshold…"));
    } else if (!map->error.empty() || !map->problems.empty()) {
      QString text = tr("This threshold's map cannot be drawn:");
      text += QLatin1Char('\n') + QString::fromStdString(map->error);
      for (const Problem& p : map->problems) text += QLatin1Char('\n') + problemLineText(p);
      map_->showMessage(text.trimmed());
    } else {
      const MapMark mark = thresholdMapMark(analysis, thresholdMap_, *map);
      map_->setChart(buildBreakEvenMapChart(model, *map, chartOptions(model), &mark));
    }
    return;
  }
  thresholdMap_ = -1;
  const RiskAnalyses* a = runner_->current();
  if (!a || !a->model) return;
  if (a->map)
    map_->setChart(buildBreakEvenMapChart(*a->model, *a->map, chartOptions(*a->model)));
  else
    map_->showMessage(tr("A break-even map needs an owning and a renting plan."));
}

void RiskView::showTornado() {
  const RiskAnalyses* a = runner_->current();
  if (!a || !a->model || !a->sensitivity) return;
  const int i = output_->currentIndex();
  if (i < 0 || i >= static_cast<int>(a->sensitivity->tornados.size())) return;
  tornado_->setChart(
      buildTornadoChart(*a->model, a->sensitivity->tornados[i], chartOptions(*a->model)));
}

}  // namespace fleetcost::ui
