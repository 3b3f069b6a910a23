// The report as a document being built: a QTextDocument with headings, HTML fragments, page
// breaks and charts as text objects that draw themselves when a page is painted (vector output);
// printed page by page to a PDF with a footer. The sections (pdf_report.cpp) only add to it.
#pragma once

#include <QObject>
#include <QPageSize>
#include <QSizeF>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <functional>
#include <vector>

#include "ui/render/charts/chart_builders.h"

namespace fleetcost::ui {

// Draws the report's charts when the document paints them.
class ReportCharts : public QObject, public QTextObjectInterface {
  Q_OBJECT
  Q_INTERFACES(QTextObjectInterface)

 public:
  std::vector<std::function<void(QPainter*, const QRectF&)>> painters;
  QSizeF size;  // a chart's usual size on the page, in the document's units

  QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override;
  void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                  const QTextFormat& format) override;
};

class ReportDocument {
 public:
  static constexpr int kDpi = 300;

  // A document for pages of this size (A4 or Letter, 16 mm margins).
  explicit ReportDocument(QPageSize::PageSizeId pageSize);

  // An HTML fragment in a block of its own (a heading never runs into the text after it).
  void html(const QString& html);
  void pageBreak();
  // A page break and an <h2> heading.
  void heading(const QString& text);
  // A chart `heightInPage` of the page's text height tall (0: the usual height, 0.58 of the
  // width), the full width, made afresh with `options` whenever the page is painted; and a
  // caption under it.
  void chart(ChartBuilder build, const ChartOptions& options, const QString& caption,
             double heightInPage = 0);
  // The height a chart gets for `share` of the page, less `reserve` (headings, captions) in
  // points.
  double pageShare(double share, double reservePoints) const;
  void setFooter(const QString& footer) { footer_ = footer; }

  // Writes the PDF (atomically); an empty string, or what went wrong.
  QString print(const QString& path, const QString& title);

 private:
  QPageSize::PageSizeId pageSize_;
  QTextDocument document_;
  QTextCursor cursor_{&document_};
  ReportCharts charts_;
  QString footer_;
  QSizeF body_;  // the text area of a page, in the document's units (pixels at kDpi)
};

}  // namespace fleetcost::ui
