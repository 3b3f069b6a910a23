// Workloads, their profiles and the sizing helper.
#include "ui/views/editors/workloads_tab.h"

#include <QLabel>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include "model/scenario/field_specs.h"
#include "ui/core/session/session.h"
#include "ui/views/editors/list_editor.h"
#include "ui/views/models/scenario_bindings.h"
#include "ui/views/widgets/sizing_helper_dialog.h"
#include "ui/views/widgets/weekly_profile_editor.h"

namespace fleetcost::ui {

WorkloadsTab::WorkloadsTab(Session* session, QWidget* parent) : QWidget(parent), session_(session) {
  auto* splitter = new QSplitter(Qt::Vertical, this);
  table_ = new ListEditor(session, workloadsBinding(), tr("Workloads"), tr("workload"), splitter);
  table_->setHint(
      tr("Give demand in GPU-hours per month, or as tokens per second with the "
         "tokens per second one GPU serves. Owning plans size their servers for the "
         "peak hour of the week. A hosted API plan serves an inference workload in tokens "
         "that names its model, at the share of input tokens given."));
  auto* lower = new QWidget(splitter);
  profile_ = new WeeklyProfileEditor(lower);
  auto* sizing = new QPushButton(tr("Sizing helper…"), lower);
  sizing->setToolTip(
      tr("Derive the selected workload's demand from a model's parameters, "
         "precision and throughput"));
  auto* title = new QLabel(tr("<b>Weekly profile of the selected workload</b>"), lower);
  auto* header = new QHBoxLayout;
  header->addWidget(title);
  header->addStretch();
  header->addWidget(sizing);
  auto* lowerLayout = new QVBoxLayout(lower);
  lowerLayout->setContentsMargins(0, 6, 0, 0);
  lowerLayout->addLayout(header);
  lowerLayout->addWidget(profile_, 1);
  splitter->addWidget(table_);
  splitter->addWidget(lower);
  splitter->setStretchFactor(0, 3);
  splitter->setStretchFactor(1, 2);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(splitter);

  connect(table_, &ListEditor::currentRowChanged, this, [this] { showSelectedProfile(); });
  connect(session_->document(), &WorkbookDocument::scenarioChanged, this,
          [this] { showSelectedProfile(); });
  connect(session_, &Session::currentScenarioChanged, this, [this] { showSelectedProfile(); });
  connect(profile_, &WeeklyProfileEditor::profileEdited, this,
          [this](std::optional<std::string> preset, std::optional<std::vector<double>> weights) {
            const int row = table_->currentRow();
            const int index = session_->currentScenario();
            WorkbookDocument* document = session_->document();
            if (row < 0 || index >= document->scenarioCount()) return;
            Scenario changed = document->scenario(index);
            if (row >= static_cast<int>(changed.workloads.size())) return;
            Workload& w = changed.workloads[row];
            w.extras.keys.erase("profile");
            w.profilePreset = std::move(preset);
            w.profileWeights = std::move(weights);
            document->changeScenario(
                index, std::move(changed),
                tr("Change weekly profile of %1").arg(QString::fromStdString(w.name.value_or(""))));
          });
  connect(sizing, &QPushButton::clicked, this, &WorkloadsTab::openSizingHelper);
  showSelectedProfile();
}

void WorkloadsTab::showSelectedProfile() {
  const int row = table_->currentRow();
  const int index = session_->currentScenario();
  const WorkbookDocument* document = session_->document();
  const bool valid = index < document->scenarioCount() && row >= 0 &&
                     row < static_cast<int>(document->scenario(index).workloads.size());
  profile_->setEnabled(valid);
  if (!valid) {
    profile_->setProfile(std::string("flat"), std::nullopt);
    return;
  }
  const Workload& w = document->scenario(index).workloads[row];
  profile_->setProfile(w.profilePreset, w.profileWeights);
  profile_->setReadOnly(document->isReadOnly());
}

void WorkloadsTab::openSizingHelper() {
  const int row = table_->currentRow();
  const int index = session_->currentScenario();
  WorkbookDocument* document = session_->document();
  if (row < 0 || index >= document->scenarioCount() || document->isReadOnly()) return;
  const Scenario& s = document->scenario(index);
  if (row >= static_cast<int>(s.workloads.size())) return;
  const Workload& w = s.workloads[row];
  const GpuModel* gpu = nullptr;
  for (const GpuModel& g : s.gpuModels)
    if (g.id == w.gpu) gpu = &g;
  int gpusPerServer = 8;
  for (const ServerModel& m : s.serverModels)
    if (m.gpu == w.gpu) {
      gpusPerServer = static_cast<int>(m.gpus.value);
      break;
    }
  if (!gpu) return;
  SizingHelperDialog dialog(*gpu, gpusPerServer, this);
  dialog.setKind(w.kind.value_or("training"));
  if (dialog.exec() != QDialog::Accepted || !dialog.isValid()) return;
  Scenario changed = s;
  Workload& target = changed.workloads[row];
  target.kind = dialog.kind();
  for (Figure Workload::*demand : {&Workload::gpuHoursPerMonth, &Workload::avgTokensPerSecond,
                                   &Workload::tokensPerSecondPerGpu})
    target.extras.keys.erase(keyOf(demand));
  target.gpuHoursPerMonth = Figure::defaulted(0);
  target.avgTokensPerSecond = Figure::defaulted(0);
  target.tokensPerSecondPerGpu = Figure::defaulted(0);
  // The derivation goes into the figure's note, so the report shows where the number came from.
  const std::string derivation =
      tr("Sizing helper: %1").arg(dialog.derivationText().simplified()).toStdString();
  if (const auto hours = dialog.gpuHoursPerMonth()) {
    target.gpuHoursPerMonth = Figure::of(*hours);
    target.gpuHoursPerMonth.note = derivation;
  } else {
    target.avgTokensPerSecond = Figure::of(dialog.avgTokensPerSecond().value_or(0));
    target.tokensPerSecondPerGpu = Figure::of(dialog.tokensPerSecondPerGpu().value_or(1));
    target.avgTokensPerSecond.note = derivation;
  }
  document->changeScenario(
      index, std::move(changed),
      tr("Size %1 with the sizing helper").arg(QString::fromStdString(w.name.value_or(""))));
}

}  // namespace fleetcost::ui
