// Results: cards, problems or charts, kept in step with the latest snapshot.
#include "ui/views/results/results_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTimer>
#include <QVBoxLayout>

#include "model/results/key_figures.h"
#include "ui/core/risk/threshold_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/views/results/kpi_cards.h"
#include "ui/views/results/problems_panel.h"
#include "ui/views/results/threshold_block.h"
#include "ui/views/results/token_costs_table.h"

namespace fleetcost::ui {

ResultsPanel::ResultsPanel(Session* session, QWidget* parent) : QWidget(parent), session_(session) {
  cards_ = new KpiCards(this);
  thresholdRunner_ = new ThresholdRunner(this);
  thresholds_ = new ThresholdBlock(thresholdRunner_, this);
  connect(thresholds_, &ThresholdBlock::mapRequested, this, &ResultsPanel::thresholdMapRequested);
  connect(thresholdRunner_, &ThresholdRunner::thresholdsChanged, this,
          [this] { QTimer::singleShot(0, this, &ResultsPanel::fitSummary); });
  problems_ = new ProblemsPanel(this);
  charts_ = new QTabWidget(this);
  charts_->setDocumentMode(true);
  for (const ChartKind& kind : chartKinds()) {  // one tab per chart of the catalog, in its order
    auto* view = new ResultChartView(charts_);
    views_.push_back(view);
    charts_->addTab(view, chartTabTitle(kind));
  }
  stack_ = new QStackedWidget(this);
  stack_->addWidget(problems_);
  stack_->addWidget(charts_);
  tokens_ = new TokenCostsTable(this);  // below the charts, folded away on request

  plan_ = new QComboBox(this);
  plan_->setToolTip(tr("The plan the monthly, capacity and racks charts show"));
  plan_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  gpu_ = new QComboBox(this);
  gpu_->setToolTip(tr("The GPU model the capacity and load-duration charts show"));
  discounted_ = new QCheckBox(tr("Present values"), this);
  discounted_->setToolTip(tr("Chart discounted cumulative costs and break-even"));
  taxView_ = new QComboBox(this);
  taxView_->addItem(tr("Tax: as each scenario says"));
  taxView_->addItem(tr("Before tax"));
  taxView_->addItem(tr("After tax"));
  taxView_->setToolTip(
      tr("Show every result and chart before or after tax, whatever the scenario's "
         "“Show results after tax” setting (the workbook is not changed)"));
  connect(taxView_, &QComboBox::currentIndexChanged, this, [this](int index) {
    session_->setTaxView(index == 0 ? std::nullopt : std::optional<bool>(index == 2));
  });
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  auto* selectors = new QHBoxLayout;
  selectors->addWidget(new QLabel(tr("Plan:"), this));
  selectors->addWidget(plan_, 1);
  selectors->addWidget(new QLabel(tr("GPU:"), this));
  selectors->addWidget(gpu_, 1);
  selectors->addWidget(discounted_);

  // The answers (cards, thresholds) above, the charts below; a splitter between them lets a small
  // screen give the charts more room (the answers then scroll).
  auto* summary = new QWidget;
  auto* summaryLayout = new QVBoxLayout(summary);
  summaryLayout->setContentsMargins(0, 0, 0, 0);
  summaryLayout->addWidget(cards_);
  summaryLayout->addWidget(thresholds_);
  summaryLayout->addStretch();
  summaryArea_ = new QScrollArea;
  summaryArea_->setWidget(summary);
  summaryArea_->setWidgetResizable(true);
  summaryArea_->setFrameShape(QFrame::NoFrame);
  summaryArea_->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  auto* lower = new QWidget;
  auto* lowerLayout = new QVBoxLayout(lower);
  lowerLayout->setContentsMargins(0, 0, 0, 0);
  lowerLayout->addLayout(selectors);
  lowerLayout->addWidget(stack_, 1);
  lowerLayout->addWidget(tokens_);
  auto* bottom = new QHBoxLayout;
  bottom->addWidget(status_, 1);
  bottom->addWidget(taxView_);
  lowerLayout->addLayout(bottom);
  splitter_ = new QSplitter(Qt::Vertical, this);
  splitter_->addWidget(summaryArea_);
  splitter_->addWidget(lower);
  splitter_->setStretchFactor(0, 0);
  splitter_->setStretchFactor(1, 1);
  splitter_->setChildrenCollapsible(false);
  lower->setMinimumHeight(240);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(splitter_);

  connect(session_, &Session::snapshotChanged, this, [this] { refresh(); });
  connect(session_, &Session::currentScenarioChanged, this, [this] { refresh(); });
  connect(problems_, &ProblemsPanel::problemActivated, this, &ResultsPanel::problemActivated);
  const auto redraw = [this] {
    if (shown_) rebuildCharts(shown_->result(session_->currentScenario()));
  };
  connect(charts_, &QTabWidget::currentChanged, this, [this](int tab) { buildChart(tab); });
  connect(splitter_, &QSplitter::splitterMoved, this, [this] { splitterMoved_ = true; });
  connect(plan_, &QComboBox::currentIndexChanged, this, redraw);
  connect(gpu_, &QComboBox::currentIndexChanged, this, redraw);
  connect(discounted_, &QCheckBox::toggled, this, redraw);
  refresh();
}

void ResultsPanel::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  // A 768-pixel screen leaves the panel about 690: the cards' details go to their tooltips so
  // that the thresholds and a chart tall enough to read fit without scrolling.
  cards_->setCompact(height() < 760);
  tokens_->setRoomy(height() >= 760);
  fitSummary();
}

