// The sizing helper's form: the GPU's facts, the inputs of each kind of job with a problem
// label under each, the throughput estimate's controls, and the result and working panes.
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

#include "model/scenario/field_specs.h"
#include "ui/core/format/number_format.h"
#include "ui/views/widgets/rich_text.h"
#include "ui/views/widgets/sizing_helper_dialog.h"

namespace fleetcost::ui {

using sizing::Precision;

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
  facts
      << (facts_.vramGb > 0 ? tr("%1 GB memory").arg(formatTrimmed(facts_.vramGb, 1, loc))
                            : tr("memory size not stated"))
      << (facts_.memoryBandwidthTbs > 0
              ? tr("%1 TB/s memory bandwidth").arg(formatTrimmed(facts_.memoryBandwidthTbs, 3, loc))
              : tr("memory bandwidth not stated"))
      << (facts_.bf16Tflops > 0
              ? tr("%1 BF16 TFLOPS (dense)").arg(formatTrimmed(facts_.bf16Tflops, 1, loc))
              : tr("BF16 TFLOPS not stated"));
  const QString server = facts_.gpusPerServer > 0
                             ? tr("%1 GPUs per server").arg(loc.toString(facts_.gpusPerServer))
                             : tr("no server model uses this GPU yet");
  gpuLabel_ = new QLabel(this);
  gpuLabel_->setObjectName(QStringLiteral("gpuFacts"));
  gpuLabel_->setWordWrap(true);
  gpuLabel_->setText(boldHtml(name.toHtmlEscaped()) + QStringLiteral("<br>") +
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
  for (const WordChoice& kind : specOf(&Workload::kind).words)  // the workload kinds' one list
    kindBox_->addItem(QCoreApplication::translate("FieldLabels", kind.label),
                      QString::fromLatin1(kind.value));
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

}  // namespace fleetcost::ui
