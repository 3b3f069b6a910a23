// The hardware catalog's tables: GPU models and server models.
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

std::unique_ptr<ListBinding> gpuModelsBinding() {
  using T = GpuModel;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),         fieldColumn(&T::name),
      fieldColumn(&T::vramGb),     fieldColumn(&T::memoryBandwidthTbs),
      fieldColumn(&T::bf16Tflops), fieldColumn(&T::tdpW),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.gpuModels; },
      [](const Scenario&) { return partPointer("", &Scenario::gpuModels); }, std::move(columns),
      [](const Scenario& s) {
        T g;
        g.id = uniqueId(s.gpuModels, "gpu");
        g.name = Columns::tr("New GPU").toStdString();
        return g;
      });
}

std::unique_ptr<ListBinding> serverModelsBinding() {
  using T = ServerModel;
  std::vector<Column<T>> columns{
      fieldColumn(&T::id),           fieldColumn(&T::name),        fieldColumn(&T::gpu),
      fieldColumn(&T::gpus),         fieldColumn(&T::currency),    fieldColumn(&T::price),
      fieldColumn(&T::networkCapex), fieldColumn(&T::powerIdleKw), fieldColumn(&T::powerMaxKw),
      fieldColumn(&T::rackUnits),    fieldColumn(&T::cooling),     fieldColumn(&T::rackScale),
      fieldColumn(&T::weightKg),     fieldColumn(&T::interruptionsPer1000GpuHours),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.serverModels; },
      [](const Scenario&) { return partPointer("", &Scenario::serverModels); }, std::move(columns),
      [](const Scenario& s) {
        T m;
        m.id = uniqueId(s.serverModels, "server");
        m.name = Columns::tr("New server").toStdString();
        if (!s.gpuModels.empty()) m.gpu = s.gpuModels.front().id;
        m.gpus = Figure::of(8);
        m.currency = "USD";
        m.powerMaxKw = Figure::of(10);
        m.rackUnits = Figure::of(8);
        return m;
      });
}

}  // namespace fleetcost::ui
