// The comparison table and chart.
#include "ui/views/compare/compare_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <cmath>

#include "model/results/key_figures.h"
#include "ui/core/format/number_format.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_view.h"
#include "ui/views/models/problem_lookup.h"

namespace fleetcost::ui {

namespace {

struct Row {
  QString label;
  std::vector<std::optional<double>> values;  // per compared scenario
  std::vector<QString> texts;
  bool money = false;
};

QColor differenceBackground(const QPalette& palette) {
  const bool dark = palette.color(QPalette::Base).lightness() < 128;
  return dark ? QColor(90, 80, 20) : QColor(255, 244, 190);
}

}  // namespace

CompareDialog::CompareDialog(Session* session, QWidget* parent)
    : QDialog(parent), session_(session) {
  setWindowTitle(tr("Compare scenarios"));
  resize(1280, 820);
  scenarios_ = new QListWidget(this);
  table_ = new QTableWidget(this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  table_->setAlternatingRowColors(true);
  plan_ = new QComboBox(this);
  plan_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  discounted_ = new QCheckBox(tr("Present values"), this);
  chart_ = new ResultChartView(this);

  auto* left = new QWidget(this);
  auto* leftLayout = new QVBoxLayout(left);
  leftLayout->addWidget(new QLabel(tr("<b>Scenarios to compare</b>"), left));
  leftLayout->addWidget(scenarios_, 1);
  auto* right = new QSplitter(Qt::Vertical, this);
  auto* top = new QWidget(right);
  auto* topLayout = new QVBoxLayout(top);
  topLayout->setContentsMargins(0, 0, 0, 0);
  topLayout->addWidget(new QLabel(tr("Differences from the first scenario are highlighted."), top));
  topLayout->addWidget(table_, 1);
  auto* bottom = new QWidget(right);
  auto* bottomLayout = new QVBoxLayout(bottom);
  bottomLayout->setContentsMargins(0, 0, 0, 0);
  auto* chooser = new QHBoxLayout;
  chooser->addWidget(new QLabel(tr("Cumulative cost of plan:"), bottom));
  chooser->addWidget(plan_, 1);
  chooser->addWidget(discounted_);
  bottomLayout->addLayout(chooser);
  bottomLayout->addWidget(chart_, 1);
  right->addWidget(top);
  right->addWidget(bottom);
  right->setStretchFactor(0, 2);
  right->setStretchFactor(1, 3);
  auto* splitter = new QSplitter(Qt::Horizontal, this);
  splitter->addWidget(left);
  splitter->addWidget(right);
  splitter->setStretchFactor(1, 4);
  splitter->setSizes({220, 1040});
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(splitter);

  connect(scenarios_, &QListWidget::itemChanged, this, [this] { refresh(); });
  connect(plan_, &QComboBox::currentIndexChanged, this, [this] { refresh(); });
  connect(discounted_, &QCheckBox::toggled, this, [this] { refresh(); });
  connect(session_, &Session::snapshotChanged, this, [this] { refresh(); });
  connect(session_->document(), &WorkbookDocument::scenariosReset, this, [this] { rebuildList(); });
  rebuildList();
}

std::vector<int> CompareDialog::selectedScenarios() const {
  std::vector<int> out;
  for (int i = 0; i < scenarios_->count(); ++i)
    if (scenarios_->item(i)->checkState() == Qt::Checked) out.push_back(i);
  return out;
}

void CompareDialog::setSelectedScenarios(const std::vector<int>& indexes) {
  const QSignalBlocker block(scenarios_);
  for (int i = 0; i < scenarios_->count(); ++i)
    scenarios_->item(i)->setCheckState(std::find(indexes.begin(), indexes.end(), i) != indexes.end()
                                           ? Qt::Checked
                                           : Qt::Unchecked);
  refresh();
}

void CompareDialog::rebuildList() {
  const QSignalBlocker block(scenarios_);
  scenarios_->clear();
  const WorkbookDocument* document = session_->document();
  for (int i = 0; i < document->scenarioCount(); ++i) {
    auto* item =
        new QListWidgetItem(QString::fromStdString(document->scenario(i).name.value_or("")));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(i < 4 ? Qt::Checked : Qt::Unchecked);
    scenarios_->addItem(item);
  }
  refresh();
}

void CompareDialog::refresh() {
  const SnapshotPtr snapshot = session_->snapshot();
  const std::vector<int> chosen = selectedScenarios();
  std::vector<const ScenarioResult*> results;
  std::vector<QString> names;
  for (int i : chosen) {
    results.push_back(snapshot ? snapshot->result(i) : nullptr);
    names.push_back(scenarios_->item(i)->text());
  }
  const int n = static_cast<int>(results.size());
  const auto currencyOf = [&](int c) {
    return results[c] ? QString::fromStdString(results[c]->currency) : QString();
  };

  // Rows: headline figures, then every plan's present value by name.
  std::vector<Row> rows;
  const auto add = [&](const QString& label, bool money, auto valueOf) {
    Row row{label, {}, {}, money};
    for (int c = 0; c < n; ++c) {
      std::optional<double> v;
      QString text = tr("—");
      if (!results[c]) {
        text = tr("has problems");
      } else {
        std::tie(v, text) = valueOf(*results[c], currencyOf(c));
      }
      row.values.push_back(v);
      row.texts.push_back(text);
    }
    rows.push_back(std::move(row));
  };
  using Cell = std::pair<std::optional<double>, QString>;
  add(tr("Cheapest plan"), false, [](const ScenarioResult& r, const QString&) -> Cell {
    const KeyFigures k = keyFigures(r);
    return {std::nullopt,
            k.cheapestPlan >= 0 ? QString::fromStdString(r.plans[k.cheapestPlan].name) : tr("—")};
  });
  add(tr("Its present value"), true, [](const ScenarioResult& r, const QString& cur) -> Cell {
    const KeyFigures k = keyFigures(r);
    if (k.cheapestPlan < 0) return {std::nullopt, tr("—")};
    const double v = r.plans[k.cheapestPlan].pvCost;
    return {v, formatMoneyShort(v, cur)};
  });
  add(tr("Owning saves (present value)"), true,
      [](const ScenarioResult& r, const QString& cur) -> Cell {
        const KeyFigures k = keyFigures(r);
        if (!k.owningSavingPv) return {std::nullopt, tr("—")};
        return {*k.owningSavingPv, formatMoneyShort(*k.owningSavingPv, cur)};
      });
  add(tr("Break-even (months)"), false, [](const ScenarioResult& r, const QString&) -> Cell {
    const KeyFigures k = keyFigures(r);
    if (k.bestOwning < 0 || k.bestRenting < 0) return {std::nullopt, tr("—")};
    if (!k.breakEvenMonth) return {std::nullopt, tr("never")};
    return {double(*k.breakEvenMonth), QString::number(*k.breakEvenMonth)};
  });
  add(tr("Cost per GPU-hour (cheapest)"), true,
      [](const ScenarioResult& r, const QString& cur) -> Cell {
        const KeyFigures k = keyFigures(r);
        if (k.cheapestPlan < 0 || !r.plans[k.cheapestPlan].costPerGpuHour)
          return {std::nullopt, tr("—")};
        const double v = *r.plans[k.cheapestPlan].costPerGpuHour;
        return {v, formatMoney(v, cur)};
      });
  add(tr("CO2 of the cheapest plan (t)"), false,
      [](const ScenarioResult& r, const QString&) -> Cell {
        const KeyFigures k = keyFigures(r);
        if (k.cheapestPlan < 0) return {std::nullopt, tr("—")};
        const double v = r.plans[k.cheapestPlan].co2Tonnes;
        return {v, formatNumber(v, 1)};
      });
  QStringList planNames;
  for (const ScenarioResult* r : results)
    if (r)
      for (const PlanResult& p : r->plans)
        if (!planNames.contains(QString::fromStdString(p.name)))
          planNames << QString::fromStdString(p.name);
  for (const QString& plan : planNames) {
    add(tr("PV: %1").arg(plan), true, [plan](const ScenarioResult& r, const QString& cur) -> Cell {
      for (const PlanResult& p : r.plans)
        if (QString::fromStdString(p.name) == plan)
          return {p.pvCost, formatMoneyShort(p.pvCost, cur)};
      return {std::nullopt, tr("no such plan")};
    });
  }

  table_->clear();
  table_->setRowCount(static_cast<int>(rows.size()));
  table_->setColumnCount(n);
  table_->setHorizontalHeaderLabels(QStringList(names.begin(), names.end()));
  QStringList labels;
  for (const Row& row : rows) labels << row.label;
  table_->setVerticalHeaderLabels(labels);
  const QColor highlight = differenceBackground(palette());
  for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
    for (int c = 0; c < n; ++c) {
      QString text = rows[r].texts[c];
      const auto& v = rows[r].values[c];
      const auto& first = rows[r].values[0];
      const bool differs =
          c > 0 && (v.has_value() != first.has_value() || rows[r].texts[c] != rows[r].texts[0]);
      if (c > 0 && v && first && rows[r].money && differs) {
        const double delta = *v - *first;
        text += QStringLiteral("  (%1%2)")
                    .arg(delta > 0 ? QStringLiteral("+") : QString(),
                         formatMoneyShort(delta, currencyOf(c)));
      }
      auto* item = new QTableWidgetItem(text);
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (differs) item->setBackground(highlight);
      table_->setItem(r, c, item);
    }
  }

  const QString current = plan_->currentText();
  {
    const QSignalBlocker block(plan_);
    plan_->clear();
    plan_->addItems(planNames);
    const int at = plan_->findText(current);
    plan_->setCurrentIndex(at >= 0 ? at : 0);
  }
  if (n == 0 || planNames.isEmpty()) {
    chart_->showMessage(tr("Tick at least one scenario without problems."));
    return;
  }
  ChartOptions options;
  options.discounted = discounted_->isChecked();
  options.currency = currencyOf(0);
  chart_->setChart(buildCompareChart(results, names, plan_->currentText(), options));
}

}  // namespace fleetcost::ui
