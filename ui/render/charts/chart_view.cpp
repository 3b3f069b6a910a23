// ResultChartView: ownership of the shown chart, tooltips, legend toggling, the message page.
#include "ui/render/charts/chart_view.h"

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QStackedLayout>
#include <QToolTip>
#include <QXYSeries>

#include "ui/render/charts/chart_metadata.h"

namespace fleetcost::ui {

namespace {

// Qt's chart view raises its minimum size to every chart it lays out and never lowers it: after
// a tall chart, a short panel clipped the next one (its legend cut off). This one keeps none.
class ShrinkableChartView : public QChartView {
 public:
  using QChartView::QChartView;

 protected:
  void resizeEvent(QResizeEvent* event) override {
    QChartView::resizeEvent(event);
    if (minimumSize() != QSize(0, 0)) setMinimumSize(0, 0);
  }
};

constexpr char kDimmed[] = "fleetcostDimmed";
constexpr char kLabelColor[] = "fleetcostLabelColor";
constexpr char kBrush[] = "fleetcostMarkerBrush";
constexpr char kPen[] = "fleetcostMarkerPen";
}  // namespace

ResultChartView::ResultChartView(QWidget* parent) : QWidget(parent) {
  stack_ = new QStackedLayout(this);
  stack_->setContentsMargins(0, 0, 0, 0);
  view_ = new ShrinkableChartView(this);
  view_->setRenderHint(QPainter::Antialiasing);
  view_->setRenderHint(QPainter::TextAntialiasing);
  view_->setFrameShape(QFrame::NoFrame);
  blank_ = view_->chart();  // the view's own empty chart, owned by its scene
  label_ = new QLabel(this);
  label_->setAlignment(Qt::AlignCenter);
  label_->setWordWrap(true);
  label_->setTextFormat(Qt::PlainText);
  label_->setMargin(24);
  QFont font = label_->font();
  font.setPointSizeF(font.pointSizeF() * 1.2);
  label_->setFont(font);
  label_->setForegroundRole(QPalette::PlaceholderText);
  label_->setAutoFillBackground(true);
  label_->setBackgroundRole(QPalette::Base);
  // A wrapped message asks for a tall minimum; hidden behind a chart it must not keep the chart
  // from shrinking.
  label_->setMinimumSize(1, 1);
  stack_->addWidget(view_);
  stack_->addWidget(label_);
  stack_->setCurrentWidget(label_);
}

ResultChartView::~ResultChartView() {
  QToolTip::hideText();
  // The chart shown is an item of the view's scene, deleted with it; the placeholder too when
  // shown, and otherwise here.
  if (chart_ && blank_) delete blank_;
}

QString ResultChartView::message() const {
  return chart_ ? QString() : label_->text();
}

void ResultChartView::replaceChart(QChart* chart) {
  QChart* old = chart_;
  QChart* shownBefore = view_->chart();
  if (chart) {
    view_->setChart(chart);  // releases the previous chart from the scene
  } else if (shownBefore != blank_) {
    view_->setChart(blank_);
  }
  chart_ = chart;
  if (old && old != chart) delete old;
}

void ResultChartView::setChart(QChart* chart) {
  if (!chart) {
    showMessage(QString());
    return;
  }
  if (chart == chart_) return;
  showTip(QString());
  replaceChart(chart);
  wire(chart);
  stack_->setCurrentWidget(view_);
}

void ResultChartView::showMessage(const QString& message) {
  showTip(QString());
  replaceChart(nullptr);
  label_->setText(message);
  stack_->setCurrentWidget(label_);
}

void ResultChartView::wire(QChart* chart) {
  for (QAbstractSeries* series : chart->series()) {
    if (auto* xy = qobject_cast<QXYSeries*>(series)) {
      connect(xy, &QXYSeries::hovered, this,
              [this, xy](const QPointF& point, bool state) { hoverPoint(xy, point, state); });
    } else if (auto* area = qobject_cast<QAreaSeries*>(series)) {
      connect(area, &QAreaSeries::hovered, this,
              [this, area](const QPointF& point, bool state) { hoverPoint(area, point, state); });
    } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
      connect(bars, &QAbstractBarSeries::hovered, this,
              [this](bool state, int index, QBarSet* set) { hoverBar(set, index, state); });
    }
  }
  for (QLegendMarker* marker : chart->legend()->markers())
    connect(marker, &QLegendMarker::clicked, this, [this, marker] { toggleMarker(marker); });
}

void ResultChartView::hoverPoint(QAbstractSeries* series, const QPointF& point, bool entered) {
  if (!entered || !series->isVisible()) {
    showTip(QString());
    return;
  }
  showTip(charts::describePoint(chart_, series, point));
}

void ResultChartView::hoverBar(QBarSet* set, int index, bool entered) {
  if (!entered || !set) {
    showTip(QString());
    return;
  }
  // A bar set toggled off has zero-height bars: nothing to tell.
  if (set->property(charts::meta::kBarValues).isValid()) return;
  showTip(charts::describeBar(chart_, set, index));
}

void ResultChartView::showTip(const QString& text) {
  if (text == toolTip_) return;
  toolTip_ = text;
  if (text.isEmpty())
    QToolTip::hideText();
  else if (isVisible())
    QToolTip::showText(QCursor::pos(), text, view_);
  emit hoverTextChanged(text);
}

void ResultChartView::toggleMarker(QLegendMarker* marker) {
  if (!marker || !chart_) return;
  const bool hide = !marker->property(kDimmed).toBool();
  QString name = marker->label();
  if (auto* barMarker = qobject_cast<QBarLegendMarker*>(marker)) {
    // A bar set cannot be hidden alone: its bars drop to zero so the stack closes up.
    QBarSet* set = barMarker->barset();
    if (hide) {
      QList<qreal> values;
      for (int i = 0; i < set->count(); ++i) values.append(set->at(i));
      set->setProperty(charts::meta::kBarValues, QVariant::fromValue(values));
      for (int i = 0; i < set->count(); ++i) set->replace(i, 0.0);
    } else {
      const auto values = set->property(charts::meta::kBarValues).value<QList<qreal>>();
      for (int i = 0; i < set->count() && i < values.size(); ++i) set->replace(i, values[i]);
      set->setProperty(charts::meta::kBarValues, QVariant());
    }
  } else if (QAbstractSeries* series = marker->series()) {
    series->setVisible(!hide);
  }
  // Qt hides the legend entry of a hidden series: keep it, dimmed, to click again.
  marker->setVisible(true);
  if (hide) {
    marker->setProperty(kLabelColor, marker->labelBrush().color());
    marker->setProperty(kBrush, QVariant::fromValue(marker->brush()));
    marker->setProperty(kPen, QVariant::fromValue(marker->pen()));
    QColor label = marker->labelBrush().color();
    label.setAlphaF(0.4f);
    marker->setLabelBrush(label);
    QBrush brush = marker->brush();
    QColor fill = brush.color();
    fill.setAlphaF(0.25f);
    brush.setColor(fill);
    marker->setBrush(brush);
    QPen pen = marker->pen();
    QColor penColor = pen.color();
    penColor.setAlphaF(0.25f);
    pen.setColor(penColor);
    marker->setPen(pen);
  } else {
    marker->setLabelBrush(marker->property(kLabelColor).value<QColor>());
    marker->setBrush(marker->property(kBrush).value<QBrush>());
    marker->setPen(marker->property(kPen).value<QPen>());
  }
  marker->setProperty(kDimmed, hide);
  emit seriesToggled(name, !hide);
}

}  // namespace fleetcost::ui
