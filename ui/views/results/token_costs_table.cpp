// Filling the cost per million tokens table from a result.
#include "ui/views/results/token_costs_table.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "model/results/token_costs.h"
#include "ui/core/format/number_format.h"

namespace fleetcost::ui {

TokenCostsTable::TokenCostsTable(QWidget* parent) : QWidget(parent) {
  title_ = new QLabel(this);
  table_ = new QTableWidget(this);
  table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
  table_->setSelectionMode(QAbstractItemView::NoSelection);
  table_->verticalHeader()->setVisible(false);
  table_->horizontalHeader()->setStretchLastSection(true);
  table_->setAlternatingRowColors(true);
  table_->verticalHeader()->setDefaultSectionSize(table_->fontMetrics().height() + 6);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 4, 0, 0);
  layout->addWidget(title_);
  layout->addWidget(table_, 1);
  setVisible(false);
}

QSize TokenCostsTable::sizeHint() const {
  const int rows = std::clamp(table_->rowCount(), 2, 6);
  const int rowHeight = table_->verticalHeader()->defaultSectionSize();
  const int height = title_->sizeHint().height() + table_->horizontalHeader()->sizeHint().height() +
                     rows * rowHeight + 2 * table_->frameWidth() + 8;
  return {QWidget::sizeHint().width(), height};
}

void TokenCostsTable::setResult(const ScenarioResult* r) {
  const TokenCosts costs = r ? tokenCosts(*r) : TokenCosts{};
  setVisible(!costs.empty());
  if (costs.empty()) return;
  const QString currency = QString::fromStdString(r->currency);
  title_->setText(tr("<b>Cost per million tokens</b> (%1; the lowest for each workload in bold)")
                      .arg(currency.toHtmlEscaped()));
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
        QFont bold = item->font();
        bold.setBold(true);
        item->setFont(bold);
      }
      table_->setItem(j, k + 1, item);
    }
  }
  table_->resizeColumnsToContents();
  updateGeometry();
}

}  // namespace fleetcost::ui
