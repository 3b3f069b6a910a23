// The supplies of a portfolio plan, beside the plans table.
#include "ui/views/editors/portfolio_supplies_editor.h"

#include <QToolButton>
#include <QVBoxLayout>

#include "ui/core/session/session.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui {

PortfolioSuppliesEditor::PortfolioSuppliesEditor(Session* session, ListEditor* plans,
                                                 QWidget* parent)
    : QWidget(parent), session_(session), plans_(plans) {
  table_ = new ListEditor(session,
                          assignmentsBinding([plans] { return std::max(0, plans->currentRow()); }),
                          QString(), tr("supply"), this);  // titled with the plan's name (refresh)
  table_->setHint(
      tr("Each workload is served by its own supply: rented on demand or reserved in a rental "
         "region, owned at a site (colocate, hybrid), or a hosted API. What is owned at one "
         "site shares its racks and fees."));
  addEvery_ = table_->addButton(tr("Add every workload"),
                                tr("Add a supply, renting on demand, for each workload that "
                                   "has none"));
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(table_);

  connect(addEvery_, &QToolButton::clicked, this, &PortfolioSuppliesEditor::addEveryWorkload);
  connect(plans_, &ListEditor::currentRowChanged, this, [this](int) {
    table_->model()->setScenarioIndex(session_->currentScenario());
    table_->model()->setProblems(session_->currentProblems(), session_->currentStalePrices());
    refresh();
  });
  // A strategy switched in the plans table, a workload added or renamed, undo.
  connect(session_->document(), &WorkbookDocument::scenarioChanged, this, [this] { refresh(); });
  connect(session_->document(), &WorkbookDocument::modificationChanged, this,
          [this] { refresh(); });
  connect(session_, &Session::currentScenarioChanged, this, [this] { refresh(); });
  refresh();
}

void PortfolioSuppliesEditor::refresh() {
  const int index = session_->currentScenario();
  const int row = plans_->currentRow();
  WorkbookDocument* document = session_->document();
  const Plan* plan = nullptr;
  if (index >= 0 && index < document->scenarioCount() && row >= 0 &&
      row < static_cast<int>(document->scenario(index).plans.size()))
    plan = &document->scenario(index).plans[row];
  const bool portfolio = plan && isPortfolio(*plan);
  setVisible(portfolio);
  if (!portfolio) return;
  table_->setTitle(tr("Supplies of plan %1").arg(QString::fromStdString(plan->name.value_or(""))));
  addEvery_->setEnabled(!document->isReadOnly() &&
                        !workloadsWithoutSupply(document->scenario(index), *plan).empty());
}

void PortfolioSuppliesEditor::addEveryWorkload() {
  const int index = session_->currentScenario();
  const int row = plans_->currentRow();
  WorkbookDocument* document = session_->document();
  if (document->isReadOnly() || index < 0 || index >= document->scenarioCount() || row < 0) return;
  Scenario changed = document->scenario(index);
  if (assignEveryWorkload(changed, row) == 0) return;
  const QString name = QString::fromStdString(changed.plans[row].name.value_or(""));
  document->changeScenario(index, std::move(changed), tr("Add every workload to %1").arg(name));
}

}  // namespace fleetcost::ui
