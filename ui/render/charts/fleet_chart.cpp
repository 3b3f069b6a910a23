// Wrapping bottom legend: Qt lays out a detached legend in rows; this chart places the legend
// under the plot, measures the rows Qt made, reserves their height and centres a single row.
#include "ui/render/charts/fleet_chart.h"

#include <QAbstractSeries>
#include <QBarCategoryAxis>
#include <QValueAxis>
#include <QFontMetricsF>
#include <QGraphicsItemGroup>
#include <QGraphicsLayout>
#include <QGraphicsSceneResizeEvent>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QPen>
#include <algorithm>
#include <cmath>

namespace fleetcost::ui {

namespace {
// The marker items' bounding box as Qt laid them out (in legend coordinates), or empty.
QRectF laidOutEntries(QLegend* legend, qreal* entryHeight) {
  for (QGraphicsItem* child : legend->childItems())
    if (auto* group = qgraphicsitem_cast<QGraphicsItemGroup*>(child)) {
      QRectF box;
      for (QGraphicsItem* item : group->childItems())
        if (item->isVisible() && !item->boundingRect().isEmpty()) {
          box |= item->mapRectToParent(item->boundingRect());
          *entryHeight = item->boundingRect().height();
        }
      return box;
    }
  return {};
}
// Qt wraps a legend's row by the width of the entry it just placed, so a long entry after a
// short one runs past the edge: the visible entries are placed again, in Qt's order, each on the
// row it fits (a new row when the current one is full).
void reflowEntries(QLegend* legend, qreal width) {
  for (QGraphicsItem* child : legend->childItems()) {
    auto* group = qgraphicsitem_cast<QGraphicsItemGroup*>(child);
    if (!group) continue;
    QList<QGraphicsItem*> items;
    for (QGraphicsItem* item : group->childItems())
      if (item->isVisible() && !item->boundingRect().isEmpty()) items.append(item);
    std::stable_sort(items.begin(), items.end(), [](QGraphicsItem* a, QGraphicsItem* b) {
      return a->y() != b->y() ? a->y() < b->y() : a->x() < b->x();
    });
    const QPointF origin = items.isEmpty() ? QPointF() : items.front()->pos();
    qreal x = 0, y = 0, row = 0;
    for (QGraphicsItem* item : items) {
      const QSizeF size = item->boundingRect().size();
      if (x > 0 && x + size.width() > width) {
        x = 0;
        y += row;
        row = 0;
      }
      item->setPos(origin + QPointF(x, y));
      x += size.width();
      row = std::max(row, size.height());
    }
    return;
  }
}

}  // namespace

FleetChart::FleetChart(QGraphicsItem* parent) : QChart(parent) {
  setAnimationOptions(QChart::NoAnimation);
  legend()->detachFromChart();
  // Detached legends fill rows downwards from their top edge when aligned to the top.
  legend()->setAlignment(Qt::AlignTop);
  legend()->setBackgroundVisible(false);
  connect(this, &QChart::plotAreaChanged, this, [this] {
    fitTexts();
    placeNotes();
  });
}

void FleetChart::fitAxisTitle(QAbstractAxis* axis, const QStringList& titles) {
  if (!axis || titles.isEmpty()) return;
  titles_.append({axis, titles});
  axis->setTitleText(titles.front());
}

namespace {

// The room Qt gives a text item: its advance plus the text document's margins (4 px a side).
qreal textWidth(const QFont& font, const QString& text) {
  return QFontMetricsF(font).horizontalAdvance(text) + 8;
}

}  // namespace

void FleetChart::fitTexts() {
  const QRectF plot = plotArea();
  if (fitting_ || !plot.isValid()) return;
  fitting_ = true;
  for (const FittedTitle& f : titles_) {
    if (!f.axis) continue;
    const bool vertical = f.axis->orientation() == Qt::Vertical;
    const qreal room = (vertical ? plot.height() : plot.width()) - 8;
    // None fits (a chart a few lines tall): no title rather than a cut one.
    QString chosen;
    for (const QString& title : f.titles)
      if (textWidth(f.axis->titleFont(), title) <= room) {
        chosen = title;
        break;
      }
    if (f.axis->titleText() != chosen) f.axis->setTitleText(chosen);
  }
  for (QAbstractAxis* axis : axes()) {
    const bool vertical = axis->orientation() == Qt::Vertical;
    const qreal length = vertical ? plot.height() : plot.width();
    if (auto* values = qobject_cast<QValueAxis*>(axis)) {
      if (!fullTicks_.contains(axis) && values->tickType() != QValueAxis::TicksFixed) continue;
      // Fewer ticks until each label has the room Qt asks for (its text box and padding): a
      // divisor of the intervals built (the steps stay round), or else a round multiple of the
      // step from 0 (dynamic ticks).
      const int full = fullTicks_.value(axis, values->tickCount());
      fullTicks_.insert(axis, full);
      const QFontMetricsF metrics(values->labelsFont());
      const QString widest = QString::number(std::max(std::fabs(values->min()),
                                                      std::fabs(values->max())),
                                             'f', 0) +
                             QStringLiteral(",0.0-");
      const qreal needed =
          (vertical ? metrics.height() : metrics.horizontalAdvance(widest)) + 8 + 2 * 5;
      const int intervals = std::max(1, full - 1);
      int chosen = 0;
      for (int k = intervals; k >= 2; --k)
        if (intervals % k == 0 && length / (k + 1) >= needed) {  // Qt: room per tick
          chosen = k;
          break;
        }
      if (chosen > 0) {
        values->setTickType(QValueAxis::TicksFixed);
        if (values->tickCount() != chosen + 1) values->setTickCount(chosen + 1);
        continue;
      }
      const double lo = values->min(), hi = values->max();
      const double step = (hi - lo) / intervals;
      const double anchor = lo <= 0 && hi >= 0 ? 0.0 : lo;
      // The ticks a dynamic interval draws inside the range.
      const auto ticksOf = [&](double interval) {
        const double first = anchor - std::floor((anchor - lo) / interval + 1e-9) * interval;
        return static_cast<int>(std::floor((hi - first) / interval + 1e-9)) + 1;
      };
      double interval = 0;
      for (const double m : {2.0, 2.5, 4.0, 5.0, 10.0}) {
        const int ticks = ticksOf(step * m);
        if (ticks >= 2 && length / (ticks + 1) >= needed) {
          interval = step * m;
          break;
        }
      }
      if (interval > 0) {
        values->setTickType(QValueAxis::TicksDynamic);
        values->setTickAnchor(anchor);
        values->setTickInterval(interval);
      } else {  // the two ends only (round numbers, as the range is)
        values->setTickType(QValueAxis::TicksFixed);
        if (values->tickCount() != 2) values->setTickCount(2);
      }
    } else if (auto* categories = qobject_cast<QBarCategoryAxis*>(axis)) {
      if (!vertical || !categories->labelsVisible() || categories->count() == 0) continue;
      // Smaller labels (down to 72 % of their size) where the rows are too short for them.
      const qreal full = fullLabelPoints_.value(axis, categories->labelsFont().pointSizeF());
      fullLabelPoints_.insert(axis, full);
      const qreal row = length / categories->count() - 2 * 5;
      QFont font = categories->labelsFont();
      qreal points = full;
      const qreal smallest = 0.72 * full;
      for (; points > smallest; points -= 0.25 * full / 9) {
        font.setPointSizeF(points);
        if (QFontMetricsF(font).height() + 8 <= row) break;
      }
      font.setPointSizeF(std::max(smallest, points));
      if (font.pointSizeF() != categories->labelsFont().pointSizeF())
        categories->setLabelsFont(font);
    }
  }
  fitting_ = false;
}

void FleetChart::addNote(QAbstractSeries* series, const QPointF& value, const QString& text,
                         NotePlacement placement, const QFont& font, const QColor& color) {
  auto* item = new QGraphicsSimpleTextItem(text, this);
  item->setFont(font);
  item->setBrush(color);
  item->setPen(Qt::NoPen);
  item->setZValue(1000);  // above series and markers
  item->setVisible(false);
  notes_.append({series, value, placement, item});
  if (series) connect(series, &QAbstractSeries::visibleChanged, this, [this] { placeNotes(); });
}

QStringList FleetChart::noteTexts() const {
  QStringList texts;
  for (const Note& note : notes_) texts.append(note.item->text());
  return texts;
}

void FleetChart::placeNotes() {
  const QRectF plot = plotArea();
  const QRectF bounds =
      QRectF(QPointF(0, 0), size()).adjusted(baseMargin_ / 2, baseMargin_ / 2, -baseMargin_ / 2, 0);
  QList<QRectF> taken;
  for (const Note& note : notes_) {
    const bool shown = plot.isValid() && note.series && note.series->isVisible() &&
                       series().contains(note.series.data());
    note.item->setVisible(shown);
    if (!shown) continue;
    const QPointF at = mapToPosition(note.value, note.series);
    const QRectF box = note.item->boundingRect();
    const qreal gap = 6 * std::max<qreal>(1.0, baseMargin_ / 8);
    QPointF topLeft;
    switch (note.placement) {
      case NotePlacement::Above:
        topLeft = QPointF(at.x() - box.width() / 2, at.y() - box.height() - gap);
        break;
      case NotePlacement::Right:
        topLeft = QPointF(at.x() + 2 * gap, at.y() - box.height() / 2);
        break;
      case NotePlacement::AboveStart:
        topLeft = QPointF(at.x() + 2, at.y() - box.height());
        break;
    }
    topLeft.setX(std::clamp(topLeft.x(), bounds.left(), bounds.right() - box.width()));
    QRectF placed(topLeft, box.size());
    for (int tries = 0; tries < 8; ++tries) {
      const auto clash = std::find_if(taken.begin(), taken.end(),
                                      [&](const QRectF& r) { return r.intersects(placed); });
      if (clash == taken.end()) break;
      placed.moveBottom(clash->top() - 1);
    }
    if (placed.top() < bounds.top()) placed.moveTop(bounds.top());
    taken.append(placed);
    note.item->setPos(placed.topLeft());
  }
}

void FleetChart::resizeEvent(QGraphicsSceneResizeEvent* event) {
  QChart::resizeEvent(event);
  layoutLegend();
}

void FleetChart::layoutLegend() {
  const QSizeF area = size();
  QLegend* legend = this->legend();
  const qreal margin = baseMargin_;
  if (area.width() <= 4 * margin || area.height() <= 4 * margin) return;
  const qreal available = area.width() - 2 * margin;
  const QFontMetricsF metrics(legend->font());
  const qreal rowHeight = std::ceil(metrics.height() + 8);

  // Qt shows marker items only once laid out: count entries by their series instead.
  bool any = false;
  for (QLegendMarker* marker : legend->markers())
    any = any || !(marker->series() && marker->series()->property(kNoLegendEntry).toBool());
  if (!any || !legend->isVisible()) {
    legendRows_ = 0;
    const int edge = static_cast<int>(std::lround(margin));
    setMargins(QMargins(edge, edge, edge, edge));
    return;
  }
  // First pass over the whole width with room for many rows (more than a small chart's height:
  // Qt leaves out the entries below the legend's bottom edge); then the rows are made again
  // (reflowEntries) and measured.
  const qreal width = available;
  legend->setGeometry(QRectF(margin, 0, width, std::max<qreal>(area.height(), 2000)));
  if (legend->layout()) legend->layout()->activate();
  reflowEntries(legend, width);
  qreal entryHeight = rowHeight;
  QRectF entries = laidOutEntries(legend, &entryHeight);
  if (entries.isEmpty()) entries = QRectF(0, 0, available, rowHeight);
  qreal padLeft = 0, padTop = 0, padRight = 0, padBottom = 0;
  if (legend->layout())
    legend->layout()->getContentsMargins(&padLeft, &padTop, &padRight, &padBottom);
  const qreal height = std::ceil(entries.height() + padTop + padBottom);
  legendRows_ =
      std::max(1, static_cast<int>(std::lround(entries.height() / std::max(1.0, entryHeight))));
  const qreal top = area.height() - margin - height;
  // A single row is centred by its entries' own box (hidden entries may leave room before it);
  // several stay where Qt placed them (shifting them pushed a full row past the chart's edge).
  const qreal left = legendRows_ == 1 && entries.width() < available
                         ? margin + std::floor((available - entries.width()) / 2 - entries.left())
                         : margin;
  // As wide as in the last pass, so that Qt makes the same rows; shifted right to centre a
  // single row.
  legend->setGeometry(QRectF(left, top, width, height));
  if (legend->layout()) legend->layout()->activate();
  reflowEntries(legend, width);
  const QMargins wanted{int(margin), int(margin), int(margin),
                        static_cast<int>(std::ceil(margin * 1.5 + height))};
  if (margins() != wanted) setMargins(wanted);
  placeNotes();
}

}  // namespace fleetcost::ui
