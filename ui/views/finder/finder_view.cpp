// The finder window's layout, its runs, detail, chart and "Add as plan".
#include "ui/views/finder/finder_view.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>
#include <set>

#include "model/finder/supply_options.h"
#include "ui/core/finder/finder_runner.h"
#include "ui/core/format/finder_labels.h"
#include "ui/core/format/number_format.h"
#include "ui/core/format/problem_text.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/export/slide_export.h"
#include "ui/render/report/finder_catalog.h"
#include "ui/render/report/finder_text.h"
#include "ui/views/finder/finder_table_model.h"

namespace fleetcost::ui {

namespace {

Scenario withoutPlans(Scenario s) {
  s.plans.clear();
  return s;
}

// A plan name not yet used in the scenario: "Found #1", "Found #1 (2)", ...
QString freeName(const Scenario& s, const QString& wanted) {
  std::set<std::string> used;
  for (const Plan& p : s.plans) used.insert(p.name.value_or(""));
  QString name = wanted;
  for (int n = 2; used.count(name.toStdString()); ++n)
    name = QStringLiteral("%1 (%2)").arg(wanted).arg(n);
  return name;
}

}  // namespace

FinderView::FinderView(Session* session, QWidget* parent)
    : QDialog(parent),
      session_(session),
      runner_(new FinderRunner(this)),
      model_(new FinderTableModel(this)) {
  setObjectName(QStringLiteral("finderView"));
  setModal(false);
  auto* layout = new QVBoxLayout(this);

  scenarioLabel_ = new QLabel;
  scenarioLabel_->setWordWrap(true);
  layout->addWidget(scenarioLabel_);

  auto* controls = new QHBoxLayout;
  objectiveLabel_ = new QLabel;
  objective_ = new QComboBox;
  objectiveLabel_->setBuddy(objective_);
  topLabel_ = new QLabel;
  top_ = new QSpinBox;
  top_->setRange(1, 100);
  top_->setValue(10);
  topLabel_->setBuddy(top_);
  find_ = new QPushButton;
  find_->setDefault(true);
  cancel_ = new QPushButton;
  progress_ = new QProgressBar;
  progress_->setRange(0, 1000);
  progress_->setTextVisible(true);
  for (QWidget* w : std::initializer_list<QWidget*>{objectiveLabel_, objective_, topLabel_, top_,
                                                    find_, cancel_})
    controls->addWidget(w);
  controls->addWidget(progress_, 1);
  layout->addLayout(controls);

  status_ = new QLabel;
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(status_);

  table_ = new QTableView;
  table_->setModel(model_);
  table_->setSelectionBehavior(QAbstractItemView::SelectRows);
  table_->setSelectionMode(QAbstractItemView::SingleSelection);
  table_->verticalHeader()->hide();
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setWordWrap(false);

  detail_ = new QTextBrowser;
  detail_->setOpenLinks(false);
  charts_ = new QTabWidget;
  pareto_ = new ResultChartView;
  paretoP95_ = new ResultChartView;
  charts_->addTab(pareto_, QString());
  charts_->addTab(paretoP95_, QString());
  charts_->setTabVisible(1, false);  // shown when the result has a P95 front

  auto* lower = new QSplitter(Qt::Horizontal);
  lower->addWidget(detail_);
  lower->addWidget(charts_);
  lower->setStretchFactor(0, 1);
  lower->setStretchFactor(1, 1);
  auto* split = new QSplitter(Qt::Vertical);
  split->addWidget(table_);
  split->addWidget(lower);
  split->setStretchFactor(0, 2);
  split->setStretchFactor(1, 3);
  layout->addWidget(split, 1);

  auto* buttons = new QHBoxLayout;
  add_ = new QPushButton;
  export_ = new QPushButton;
  close_ = new QPushButton;
  buttons->addWidget(add_);
  buttons->addWidget(export_);
  buttons->addStretch(1);
  buttons->addWidget(close_);
  layout->addLayout(buttons);

  connect(find_, &QPushButton::clicked, this, &FinderView::find);
  connect(cancel_, &QPushButton::clicked, this, &FinderView::cancel);
  connect(add_, &QPushButton::clicked, this, &FinderView::addSelectedAsPlan);
  connect(close_, &QPushButton::clicked, this, &QDialog::close);
  connect(export_, &QPushButton::clicked, this, [this] {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QString(),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"));
    if (path.isEmpty()) return;
    const QString error = exportChart(path);
    setStatus(error.isEmpty() ? tr("Chart written to %1").arg(path) : error);
  });
  connect(runner_, &FinderRunner::progressed, this, &FinderView::showProgress);
  connect(runner_, &FinderRunner::finished, this, &FinderView::showResult);
  connect(runner_, &FinderRunner::runningChanged, this, &FinderView::updateButtons);
  connect(table_->selectionModel(), &QItemSelectionModel::selectionChanged, this,
          &FinderView::showDetail);
  connect(session_, &Session::currentScenarioChanged, this, &FinderView::retranslate);
  connect(session_->document(), &WorkbookDocument::contentChanged, this,
          &FinderView::updateButtons);

  retranslate();
  resize(1400, 900);
}

FinderView::~FinderView() = default;

void FinderView::retranslate() {
  setWindowTitle(tr("Find plans"));
  const int index = session_->currentScenario();
  const WorkbookDocument* document = session_->document();
  const QString name = index >= 0 && index < document->scenarioCount()
                           ? QString::fromStdString(document->scenario(index).name.value_or(""))
                           : QString();
  scenarioLabel_->setText(
      tr("Gives each workload of <b>%1</b> one supply (renting on demand or reserved, owning at a "
         "site, or a hosted API) and ranks every such assignment by its cost as a portfolio plan.")
          .arg(name.toHtmlEscaped()));
  objectiveLabel_->setText(tr("&Objective:"));
  const int chosen = std::max(0, objective_->currentIndex());
  objective_->clear();
  for (FinderObjective o :
       {FinderObjective::PresentValue, FinderObjective::PresentValueAfterTax, FinderObjective::P95})
    objective_->addItem(objectiveLabel(o), static_cast<int>(o));
  objective_->setItemData(2,
                          tr("The 95th percentile over Monte Carlo trials of the 40 cheapest "
                             "plans; takes longer"),
                          Qt::ToolTipRole);
  objective_->setCurrentIndex(chosen);
  topLabel_->setText(tr("&Top:"));
  top_->setToolTip(tr("How many plans to rank"));
  find_->setText(tr("&Find"));
  cancel_->setText(tr("Cancel"));
  add_->setText(tr("&Add as plan"));
  add_->setToolTip(tr("Adds the selected plan to the scenario as a portfolio plan (undoable)"));
  export_->setText(tr("&Export chart…"));
  close_->setText(tr("Close"));
  charts_->setTabText(0, tr("Present value against peak capex"));
  charts_->setTabText(1, tr("Present value against P95"));
  if (runner_->result()) {
    showResult();
  } else if (!runner_->isRunning()) {
    pareto_->showMessage(tr("Press Find to search the scenario's plans"));
    setStatus({});
  }
  updateButtons();
}

void FinderView::changeEvent(QEvent* event) {
  if (event->type() == QEvent::LanguageChange) retranslate();
  QDialog::changeEvent(event);
}

QString FinderView::currency() const {
  return QString::fromStdString(runner_->scenario().reportingCurrency.value_or("USD"));
}

QString FinderView::statusText() const {
  return status_->text();
}

void FinderView::setStatus(const QString& text) {
  status_->setText(text);
}

void FinderView::find() {
  const int index = session_->currentScenario();
  WorkbookDocument* document = session_->document();
  if (index < 0 || index >= document->scenarioCount()) return;
  if (const Problems* problems = session_->currentProblems(); problems && !problems->empty()) {
    setStatus(tr("The scenario has problems: fix them before searching (first: %1).")
                  .arg(problemText(problems->front())));
    return;
  }
  FinderOptions options;
  options.top = top_->value();
  options.objective = static_cast<FinderObjective>(objective_->currentData().toInt());
  options.threads = 2;
  model_->clear();
  detail_->clear();
  pareto_->showMessage(tr("Searching…"));
  charts_->setTabVisible(1, false);
  runner_->start(document->scenario(index), index, options);
  setStatus(tr("Searching the plans of %1…")
                .arg(QString::fromStdString(document->scenario(index).name.value_or(""))));
}

void FinderView::cancel() {
  runner_->cancel();
  setStatus(tr("Cancelling…"));
}

void FinderView::showProgress() {
  if (!runner_->isRunning()) return;
  progress_->setValue(static_cast<int>(runner_->done() * 1000));
  if (runner_->bestSoFar().empty()) return;
  const int selected = selectedRank();
  model_->setRows(runner_->bestSoFar(), supplyOptions(runner_->scenario()), runner_->scenario(),
                  currency(), std::nullopt);
  if (selected >= 0 && selected < model_->rowCount()) table_->selectRow(selected);
  setStatus(tr("Searching… %1 % of the assignments priced; the best so far is shown.")
                .arg(formatNumber(runner_->done() * 100.0, 0)));
}

void FinderView::showResult() {
  const std::shared_ptr<const FinderResult> r = runner_->result();
  if (!r) return;
  progress_->setValue(1000);
  if (!r->problems.empty()) {
    model_->clear();
    detail_->clear();
    pareto_->showMessage(tr("The scenario cannot be searched"));
    QStringList lines;
    for (const Problem& p : r->problems) lines << problemText(p);
    setStatus(lines.join(QLatin1Char('\n')));
    return;
  }
  const QLocale locale;
  model_->setRows(r->ranked, r->options, runner_->scenario(), currency(), r->bestTypedPresentValue);
  if (!r->ranked.empty()) table_->selectRow(0);
  showDetail();
  const std::vector<CatalogChart> charts = finderCharts(r, currency(), locale);
  ChartOptions options;
  options.currency = currency();
  options.locale = locale;
  pareto_->showMessage(tr("No plan is feasible"));
  charts_->setTabVisible(1, false);
  for (const CatalogChart& c : charts) {
    if (c.id == QLatin1String("finder-pareto")) pareto_->setChart(c.build(options));
    if (c.id == QLatin1String("finder-pareto-p95")) {
      paretoP95_->setChart(c.build(options));
      charts_->setTabVisible(1, true);
    }
  }
  QString status = searchedLine(*r, locale) + QLatin1Char(' ') + exactnessLine(*r, locale) +
                   QLatin1Char(' ') +
                   tr("Took %1 ms.").arg(formatNumber(double(runner_->elapsedMs()), 0, locale));
  if (r->ranked.empty())
    status += QLatin1Char(' ') + (r->cancelled ? tr("Cancelled before any plan was ranked.")
                                               : tr("No assignment is feasible."));
  setStatus(status);
  updateButtons();
}

int FinderView::selectedRank() const {
  const QModelIndexList rows = table_->selectionModel()->selectedRows();
  return rows.isEmpty() ? -1 : rows.front().row();
}

void FinderView::showDetail() {
  const std::shared_ptr<const FinderResult> r = runner_->result();
  if (!r || runner_->isRunning() || r->ranked.empty()) return;
  const int rank = std::max(0, selectedRank());
  detail_->setHtml(finderCandidateHtml(*r, rank, runner_->scenario(), currency(), QLocale()));
  updateButtons();
}

bool FinderView::searchedScenarioUnchanged() const {
  const int index = runner_->scenarioIndex();
  const WorkbookDocument* document = session_->document();
  return index >= 0 && index < document->scenarioCount() &&
         withoutPlans(document->scenario(index)) == withoutPlans(runner_->scenario());
}

void FinderView::updateButtons() {
  const bool running = runner_->isRunning();
  const auto r = runner_->result();
  find_->setEnabled(!running);
  cancel_->setEnabled(running);
  const bool current = r && !running && searchedScenarioUnchanged();
  add_->setEnabled(current && !r->ranked.empty() && !session_->document()->isReadOnly());
  export_->setEnabled(r && !running && !r->ranked.empty());
  if (r && !running && !searchedScenarioUnchanged())
    add_->setToolTip(tr("The scenario has changed since the search: press Find again"));
  else
    add_->setToolTip(tr("Adds the selected plan to the scenario as a portfolio plan (undoable)"));
}

bool FinderView::addSelectedAsPlan() {
  const auto r = runner_->result();
  if (!r || runner_->isRunning() || r->ranked.empty()) return false;
  WorkbookDocument* document = session_->document();
  if (document->isReadOnly()) {
    setStatus(tr("The workbook is read-only."));
    return false;
  }
  if (!searchedScenarioUnchanged()) {
    setStatus(tr("The scenario has changed since the search: press Find again."));
    return false;
  }
  const int rank = std::max(0, selectedRank());
  const int index = runner_->scenarioIndex();
  Scenario changed = document->scenario(index);
  const QString name = freeName(changed, tr("Found #%1").arg(rank + 1));
  changed.plans.push_back(portfolioPlanOf(*r, r->ranked[rank], name.toStdString()));
  document->changeScenario(index, std::move(changed), tr("Add plan %1").arg(name));
  setStatus(
      tr("Added the plan \"%1\" to the scenario's plans (Edit › Undo removes it).").arg(name));
  return true;
}

QString FinderView::exportChart(const QString& path) {
  const std::vector<CatalogChart> charts = finderCharts(runner_->result(), currency());
  if (charts.empty()) return tr("There is no chart to export.");
  const std::size_t which = charts_->currentIndex() == 1 && charts.size() > 1 ? 1 : 0;
  SlideOptions options;
  options.scenarioName = QString::fromStdString(runner_->scenario().name.value_or(""));
  options.currency = currency();
  return path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)
             ? writeSlideSvg(path, charts[which], options)
             : writeSlidePng(path, charts[which], options);
}

}  // namespace fleetcost::ui
