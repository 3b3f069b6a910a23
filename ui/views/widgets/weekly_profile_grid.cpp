// The weekly profile grid: painting the ramp and its labels, hit tests, tooltips, and mouse and
// keyboard gestures passed on to the editor.
#include "ui/views/widgets/weekly_profile_grid.h"

#include <QFocusEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "ui/core/format/number_format.h"
#include "ui/views/widgets/palette_colours.h"
#include "ui/views/widgets/weekly_profile_strip.h"

namespace fleetcost::ui::detail {

WeeklyProfileGrid::WeeklyProfileGrid(WeeklyProfileEditor* editor)
    : QWidget(editor), editor_(editor) {
  setObjectName(QStringLiteral("profileGrid"));
  setMouseTracking(true);
  setFocusPolicy(Qt::StrongFocus);
  setContextMenuPolicy(Qt::PreventContextMenu);  // the right button paints "Off"
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
  setAccessibleName(WeeklyProfileEditor::tr("Weekly profile grid"));
  setAccessibleDescription(WeeklyProfileEditor::tr(
      "Seven rows Monday to Sunday, 24 hour columns. Arrow keys move, Space paints the brush "
      "level, Delete sets the hour to Off."));
}

QRect WeeklyProfileGrid::stripRect() const {
  return QRect(labelWidth(), headerHeight(), width() - labelWidth(), height() - headerHeight());
}

QRect WeeklyProfileGrid::cellRect(int hourOfWeek) const {
  return WeeklyProfileStrip::hourRect(stripRect(), hourOfWeek);
}

QRect WeeklyProfileGrid::dayLabelRect(int day) const {
  const QRect row = cellRect(day * kHoursPerDay);
  return QRect(0, row.top(), labelWidth() - 6, row.height());
}

QRect WeeklyProfileGrid::hourLabelRect(int hour) const {
  const QRect column = cellRect(hour);
  return QRect(column.left(), 0, column.width(), headerHeight() - 2);
}

QSize WeeklyProfileGrid::sizeHint() const {
  return {labelWidth() + kHoursPerDay * 30 + 2, headerHeight() + kDays * 22 + 2};
}

QSize WeeklyProfileGrid::minimumSizeHint() const {
  return {labelWidth() + kHoursPerDay * 12 + 2, headerHeight() + kDays * 10 + 2};
}

void WeeklyProfileGrid::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  const QPalette& pal = palette();
  const WeeklyProfile weights = editor_->normalisedWeights();
  WeeklyProfileStrip::paint(&painter, stripRect(), weights, pal);

  // Labels: days on the left, hours on top; the hovered or focused hour's labels stand out.
  const bool showFocus = hasFocus() && focusVisible_ && !editor_->isReadOnly();
  const int marked = hovered_ >= 0 ? hovered_ : (showFocus ? focusHour_ : -1);
  QFont plain = font();
  QFont bold = font();
  bold.setBold(true);
  QFont small = font();
  small.setPointSizeF(font().pointSizeF() * 0.9);
  for (int day = 0; day < kDays; ++day) {
    const bool strong = marked >= 0 && marked / kHoursPerDay == day;
    painter.setFont(strong ? bold : plain);
    painter.setPen(pal.color(QPalette::WindowText));
    painter.drawText(dayLabelRect(day), Qt::AlignRight | Qt::AlignVCenter,
                     WeeklyProfileStrip::shortDayName(day));
  }
  const QFontMetrics smallMetrics(small);
  const int labelSpace = smallMetrics.horizontalAdvance(locale().toString(88)) + 4;
  const int every = cellRect(0).width() >= labelSpace       ? 1
                    : cellRect(0).width() * 2 >= labelSpace ? 2
                    : cellRect(0).width() * 3 >= labelSpace ? 3
                                                            : 6;
  for (int hour = 0; hour < kHoursPerDay; ++hour) {
    const bool strong = marked >= 0 && marked % kHoursPerDay == hour;
    if (hour % every != 0 && !strong) continue;
    QFont f = small;
    f.setBold(strong);
    painter.setFont(f);
    painter.setPen(strong ? pal.color(QPalette::WindowText) : mutedTextColour(pal));
    painter.drawText(hourLabelRect(hour).adjusted(-8, 0, 8, 0), Qt::AlignHCenter | Qt::AlignBottom,
                     locale().toString(hour));
  }

  // Hover and keyboard focus: a dark and a light outline, visible on every colour of the ramp.
  auto outline = [&](int hourOfWeek, Qt::PenStyle style) {
    const QRect cell = cellRect(hourOfWeek).adjusted(0, 0, -1, -1);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 200), 1, style));
    painter.drawRect(cell);
    painter.setPen(QPen(QColor(255, 255, 255, 220), 1, style));
    painter.drawRect(cell.adjusted(1, 1, -1, -1));
  };
  if (showFocus) outline(focusHour_, Qt::DotLine);
  if (hovered_ >= 0 && isEnabled()) outline(hovered_, Qt::SolidLine);
}

