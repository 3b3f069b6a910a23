// Draws a built chart without a view: PDF pages, PNG/SVG export, tests. The chart is laid out
// at the target's size (its fonts stay in points: pass ChartOptions::fontScale for slides).
#pragma once

#include <QImage>
#include <QRectF>
#include <QSize>

#include "ui/render/charts/chart_builders.h"

QT_BEGIN_NAMESPACE
class QChart;
class QPainter;
QT_END_NAMESPACE

namespace fleetcost::ui {

// Lays the chart out at target.size() and paints it into `target`. Use a chart that is not
// shown in a view (build a fresh one); the chart stays the caller's.
void renderChart(QChart* chart, QPainter* painter, const QRectF& target);

// The chart as an image of `size` logical pixels (times devicePixelRatio physical pixels).
QImage renderChartImage(QChart* chart, const QSize& size, qreal devicePixelRatio = 1.0);

// Builds a chart with `options`, paints it into `target` as renderChart does, and deletes it.
void paintNewChart(const ChartBuilder& build, const ChartOptions& options, QPainter* painter,
                   const QRectF& target);

}  // namespace fleetcost::ui