// The answers get the height they need, up to half the panel, until the user moves the splitter.
void ResultsPanel::fitSummary() {
  if (splitterMoved_ || height() <= 0) return;
  QWidget* summary = summaryArea_->widget();
  const int width = summaryArea_->viewport()->width();
  const int wanted =
      summary->hasHeightForWidth() ? summary->heightForWidth(width) : summary->sizeHint().height();
  const int total = splitter_->height();
  // A short panel (a 768-pixel screen) keeps more for the charts; the answers then scroll.
  const int share = total < 800 ? 50 : 55;
  const int top = std::min(wanted + 2, total * share / 100);
  const QList<int> sizes{top, std::max(0, total - top - splitter_->handleWidth())};
  if (splitter_->sizes() != sizes) splitter_->setSizes(sizes);
}

int ResultsPanel::chosenPlan() const {
  return plan_->currentIndex();
}
int ResultsPanel::chosenGpu() const {
  return gpu_->currentIndex();
}

QString ResultsPanel::currentChartId() const {
  const QStringList ids = catalogChartIds();  // the tabs are in catalog order
  const int tab = charts_->currentIndex();
  return tab >= 0 && tab < ids.size() ? ids[tab] : QString();
}

ResultChartView* ResultsPanel::chartView(int tab) const {
  if (tab < 0 || tab >= static_cast<int>(views_.size())) return nullptr;
  buildChart(tab);
  return views_[tab];
}

bool ResultsPanel::showsResults() const {
  return stack_->currentWidget() == charts_;
}

