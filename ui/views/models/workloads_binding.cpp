// The workloads' table, with each workload's weekly profile (docs/MODEL.md §2).
#include <QVariantList>

#include "model/demand/weekly_profile.h"
#include "model/scenario/workbook_shape.h"
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

using namespace bindings;

QString profileLabel(const Workload& w) {
  if (w.profileWeights) return Columns::tr("Custom");
  const std::string preset = w.profilePreset.value_or("flat");
  if (preset == "business_hours") return Columns::tr("Business hours");
  if (preset == "diurnal") return Columns::tr("Diurnal");
  if (preset == "flat") return Columns::tr("Flat");
  return QString::fromStdString(preset);
}

namespace {

// May it run on spot (docs/MODEL.md §15): absent, training and fine-tuning may, inference not.
Column<Workload> spotColumn() {
  Column<Workload> c = fieldColumn(&Workload::toleratesInterruption);
  c.data = [](const Workload& w, int role) -> QVariant {
    if (role == Qt::CheckStateRole) return w.toleratesSpot() ? Qt::Checked : Qt::Unchecked;
    return {};
  };
  return c;
}

Column<Workload> profileColumn() {
  Column<Workload> c;
  c.key = QString::fromLatin1(partKey(&Workload::profileWeights));
  c.header = Columns::tr("Weekly profile");
  c.help = Columns::tr("Load over the week; owned servers are sized for its peak hour");
  c.choices = fixedChoices({{QStringLiteral("flat"), Columns::tr("Flat")},
                            {QStringLiteral("business_hours"), Columns::tr("Business hours")},
                            {QStringLiteral("diurnal"), Columns::tr("Diurnal")},
                            {QStringLiteral("custom"), Columns::tr("Custom")}});
  c.data = [](const Workload& w, int role) -> QVariant {
    if (auto kept = keptText(w.extras, partKey(&Workload::profileWeights))) {
      if (role == Qt::DisplayRole) return *kept;
      return {};
    }
    switch (role) {
      case Qt::DisplayRole:
        return w.profileWeights ? QStringLiteral("custom")
                                : QString::fromStdString(w.profilePreset.value_or("flat"));
      case Qt::EditRole:
        return w.profileWeights ? QStringLiteral("custom")
                                : QString::fromStdString(w.profilePreset.value_or("flat"));
      case ProfileRole: {
        if (w.profileWeights && w.profileWeights->size() != 168) return {};
        QVariantList weights;
        for (double v : workloadProfile(w.profilePreset, w.profileWeights)) weights << v;
        return weights;
      }
      default:
        return {};
    }
  };
  c.setData = [](Workload& w, const QVariant& value) {
    const std::string choice = value.toString().toStdString();
    w.extras.keys.erase(partKey(&Workload::profileWeights));
    if (choice == "custom") {
      if (!w.profileWeights) {
        const WeeklyProfile current = workloadProfile(w.profilePreset, std::nullopt);
        w.profileWeights = std::vector<double>(current.begin(), current.end());
      }
      w.profilePreset.reset();
      return;
    }
    w.profileWeights.reset();
    w.profilePreset = choice;
  };
  return c;
}

}  // namespace

std::unique_ptr<ListBinding> workloadsBinding() {
  using T = Workload;
  std::vector<Column<T>> columns{
      fieldColumn(&T::name),
      fieldColumn(&T::kind),
      fieldColumn(&T::gpu),
      fieldColumn(&T::gpuHoursPerMonth),
      fieldColumn(&T::avgTokensPerSecond),
      fieldColumn(&T::tokensPerSecondPerGpu),
      fieldColumn(&T::model),
      fieldColumn(&T::inputTokenShare),
      fieldColumn(&T::cachedInputShare),
      fieldColumn(&T::annualGrowth),
      fieldColumn(&T::startMonth),
      fieldColumn(&T::endMonth),
      fieldColumn(&T::jobGpus),
      fieldColumn(&T::checkpointIntervalHours),
      fieldColumn(&T::restartHours),
      spotColumn(),
      profileColumn(),
  };
  return std::make_unique<ListBindingFor<T>>(
      [](Scenario& s) { return &s.workloads; },
      [](const Scenario&) { return partPointer("", &Scenario::workloads); }, std::move(columns),
      [](const Scenario& s) {
        T w;
        w.name = uniqueName(s.workloads, Columns::tr("New workload").toStdString());
        w.kind = "training";
        if (!s.gpuModels.empty()) w.gpu = s.gpuModels.front().id;
        w.gpuHoursPerMonth = Figure::of(8 * 730);
        w.profilePreset = "flat";
        return w;
      });
}

}  // namespace fleetcost::ui
