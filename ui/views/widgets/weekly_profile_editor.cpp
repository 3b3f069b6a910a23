// The weekly profile editor: preset chooser, brush, gestures on its grid (weekly_profile_grid.h)
// that each end in one profileEdited signal, and the all-zero guard.
#include "ui/views/widgets/weekly_profile_editor.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdlib>

#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"
#include "ui/views/widgets/weekly_profile_grid.h"
#include "ui/views/widgets/weekly_profile_strip.h"

namespace fleetcost::ui {

namespace {

using detail::kDays;
using detail::kHoursPerDay;

bool allZero(const std::vector<double>& weights) {
  return std::none_of(weights.begin(), weights.end(), [](double w) { return w > 0; });
}

WeeklyProfile toArray(const std::vector<double>& weights) {
  WeeklyProfile out{};
  std::copy_n(weights.begin(), std::min<std::size_t>(weights.size(), kHoursPerWeek), out.begin());
  return out;
}

std::vector<double> toVector(const WeeklyProfile& weights) {
  return {weights.begin(), weights.end()};
}

}  // namespace

WeeklyProfileEditor::WeeklyProfileEditor(QWidget* parent) : QWidget(parent) {
  weights_ = toVector(*presetWeights("flat"));
  buildUi();
  refresh();
}

WeeklyProfileEditor::~WeeklyProfileEditor() = default;

void WeeklyProfileEditor::buildUi() {
  presetBox_ = new QComboBox(this);
  presetBox_->setObjectName(QStringLiteral("presetBox"));
  presetBox_->addItem(tr("Flat"), QStringLiteral("flat"));
  presetBox_->addItem(tr("Business hours"), QStringLiteral("business_hours"));
  presetBox_->addItem(tr("Diurnal"), QStringLiteral("diurnal"));
  presetBox_->addItem(tr("Custom"), QString());
  presetBox_->setItemData(0, tr("The same load every hour of the week"), Qt::ToolTipRole);
  presetBox_->setItemData(1, tr("Full load Monday to Friday 09:00–17:59, a quarter load otherwise"),
                          Qt::ToolTipRole);
  presetBox_->setItemData(2,
                          tr("A daily wave from 0.4 at 02:00 to 1.6 at 14:00 (times the average "
                             "hour), weekends at 80%"),
                          Qt::ToolTipRole);
  presetBox_->setItemData(3, tr("Your own weights, painted on the grid"), Qt::ToolTipRole);
  presetBox_->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  connect(presetBox_, &QComboBox::activated, this, &WeeklyProfileEditor::presetActivated);
  auto* presetLabel = new QLabel(tr("&Profile:"), this);
  presetLabel->setBuddy(presetBox_);

  brushLabel_ = new QLabel(tr("Brush:"), this);
  brushButtons_ = new QButtonGroup(this);
  brushButtons_->setExclusive(true);
  const struct {
    const char* text;
    const char* tip;
    double level;
  } levels[] = {
      {QT_TR_NOOP("Off"), QT_TR_NOOP("No load (0)"), kOffLevel},
      {QT_TR_NOOP("Low"), QT_TR_NOOP("A quarter of normal load (0.25)"), kLowLevel},
      {QT_TR_NOOP("Normal"), QT_TR_NOOP("Normal load (1)"), kNormalLevel},
      {QT_TR_NOOP("Peak"), QT_TR_NOOP("Twice the normal load (2)"), kPeakLevel},
  };
  auto* top = new QHBoxLayout;
  top->setContentsMargins(0, 0, 0, 0);
  top->addWidget(presetLabel);
  top->addWidget(presetBox_);
  top->addSpacing(18);
  top->addWidget(brushLabel_);
  auto* segment = new QHBoxLayout;
  segment->setSpacing(0);
  int id = 0;
  for (const auto& level : levels) {
    auto* button = new QToolButton(this);
    button->setText(tr(level.text));
    button->setToolTip(tr(level.tip));
    button->setCheckable(true);
    button->setAutoRaise(false);
    button->setToolButtonStyle(Qt::ToolButtonTextOnly);
    button->setProperty("level", level.level);
    button->setObjectName(QStringLiteral("brush%1").arg(QString::fromLatin1(level.text)));
    brushButtons_->addButton(button, id++);
    segment->addWidget(button);
  }
  top->addLayout(segment);
  levelBox_ = new QDoubleSpinBox(this);
  levelBox_->setObjectName(QStringLiteral("brushLevel"));
  levelBox_->setRange(0.0, kMaximumLevel);
  levelBox_->setDecimals(2);
  levelBox_->setSingleStep(0.05);
  levelBox_->setValue(kNormalLevel);
  levelBox_->setToolTip(tr("Brush level painted by the left button: 0 (off) to 2 (twice normal)"));
  levelBox_->setAccessibleName(tr("Brush level"));
  top->addWidget(levelBox_);
  connect(brushButtons_, &QButtonGroup::idClicked, this, [this](int buttonId) {
    levelBox_->setValue(brushButtons_->button(buttonId)->property("level").toDouble());
  });
  connect(levelBox_, &QDoubleSpinBox::valueChanged, this, [this](double value) {
    QAbstractButton* match = nullptr;
    for (QAbstractButton* button : brushButtons_->buttons())
      if (std::abs(button->property("level").toDouble() - value) < 1e-9) match = button;
    brushButtons_->setExclusive(false);
    for (QAbstractButton* button : brushButtons_->buttons()) button->setChecked(button == match);
    brushButtons_->setExclusive(true);
    markCheckedBrush();
  });
  brushButtons_->button(2)->setChecked(true);
  markCheckedBrush();
  top->addStretch(1);

  copyMondayButton_ = new QPushButton(tr("Copy Monday to weekdays"), this);
  copyMondayButton_->setObjectName(QStringLiteral("copyMonday"));
  copyMondayButton_->setToolTip(tr("Give Tuesday to Friday the same hours as Monday"));
  connect(copyMondayButton_, &QPushButton::clicked, this,
          &WeeklyProfileEditor::copyMondayToWeekdays);
  resetButton_ = new QPushButton(tr("Reset"), this);
  resetButton_->setObjectName(QStringLiteral("reset"));
  resetButton_->setToolTip(tr("Set every hour to Normal (1), a clean week to paint on"));
  connect(resetButton_, &QPushButton::clicked, this, &WeeklyProfileEditor::resetToNormal);

  grid_ = new detail::WeeklyProfileGrid(this);

  summaryLabel_ = new QLabel(this);
  summaryLabel_->setObjectName(QStringLiteral("peakSummary"));
  summaryLabel_->setWordWrap(true);
  summaryLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
  hintLabel_ = new QLabel(this);
  hintLabel_->setObjectName(QStringLiteral("hint"));
  hintLabel_->setWordWrap(true);

  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(6);
  layout->addLayout(top);
  layout->addWidget(grid_, 1);
  // The actions under the grid, beside the peak summary: the row of brushes stays narrow
  // enough for the editors' side of a 1366-pixel-wide screen.
  auto* under = new QHBoxLayout;
  under->setContentsMargins(0, 0, 0, 0);
  under->addWidget(summaryLabel_, 1);
  under->addWidget(copyMondayButton_, 0, Qt::AlignTop);
  under->addWidget(resetButton_, 0, Qt::AlignTop);
  layout->addLayout(under);
  layout->addWidget(hintLabel_);
}

void WeeklyProfileEditor::setProfile(const std::optional<std::string>& preset,
                                     const std::optional<std::vector<double>>& weights) {
  gestureActive_ = false;
  grid_->endGesture();
  notice_.clear();
  loadNotice_.clear();
  if (weights) {
    preset_.reset();
    if (weights->size() != static_cast<std::size_t>(kHoursPerWeek)) {
      weights_.assign(kHoursPerWeek, 1.0);
      loadNotice_ = tr("This custom profile has %1 weights instead of 168, which the model "
                       "rejects; it is shown as flat until you paint it.")
                        .arg(locale().toString(static_cast<qulonglong>(weights->size())));
    } else {
      weights_ = *weights;
      bool clamped = false;
      for (double& w : weights_) {
        if (!std::isfinite(w) || w < 0) {
          w = 0.0;
          clamped = true;
        }
      }
      if (allZero(weights_)) {
        weights_.assign(kHoursPerWeek, 1.0);
        loadNotice_ =
            tr("No hour of this custom profile is above 0, which the model rejects; "
               "it is shown as flat until you paint it.");
      } else if (clamped) {
        loadNotice_ =
            tr("This custom profile has negative or missing weights, which the model "
               "rejects; they are shown as 0 until you paint them.");
      }
    }
  } else {
    const std::string name = preset.value_or("flat");
    preset_ = name;
    if (auto shape = presetWeights(name)) {
      weights_ = toVector(*shape);
    } else {
      weights_ = toVector(*presetWeights("flat"));
      loadNotice_ = tr("“%1” is not a profile the model knows; choose a preset or paint a custom "
                       "profile.")
                        .arg(QString::fromStdString(name));
    }
  }
  refresh();
}

std::optional<std::vector<double>> WeeklyProfileEditor::weights() const {
  if (preset_) return std::nullopt;
  return weights_;
}

WeeklyProfile WeeklyProfileEditor::normalisedWeights() const {
  if (allZero(weights_)) {  // transient states never reach here; stay drawable regardless
    WeeklyProfile flat;
    flat.fill(1.0);
    return flat;
  }
  return normalisedProfile(toArray(weights_));
}

void WeeklyProfileEditor::setReadOnly(bool readOnly) {
  if (readOnly_ == readOnly) return;
  if (readOnly && gestureActive_) cancelGesture();
  readOnly_ = readOnly;
  refresh();
}

void WeeklyProfileEditor::setBrushLevel(double level) {
  levelBox_->setValue(level);
}
double WeeklyProfileEditor::brushLevel() const {
  return levelBox_->value();
}

QString WeeklyProfileEditor::peakSummary() const {
  const WeeklyProfile profile = normalisedWeights();
  const double peak = *std::max_element(profile.begin(), profile.end());
  const QLocale loc = locale();
  //: %1 is the peak-to-average ratio ("2.22"), %2 the average use in percent ("45").
  return tr("Peak is %1× the average: owned servers are sized for the peak, so on average they "
            "run at %2% of their capacity.")
      .arg(formatNumber(peak, 2, loc), formatNumber(100.0 / peak, 0, loc));
}

QWidget* WeeklyProfileEditor::gridWidget() const {
  return grid_;
}

QPoint WeeklyProfileEditor::cellCentre(int day, int hour) const {
  return grid_->cellRect(day * kHoursPerDay + hour).center();
}
QPoint WeeklyProfileEditor::dayLabelCentre(int day) const {
  return grid_->dayLabelRect(day).center();
}
QPoint WeeklyProfileEditor::hourLabelCentre(int hour) const {
  return grid_->hourLabelRect(hour).center();
}

void WeeklyProfileEditor::presetActivated(int index) {
  if (readOnly_) return;
  const QString name = presetBox_->itemData(index).toString();
  if (name.isEmpty()) {  // Custom: start from the shape shown
    if (!preset_) return;
    preset_.reset();
    notice_.clear();
    refresh();
    emit profileEdited(std::nullopt, weights_);
    return;
  }
  const std::string chosen = name.toStdString();
  if (preset_ == chosen) return;
  preset_ = chosen;
  weights_ = toVector(*presetWeights(chosen));
  notice_.clear();
  loadNotice_.clear();
  refresh();
  emit profileEdited(chosen, std::nullopt);
}

void WeeklyProfileEditor::copyMondayToWeekdays() {
  std::vector<double> candidate = weights_;
  for (int day = 1; day <= 4; ++day)
    std::copy_n(weights_.begin(), kHoursPerDay, candidate.begin() + day * kHoursPerDay);
  commitCustom(std::move(candidate));
}

void WeeklyProfileEditor::resetToNormal() {
  commitCustom(std::vector<double>(kHoursPerWeek, kNormalLevel));
}

void WeeklyProfileEditor::commitCustom(std::vector<double> candidate) {
  if (readOnly_) return;
  if (allZero(candidate)) {
    setNotice(
        tr("Not changed: that would leave no hour above 0, and the model needs at least "
           "one hour with load."));
    return;
  }
  notice_.clear();
  if (!preset_ && candidate == weights_) {
    refresh();
    return;
  }
  preset_.reset();
  weights_ = std::move(candidate);
  loadNotice_.clear();
  refresh();
  emit profileEdited(std::nullopt, weights_);
}

void WeeklyProfileEditor::beginGesture() {
  gestureActive_ = true;
  zeroRefusedInGesture_ = false;
  gesturePreset_ = preset_;
  gestureWeights_ = weights_;
}

void WeeklyProfileEditor::paintHours(Target target, int index, double level) {
  if (!gestureActive_ || readOnly_) return;
  switch (target) {
    case Target::Cells:
      setHourLevel(index, level);
      break;
    case Target::Days:
      for (int hour = 0; hour < kHoursPerDay; ++hour)
        setHourLevel(index * kHoursPerDay + hour, level);
      break;
    case Target::Hours:
      for (int day = 0; day < kDays; ++day) setHourLevel(day * kHoursPerDay + index, level);
      break;
  }
  const bool changed = weights_ != gestureWeights_;
  const bool wasCustom = !preset_;
  // Painting on a preset turns it into a custom profile (and back, if the stroke undoes itself).
  preset_ = changed ? std::nullopt : gesturePreset_;
  if (wasCustom != !preset_) refresh();
  grid_->update();
}

void WeeklyProfileEditor::setHourLevel(int hourOfWeek, double level) {
  if (hourOfWeek < 0 || hourOfWeek >= kHoursPerWeek) return;
  double& weight = weights_[static_cast<std::size_t>(hourOfWeek)];
  if (level <= 0 && weight > 0) {
    const auto aboveZero =
        std::count_if(weights_.begin(), weights_.end(), [](double w) { return w > 0; });
    if (aboveZero == 1) {  // the last hour with load stays: an all-zero week is invalid
      zeroRefusedInGesture_ = true;
      return;
    }
  }
  weight = std::max(0.0, level);
}

void WeeklyProfileEditor::finishGesture() {
  if (!gestureActive_) return;
  gestureActive_ = false;
  const bool changed = weights_ != gestureWeights_;
  notice_ = zeroRefusedInGesture_
                ? tr("One hour was kept above 0: the model needs at least one hour with load.")
                : QString();
  if (!changed) {
    preset_ = gesturePreset_;
    refresh();
    return;
  }
  preset_.reset();
  loadNotice_.clear();
  refresh();
  emit profileEdited(std::nullopt, weights_);
}

void WeeklyProfileEditor::cancelGesture() {
  if (!gestureActive_) return;
  gestureActive_ = false;
  preset_ = gesturePreset_;
  weights_ = gestureWeights_;
  refresh();
}

void WeeklyProfileEditor::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  if (event->type() == QEvent::PaletteChange || event->type() == QEvent::LocaleChange) refresh();
}