void ResultsPanel::refresh() {
  QTimer::singleShot(0, this, &ResultsPanel::fitSummary);  // once the new texts are laid out
  builtFor_ = nullptr;  // it points into the snapshot shown so far
  stale_.clear();
  shown_ = session_->snapshot();
  const int index = session_->currentScenario();
  const ScenarioResult* result = shown_ ? shown_->result(index) : nullptr;
  const Problems* problems = shown_ ? shown_->problems(index) : nullptr;
  const Scenario* scenario = index < session_->document()->scenarioCount()
                                 ? &session_->document()->scenario(index)
                                 : nullptr;
  tokens_->setResult(result);
  if (!shown_) {
    cards_->setResult(nullptr, tr("Calculating…"));
    thresholdRunner_->clear();
    thresholds_->setVisible(false);
    stack_->setCurrentWidget(problems_);
    return;
  }
  Problems all = shown_->fileProblems;
  if (problems) all.insert(all.end(), problems->begin(), problems->end());
  if (!result) {
    cards_->setResult(nullptr, tr("This scenario has problems: fix them to see results. "
                                  "The numbers shown before are no longer valid."));
    problems_->setProblems(all, scenario);
    stack_->setCurrentWidget(problems_);
    status_->clear();
    thresholdRunner_->clear();
    thresholds_->setVisible(false);
    return;
  }
  cards_->setResult(result);
  // Thresholds need an owning and a renting plan; they follow the tax view as every result.
  const KeyFigures k = keyFigures(*result);
  thresholds_->setVisible(k.bestOwning >= 0 && k.bestRenting >= 0);
  if (thresholds_->isVisibleTo(this) && index < static_cast<int>(shown_->scenarios.size())) {
    EvaluationOptions evaluation;
    evaluation.afterTax = session_->taxView();
    thresholdRunner_->analyse(shown_->scenarios[index], index, evaluation);
  } else {
    thresholdRunner_->clear();
  }
  rebuildSelectors(result);
  rebuildCharts(result);
  stack_->setCurrentWidget(charts_);
  status_->setText(
      result->afterTax
          ? tr("After tax. Amounts in %1.").arg(QString::fromStdString(result->currency))
          : tr("Before tax. Amounts in %1.").arg(QString::fromStdString(result->currency)));
}

void ResultsPanel::rebuildSelectors(const ScenarioResult* r) {
  const QString plan = plan_->currentText();
  const QString gpu = gpu_->currentData().toString();
  const QSignalBlocker planBlock(plan_), gpuBlock(gpu_);
  plan_->clear();
  for (const PlanResult& p : r->plans) plan_->addItem(QString::fromStdString(p.name));
  int planIndex = plan_->findText(plan);
  if (planIndex < 0)
    planIndex = std::max(0, keyFigures(*r).bestOwning >= 0 ? keyFigures(*r).bestOwning
                                                           : keyFigures(*r).cheapestPlan);
  plan_->setCurrentIndex(planIndex);
  gpu_->clear();
  for (const GpuDemand& d : r->demand)
    gpu_->addItem(QString::fromStdString(d.name), QString::fromStdString(d.id));
  const int gpuIndex = gpu_->findData(gpu);
  gpu_->setCurrentIndex(std::max(0, gpuIndex));
  gpu_->setEnabled(gpu_->count() > 1);
}

void ResultsPanel::rebuildCharts(const ScenarioResult* r) {
  if (!r) return;
  // Only the chart on top is drawn now; the others when they are shown (or asked for), so an
  // edit redraws one chart instead of six.
  builtFor_ = r;
  stale_.assign(views_.size(), 1);
  buildChart(charts_->currentIndex());
}

void ResultsPanel::buildChart(int tab) const {
  if (tab < 0 || tab >= static_cast<int>(stale_.size()) || !stale_[tab] || !builtFor_) return;
  stale_[tab] = 0;
  const ScenarioResult& r = *builtFor_;
  ChartOptions options;
  options.currency = QString::fromStdString(r.currency);
  options.discounted = discounted_->isChecked();
  const int plan = std::clamp(plan_->currentIndex(), 0, static_cast<int>(r.plans.size()) - 1);
  options.focusPlan = plan;
  const int gpu = std::max(0, gpu_->currentIndex());
  const ChartKind& kind = chartKinds()[tab];
  ResultChartView* view = views_[tab];
  if (chartAvailable(kind, r, plan, gpu))
    view->setChart(kind.draw(r, plan, gpu, options));
  else if (kind.needs == ChartNeeds::Gpu)
    view->showMessage(tr("No workload uses a GPU model yet."));
  else
    view->showMessage(
        tr("%1 rents: it uses no racks. Choose an owning plan.").arg(plan_->currentText()));
}

}  // namespace fleetcost::ui
