// Laying the report out in a QTextDocument and printing it page by page to a QPdfWriter.
#include "ui/render/report/report_document.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QPageLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>

#include "ui/render/charts/chart_render.h"

namespace fleetcost::ui {

namespace {

class PdfReport {
  Q_DECLARE_TR_FUNCTIONS(PdfReport)
};

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;
constexpr int kChartHeight = QTextFormat::UserProperty + 2;  // in the document's units; 0: usual
const QMarginsF kMargins(13, 13, 13, 13);                    // mm
constexpr double kFooterInches = 0.35;
constexpr double kChartScale = 1.5625;  // page pixels per chart pixel (see ReportDocument::chart)

}  // namespace

QSizeF ReportCharts::intrinsicSize(QTextDocument*, int, const QTextFormat& format) {
  const double height = format.doubleProperty(kChartHeight);
  return {size.width(), height > 0 ? height : size.height()};
}

void ReportCharts::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                              const QTextFormat& format) {
  const int index = format.property(kChartIndex).toInt();
  if (index < 0 || index >= static_cast<int>(painters.size())) return;
  painter->save();
  painter->translate(rect.topLeft());
  painter->scale(kChartScale, kChartScale);
  painters[index](painter, QRectF(QPointF(0, 0), rect.size() / kChartScale));
  painter->restore();
}

ReportDocument::ReportDocument(QPageSize::PageSizeId pageSize) : pageSize_(pageSize) {
  const QPageLayout layout(QPageSize(pageSize), QPageLayout::Portrait, kMargins,
                           QPageLayout::Millimeter);
  const QRectF page = layout.paintRectPixels(kDpi);
  body_ = QSizeF(page.width(), page.height() - kDpi * kFooterInches);
  charts_.size = QSizeF(page.width(), page.width() * 0.58);
  QFont font = QApplication::font();
  font.setPointSizeF(9.5);
  document_.setDefaultFont(font);
  document_.setDefaultStyleSheet(QStringLiteral(
      "h1 { font-size: 22pt; color: #1f3a5f; } h2 { font-size: 15pt; color: #1f3a5f; } "
      "h3 { font-size: 11pt; } th { background-color: #e8edf3; } small { color: #555555; }"));
}

void ReportDocument::html(const QString& html) {
  if (cursor_.block().length() > 1) cursor_.insertBlock(QTextBlockFormat(), QTextCharFormat());
  cursor_.insertHtml(html);
}

void ReportDocument::pageBreak() {
  QTextBlockFormat format;
  format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
  cursor_.insertBlock(format);
}

void ReportDocument::heading(const QString& text) {
  pageBreak();
  html(QStringLiteral("<h2>%1</h2>").arg(text.toHtmlEscaped()));
}

double ReportDocument::pageShare(double share, double reservePoints) const {
  return share * body_.height() - reservePoints * kDpi / 72.0;
}

void ReportDocument::chart(ChartBuilder build, const ChartOptions& options,
                           const QString& caption, double heightInPage) {
  QTextBlockFormat block;
  block.setAlignment(Qt::AlignHCenter);
  cursor_.insertBlock(block);
  QTextCharFormat object;
  object.setObjectType(kChartObject);
  object.setProperty(kChartIndex, static_cast<int>(charts_.painters.size()));
  object.setProperty(kChartHeight, heightInPage);
  // Laid out at twice the screen's size (type scaled to keep its size, 96 per inch on screen)
  // and drawn 1.5625 times larger: text measured at twice the size fits where it is drawn (a
  // chart laid out at screen size and scaled 3.125 times cut the ends of long legend entries),
  // and Qt's fixed spacings (legend entries) stay wide enough.
  ChartOptions scaled = options;
  scaled.fontScale *= kDpi / 96.0 / kChartScale;
  charts_.painters.push_back(
      [build = std::move(build), scaled](QPainter* painter, const QRectF& target) {
        paintNewChart(build, scaled, painter, target);
      });
  cursor_.insertText(QString(QChar::ObjectReplacementCharacter), object);
  cursor_.insertBlock(QTextBlockFormat());
  if (!caption.isEmpty())
    html(QStringLiteral("<p><small>%1</small></p>").arg(caption.toHtmlEscaped()));
}

QString ReportDocument::print(const QString& path, const QString& title) {
  // Written to a temporary file renamed over `path` at the end: never half a report on disk.
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return PdfReport::tr("cannot write %1: %2").arg(path, file.errorString());
  QPdfWriter writer(&file);
  writer.setResolution(kDpi);
  writer.setPageSize(QPageSize(pageSize_));
  writer.setPageMargins(kMargins, QPageLayout::Millimeter);
  writer.setTitle(title);
  writer.setCreator(QStringLiteral("FleetCost %1").arg(QApplication::applicationVersion()));
  QPainter painter;
  if (!painter.begin(&writer)) {
    file.cancelWriting();
    return PdfReport::tr("cannot write %1").arg(path);
  }
  document_.documentLayout()->setPaintDevice(&writer);
  document_.documentLayout()->registerHandler(kChartObject, &charts_);
  const QRectF page = writer.pageLayout().paintRectPixels(kDpi);
  const double footerHeight = kDpi * kFooterInches;
  document_.setPageSize(body_);
  const int pages = document_.pageCount();
  QFont footerFont = document_.defaultFont();
  footerFont.setPointSizeF(7.5);
  for (int i = 0; i < pages; ++i) {
    if (i > 0) writer.newPage();
    painter.save();
    painter.translate(0, -i * body_.height());
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, i * body_.height(), body_.width(), body_.height());
    painter.setClipRect(context.clip);
    document_.documentLayout()->draw(&painter, context);
    painter.restore();
    painter.setFont(footerFont);
    painter.setPen(QColor(110, 110, 110));
    const QRectF footer(0, page.height() - footerHeight * 0.7, page.width(), footerHeight * 0.7);
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, footer_);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                     PdfReport::tr("Page %1 of %2").arg(i + 1).arg(pages));
  }
  painter.end();
  if (!file.commit()) return PdfReport::tr("cannot write %1: %2").arg(path, file.errorString());
  return {};
}

}  // namespace fleetcost::ui
