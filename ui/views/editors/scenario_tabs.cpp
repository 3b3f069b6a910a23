// Building the editor tabs.
#include "ui/views/editors/scenario_tabs.h"

#include <QCoreApplication>
#include <QLabel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "ui/core/session/session.h"
#include "ui/views/editors/form_editor.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/editors/portfolio_supplies_editor.h"
#include "ui/views/editors/workbook_head_editor.h"
#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui {

namespace {
class EditorTabs {
  Q_DECLARE_TR_FUNCTIONS(EditorTabs)
};
}  // namespace

QWidget* createHardwareTab(Session* session, QWidget* parent) {
  auto* splitter = new QSplitter(Qt::Vertical, parent);
  auto* gpus = new ListEditor(session, gpuModelsBinding(), EditorTabs::tr("GPU models"),
                              EditorTabs::tr("GPU model"), splitter);
  auto* servers = new ListEditor(session, serverModelsBinding(), EditorTabs::tr("Server models"),
                                 EditorTabs::tr("server model"), splitter);
  servers->setHint(
      EditorTabs::tr("Owning plans buy the first server model listed for each GPU "
                     "model. Prices are per server, in the server's currency."));
  splitter->addWidget(gpus);
  splitter->addWidget(servers);
  return splitter;
}

QWidget* createSitesTab(Session* session, QWidget* parent) {
  auto* splitter = new QSplitter(Qt::Vertical, parent);
  auto* sites = new ListEditor(session, sitesBinding(), EditorTabs::tr("Colocation sites"),
                               EditorTabs::tr("site"), splitter);
  sites->setHint(
      EditorTabs::tr("Fees are in the site's currency. Servers per rack are limited by "
                     "the chosen cooling option's kW per rack and the usable rack units."));
  auto* options = new ListEditor(
      session, coolingOptionsBinding([sites] { return std::max(0, sites->currentRow()); }),
      EditorTabs::tr("Cooling options of the selected site"), EditorTabs::tr("cooling option"),
      splitter);
  QObject::connect(sites, &ListEditor::currentRowChanged, options, [options, session](int) {
    options->model()->setScenarioIndex(session->currentScenario());
    options->model()->setProblems(session->currentProblems(), session->currentStalePrices());
  });
  splitter->addWidget(sites);
  splitter->addWidget(options);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  return splitter;
}

QWidget* createOffersTab(Session* session, QWidget* parent) {
  auto* splitter = new QSplitter(Qt::Vertical, parent);
  auto* offers = new ListEditor(session, rentalOffersBinding(), EditorTabs::tr("Rental offers"),
                                EditorTabs::tr("rental offer"), splitter);
  offers->setHint(
      EditorTabs::tr("A plan rents from the first offer for each GPU model in its "
                     "region (and from its provider, when it names one)."));
  auto* path = new ListEditor(
      session, pricePathBinding([offers] { return std::max(0, offers->currentRow()); }),
      EditorTabs::tr("Price path of the selected offer"), EditorTabs::tr("price point"), splitter);
  path->setHint(
      EditorTabs::tr("Dated prices, e.g. a forward curve: linear between points from the "
                     "offer's price at month 0, held after the last point; they replace the "
                     "yearly price change for the prices they give. Removing the last point "
                     "removes the path."));
  QObject::connect(offers, &ListEditor::currentRowChanged, path, [path, session](int) {
    path->model()->setScenarioIndex(session->currentScenario());
    path->model()->setProblems(session->currentProblems(), session->currentStalePrices());
  });
  auto* api = new ListEditor(session, apiOffersBinding(), EditorTabs::tr("Hosted API offers"),
                             EditorTabs::tr("API offer"), splitter);
  api->setHint(
      EditorTabs::tr("Prices per million tokens. A hosted API plan serves each inference "
                     "workload sized in tokens from the first offer for its model in the plan's "
                     "region, and rents the other workloads on demand."));
  splitter->addWidget(offers);
  splitter->addWidget(path);
  splitter->addWidget(api);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  splitter->setStretchFactor(2, 2);
  return splitter;
}

QWidget* createFinanceTab(Session* session, QWidget* parent) {
  // Rows across the whole width: the forms need room for their values, the tables for their
  // columns (side by side, a narrow screen left the scenario's values no room at all).
  auto* rows = new QSplitter(Qt::Vertical, parent);
  rows->addWidget(new WorkbookHeadEditor(session, rows));
  rows->addWidget(
      new FormEditor(session, scenarioSettingsBinding(), EditorTabs::tr("Scenario"), rows));
  rows->addWidget(new ListEditor(session, exchangeRatesBinding(), EditorTabs::tr("Exchange rates"),
                                 EditorTabs::tr("currency"), rows));
  rows->addWidget(
      new FormEditor(session, ownershipBinding(), EditorTabs::tr("Ownership policy"), rows));
  auto* regions = new ListEditor(session, regionsBinding(), EditorTabs::tr("Regions and tax"),
                                 EditorTabs::tr("region"), rows);
  regions->setHint(
      EditorTabs::tr("Restricted GPUs raise a warning on plans that own or rent them "
                     "in the region (export controls)."));
  rows->addWidget(regions);
  rows->setStretchFactor(0, 0);
  rows->setStretchFactor(1, 3);
  rows->setStretchFactor(2, 2);
  rows->setStretchFactor(3, 6);
  rows->setStretchFactor(4, 3);
  return rows;
}

QWidget* createPlansTab(Session* session, QWidget* parent) {
  auto* splitter = new QSplitter(Qt::Vertical, parent);
  auto* plans = new ListEditor(session, plansBinding(), EditorTabs::tr("Plans"),
                               EditorTabs::tr("plan"), splitter);
  plans->setHint(
      EditorTabs::tr("Renting and hosted API plans need a rental region; owning plans a site, "
                     "and a rental region for the burst (hybrid) or until the servers arrive "
                     "(lead time)."));
  // A portfolio's supplies, one per workload (hidden for the other strategies).
  auto* supplies = new PortfolioSuppliesEditor(session, plans, splitter);
  splitter->addWidget(plans);
  splitter->addWidget(supplies);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  return splitter;
}

}  // namespace fleetcost::ui
