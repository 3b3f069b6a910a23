// A compact heat strip of a weekly load profile (7 rows Monday..Sunday × 24 hours, colour = load
// relative to the week's peak), as a widget and as a painter a table delegate can call.
#pragma once

#include <QColor>
#include <QLocale>
#include <QString>
#include <QWidget>
#include <optional>
#include <string>
#include <vector>

#include "model/demand/weekly_profile.h"

class QPainter;
class QPalette;

namespace fleetcost::ui {

class WeeklyProfileStrip : public QWidget {
  Q_OBJECT

 public:
  explicit WeeklyProfileStrip(QWidget* parent = nullptr);

  // A workload's profile as the model reads it (custom weights, else the preset, else flat).
  // Weights the model would reject (not 168, negative, all zero) show as a hatched "invalid" strip.
  void setProfile(const std::optional<std::string>& preset,
                  const std::optional<std::vector<double>>& weights);
  void setNormalisedWeights(const WeeklyProfile& normalisedWeights);
  const WeeklyProfile& normalisedWeights() const { return weights_; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

  // --- For table delegates (and the editor) ---

  // Paints the 7 × 24 strip filling `rect`. Weights are normalised (mean 1); a strip with a
  // non-finite or negative weight, or no weight above 0, is drawn hatched.
  static void paint(QPainter* painter, const QRect& rect, const WeeklyProfile& normalisedWeights,
                    const QPalette& palette);
  // The same for a workload's profile fields as they stand (hatched when the model rejects them).
  static void paintProfile(QPainter* painter, const QRect& rect,
                           const std::optional<std::string>& preset,
                           const std::optional<std::vector<double>>& weights,
                           const QPalette& palette);
  // The hour of the week (0 = Monday 00:00) under `pos` in a strip painted into `rect`; -1 outside.
  static int hourAt(const QRect& rect, const QPoint& pos);
  // The cell of `hourOfWeek` in a strip painted into `rect` (before the 1 px gaps).
  static QRect hourRect(const QRect& rect, int hourOfWeek);
  // "Tue 14:00 — 1.62× the weekly average" for a normalised weight (1 = the weekly average).
  static QString describeHour(int hourOfWeek, double relativeLoad,
                              const QLocale& locale = QLocale());
  // The tooltip for `pos` in a strip painted into `rect`; empty outside the cells.
  static QString toolTipAt(const QRect& rect, const QPoint& pos,
                           const WeeklyProfile& normalisedWeights);
  // The colour of a cell at `fractionOfPeak` (0..1) of the week's peak, for the palette's
  // light or dark scheme; 0 is the palette's base colour (no load).
  static QColor heatColour(double fractionOfPeak, const QPalette& palette);
  static bool isDark(const QPalette& palette);
  // "Mon".."Sun" for day 0..6; "00:00".."23:00" for hour 0..23 (translatable).
  static QString shortDayName(int day);
  static QString hourName(int hour);
  // Normalised weights the model would use, or nothing when it would reject them.
  static std::optional<WeeklyProfile> modelProfile(
      const std::optional<std::string>& preset, const std::optional<std::vector<double>>& weights);

 protected:
  bool event(QEvent* event) override;
  void paintEvent(QPaintEvent* event) override;

 private:
  WeeklyProfile weights_{};
};

}  // namespace fleetcost::ui
