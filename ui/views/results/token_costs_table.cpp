// Filling the cost per million tokens table from a result, and folding it away.
#include "ui/views/results/token_costs_table.h"

#include <QHeaderView>
#include <QTableWidget>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "model/results/token_costs.h"
#include "ui/core/format/number_format.h"

namespace fleetcost::ui {

TokenCostsTable::TokenCostsTable(QWidget* parent) : QWidget(parent) {
  title_ = new QToolButton(this);
  title_->setCheckable(true);
  title_->setAutoRaise(true);
  title_->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
  QFont bold = title_->font();
  bold.setBold(true);
  title_->setFont(bold);
  table_ = new QTableWidget(this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->verticalHeader()->setVisible(false);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setAlternatingRowColors(true);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 2, 0, 0);
  layout->setSpacing(0);
  layout->addWidget(title_, 0, Qt::AlignLeft);
  layout->addWidget(table_, 1);
  setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
  connect(title_, &QToolButton::toggled, this, [this](bool open) {
    readerChose_ = true;
    setExpanded(open);
  });
  setExpanded(false);
  setVisible(false);
}

bool TokenCostsTable::openAtFirst() const {
  return hasApiPlan_ && roomy_;
}

void TokenCostsTable::setRoomy(bool roomy) {
  roomy_ = roomy;
  if (!readerChose_ && isVisible()) setExpanded(openAtFirst());
}

bool TokenCostsTable::isExpanded() const {
  return title_->isChecked();
}

void TokenCostsTable::setExpanded(bool open) {
  const QSignalBlocker block(title_);
  title_->setChecked(open);
  title_->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
  table_->setVisible(open);
  updateGeometry();
}

QSize TokenCostsTable::sizeHint() const {
  int height = title_->sizeHint().height() + 2;
  if (isExpanded()) {
    const int rows = std::clamp(table_->rowCount(), 1, 5);
    height += table_->horizontalHeader()->sizeHint().height() +
              rows * table_->verticalHeader()->defaultSectionSize() + 2 * table_->frameWidth();
  }
  return {QWidget::sizeHint().width(), height};
}

void TokenCostsTable::setResult(const ScenarioResult* r) {
  const TokenCosts costs = r ? tokenCosts(*r) : TokenCosts{};
  setVisible(!costs.empty());
  if (costs.empty()) return;
  // Open where a hosted API plan makes the comparison the point and there is room; the reader's
  // choice stays after that.
  hasApiPlan_ = hasApiPlan(*r);
  if (!readerChose_) setExpanded(openAtFirst());
  const QString currency = QString::fromStdString(r->currency);
  title_->setText(
      tr("Cost per million tokens (%1; the lowest for each workload in bold)").arg(currency));
  title_->setToolTip(
      tr("Each workload's share of each plan's nominal cost over its tokens. A hosted API plan "
         "charges a workload its tokens; the other plans share the cost of its GPU model by "
         "GPU-hours."));
  table_->clear();
  table_->setRowCount(static_cast<int>(r->plans.size()));
  table_->setColumnCount(static_cast<int>(costs.workloads.size()) + 1);
  QStringList headers{tr("Plan")};
  for (int w : costs.workloads) headers << QString::fromStdString(r->workloadNames[w]);
  table_->setHorizontalHeaderLabels(headers);
  for (int j = 0; j < static_cast<int>(r->plans.size()); ++j) {
    table_->setItem(j, 0, new QTableWidgetItem(QString::fromStdString(r->plans[j].name)));
    for (int k = 0; k < static_cast<int>(costs.workloads.size()); ++k) {
      const std::optional<double>& cost = costs.byPlan[j][k];
      auto* item = new QTableWidgetItem(cost ? formatUnitPrice(*cost, currency) : tr("—"));
      item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
      if (costs.cheapestPlan[k] == j) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
      }
      table_->setItem(j, k + 1, item);
    }
  }
  table_->resizeColumnsToContents();
  updateGeometry();
}

}  // namespace fleetcost::ui
