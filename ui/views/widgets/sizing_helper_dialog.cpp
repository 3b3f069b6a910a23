// The sizing helper: inputs with their problems beside them, the derivation in words and units,
// and the memory check, recomputed on every keystroke.
#include "ui/views/widgets/sizing_helper_dialog.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QShowEvent>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <cmath>

#include "model/demand/weekly_profile.h"
#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"

namespace fleetcost::ui {

namespace {

using sizing::Precision;

// A number with up to `maxDecimals` decimals and no trailing zeros: "989.4", "0.5", "70".
QString trimmed(double value, int maxDecimals, const QLocale& locale) {
  QString text = formatNumber(value, maxDecimals, locale);
  const QString point = locale.decimalPoint();
  if (maxDecimals > 0 && text.contains(point)) {
    const QString zero = locale.zeroDigit();
    while (text.endsWith(zero)) text.chop(zero.size());
    if (text.endsWith(point)) text.chop(point.size());
  }
  return text;
}

// Three significant figures for amounts of every size: "23.9", "383", "294,911" stays whole.
QString readable(double value, const QLocale& locale) {
  const double size = std::fabs(value);
  if (size >= 100) return formatNumber(value, 0, locale);
  if (size >= 10) return trimmed(value, 1, locale);
  return trimmed(value, 2, locale);
}

// "4.2 × 10²³", "1.425 × 10¹⁸" for very large amounts, the plain number otherwise.
QString scientific(double value, const QLocale& locale) {
  if (!std::isfinite(value) || std::fabs(value) < 1e6) return readable(value, locale);
  int exponent = static_cast<int>(std::floor(std::log10(std::fabs(value))));
  double mantissa = value / std::pow(10.0, exponent);
  if (std::fabs(std::round(mantissa * 1000.0) / 1000.0) >= 10.0) {  // 9.9996 shows as 1 × 10^(e+1)
    mantissa /= 10.0;
    ++exponent;
  }
  static const QString superscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
  QString power;
  for (QChar digit : QString::number(exponent)) power += superscripts.at(digit.digitValue());
  // Four significant figures, so that the division shown checks out to within rounding.
  return QStringLiteral("%1 × 10%2").arg(trimmed(mantissa, 3, locale), power);
}

QString bytesText(Precision precision, const QLocale& locale) {
  const double bytes = sizing::bytesPerParameter(precision);
  return SizingHelperDialog::tr("%1 bytes", "bytes per parameter").arg(trimmed(bytes, 1, locale));
}

QString coloured(const QString& text, const QColor& colour) {
  return QStringLiteral("<span style=\"color:%1\">%2</span>").arg(colour.name(), text);
}
QString paragraph(const QString& html) {
  return QStringLiteral("<p>%1</p>").arg(html);
}
QString bold(const QString& html) {
  return QStringLiteral("<b>%1</b>").arg(html);
}

}  // namespace

SizingHelperDialog::SizingHelperDialog(const GpuModel& gpu, int gpusPerServer, QWidget* parent)
    : QDialog(parent), gpu_(gpu), gpusPerServer_(std::max(0, gpusPerServer)) {
  setWindowTitle(tr("Sizing helper"));
  buildUi();
  setInputs(Inputs{});
}

SizingHelperDialog::~SizingHelperDialog() = default;

SizingHelperDialog::Field SizingHelperDialog::makeField(const QString& objectName, double minimum,
                                                        double maximum, int decimals,
                                                        const QString& unit) {
  Field field;
  field.row = new QWidget(this);
  field.box = new QDoubleSpinBox(field.row);
  field.box->setObjectName(objectName);
  field.box->setRange(minimum, maximum);
  field.box->setDecimals(decimals);
  field.box->setGroupSeparatorShown(true);
  field.box->setMinimumWidth(
      field.box->fontMetrics().horizontalAdvance(QStringLiteral("8,888,888.8")) + 40);
  field.box->setAlignment(Qt::AlignRight);
  auto* unitLabel = new QLabel(unit, field.row);
  unitLabel->setBuddy(field.box);
  field.problem = new QLabel(field.row);
  field.problem->setObjectName(objectName + QStringLiteral("Problem"));
  field.problem->setWordWrap(true);
  field.problem->hide();
  auto* line = new QHBoxLayout;
  line->setContentsMargins(0, 0, 0, 0);
  line->addWidget(field.box);
  line->addWidget(unitLabel);
  line->addStretch(1);
  auto* column = new QVBoxLayout(field.row);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(2);
  column->addLayout(line);
  column->addWidget(field.problem);
  connect(field.box, &QDoubleSpinBox::valueChanged, this, &SizingHelperDialog::recompute);
  return field;
}

void SizingHelperDialog::addRow(const QString& label, QWidget* field) {
  form_->addRow(label, field);
}

void SizingHelperDialog::setRowShown(QWidget* field, bool shown) {
  form_->setRowVisible(field, shown);
}

void SizingHelperDialog::buildUi() {
  const QLocale loc = locale();

  // The GPU, as the scenario states it.
  const QString name = QString::fromStdString(gpu_.name.value_or(gpu_.id.value_or("")));
  QStringList facts;
  facts << (gpu_.vramGb.value > 0 ? tr("%1 GB memory").arg(trimmed(gpu_.vramGb.value, 1, loc))
                                  : tr("memory size not stated"))
        << (gpu_.memoryBandwidthTbs.value > 0
                ? tr("%1 TB/s memory bandwidth").arg(trimmed(gpu_.memoryBandwidthTbs.value, 3, loc))
                : tr("memory bandwidth not stated"))
        << (gpu_.bf16Tflops.value > 0
                ? tr("%1 BF16 TFLOPS (dense)").arg(trimmed(gpu_.bf16Tflops.value, 1, loc))
                : tr("BF16 TFLOPS not stated"));
  const QString server = gpusPerServer_ > 0
                             ? tr("%1 GPUs per server").arg(loc.toString(gpusPerServer_))
                             : tr("no server model uses this GPU yet");
  gpuLabel_ = new QLabel(this);
  gpuLabel_->setObjectName(QStringLiteral("gpuFacts"));
  gpuLabel_->setWordWrap(true);
  gpuLabel_->setText(bold(name.toHtmlEscaped()) + QStringLiteral("<br>") +
                     facts.join(QStringLiteral(" · ")).toHtmlEscaped() + QStringLiteral(" · ") +
                     server.toHtmlEscaped());
  gpuProblem_ = new QLabel(this);
  gpuProblem_->setWordWrap(true);
  gpuProblem_->hide();

  form_ = new QFormLayout;
  form_->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
  form_->setLabelAlignment(Qt::AlignRight | Qt::AlignTop);

  kindBox_ = new QComboBox(this);
  kindBox_->setObjectName(QStringLiteral("kind"));
  kindBox_->addItem(tr("Training"), QStringLiteral("training"));
  kindBox_->addItem(tr("Fine-tuning"), QStringLiteral("fine_tuning"));
  kindBox_->addItem(tr("Inference"), QStringLiteral("inference"));
  connect(kindBox_, &QComboBox::currentIndexChanged, this, &SizingHelperDialog::recompute);
  addRow(tr("Workload:"), kindBox_);

  parameters_ = makeField(QStringLiteral("parameters"), 0.0, 100000.0, 2, tr("billion parameters"));
  parameters_.box->setToolTip(tr("The model's size: 8 for an 8B model, 70 for a 70B model"));
  addRow(tr("Model size:"), parameters_.row);

  precisionBox_ = new QComboBox(this);
  precisionBox_->setObjectName(QStringLiteral("precision"));
  precisionBox_->addItem(tr("BF16 / FP16 (2 bytes per parameter)"),
                         static_cast<int>(Precision::Bf16));
  precisionBox_->addItem(tr("FP32 (4 bytes per parameter)"), static_cast<int>(Precision::Fp32));
  precisionBox_->addItem(tr("FP8 (1 byte per parameter)"), static_cast<int>(Precision::Fp8));
  precisionBox_->addItem(tr("INT4 (0.5 bytes per parameter)"), static_cast<int>(Precision::Int4));
  connect(precisionBox_, &QComboBox::currentIndexChanged, this, &SizingHelperDialog::recompute);
  addRow(tr("Weights stored as:"), precisionBox_);

  tokens_ = makeField(QStringLiteral("tokensPerMonth"), 0.0, 1e7, 1, tr("billion tokens a month"));
  tokens_.box->setToolTip(
      tr("Tokens the model is trained on each month: 1,000 billion = 1 "
         "trillion"));
  addRow(tr("Training data:"), tokens_.row);
  mfu_ = makeField(QStringLiteral("mfu"), 0.0, 100.0, 0, tr("% of the GPU's peak (MFU)"));
  mfu_.box->setToolTip(
      tr("Model FLOPs utilisation: the share of the GPU's peak arithmetic a "
         "training run achieves. 35–45% is typical for large models."));
  addRow(tr("Utilisation:"), mfu_.row);
  fp8Box_ = new QCheckBox(tr("FP8 training: count FP8 tensor throughput, about 2× BF16"), this);
  fp8Box_->setObjectName(QStringLiteral("fp8Training"));
  fp8Box_->setToolTip(
      tr("Hopper and Blackwell GPUs do about twice the BF16 arithmetic in FP8. "
         "Leave unticked unless the training stack really runs in FP8."));
  connect(fp8Box_, &QCheckBox::toggled, this, &SizingHelperDialog::recompute);
  addRow(QString(), fp8Box_);
  adapterBox_ = new QCheckBox(tr("Adapters only (LoRA-style): the base weights stay frozen"), this);
  adapterBox_->setObjectName(QStringLiteral("adapters"));
  connect(adapterBox_, &QCheckBox::toggled, this, &SizingHelperDialog::recompute);
  addRow(QString(), adapterBox_);

  loadChoice_ = new QWidget(this);
  byTokensButton_ = new QRadioButton(tr("Average tokens per second"), loadChoice_);
  byTokensButton_->setObjectName(QStringLiteral("byTokens"));
  byRequestsButton_ = new QRadioButton(tr("Requests per second × tokens per request"), loadChoice_);
  byRequestsButton_->setObjectName(QStringLiteral("byRequests"));
  auto* loadLayout = new QVBoxLayout(loadChoice_);
  loadLayout->setContentsMargins(0, 0, 0, 0);
  loadLayout->addWidget(byTokensButton_);
  loadLayout->addWidget(byRequestsButton_);
  connect(byTokensButton_, &QRadioButton::toggled, this, &SizingHelperDialog::recompute);
  addRow(tr("Load given as:"), loadChoice_);
  averageTokensField_ =
      makeField(QStringLiteral("averageTokens"), 0.0, 1e9, 1, tr("tokens/s on average"));
  addRow(tr("Average load:"), averageTokensField_.row);
  requests_ = makeField(QStringLiteral("requests"), 0.0, 1e7, 2, tr("requests/s on average"));
  addRow(tr("Requests:"), requests_.row);
  tokensPerRequest_ =
      makeField(QStringLiteral("tokensPerRequest"), 0.0, 1e7, 0, tr("tokens generated each"));
  addRow(tr("Tokens per request:"), tokensPerRequest_.row);
  batch_ = makeField(QStringLiteral("batch"), 0.0, 4096.0, 0, tr("sequences decoded together"));
  batch_.box->setToolTip(
      tr("How many requests one GPU works on at the same time. Larger "
         "batches give more tokens per second but each answer comes slower."));
  addRow(tr("Batch:"), batch_.row);

  perGpu_ = makeField(QStringLiteral("tokensPerGpu"), 0.0, 1e7, 1, tr("tokens/s per GPU"));
  disconnect(perGpu_.box, &QDoubleSpinBox::valueChanged, this, &SizingHelperDialog::recompute);
  connect(perGpu_.box, &QDoubleSpinBox::valueChanged, this, [this] {
    followSuggestion_ = false;
    recompute();
  });
  suggestionButton_ = new QPushButton(tr("Use the estimate"), this);
  suggestionButton_->setObjectName(QStringLiteral("useEstimate"));
  connect(suggestionButton_, &QPushButton::clicked, this, &SizingHelperDialog::useSuggestion);
  suggestionLabel_ = new QLabel(this);
  suggestionLabel_->setWordWrap(true);
  perGpuRow_ = new QWidget(this);
  auto* perGpuLayout = new QVBoxLayout(perGpuRow_);
  perGpuLayout->setContentsMargins(0, 0, 0, 0);
  perGpuLayout->setSpacing(2);
  perGpuLayout->addWidget(perGpu_.row);
  perGpuLayout->addWidget(suggestionLabel_);
  perGpuLayout->addWidget(suggestionButton_, 0, Qt::AlignLeft);
  addRow(tr("Throughput:"), perGpuRow_);

  // The right-hand side: the result, how it is worked out, and the memory check.
  resultLabel_ = new QLabel(this);
  resultLabel_->setObjectName(QStringLiteral("result"));
  resultLabel_->setWordWrap(true);
  QFont resultFont = resultLabel_->font();
  resultFont.setPointSizeF(resultFont.pointSizeF() * 1.25);
  resultLabel_->setFont(resultFont);
  derivationLabel_ = new QLabel(this);
  derivationLabel_->setObjectName(QStringLiteral("derivation"));
  memoryLabel_ = new QLabel(this);
  memoryLabel_->setObjectName(QStringLiteral("memory"));
  for (QLabel* label : {derivationLabel_, memoryLabel_}) {
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    label->setMinimumWidth(400);
  }
  auto* derivationGroup = new QGroupBox(tr("How it is worked out"), this);
  auto* derivationLayout = new QVBoxLayout(derivationGroup);
  derivationLayout->addWidget(derivationLabel_);
  auto* memoryGroup = new QGroupBox(tr("Does the model fit in memory?"), this);
  auto* memoryLayout = new QVBoxLayout(memoryGroup);
  memoryLayout->addWidget(memoryLabel_);

  auto* left = new QVBoxLayout;
  left->addLayout(form_);
  left->addStretch(1);
  auto* right = new QVBoxLayout;
  right->addWidget(resultLabel_);
  right->addWidget(derivationGroup);
  right->addWidget(memoryGroup);
  right->addStretch(1);
  auto* columns = new QHBoxLayout;
  columns->addLayout(left, 0);
  columns->addSpacing(12);
  columns->addLayout(right, 1);

  buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
  buttons_->button(QDialogButtonBox::Ok)->setText(tr("Use these figures"));
  connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(gpuLabel_);
  layout->addWidget(gpuProblem_);
  layout->addSpacing(4);
  layout->addLayout(columns, 1);
  layout->addWidget(buttons_);
}

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
  const Inputs in = inputs();
  const double parameters = in.parametersBillions * 1e9;
  if (!(parameters > 0) || !(gpu_.memoryBandwidthTbs.value > 0) || in.batch < 1) return 0.0;
  return sizing::decodeTokensPerSecondPerGpu(gpu_.memoryBandwidthTbs.value, parameters,
                                             sizing::bytesPerParameter(in.precision), in.batch);
}