void WeeklyProfileGrid::mousePressEvent(QMouseEvent* event) {
  event->accept();
  if (editor_->isReadOnly() || gestureButton_ != Qt::NoButton) return;
  if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton) return;
  const QPoint pos = event->position().toPoint();
  WeeklyProfileEditor::Target target{};
  int index = -1;
  if (!hitTest(pos, &target, &index)) return;
  gestureButton_ = event->button();
  gestureTarget_ = target;
  const bool lower = event->button() == Qt::RightButton || (event->modifiers() & Qt::ShiftModifier);
  gestureLevel_ = lower ? WeeklyProfileEditor::kOffLevel : editor_->brushLevel();
  lastIndex_ = index;
  focusVisible_ = false;
  editor_->beginGesture();
  editor_->paintHours(target, index, gestureLevel_);
}

void WeeklyProfileGrid::mouseMoveEvent(QMouseEvent* event) {
  event->accept();
  const QPoint pos = event->position().toPoint();
  setHovered(WeeklyProfileStrip::hourAt(stripRect(), pos));
  updateCursor(pos);
  if (gestureButton_ == Qt::NoButton || !editor_->gestureActive()) return;
  int index = -1;
  switch (gestureTarget_) {
    case WeeklyProfileEditor::Target::Days:
      index = dayAtY(pos.y());
      break;
    case WeeklyProfileEditor::Target::Hours:
      index = hourAtX(pos.x());
      break;
    case WeeklyProfileEditor::Target::Cells:
      index = WeeklyProfileStrip::hourAt(stripRect(), pos);
      break;
  }
  if (index < 0 || index == lastIndex_) return;
  paintPath(lastIndex_, index);
  lastIndex_ = index;
}

void WeeklyProfileGrid::mouseReleaseEvent(QMouseEvent* event) {
  event->accept();
  if (event->button() != gestureButton_) return;
  gestureButton_ = Qt::NoButton;
  if (editor_->gestureActive()) editor_->finishGesture();
}

void WeeklyProfileGrid::keyPressEvent(QKeyEvent* event) {
  if (event->key() == Qt::Key_Escape && gestureButton_ != Qt::NoButton) {
    gestureButton_ = Qt::NoButton;
    editor_->cancelGesture();
    return;
  }
  int row = focusHour_ / kHoursPerDay, column = focusHour_ % kHoursPerDay;
  switch (event->key()) {
    case Qt::Key_Left:
      column = (column + kHoursPerDay - 1) % kHoursPerDay;
      break;
    case Qt::Key_Right:
      column = (column + 1) % kHoursPerDay;
      break;
    case Qt::Key_Up:
      row = (row + kDays - 1) % kDays;
      break;
    case Qt::Key_Down:
      row = (row + 1) % kDays;
      break;
    case Qt::Key_Home:
      column = 0;
      break;
    case Qt::Key_End:
      column = kHoursPerDay - 1;
      break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Delete:
    case Qt::Key_Backspace: {
      if (editor_->isReadOnly() || gestureButton_ != Qt::NoButton) return;
      const bool off = event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace;
      editor_->beginGesture();
      editor_->paintHours(WeeklyProfileEditor::Target::Cells, focusHour_,
                          off ? WeeklyProfileEditor::kOffLevel : editor_->brushLevel());
      editor_->finishGesture();
      focusVisible_ = true;
      return;
    }
    default:
      QWidget::keyPressEvent(event);
      return;
  }
  focusHour_ = row * kHoursPerDay + column;
  focusVisible_ = true;
  update();
}

void WeeklyProfileGrid::focusInEvent(QFocusEvent* event) {
  focusVisible_ =
      event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason;
  update();
}

bool WeeklyProfileGrid::event(QEvent* event) {
  if (event->type() == QEvent::ToolTip) {
    auto* help = static_cast<QHelpEvent*>(event);
    QRect area;
    const QString text = toolTipAt(help->pos(), &area);
    if (text.isEmpty()) {
      QToolTip::hideText();
      event->ignore();
    } else {
      QToolTip::showText(help->globalPos(), text, this, area);
    }
    return true;
  }
  return QWidget::event(event);
}

int WeeklyProfileGrid::labelWidth() const {
  QFont bold = font();
  bold.setBold(true);
  const QFontMetrics metrics(bold);
  int widest = 0;
  for (int day = 0; day < kDays; ++day)
    widest = std::max(widest, metrics.horizontalAdvance(WeeklyProfileStrip::shortDayName(day)));
  return widest + 12;
}

