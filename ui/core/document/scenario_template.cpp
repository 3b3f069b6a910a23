// The new-workbook template, built on the shipped presets.
#include "ui/core/document/scenario_template.h"

#include <QCoreApplication>
#include <QFile>

#include "model/io/workbook_reader.h"
#include "ui/core/format/strategy_labels.h"

namespace fleetcost::ui {

Workbook shippedWorkbook(const QString& resource) {
  QFile file(resource);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QByteArray text = file.readAll();
  ReadWorkbook read = readWorkbookText(std::string_view(text.constData(), text.size()));
  return read.workbook.value_or(Workbook{});
}

Workbook templateWorkbook(const QString& currency, const QString& region) {
  Workbook workbook = shippedWorkbook(kPresetsResource);
  if (workbook.scenarios.empty()) {
    workbook.format = kWorkbookFormat;
    workbook.version = Figure::of(kCurrentWorkbookVersion);
    workbook.scenariosPresent = true;
    workbook.scenarios.emplace_back();
  }
  Scenario& s = workbook.scenarios.front();
  s.name = QCoreApplication::translate("ScenarioTemplate", "New scenario").toStdString();
  // The presets convert JPY, HKD and USD; another code would leave the scenario invalid.
  if (currency == QLatin1String("JPY") || currency == QLatin1String("HKD") ||
      currency == QLatin1String("USD"))
    s.reportingCurrency = currency.toStdString();

  Workload training;
  training.name = QCoreApplication::translate("ScenarioTemplate", "Model training").toStdString();
  training.kind = "training";
  training.gpu = "h100_sxm";
  training.gpuHoursPerMonth = Figure::of(64 * 730);
  training.annualGrowth = Figure::of(0.2);
  training.profilePreset = "flat";
  s.workloads = {training};

  // The region's site is "<region>_colo" in the presets (tokyo_colo, osaka_colo, hong_kong_colo).
  std::string regionId = region.toStdString();
  bool known = false;
  for (const Region& r : s.regions) known = known || r.id == regionId;
  if (!known) regionId = "tokyo";
  const QString place =
      regionId == "osaka"       ? QCoreApplication::translate("ScenarioTemplate", "Osaka")
      : regionId == "hong_kong" ? QCoreApplication::translate("ScenarioTemplate", "Hong Kong")
                                : QCoreApplication::translate("ScenarioTemplate", "Tokyo");
  const auto plan = [&](Strategy strategy, bool site) {
    Plan p;
    p.name = QCoreApplication::translate("ScenarioTemplate", "%1 — %2", "strategy — place")
                 .arg(strategyLabel(strategy), place)
                 .toStdString();
    p.strategy = strategyKey(strategy);
    p.rentalRegion = regionId;
    if (site) p.site = regionId + "_colo";
    return p;
  };
  s.plans = {plan(Strategy::RentOnDemand, false), plan(Strategy::RentReserved, false),
             plan(Strategy::Colocate, true), plan(Strategy::Hybrid, true)};
  return workbook;
}

}  // namespace fleetcost::ui
