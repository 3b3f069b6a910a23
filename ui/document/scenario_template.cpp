// The new-workbook template, built on the shipped presets.
#include "document/scenario_template.h"

#include <QCoreApplication>
#include <QFile>

#include "io/workbook_reader.h"

namespace fleetcost::ui {

Workbook shippedWorkbook(const QString& resource) {
  QFile file(resource);
  if (!file.open(QIODevice::ReadOnly)) return {};
  const QByteArray text = file.readAll();
  ReadWorkbook read = readWorkbookText(std::string_view(text.constData(), text.size()));
  return read.workbook.value_or(Workbook{});
}

Workbook templateWorkbook() {
  Workbook workbook = shippedWorkbook(kPresetsResource);
  if (workbook.scenarios.empty()) {
    workbook.format = kWorkbookFormat;
    workbook.version = Figure::of(kCurrentWorkbookVersion);
    workbook.scenariosPresent = true;
    workbook.scenarios.emplace_back();
  }
  Scenario& s = workbook.scenarios.front();
  s.name = QCoreApplication::translate("ScenarioTemplate", "New scenario").toStdString();

  Workload training;
  training.name = QCoreApplication::translate("ScenarioTemplate", "Model training").toStdString();
  training.kind = "training";
  training.gpu = "h100_sxm";
  training.gpuHoursPerMonth = Figure::of(64 * 730);
  training.annualGrowth = Figure::of(0.2);
  training.profilePreset = "flat";
  s.workloads = {training};

  const auto plan = [](const char* name, const char* strategy, bool site) {
    Plan p;
    p.name = QCoreApplication::translate("ScenarioTemplate", name).toStdString();
    p.strategy = strategy;
    p.rentalRegion = "tokyo";
    if (site) p.site = "tokyo_colo";
    return p;
  };
  s.plans = {plan(QT_TRANSLATE_NOOP("ScenarioTemplate", "Rent on demand — Tokyo"), "rent_on_demand", false),
             plan(QT_TRANSLATE_NOOP("ScenarioTemplate", "Rent reserved — Tokyo"), "rent_reserved", false),
             plan(QT_TRANSLATE_NOOP("ScenarioTemplate", "Colocate — Tokyo"), "colocate", true),
             plan(QT_TRANSLATE_NOOP("ScenarioTemplate", "Hybrid — Tokyo"), "hybrid", true)};
  return workbook;
}

}  // namespace fleetcost::ui