// Some styles draw a checked tool button barely different from an unchecked one; the chosen
// brush gets the highlight colour so it is obvious which level the left button paints.
void WeeklyProfileEditor::markCheckedBrush() {
  for (QAbstractButton* button : brushButtons_->buttons()) {
    if (button->isChecked() && !readOnly_) {
      QPalette pal = palette();
      pal.setColor(QPalette::Button, pal.color(QPalette::Highlight));
      pal.setColor(QPalette::ButtonText, pal.color(QPalette::HighlightedText));
      button->setPalette(pal);
    } else {
      button->setPalette(QPalette());
    }
  }
}

void WeeklyProfileEditor::setNotice(const QString& text) {
  notice_ = text;
  refresh();
}

void WeeklyProfileEditor::refresh() {
  if (!presetBox_ || !hintLabel_) return;  // palette or locale changes during construction
  const int index = preset_ ? presetBox_->findData(QString::fromStdString(*preset_))
                            : presetBox_->findData(QString());
  presetBox_->setCurrentIndex(index);
  presetBox_->setEnabled(!readOnly_);
  for (QAbstractButton* button : brushButtons_->buttons()) button->setEnabled(!readOnly_);
  levelBox_->setEnabled(!readOnly_);
  brushLabel_->setEnabled(!readOnly_);
  copyMondayButton_->setEnabled(!readOnly_ && !preset_);
  resetButton_->setEnabled(!readOnly_ && !preset_);

  summaryLabel_->setText(peakSummary());

  const QString warning = !notice_.isEmpty() ? notice_ : loadNotice_;
  QPalette hintPalette = hintLabel_->palette();
  if (!warning.isEmpty()) {
    hintLabel_->setText(warning);
    hintPalette.setColor(QPalette::WindowText, warningTextColour(palette()));
  } else {
    QString hint;
    if (readOnly_)
      hint = tr("Read-only.");
    else if (preset_)
      hint =
          tr("Paint on the grid to customise this preset (left button: the brush level; "
             "right button or Shift: Off).");
    else
      hint =
          tr("Left button paints the brush level, right button or Shift sets Off; day and hour "
             "labels paint whole rows or columns.");
    hintLabel_->setText(hint);
    hintPalette.setColor(QPalette::WindowText, mutedTextColour(palette()));
  }
  hintLabel_->setPalette(hintPalette);
  markCheckedBrush();
  grid_->setFocusPolicy(readOnly_ ? Qt::NoFocus : Qt::StrongFocus);
  if (readOnly_ && grid_->hasFocus()) grid_->clearFocus();
  grid_->update();
}

}  // namespace fleetcost::ui
