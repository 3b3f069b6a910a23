// The weekly profile editor's 7 × 24 grid (internal to WeeklyProfileEditor): day labels on the
// left, hour labels on top, hover and keyboard focus, and the mouse and key gestures it hands to
// the editor, which owns the weights.
#pragma once

#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QWidget>

#include "ui/views/widgets/weekly_profile_editor.h"

class QFocusEvent;
class QKeyEvent;
class QMouseEvent;
class QPaintEvent;

namespace fleetcost::ui::detail {

inline constexpr int kDays = 7;
inline constexpr int kHoursPerDay = 24;

// The large 7 × 24 grid with day labels on the left and hour labels on top. Painting gestures
// are passed to the editor, which owns the weights.
class WeeklyProfileGrid : public QWidget {
 public:
  explicit WeeklyProfileGrid(WeeklyProfileEditor* editor);

  QRect stripRect() const;
  QRect cellRect(int hourOfWeek) const;
  QRect dayLabelRect(int day) const;
  QRect hourLabelRect(int hour) const;

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

  void endGesture() { gestureButton_ = Qt::NoButton; }

 protected:
  void paintEvent(QPaintEvent*) override;
  void mousePressEvent(QMouseEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mouseReleaseEvent(QMouseEvent* event) override;
  void leaveEvent(QEvent*) override { setHovered(-1); }
  void keyPressEvent(QKeyEvent* event) override;
  void focusInEvent(QFocusEvent* event) override;
  void focusOutEvent(QFocusEvent*) override { update(); }
  bool event(QEvent* event) override;

 private:
  int labelWidth() const;
  int headerHeight() const { return fontMetrics().height() + 4; }

  // The day row at height y and the hour column at x, anywhere on the widget (for drags that
  // started on a label and wander off it).
  int dayAtY(int y) const;
  int hourAtX(int x) const;

  bool hitTest(const QPoint& pos, WeeklyProfileEditor::Target* target, int* index) const;

  // Paints everything between the last position and this one, so a fast drag leaves no holes.
  void paintPath(int from, int to);
  void setHovered(int hour);
  void updateCursor(const QPoint& pos);
  QString toolTipAt(const QPoint& pos, QRect* area) const;

  WeeklyProfileEditor* editor_;
  int hovered_ = -1;
  int focusHour_ = 9;  // Monday 09:00, a natural place to start
  bool focusVisible_ = false;
  Qt::MouseButton gestureButton_ = Qt::NoButton;
  WeeklyProfileEditor::Target gestureTarget_ = WeeklyProfileEditor::Target::Cells;
  double gestureLevel_ = 1.0;
  int lastIndex_ = -1;
};

}  // namespace fleetcost::ui::detail
