// Offscreen rendering of charts through a temporary graphics scene.
#include "ui/render/charts/chart_render.h"

#include <QChart>
#include <QCoreApplication>
#include <QEvent>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <memory>

#include "ui/render/charts/fleet_chart.h"

namespace fleetcost::ui {

namespace {
void settle(QChart* chart) {
  for (int pass = 0; pass < 3; ++pass) {
    if (chart->layout()) chart->layout()->activate();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    if (auto* fleet = qobject_cast<FleetChart*>(chart)) {
      fleet->layoutLegend();
      fleet->fitTexts();
    }
  }
}
}  // namespace

void renderChart(QChart* chart, QPainter* painter, const QRectF& target) {
  if (!chart || !painter || target.isEmpty()) return;
  QGraphicsScene* scene = chart->scene();
  QGraphicsScene temporary;
  const bool borrowed = scene == nullptr;
  if (borrowed) {
    temporary.addItem(chart);
    scene = &temporary;
  }
  if (borrowed) chart->resize(target.size());
  settle(chart);
  painter->save();
  painter->setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing |
                          QPainter::SmoothPixmapTransform);
  scene->render(painter, target, chart->sceneBoundingRect());
  painter->restore();
  if (borrowed) temporary.removeItem(chart);  // keeps its size and layout
}

QImage renderChartImage(QChart* chart, const QSize& size, qreal devicePixelRatio) {
  const qreal ratio = devicePixelRatio > 0 ? devicePixelRatio : 1.0;
  QImage image(size * ratio, QImage::Format_ARGB32_Premultiplied);
  image.setDevicePixelRatio(ratio);
  image.fill(chart ? chart->backgroundBrush().color() : QColor(Qt::white));
  if (!chart || size.isEmpty()) return image;
  QPainter painter(&image);
  renderChart(chart, &painter, QRectF(QPointF(0, 0), QSizeF(size)));
  return image;
}

void paintNewChart(const ChartBuilder& build, const ChartOptions& options, QPainter* painter,
                   const QRectF& target) {
  if (!build) return;
  const std::unique_ptr<QChart> chart(build(options));
  renderChart(chart.get(), painter, target);
}

}  // namespace fleetcost::ui
