// The sizing helper's problems beside its fields: which inputs cannot be used
// (sizing::invalidInputs) and what to enter instead.
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPalette>
#include <algorithm>

#include "ui/views/widgets/palette_colours.h"
#include "ui/views/widgets/sizing_helper_dialog.h"

namespace fleetcost::ui {

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

bool SizingHelperDialog::validate() {
  using sizing::SizingInput;
  const std::vector<SizingInput> invalid = sizing::invalidInputs(inputs(), facts_);
  const auto problem = [&](SizingInput input, const QString& message) {
    return std::find(invalid.begin(), invalid.end(), input) != invalid.end() ? message : QString();
  };
  setProblem(parameters_, problem(SizingInput::Parameters,
                                  tr("Enter the model's size: more than 0 billion parameters.")));
  setProblem(tokens_, problem(SizingInput::Tokens,
                              tr("Enter how many tokens a month it trains on: more than 0.")));
  setProblem(mfu_,
             problem(SizingInput::Mfu, tr("Utilisation must be above 0% (35–45% is typical).")));
  setProblem(averageTokensField_,
             problem(SizingInput::AverageTokens,
                     tr("Enter the average load: more than 0 tokens per second.")));
  setProblem(requests_,
             problem(SizingInput::Requests, tr("Enter the requests per second: more than 0.")));
  setProblem(tokensPerRequest_,
             problem(SizingInput::TokensPerRequest,
                     tr("Enter the tokens generated per request: more than 0.")));
  setProblem(batch_, problem(SizingInput::Batch, tr("The batch is at least 1 sequence.")));
  setProblem(perGpu_,
             problem(SizingInput::TokensPerGpu,
                     followSuggestion_
                         ? tr("No estimate: this GPU model has no memory bandwidth figure. Enter "
                              "tokens/s per GPU from a benchmark.")
                         : tr("Enter the tokens per second one GPU serves: more than 0.")));
  const QString gpuProblem =
      problem(SizingInput::GpuTflops,
              tr("This GPU model has no BF16 TFLOPS figure, so training time cannot be "
                 "worked out. Enter it on the Hardware tab."));
  gpuProblem_->setText(gpuProblem);
  gpuProblem_->setHidden(gpuProblem.isEmpty());
  QPalette pal = gpuProblem_->palette();
  pal.setColor(QPalette::WindowText, errorTextColour(palette()));
  gpuProblem_->setPalette(pal);
  return invalid.empty();
}

}  // namespace fleetcost::ui