// The day row at height y and the hour column at x, anywhere on the widget (for drags that
// started on a label and wander off it).
int WeeklyProfileGrid::dayAtY(int y) const {
  const QRect area = stripRect().adjusted(1, 1, -1, -1);
  if (area.isEmpty()) return -1;
  const QPoint inside(area.left(), std::clamp(y, area.top(), area.bottom()));
  return WeeklyProfileStrip::hourAt(stripRect(), inside) / kHoursPerDay;
}

int WeeklyProfileGrid::hourAtX(int x) const {
  const QRect area = stripRect().adjusted(1, 1, -1, -1);
  if (area.isEmpty()) return -1;
  const QPoint inside(std::clamp(x, area.left(), area.right()), area.top());
  return WeeklyProfileStrip::hourAt(stripRect(), inside) % kHoursPerDay;
}

bool WeeklyProfileGrid::hitTest(const QPoint& pos, WeeklyProfileEditor::Target* target,
                                int* index) const {
  const int hour = WeeklyProfileStrip::hourAt(stripRect(), pos);
  if (hour >= 0) {
    *target = WeeklyProfileEditor::Target::Cells;
    *index = hour;
    return true;
  }
  for (int day = 0; day < kDays; ++day) {
    if (dayLabelRect(day).adjusted(0, 0, 6, 0).contains(pos)) {
      *target = WeeklyProfileEditor::Target::Days;
      *index = day;
      return true;
    }
  }
  for (int h = 0; h < kHoursPerDay; ++h) {
    if (hourLabelRect(h).adjusted(0, 0, 0, 2).contains(pos)) {
      *target = WeeklyProfileEditor::Target::Hours;
      *index = h;
      return true;
    }
  }
  return false;
}

// Paints everything between the last position and this one, so a fast drag leaves no holes.
void WeeklyProfileGrid::paintPath(int from, int to) {
  if (gestureTarget_ != WeeklyProfileEditor::Target::Cells) {
    const int step = to > from ? 1 : -1;
    for (int i = from + step; i != to + step; i += step)
      editor_->paintHours(gestureTarget_, i, gestureLevel_);
    return;
  }
  const int r0 = from / kHoursPerDay, c0 = from % kHoursPerDay;
  const int r1 = to / kHoursPerDay, c1 = to % kHoursPerDay;
  const int steps = std::max(std::abs(r1 - r0), std::abs(c1 - c0));
  for (int i = 1; i <= steps; ++i) {
    const int r = r0 + static_cast<int>(std::lround(double(r1 - r0) * i / steps));
    const int c = c0 + static_cast<int>(std::lround(double(c1 - c0) * i / steps));
    editor_->paintHours(WeeklyProfileEditor::Target::Cells, r * kHoursPerDay + c, gestureLevel_);
  }
}

void WeeklyProfileGrid::setHovered(int hour) {
  if (hour == hovered_) return;
  hovered_ = hour;
  update();
}

void WeeklyProfileGrid::updateCursor(const QPoint& pos) {
  WeeklyProfileEditor::Target target{};
  int index = -1;
  if (editor_->isReadOnly() || !hitTest(pos, &target, &index))
    unsetCursor();
  else
    setCursor(target == WeeklyProfileEditor::Target::Cells ? Qt::CrossCursor
                                                           : Qt::PointingHandCursor);
}

QString WeeklyProfileGrid::toolTipAt(const QPoint& pos, QRect* area) const {
  WeeklyProfileEditor::Target target{};
  int index = -1;
  if (!hitTest(pos, &target, &index)) return {};
  const bool editable = !editor_->isReadOnly();
  switch (target) {
    case WeeklyProfileEditor::Target::Cells: {
      *area = cellRect(index);
      const WeeklyProfile weights = editor_->normalisedWeights();
      QString text = WeeklyProfileStrip::describeHour(index, weights[index], locale());
      if (!editor_->preset())
        text += QLatin1Char('\n') + WeeklyProfileEditor::tr("Level %1")
                                        .arg(formatNumber(editor_->weights_[index], 2, locale()));
      return text;
    }
    case WeeklyProfileEditor::Target::Days:
      *area = dayLabelRect(index);
      if (!editable) return {};
      return WeeklyProfileEditor::tr(
                 "Click to set all of %1 to the brush level; right-click to set it to Off.")
          .arg(WeeklyProfileStrip::shortDayName(index));
    case WeeklyProfileEditor::Target::Hours:
      *area = hourLabelRect(index);
      if (!editable) return {};
      return WeeklyProfileEditor::tr(
                 "Click to set %1 on every day to the brush level; right-click to set it to Off.")
          .arg(WeeklyProfileStrip::hourName(index));
  }
  return {};
}

}  // namespace fleetcost::ui::detail
