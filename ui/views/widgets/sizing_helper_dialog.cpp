// The sizing helper: inputs with their problems beside them, the derivation in words and units,
// and the memory check, recomputed on every keystroke. The form is built in
// sizing_helper_form.cpp, checked in sizing_helper_validation.cpp and explained in
// sizing_helper_working.cpp; the arithmetic is model/demand/workload_sizing.h.
#include "ui/views/widgets/sizing_helper_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLayout>
#include <QPushButton>
#include <QRadioButton>
#include <QShowEvent>
#include <QTextDocumentFragment>
#include <cmath>

#include "model/demand/weekly_profile.h"
#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"
#include "ui/views/widgets/rich_text.h"

namespace fleetcost::ui {

using sizing::Precision;

SizingHelperDialog::SizingHelperDialog(const GpuModel& gpu, int gpusPerServer, QWidget* parent)
    : QDialog(parent),
      gpu_(gpu),
      facts_{gpu.bf16Tflops.value, gpu.memoryBandwidthTbs.value, gpu.vramGb.value,
             std::max(0, gpusPerServer)} {
  setWindowTitle(tr("Sizing helper"));
  buildUi();
  setInputs(Inputs{});
}

SizingHelperDialog::~SizingHelperDialog() = default;

void SizingHelperDialog::setKind(const std::string& kind) {
  const int index = kindBox_->findData(QString::fromStdString(kind));
  if (index >= 0) kindBox_->setCurrentIndex(index);
}

void SizingHelperDialog::setInputs(const Inputs& in) {
  {
    const QSignalBlocker blockKind(kindBox_), blockPrecision(precisionBox_), blockFp8(fp8Box_),
        blockAdapters(adapterBox_), blockTokens(byTokensButton_), blockRequests(byRequestsButton_),
        blockPerGpu(perGpu_.box);
    kindBox_->setCurrentIndex(static_cast<int>(in.kind));
    precisionBox_->setCurrentIndex(precisionBox_->findData(static_cast<int>(in.precision)));
    fp8Box_->setChecked(in.fp8Training);
    adapterBox_->setChecked(in.adapterFineTuning);
    byTokensButton_->setChecked(in.load == InferenceLoad::TokensPerSecond);
    byRequestsButton_->setChecked(in.load == InferenceLoad::Requests);
    followSuggestion_ = !in.tokensPerSecondPerGpu.has_value();
    if (in.tokensPerSecondPerGpu) perGpu_.box->setValue(*in.tokensPerSecondPerGpu);
    for (auto [field, value] : {std::pair{&parameters_, in.parametersBillions},
                                {&tokens_, in.tokensBillionsPerMonth},
                                {&mfu_, in.mfuPercent},
                                {&averageTokensField_, in.averageTokensPerSecond},
                                {&requests_, in.requestsPerSecond},
                                {&tokensPerRequest_, in.tokensPerRequest},
                                {&batch_, static_cast<double>(in.batch)}}) {
      const QSignalBlocker block(field->box);
      field->box->setValue(value);
    }
  }
  recompute();
}

SizingHelperDialog::Inputs SizingHelperDialog::inputs() const {
  Inputs in;
  in.kind = static_cast<Kind>(kindBox_->currentIndex());
  in.parametersBillions = parameters_.box->value();
  in.precision = static_cast<Precision>(precisionBox_->currentData().toInt());
  in.tokensBillionsPerMonth = tokens_.box->value();
  in.mfuPercent = mfu_.box->value();
  in.fp8Training = fp8Box_->isChecked();
  in.adapterFineTuning = adapterBox_->isChecked();
  in.load =
      byRequestsButton_->isChecked() ? InferenceLoad::Requests : InferenceLoad::TokensPerSecond;
  in.averageTokensPerSecond = averageTokensField_.box->value();
  in.requestsPerSecond = requests_.box->value();
  in.tokensPerRequest = tokensPerRequest_.box->value();
  in.batch = static_cast<int>(std::lround(batch_.box->value()));
  if (!followSuggestion_) in.tokensPerSecondPerGpu = perGpu_.box->value();
  return in;
}

bool SizingHelperDialog::isValid() const {
  return valid_;
}

std::string SizingHelperDialog::kind() const {
  return kindBox_->currentData().toString().toStdString();
}

std::optional<double> SizingHelperDialog::gpuHoursPerMonth() const {
  return gpuHours_;
}

std::optional<double> SizingHelperDialog::avgTokensPerSecond() const {
  return averageTokens_;
}

std::optional<double> SizingHelperDialog::tokensPerSecondPerGpu() const {
  return perGpuTokens_;
}

double SizingHelperDialog::suggestedTokensPerSecondPerGpu() const {
  return sizing::suggestedTokensPerSecondPerGpu(inputs(), facts_);
}

QString SizingHelperDialog::derivationText() const {
  return QTextDocumentFragment::fromHtml(derivationLabel_->text()).toPlainText();
}

QString SizingHelperDialog::memoryText() const {
  return QTextDocumentFragment::fromHtml(memoryLabel_->text()).toPlainText();
}

void SizingHelperDialog::useSuggestion() {
  followSuggestion_ = true;
  recompute();
}

void SizingHelperDialog::recompute() {
  if (!buttons_) return;
  const Inputs in = inputs();
  const bool training = in.kind != Kind::Inference;
  const bool requests = in.load == InferenceLoad::Requests;
  setRowShown(tokens_.row, training);
  setRowShown(mfu_.row, training);
  setRowShown(fp8Box_, training && in.precision == Precision::Fp8);
  setRowShown(adapterBox_, in.kind == Kind::FineTuning);
  setRowShown(loadChoice_, !training);
  setRowShown(averageTokensField_.row, !training && !requests);
  setRowShown(requests_.row, !training && requests);
  setRowShown(tokensPerRequest_.row, !training && requests);
  setRowShown(batch_.row, !training);
  setRowShown(perGpuRow_, !training);

  // The per-GPU throughput follows the estimate until the user types a figure of their own.
  const double suggestion = suggestedTokensPerSecondPerGpu();
  if (followSuggestion_) {
    const QSignalBlocker block(perGpu_.box);
    perGpu_.box->setValue(suggestion);
  }
  const QLocale loc = locale();
  const bool noBandwidth = !(facts_.memoryBandwidthTbs > 0);
  suggestionLabel_->setText(followSuggestion_ && !noBandwidth
                                ? tr("Estimated from memory bandwidth (see the working). Type a "
                                     "measured figure to use it instead.")
                                : QString());
  suggestionLabel_->setHidden(suggestionLabel_->text().isEmpty());
  suggestionButton_->setText(
      tr("Use the estimate: %1 tokens/s per GPU").arg(formatApproximate(suggestion, loc)));
  suggestionButton_->setVisible(!followSuggestion_ && suggestion > 0);
  QPalette muted = suggestionLabel_->palette();
  muted.setColor(QPalette::WindowText, mutedTextColour(palette()));
  suggestionLabel_->setPalette(muted);

  valid_ = validate();
  gpuHours_.reset();
  averageTokens_.reset();
  perGpuTokens_.reset();
  buttons_->button(QDialogButtonBox::Ok)->setEnabled(valid_);
  if (!valid_) {
    resultLabel_->setText(colouredHtml(tr("Correct the inputs marked in red to see the result."),
                                       errorTextColour(palette())));
    const QString waiting =
        colouredHtml(tr("The working appears here once the inputs are complete.").toHtmlEscaped(),
                     mutedTextColour(palette()));
    derivationLabel_->setText(waiting);
    memoryLabel_->setText(waiting);
    memoryWarning_ = false;
    scheduleGrowToFit();
    return;
  }

  double averageGpus = 0.0;
  if (training) {
    const sizing::TrainingSizing s = sizing::sizeTraining(in, facts_);
    derivationLabel_->setText(trainingDerivation(s));
    gpuHours_ = std::round(s.gpuHours);
    averageGpus = s.averageGpus;
    resultLabel_->setText(
        boldHtml(tr("Demand: %1 GPU-hours per month").arg(formatNumber(*gpuHours_, 0, loc))));
  } else {
    // The figure per GPU as its box shows it (the estimate rounded to the box's decimals).
    Inputs shown = in;
    shown.tokensPerSecondPerGpu = perGpu_.box->value();
    const sizing::InferenceSizing s = sizing::sizeInference(shown, facts_);
    derivationLabel_->setText(inferenceDerivation(s));
    averageTokens_ = s.averageTokensPerSecond;
    perGpuTokens_ = s.perGpu;
    averageGpus = s.averageGpus;
    resultLabel_->setText(boldHtml(tr("Demand: %1 tokens/s on average, %2 tokens/s per GPU")
                                       .arg(formatApproximate(s.averageTokensPerSecond, loc),
                                            formatApproximate(s.perGpu, loc))));
  }
  memoryLabel_->setText(memoryCheck(averageGpus));
  scheduleGrowToFit();
}

void SizingHelperDialog::scheduleGrowToFit() {
  // After the layouts have taken in the new texts (their sizes settle on the next pass).
  QMetaObject::invokeMethod(this, &SizingHelperDialog::growToFit, Qt::QueuedConnection);
}

// Word-wrapped explanations change height with the inputs; a shown dialog grows (never shrinks,
// which would make it jump) so that nothing is cut off. Top-level windows do not follow their
// layout's height-for-width by themselves.
void SizingHelperDialog::growToFit() {
  if (!isVisible() || !layout()) return;
  layout()->activate();
  const int needed = layout()->hasHeightForWidth() ? layout()->totalHeightForWidth(width())
                                                   : layout()->totalSizeHint().height();
  const int wanted = std::max(needed, layout()->totalMinimumSize().height());
  if (wanted > height()) resize(width(), wanted);
}

void SizingHelperDialog::showEvent(QShowEvent* event) {
  QDialog::showEvent(event);
  growToFit();
}

}  // namespace fleetcost::ui
