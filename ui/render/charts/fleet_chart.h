// The QChart every builder returns: no animation, and a legend below the plot that wraps onto
// as many rows as its entries need (Qt's own bottom legend truncates names to one row).
#pragma once

#include <QChart>
#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QHash>
#include <QPointer>
#include <QString>

QT_BEGIN_NAMESPACE
class QAbstractAxis;
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
  // Above: centred over the point; Right: beside it; AboveStart: starting at the point's x,
  // just above it (a label over a bar that starts at the plot's left edge).
  enum class NotePlacement { Above, Right, AboveStart };
  void addNote(QAbstractSeries* series, const QPointF& value, const QString& text,
               NotePlacement placement, const QFont& font, const QColor& color);
  QStringList noteTexts() const;
  // Places the notes for the current plot area (called when it changes).
  void placeNotes();

  // An axis title that must never be cut: Qt elides one longer than its side of the plot;
  // instead, at every layout the chart shows the first of `titles` (longest first) that fits,
  // or none when none does (a chart a few lines tall).
  void fitAxisTitle(QAbstractAxis* axis, const QStringList& titles);
  // Chooses the titles for the current plot area (called when it changes), and on value axes
  // with fixed ticks and on bar categories, fewer ticks or smaller labels where the plot is too
  // short (or narrow) for every label at its size: Qt would cut them to "...".
  void fitTexts();

 protected:
  void resizeEvent(QGraphicsSceneResizeEvent* event) override;

 private:
  struct Note {
    QPointer<QAbstractSeries> series;
    QPointF value;
    NotePlacement placement;
    QGraphicsSimpleTextItem* item;
  };
  struct FittedTitle {
    QPointer<QAbstractAxis> axis;
    QStringList titles;
  };
  qreal baseMargin_ = 8;
  int legendRows_ = 0;
  QList<Note> notes_;
  QList<FittedTitle> titles_;
  QHash<QAbstractAxis*, int> fullTicks_;        // value axes: their tick count as built
  QHash<QAbstractAxis*, qreal> fullLabelPoints_;  // category axes: their labels' size as built
  bool fitting_ = false;
};

}  // namespace fleetcost::ui