QString SizingHelperDialog::derivationText() const {
  return QTextDocumentFragment::fromHtml(derivationLabel_->text()).toPlainText();
}
QString SizingHelperDialog::memoryText() const {
  return QTextDocumentFragment::fromHtml(memoryLabel_->text()).toPlainText();
}

QString SizingHelperDialog::fieldProblem(const QString& fieldObjectName) const {
  for (const Field* field : {&parameters_, &tokens_, &mfu_, &averageTokensField_, &requests_,
                             &tokensPerRequest_, &batch_, &perGpu_}) {
    if (field->box->objectName() == fieldObjectName)
      return field->problem->isHidden() ? QString() : field->problem->text();
  }
  return {};
}

void SizingHelperDialog::setProblem(Field& field, const QString& text) {
  field.problem->setText(text);
  field.problem->setHidden(text.isEmpty());
  QPalette pal = field.problem->palette();
  pal.setColor(QPalette::WindowText, errorTextColour(palette()));
  field.problem->setPalette(pal);
}

void SizingHelperDialog::useSuggestion() {
  followSuggestion_ = true;
  recompute();
}

bool SizingHelperDialog::validate() {
  const Inputs in = inputs();
  const bool training = in.kind != Kind::Inference;
  const bool requests = in.load == InferenceLoad::Requests;
  bool ok = true;
  auto check = [&](Field& field, bool shown, bool good, const QString& message) {
    const bool fine = !shown || good;
    setProblem(field, fine ? QString() : message);
    ok = ok && fine;
  };
  check(parameters_, true, in.parametersBillions > 0,
        tr("Enter the model's size: more than 0 billion parameters."));
  check(tokens_, training, in.tokensBillionsPerMonth > 0,
        tr("Enter how many tokens a month it trains on: more than 0."));
  check(mfu_, training, in.mfuPercent > 0, tr("Utilisation must be above 0% (35–45% is typical)."));
  check(averageTokensField_, !training && !requests, in.averageTokensPerSecond > 0,
        tr("Enter the average load: more than 0 tokens per second."));
  check(requests_, !training && requests, in.requestsPerSecond > 0,
        tr("Enter the requests per second: more than 0."));
  check(tokensPerRequest_, !training && requests, in.tokensPerRequest > 0,
        tr("Enter the tokens generated per request: more than 0."));
  check(batch_, !training, in.batch >= 1, tr("The batch is at least 1 sequence."));
  // A missing estimate caused by another bad input is that input's problem, not this field's.
  const bool noBandwidth = !(gpu_.memoryBandwidthTbs.value > 0);
  if (followSuggestion_ && !noBandwidth) {
    setProblem(perGpu_, QString());
  } else {
    check(perGpu_, !training, perGpu_.box->value() > 0,
          followSuggestion_
              ? tr("No estimate: this GPU model has no memory bandwidth figure. Enter tokens/s "
                   "per GPU from a benchmark.")
              : tr("Enter the tokens per second one GPU serves: more than 0."));
  }
  QString gpuProblem;
  if (training && !(gpu_.bf16Tflops.value > 0))
    gpuProblem =
        tr("This GPU model has no BF16 TFLOPS figure, so training time cannot be "
           "worked out. Enter it on the Hardware tab.");
  gpuProblem_->setText(gpuProblem);
  gpuProblem_->setHidden(gpuProblem.isEmpty());
  QPalette pal = gpuProblem_->palette();
  pal.setColor(QPalette::WindowText, errorTextColour(palette()));
  gpuProblem_->setPalette(pal);
  return ok && gpuProblem.isEmpty();
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
  const bool noBandwidth = !(gpu_.memoryBandwidthTbs.value > 0);
  suggestionLabel_->setText(followSuggestion_ && !noBandwidth
                                ? tr("Estimated from memory bandwidth (see the working). Type a "
                                     "measured figure to use it instead.")
                                : QString());
  suggestionLabel_->setHidden(suggestionLabel_->text().isEmpty());
  suggestionButton_->setText(
      tr("Use the estimate: %1 tokens/s per GPU").arg(readable(suggestion, loc)));
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
    resultLabel_->setText(coloured(tr("Correct the inputs marked in red to see the result."),
                                   errorTextColour(palette())));
    const QString waiting =
        coloured(tr("The working appears here once the inputs are complete.").toHtmlEscaped(),
                 mutedTextColour(palette()));
    derivationLabel_->setText(waiting);
    memoryLabel_->setText(waiting);
    memoryWarning_ = false;
    scheduleGrowToFit();
    return;
  }

  double averageGpus = 0.0;
  if (training) {
    double gpuHours = 0.0;
    derivationLabel_->setText(trainingDerivation(&gpuHours));
    gpuHours_ = std::round(gpuHours);
    averageGpus = gpuHours / kHoursPerMonth;
    resultLabel_->setText(
        bold(tr("Demand: %1 GPU-hours per month").arg(formatNumber(*gpuHours_, 0, loc))));
  } else {
    double average = 0.0, perGpu = 0.0;
    derivationLabel_->setText(inferenceDerivation(&average, &perGpu));
    averageTokens_ = average;
    perGpuTokens_ = perGpu;
    averageGpus = average / perGpu;
    resultLabel_->setText(bold(tr("Demand: %1 tokens/s on average, %2 tokens/s per GPU")
                                   .arg(readable(average, loc), readable(perGpu, loc))));
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

QString SizingHelperDialog::trainingDerivation(double* gpuHours) const {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const double parameters = in.parametersBillions * 1e9;
  const double tokens = in.tokensBillionsPerMonth * 1e9;
  const double mfu = in.mfuPercent / 100.0;
  const bool fp8 = in.fp8Training && in.precision == Precision::Fp8;
  const double flops = sizing::trainingFlops(parameters, tokens);
  *gpuHours = sizing::trainingGpuHours(flops, gpu_.bf16Tflops.value, mfu, fp8);
  const double usefulTflops =
      gpu_.bf16Tflops.value * (fp8 ? sizing::kFp8TrainingSpeedUp : 1.0) * mfu;
  const double flopsPerGpuHour = usefulTflops * 1e12 * sizing::kSecondsPerHour;
  const double averageGpus = *gpuHours / kHoursPerMonth;

  QString html;
  html += paragraph(
      bold(tr("Formula:")) + QLatin1Char(' ') +
      tr("GPU-hours per month = 6 × parameters × tokens ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 "
         "seconds)")
          .toHtmlEscaped() +
      (fp8 ? QStringLiteral(" × ½ ") + tr("(FP8)").toHtmlEscaped() : QString()));
  html += paragraph(
      tr("Training work: 6 operations per parameter and token (forward and backward pass) × %1 "
         "billion parameters × %2 billion tokens = %3 operations a month.")
          .arg(trimmed(in.parametersBillions, 2, loc), trimmed(in.tokensBillionsPerMonth, 1, loc),
               scientific(flops, loc))
          .toHtmlEscaped());
  const QString perGpu =
      fp8 ? tr("One GPU: %1 TFLOPS (BF16) × 2 for FP8 × %2% utilisation (MFU) = %3 TFLOPS of "
               "useful work, %4 operations per GPU-hour.")
          : tr("One GPU: %1 TFLOPS (BF16) × %2% utilisation (MFU) = %3 TFLOPS of useful work, "
               "%4 operations per GPU-hour.");
  html += paragraph(perGpu
                        .arg(trimmed(gpu_.bf16Tflops.value, 1, loc), trimmed(in.mfuPercent, 0, loc),
                             trimmed(usefulTflops, 1, loc), scientific(flopsPerGpuHour, loc))
                        .toHtmlEscaped());
  QString busy;
  if (averageGpus < 1.0)
    busy = tr("— %1% of one GPU running around the clock (%2 hours a month).")
               .arg(formatNumber(averageGpus * 100.0, averageGpus < 0.1 ? 1 : 0, loc),
                    formatNumber(kHoursPerMonth, 0, loc));
  else if (gpusPerServer_ > 0)
    busy = tr("— as many as %1 GPUs running around the clock (%2 hours a month), or %3 servers "
              "of %4 GPUs.")
               .arg(readable(averageGpus, loc), formatNumber(kHoursPerMonth, 0, loc),
                    readable(averageGpus / gpusPerServer_, loc), loc.toString(gpusPerServer_));
  else
    busy = tr("— as many as %1 GPUs running around the clock (%2 hours a month).")
               .arg(readable(averageGpus, loc), formatNumber(kHoursPerMonth, 0, loc));
  html += paragraph(bold(tr("%1 ÷ %2 = %3 GPU-hours per month")
                             .arg(scientific(flops, loc), scientific(flopsPerGpuHour, loc),
                                  formatNumber(std::round(*gpuHours), 0, loc))
                             .toHtmlEscaped()) +
                    QLatin1Char(' ') + busy.toHtmlEscaped());
  if (in.kind == Kind::FineTuning && in.adapterFineTuning)
    html += paragraph(coloured(tr("Adapters skip the weight gradients, so a run can take up to a "
                                  "third less than this full-training rule says.")
                                   .toHtmlEscaped(),
                               mutedTextColour(palette())));
  if (in.mfuPercent > 60)
    html += paragraph(coloured(tr("Above 60% utilisation is rarely reached in practice; the "
                                  "estimate may be optimistic.")
                                   .toHtmlEscaped(),
                               warningTextColour(palette())));
  return html;
}

QString SizingHelperDialog::inferenceDerivation(double* average, double* perGpu) const {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const double parameters = in.parametersBillions * 1e9;
  const double bytes = sizing::bytesPerParameter(in.precision);
  const double weightsGb = parameters * bytes / sizing::kBytesPerGb;
  const double suggestion = suggestedTokensPerSecondPerGpu();
  *average = in.load == InferenceLoad::Requests ? in.requestsPerSecond * in.tokensPerRequest
                                                : in.averageTokensPerSecond;
  *perGpu = perGpu_.box->value();
  const double averageGpus = *average / *perGpu;

  QString html;
  html += paragraph(bold(tr("Formula:")) + QLatin1Char(' ') +
                    tr("tokens/s per GPU ≈ memory bandwidth ÷ bytes of weights × batch; GPUs "
                       "busy = average tokens/s ÷ tokens/s per GPU")
                        .toHtmlEscaped());
  if (in.load == InferenceLoad::Requests)
    html += paragraph(tr("Load: %1 requests/s × %2 tokens per request = %3 tokens/s on average.")
                          .arg(trimmed(in.requestsPerSecond, 2, loc),
                               formatNumber(in.tokensPerRequest, 0, loc), readable(*average, loc))
                          .toHtmlEscaped());
  else
    html +=
        paragraph(tr("Load: %1 tokens/s on average.").arg(readable(*average, loc)).toHtmlEscaped());
  if (suggestion > 0) {
    const double single = suggestion / in.batch;
    html += paragraph(
        tr("Throughput: each generated token reads all the weights once, so one sequence runs "
           "at about %1 TB/s ÷ %2 GB (%3 billion parameters × %4) = %5 tokens/s; decoding %6 "
           "sequences together, a GPU serves about %7 tokens/s.")
            .arg(trimmed(gpu_.memoryBandwidthTbs.value, 3, loc), readable(weightsGb, loc),
                 trimmed(in.parametersBillions, 2, loc), bytesText(in.precision, loc),
                 readable(single, loc), loc.toString(in.batch), readable(suggestion, loc))
            .toHtmlEscaped());
  }
  if (!followSuggestion_)
    html += paragraph(tr("You entered %1 tokens/s per GPU, which is used instead of the estimate.")
                          .arg(readable(*perGpu, loc))
                          .toHtmlEscaped());
  html += paragraph(
      bold(tr("%1 tokens/s ÷ %2 tokens/s per GPU = %3 GPUs busy on average")
               .arg(readable(*average, loc), readable(*perGpu, loc), readable(averageGpus, loc))
               .toHtmlEscaped()) +
      QLatin1Char(' ') +
      tr("— %1 GPU-hours per month (× %2 hours).")
          .arg(formatNumber(averageGpus * kHoursPerMonth, 0, loc),
               formatNumber(kHoursPerMonth, 0, loc))
          .toHtmlEscaped());
  html += paragraph(coloured(tr("A rule of thumb: it leaves out prompt processing and assumes the "
                                "batch's KV cache fits. Use a measured figure when you have one.")
                                 .toHtmlEscaped(),
                             mutedTextColour(palette())));
  return html;
}

QString SizingHelperDialog::memoryCheck(double averageGpus) {
  const Inputs in = inputs();
  const QLocale loc = locale();
  const double parameters = in.parametersBillions * 1e9;
  const double bytes = sizing::bytesPerParameter(in.precision);
  const double vram = gpu_.vramGb.value;
  QString html;
  double needed = 0.0;
  switch (in.kind) {
    case Kind::Training:
    case Kind::FineTuning:
      if (in.kind == Kind::Training || !in.adapterFineTuning) {
        needed = sizing::fullTrainingMemoryGb(parameters);
        html += paragraph(
            tr("Training every weight with mixed-precision Adam keeps about 16 bytes per "
               "parameter (weights, gradients and optimiser states), whatever the storage "
               "precision: %1 billion × 16 bytes = %2 GB, before activations.")
                .arg(trimmed(in.parametersBillions, 2, loc), readable(needed, loc))
                .toHtmlEscaped());
      } else {
        needed = sizing::adapterFineTuningMemoryGb(parameters, bytes);
        html += paragraph(
            tr("Adapter fine-tuning keeps the base weights frozen: %1 billion × %2 = %3 GB, plus "
               "20% for the adapters, their optimiser states and activations = %4 GB.")
                .arg(trimmed(in.parametersBillions, 2, loc), bytesText(in.precision, loc),
                     readable(parameters * bytes / sizing::kBytesPerGb, loc), readable(needed, loc))
                .toHtmlEscaped());
      }
      break;
    case Kind::Inference:
      needed = sizing::inferenceMemoryGb(parameters, bytes);
      html += paragraph(
          tr("Weights: %1 billion × %2 = %3 GB, plus 20% for the KV cache = %4 GB.")
              .arg(trimmed(in.parametersBillions, 2, loc), bytesText(in.precision, loc),
                   readable(parameters * bytes / sizing::kBytesPerGb, loc), readable(needed, loc))
              .toHtmlEscaped());
      break;
  }
  memoryWarning_ = false;
  if (!(vram > 0)) {
    html += paragraph(coloured(tr("This GPU model states no memory size, so the fit cannot be "
                                  "checked.")
                                   .toHtmlEscaped(),
                               warningTextColour(palette())));
    memoryWarning_ = true;
    return html;
  }
  const sizing::MemoryFit fit = sizing::memoryFit(needed, vram, gpusPerServer_);
  const QString serverGb = readable(vram * gpusPerServer_, loc);
  if (gpusPerServer_ > 0)
    html += paragraph(tr("One GPU has %1 GB; one server has %2 × %1 GB = %3 GB.")
                          .arg(readable(vram, loc), loc.toString(gpusPerServer_), serverGb)
                          .toHtmlEscaped());
  else
    html += paragraph(tr("One GPU has %1 GB (no server model, so no per-server check).")
                          .arg(readable(vram, loc))
                          .toHtmlEscaped());

  QString verdict;
  if (fit.fitsOneGpu) {
    verdict = coloured(QStringLiteral("✓ ") + tr("Fits in one GPU.").toHtmlEscaped(),
                       goodTextColour(palette()));
  } else {
    memoryWarning_ = true;
    const QString split =
        in.kind == Kind::Inference
            ? tr("Does not fit one GPU: the weights must be split across at least %1 GPUs with "
                 "tensor parallelism (usually %2).")
                  .arg(loc.toString(fit.gpusNeeded), loc.toString(fit.tensorParallelGpus))
            : tr("Does not fit one GPU: the model must be split across at least %1 GPUs "
                 "(tensor, pipeline or sharded data parallelism).")
                  .arg(loc.toString(fit.gpusNeeded));
    QString serverPart;
    if (gpusPerServer_ > 0) {
      serverPart = fit.fitsOneServer
                       ? tr("It fits one server of %1 GPUs.").arg(loc.toString(gpusPerServer_))
                       : tr("It does not fit one server either: it needs %1 servers linked by a "
                            "fast interconnect.")
                             .arg(loc.toString(fit.serversNeeded));
    }
    verdict = coloured(
        QStringLiteral("⚠ ") + (split + QLatin1Char(' ') + serverPart).trimmed().toHtmlEscaped(),
        warningTextColour(palette()));
  }
  html += paragraph(bold(verdict));

  // The cost model sizes by average demand; a model that needs more GPUs than that at once
  // costs more than the demand alone says.
  QString note;
  const QString busy = readable(averageGpus, loc);
  if (in.kind == Kind::Inference) {
    const int atOnce = fit.tensorParallelGpus;
    if (atOnce == 1 && averageGpus < 1.0)
      note = tr("Serving keeps the model loaded on a GPU all the time, but the load keeps only "
                "%1 of a GPU busy. The cost model counts the load, so it understates this "
                "workload unless other work shares the GPU.")
                 .arg(busy);
    else if (atOnce > averageGpus + 1e-9)
      note = tr("Serving keeps the model loaded on %1 GPUs all the time (%2 GPU-hours a month), "
                "more than the %3 GPUs its load keeps busy. The cost model counts the load, so "
                "it understates this workload unless other work shares those GPUs.")
                 .arg(loc.toString(atOnce), formatNumber(atOnce * kHoursPerMonth, 0, loc), busy);
  } else if (fit.gpusNeeded > 1 && fit.gpusNeeded > averageGpus + 1e-9) {
    note = tr("The job needs %1 GPUs at once, more than the %2 its GPU-hours keep busy on "
              "average: it runs in bursts, and the weekly profile should say when.")
               .arg(loc.toString(fit.gpusNeeded), busy);
  }
  if (!note.isEmpty()) {
    html += paragraph(coloured(note.toHtmlEscaped(), warningTextColour(palette())));
    memoryWarning_ = true;
  }
  return html;
}

}  // namespace fleetcost::ui
