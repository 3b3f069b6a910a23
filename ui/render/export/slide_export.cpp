// Painting a slide: the header, then the chart laid out at a 1920-wide logical canvas.
#include "ui/render/export/slide_export.h"

#include <QApplication>
#include <QClipboard>
#include <QDate>
#include <QFontMetrics>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <memory>

#include "ui/render/charts/chart_render.h"

namespace fleetcost::ui {

namespace {

class Slides {
  Q_DECLARE_TR_FUNCTIONS(Slides)
};

// The slide drawn on a canvas 1920 logical units wide (1080 high at 16:9), scaled to the device:
// title, key number, the chart, and a footer with the subtitle and the page.
void paintSlide(QPainter* painter, const CatalogChart& chart, const SlideOptions& options,
                const QSize& device) {
  const double scale = device.width() / 1920.0;
  const QSizeF canvas(1920, device.height() / scale);
  painter->save();
  painter->scale(scale, scale);
  painter->fillRect(QRectF(QPointF(0, 0), canvas), Qt::white);
  const double textWidth = canvas.width() - 140;
  QFont titleFont = QApplication::font();
  titleFont.setPixelSize(50);
  titleFont.setBold(true);
  painter->setFont(titleFont);
  painter->setPen(QColor(31, 58, 95));
  const QString title =
      chart.subject.isEmpty() ? chart.title : Slides::tr("%1: %2").arg(chart.title, chart.subject);
  painter->drawText(
      QRectF(70, 34, textWidth, 70), Qt::AlignLeft | Qt::AlignVCenter,
      QFontMetrics(titleFont).elidedText(title, Qt::ElideRight, static_cast<int>(textWidth)));
  QFont keyFont = QApplication::font();
  keyFont.setPixelSize(36);
  keyFont.setBold(true);
  painter->setFont(keyFont);
  painter->setPen(QColor(176, 84, 0));
  painter->drawText(QRectF(70, 108, textWidth, 52), Qt::AlignLeft | Qt::AlignVCenter,
                    QFontMetrics(keyFont).elidedText(chart.keyNumber, Qt::ElideRight,
                                                     static_cast<int>(textWidth)));
  QFont footerFont = QApplication::font();
  footerFont.setPixelSize(24);
  painter->setFont(footerFont);
  painter->setPen(QColor(90, 90, 90));
  const QRectF footer(70, canvas.height() - 56, textWidth, 40);
  painter->drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, slideSubtitle(options));
  if (!options.pageLabel.isEmpty())
    painter->drawText(footer, Qt::AlignRight | Qt::AlignVCenter, options.pageLabel);
  ChartOptions chartOptions;
  chartOptions.currency = options.currency;
  chartOptions.locale = options.locale;
  chartOptions.theme = ChartTheme::Light;
  chartOptions.fontScale = 1.9;
  chartOptions.interactive = false;  // a slide is read, not hovered
  paintNewChart(chart.build, chartOptions, painter,
                QRectF(40, 170, canvas.width() - 80, canvas.height() - 170 - 66));
  painter->restore();
}

}  // namespace

QString slideSubtitle(const SlideOptions& options) {
  return Slides::tr("%1 · %2 · %3")
      .arg(options.scenarioName, options.currency,
           options.locale.toString(QDate::currentDate(), QLocale::LongFormat));
}

void paintSlide(QPainter& painter, const CatalogChart& chart, const SlideOptions& options) {
  paintSlide(&painter, chart, options, options.size);
}

QImage renderSlide(const CatalogChart& chart, const SlideOptions& options) {
  QImage image(options.size, QImage::Format_ARGB32_Premultiplied);
  image.fill(Qt::white);
  QPainter painter(&image);
  painter.setRenderHint(QPainter::Antialiasing);
  painter.setRenderHint(QPainter::TextAntialiasing);
  paintSlide(&painter, chart, options, options.size);
  return image;
}

QString writeSlidePng(const QString& path, const CatalogChart& chart, const SlideOptions& options) {
  QSaveFile file(path);  // atomic: the old file stays until the new one is complete
  if (!file.open(QIODevice::WriteOnly) || !renderSlide(chart, options).save(&file, "PNG") ||
      !file.commit())
    return Slides::tr("cannot write %1: %2").arg(path, file.errorString());
  return {};
}

QString writeSlideSvg(const QString& path, const CatalogChart& chart, const SlideOptions& options) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return Slides::tr("cannot write %1: %2").arg(path, file.errorString());
  QSvgGenerator svg;
  svg.setOutputDevice(&file);
  svg.setSize(QSize(1920, 1080));
  svg.setViewBox(QRect(0, 0, 1920, 1080));
  svg.setTitle(chart.title);
  svg.setDescription(slideSubtitle(options));
  QPainter painter;
  if (!painter.begin(&svg)) {
    file.cancelWriting();
    return Slides::tr("cannot write %1").arg(path);
  }
  SlideOptions vector = options;
  vector.size = QSize(1920, 1080);
  paintSlide(painter, chart, vector);
  painter.end();
  if (!file.commit()) return Slides::tr("cannot write %1: %2").arg(path, file.errorString());
  return {};
}

void copySlideToClipboard(const CatalogChart& chart, const SlideOptions& options) {
  QApplication::clipboard()->setImage(renderSlide(chart, options));
}

}  // namespace fleetcost::ui
