// The QChart every builder returns: no animation, and a legend below the plot that wraps onto
// as many rows as its entries need (Qt's own bottom legend truncates names to one row).
#pragma once

#include <QChart>
#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QPointer>
#include <QString>

QT_BEGIN_NAMESPACE
class QGraphicsSimpleTextItem;
QT_END_NAMESPACE

namespace fleetcost::ui {

// A series with this property set to true has no legend entry (e.g. the zero line).
inline constexpr char kNoLegendEntry[] = "fleetcostNoLegendEntry";

class FleetChart : public QChart {
  Q_OBJECT

 public:
  explicit FleetChart(QGraphicsItem* parent = nullptr);

  // Margin around the plot, legend and title, in pixels at font scale 1.
  void setBaseMargin(qreal margin) { baseMargin_ = margin; }
  // Places the legend in rows under the plot for the current size (called on every resize).
  void layoutLegend();
  // Rows the legend took at the last layout (for tests).
  int legendRows() const { return legendRows_; }

  // A text label at a value of `series` (e.g. "month 14" above a break-even marker, a plan's
  // net present value right of its bar), kept inside the chart, moved up when it would cover
  // an earlier label, hidden with its series.
  enum class NotePlacement { Above, Right };
  void addNote(QAbstractSeries* series, const QPointF& value, const QString& text,
               NotePlacement placement, const QFont& font, const QColor& color);
  QStringList noteTexts() const;
  // Places the notes for the current plot area (called when it changes).
  void placeNotes();

 protected:
  void resizeEvent(QGraphicsSceneResizeEvent* event) override;

 private:
  struct Note {
    QPointer<QAbstractSeries> series;
    QPointF value;
    NotePlacement placement;
    QGraphicsSimpleTextItem* item;
  };
  qreal baseMargin_ = 8;
  int legendRows_ = 0;
  QList<Note> notes_;
};

}  // namespace fleetcost::ui
