// Charts for slides: a chart with its title and a subtitle line (scenario, currency, date) at
// 1920×1080 or 3840×2160 as PNG, as SVG (real text, vector), or on the clipboard.
#pragma once

#include <QImage>
#include <QLocale>
#include <QPainter>
#include <QSize>
#include <QString>

#include "ui/render/report/chart_catalog.h"

namespace fleetcost::ui {

struct SlideOptions {
  QSize size{1920, 1080};  // pixels of the image
  QString scenarioName;
  QString currency;
  QLocale locale;
  QString pageLabel;  // bottom right, e.g. "3 / 6" in the presentation; empty in exports
};

// "Tokyo vs Hong Kong, 5 years · JPY · 2 December 2026"
QString slideSubtitle(const SlideOptions& options);

// Paints the slide over a device of options.size pixels (any aspect ratio; 1920 logical wide).
void paintSlide(QPainter& painter, const CatalogChart& chart, const SlideOptions& options);
QImage renderSlide(const CatalogChart& chart, const SlideOptions& options);
// Returns "" on success, otherwise what went wrong.
QString writeSlidePng(const QString& path, const CatalogChart& chart, const SlideOptions& options);
QString writeSlideSvg(const QString& path, const CatalogChart& chart, const SlideOptions& options);
void copySlideToClipboard(const CatalogChart& chart, const SlideOptions& options);

}  // namespace fleetcost::ui
