// Wrapping bottom legend: Qt lays out a detached legend in rows; this chart places the legend
// under the plot, measures the rows Qt made, reserves their height and centres a single row.
#include "ui/render/charts/fleet_chart.h"

#include <QAbstractSeries>
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
}  // namespace

FleetChart::FleetChart(QGraphicsItem* parent) : QChart(parent) {
  setAnimationOptions(QChart::NoAnimation);
  legend()->detachFromChart();
  // Detached legends fill rows downwards from their top edge when aligned to the top.
  legend()->setAlignment(Qt::AlignTop);
  legend()->setBackgroundVisible(false);
  connect(this, &QChart::plotAreaChanged, this, [this] { placeNotes(); });
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
    QPointF topLeft = note.placement == NotePlacement::Above
                          ? QPointF(at.x() - box.width() / 2, at.y() - box.height() - gap)
                          : QPointF(at.x() + 2 * gap, at.y() - box.height() / 2);
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
  // First pass over the whole width with room for many rows; then measure what Qt made.
  legend->setGeometry(QRectF(margin, 0, available, area.height()));
  if (legend->layout()) legend->layout()->activate();
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
  const qreal blockWidth = entries.width() + padLeft + padRight;
  const qreal left =
      blockWidth < available ? margin + std::floor((available - blockWidth) / 2) : margin;
  // As wide as in the first pass, so that Qt makes the same rows (it wraps early when the
  // next entry might not fit); shifted right to centre the rows' block.
  legend->setGeometry(QRectF(left, top, available, height));
  if (legend->layout()) legend->layout()->activate();
  const QMargins wanted{int(margin), int(margin), int(margin),
                        static_cast<int>(std::ceil(margin * 1.5 + height))};
  if (margins() != wanted) setMargins(wanted);
  placeNotes();
}

}  // namespace fleetcost::ui
