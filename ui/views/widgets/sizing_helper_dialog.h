// Derives a workload's demand from the AI model it runs: GPU-hours per month for training and
// fine-tuning, tokens per second for inference, with the derivation spelled out in plain words
// and a warning when the model does not fit the GPU's or the server's memory. The arithmetic is
// model/demand/workload_sizing.h; this dialog is its form and its words.
#pragma once

#include <QDialog>
#include <optional>
#include <string>

#include "model/demand/workload_sizing.h"
#include "model/scenario/catalog.h"

class QButtonGroup;
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QRadioButton;

namespace fleetcost::ui {

class SizingHelperDialog : public QDialog {
  Q_OBJECT

 public:
  using Kind = sizing::JobKind;
  using InferenceLoad = sizing::InferenceLoad;
  using Inputs = sizing::SizingInputs;

  // `gpusPerServer` from the scenario's server model for this GPU; 0 when there is none.
  SizingHelperDialog(const GpuModel& gpu, int gpusPerServer, QWidget* parent = nullptr);
  ~SizingHelperDialog() override;

  // "training", "fine_tuning" or "inference" (the workload's kind); anything else is ignored.
  void setKind(const std::string& kind);
  void setInputs(const Inputs& inputs);
  Inputs inputs() const;

  // The figures for the workload; read them after exec() == Accepted. Training and fine-tuning
  // give GPU-hours per month (whole hours); inference gives the two token rates. Nothing for the
  // other form, or while an input is invalid.
  bool isValid() const;
  std::string kind() const;
  std::optional<double> gpuHoursPerMonth() const;
  std::optional<double> avgTokensPerSecond() const;
  std::optional<double> tokensPerSecondPerGpu() const;
  // The bandwidth estimate of tokens/s per GPU for the current inputs (0 when it cannot be made).
  double suggestedTokensPerSecondPerGpu() const;

  // What the dialog shows, as plain text (for tests and for copying into notes).
  QString derivationText() const;
  QString memoryText() const;
  bool memoryWarningShown() const { return memoryWarning_; }
  QString fieldProblem(const QString& fieldObjectName) const;

 protected:
  void showEvent(QShowEvent* event) override;

 private:
  struct Field {
    QDoubleSpinBox* box = nullptr;
    QLabel* problem = nullptr;
    QWidget* row = nullptr;
  };

  Field makeField(const QString& objectName, double minimum, double maximum, int decimals,
                  const QString& unit);
  void buildUi();
  void addRow(const QString& label, QWidget* field);
  void setRowShown(QWidget* field, bool shown);
  void recompute();
  bool validate();
  void setProblem(Field& field, const QString& text);
  void useSuggestion();
  void growToFit();
  void scheduleGrowToFit();

  // The working in HTML (sizing_helper_working.cpp); memoryCheck also sets memoryWarning_.
  QString trainingDerivation(const sizing::TrainingSizing& s) const;
  QString inferenceDerivation(const sizing::InferenceSizing& s) const;
  QString memoryCheck(double averageGpus);

  GpuModel gpu_;
  sizing::GpuFacts facts_;  // gpu_'s figures and the GPUs per server
  bool followSuggestion_ = true;
  bool memoryWarning_ = false;
  bool valid_ = false;
  std::optional<double> gpuHours_;
  std::optional<double> averageTokens_;
  std::optional<double> perGpuTokens_;

  QFormLayout* form_ = nullptr;
  QComboBox* kindBox_ = nullptr;
  QComboBox* precisionBox_ = nullptr;
  Field parameters_, tokens_, mfu_, averageTokensField_, requests_, tokensPerRequest_, batch_,
      perGpu_;
  QCheckBox* fp8Box_ = nullptr;
  QCheckBox* adapterBox_ = nullptr;
  QRadioButton* byTokensButton_ = nullptr;
  QRadioButton* byRequestsButton_ = nullptr;
  QWidget* loadChoice_ = nullptr;
  QPushButton* suggestionButton_ = nullptr;
  QLabel* suggestionLabel_ = nullptr;
  QWidget* perGpuRow_ = nullptr;
  QLabel* gpuLabel_ = nullptr;
  QLabel* gpuProblem_ = nullptr;
  QLabel* resultLabel_ = nullptr;
  QLabel* derivationLabel_ = nullptr;
  QLabel* memoryLabel_ = nullptr;
  QDialogButtonBox* buttons_ = nullptr;
};

}  // namespace fleetcost::ui
