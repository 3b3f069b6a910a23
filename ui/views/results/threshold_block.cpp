// Filling the thresholds block from the runner's current analysis.
#include "ui/views/results/threshold_block.h"

#include <QGridLayout>
#include <QLabel>
#include <QToolButton>
#include <QVBoxLayout>

#include "ui/core/risk/threshold_runner.h"
#include "ui/render/report/threshold_text.h"

namespace fleetcost::ui {

ThresholdBlock::ThresholdBlock(ThresholdRunner* runner, QWidget* parent)
    : QGroupBox(tr("What it takes for owning to win"), parent), runner_(runner) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(8, 4, 8, 6);
  layout->setSpacing(3);
  status_ = new QLabel(this);
  status_->setWordWrap(true);
  status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(status_);
  rows_ = new QGridLayout;
  rows_->setContentsMargins(0, 0, 0, 0);
  rows_->setHorizontalSpacing(8);
  rows_->setVerticalSpacing(2);
  rows_->setColumnStretch(0, 1);
  layout->addLayout(rows_);
  for (int i = 0; i < 3; ++i) {
    auto* label = new QLabel(this);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* button = new QToolButton(this);
    button->setText(tr("Map"));
    button->setToolTip(tr("Show this threshold on the break-even map (Risk tab)"));
    rows_->addWidget(label, i, 0);
    rows_->addWidget(button, i, 1, Qt::AlignTop);
    labels_.push_back(label);
    buttons_.push_back(button);
    connect(button, &QToolButton::clicked, this, [this, i] {
      if (i < static_cast<int>(shown_.size())) emit mapRequested(shown_[i]);
    });
  }
  connect(runner_, &ThresholdRunner::thresholdsChanged, this, &ThresholdBlock::refresh);
  refresh();
}

QStringList ThresholdBlock::sentences() const {
  QStringList out;
  for (std::size_t i = 0; i < shown_.size(); ++i) out << labels_[i]->text();
  return out;
}

QToolButton* ThresholdBlock::mapButton(int row) const {
  return row >= 0 && row < static_cast<int>(buttons_.size()) ? buttons_[row] : nullptr;
}

QString ThresholdBlock::status() const {
  return status_->text();
}

void ThresholdBlock::refresh() {
  shown_.clear();
  const std::shared_ptr<const ThresholdAnalysis> a = runner_->current();
  QString status;
  if (!a) {
    status = runner_->running() ? tr("Working out the thresholds…") : QString();
  } else if (!a->problems.empty() || !a->model) {
    status = tr("Fix the scenario's problems to see what it takes for owning to win.");
  } else if (!a->result.error.empty() || !a->result.unanswered.empty()) {
    status = tr("Needs an owning and a renting plan.");
  } else if (!a->result.problems.empty()) {
    status = tr("The thresholds cannot be worked out for this scenario.");
  } else {
    shown_ = mostInformativeThresholds(a->result);
    if (shown_.empty())
      status =
          tr("No input searched (utilisation, rental prices, energy and server price, "
             "discount rate, horizon) turns the answer within its range.");
  }
  // The pair compared (the same as the "Owning against renting" card's) on hover.
  setToolTip(a && a->model ? thresholdPairSentence(*a) + QLatin1Char('\n') +
                                 tr("The three thresholds nearest to today's values, relatively; "
                                    "fleetcost-cli thresholds lists them all.")
                           : QString());
  status_->setText(status);
  status_->setVisible(!status.isEmpty());
  for (std::size_t i = 0; i < labels_.size(); ++i) {
    const bool used = i < shown_.size();
    labels_[i]->setVisible(used);
    buttons_[i]->setVisible(used);
    if (used)
      labels_[i]->setText(QStringLiteral("• ") +
                          thresholdSentence(*a->model, a->result.thresholds[shown_[i]]));
  }
}

}  // namespace fleetcost::ui
