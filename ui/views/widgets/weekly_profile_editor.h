// Views and edits one workload's weekly profile: a preset chooser, the 7 × 24 grid drawn large,
// painting of custom weights, and the peak-to-average ratio that sizes owned fleets.
#pragma once

#include <QWidget>
#include <optional>
#include <string>
#include <vector>

#include "model/demand/weekly_profile.h"

class QAbstractButton;
class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;

namespace fleetcost::ui {

namespace detail {
class WeeklyProfileGrid;
}

class WeeklyProfileEditor : public QWidget {
  Q_OBJECT

 public:
  // Brush levels of the Off / Low / Normal / Peak buttons (any level 0..2 can be typed).
  static constexpr double kOffLevel = 0.0;
  static constexpr double kLowLevel = 0.25;  // the off-hours level of the business-hours preset
  static constexpr double kNormalLevel = 1.0;
  static constexpr double kPeakLevel = 2.0;
  static constexpr double kMaximumLevel = 2.0;

  explicit WeeklyProfileEditor(QWidget* parent = nullptr);
  ~WeeklyProfileEditor() override;

  // Loads a workload's profile (as Workload::profilePreset / profileWeights) without emitting.
  // Custom weights win over a preset, as in the model. Ends any gesture in progress.
  void setProfile(const std::optional<std::string>& preset,
                  const std::optional<std::vector<double>>& weights);

  // The profile as shown: a preset name ("flat", "business_hours", "diurnal") and no weights,
  // or no preset and 168 custom weights (as painted, not normalised).
  std::optional<std::string> preset() const { return preset_; }
  std::optional<std::vector<double>> weights() const;
  WeeklyProfile normalisedWeights() const;

  // Read-only: the grid and its tooltips stay, every editing control is disabled.
  void setReadOnly(bool readOnly);
  bool isReadOnly() const { return readOnly_; }

  void setBrushLevel(double level);
  double brushLevel() const;

  // "Peak is 2.22× the average: …" as shown under the grid.
  QString peakSummary() const;
  // The notice under the grid (a refused all-zero edit, a profile the model would reject);
  // empty when there is none.
  QString notice() const { return notice_.isEmpty() ? loadNotice_ : notice_; }

  // The grid and where things are on it, in gridWidget() coordinates (tests, embedding help).
  QWidget* gridWidget() const;
  QPoint cellCentre(int day, int hour) const;
  QPoint dayLabelCentre(int day) const;
  QPoint hourLabelCentre(int hour) const;

 signals:
  // One completed edit (mouse release, key press, button click, preset chosen): a preset and no
  // weights, or no preset and the 168 custom weights. Never emitted by setProfile(), never for
  // a gesture that changed nothing.
  void profileEdited(std::optional<std::string> preset, std::optional<std::vector<double>> weights);

 protected:
  void changeEvent(QEvent* event) override;

 private:
  friend class detail::WeeklyProfileGrid;
  enum class Target { Cells, Days, Hours };

  void buildUi();
  void presetActivated(int index);
  void copyMondayToWeekdays();
  void resetToNormal();

  // Gestures: begin (snapshot), paint (cells / whole days / whole hour columns), finish (emit
  // once if anything changed) or cancel (restore the snapshot).
  void beginGesture();
  void paintHours(Target target, int index, double level);
  void setHourLevel(int hourOfWeek, double level);
  void finishGesture();
  void cancelGesture();
  bool gestureActive() const { return gestureActive_; }

  void commitCustom(std::vector<double> candidate);
  void setNotice(const QString& text);
  void markCheckedBrush();
  void refresh();

  std::optional<std::string> preset_ = std::string("flat");
  std::vector<double> weights_;  // raw weights as shown: the preset's shape or the custom ones
  bool readOnly_ = false;
  QString notice_;
  QString loadNotice_;  // about the loaded profile (unknown preset, wrong size, …)

  bool gestureActive_ = false;
  bool zeroRefusedInGesture_ = false;
  std::optional<std::string> gesturePreset_;
  std::vector<double> gestureWeights_;

  QComboBox* presetBox_ = nullptr;
  QButtonGroup* brushButtons_ = nullptr;
  QDoubleSpinBox* levelBox_ = nullptr;
  QPushButton* copyMondayButton_ = nullptr;
  QPushButton* resetButton_ = nullptr;
  detail::WeeklyProfileGrid* grid_ = nullptr;
  QLabel* summaryLabel_ = nullptr;
  QLabel* hintLabel_ = nullptr;
  QLabel* brushLabel_ = nullptr;
};

}  // namespace fleetcost::ui
