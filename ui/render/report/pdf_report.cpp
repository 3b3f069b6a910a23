// Laying out the report in a QTextDocument and printing it page by page to a QPdfWriter, with
// charts as text objects that draw themselves (vector output) and a footer on every page.
#include "ui/render/report/pdf_report.h"

#include <QAbstractTextDocumentLayout>
#include <QApplication>
#include <QDate>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextObjectInterface>
#include <memory>

#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_render.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/report_text.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/render/report/token_costs_text.h"

namespace fleetcost::ui {

namespace {

class PdfReport {
  Q_DECLARE_TR_FUNCTIONS(PdfReport)
};

constexpr int kChartObject = QTextFormat::UserObject + 1;
constexpr int kChartIndex = QTextFormat::UserProperty + 1;
constexpr int kChartHeight = QTextFormat::UserProperty + 2;  // times the usual height
constexpr int kDpi = 300;

// Draws the chart with index kChartIndex when the document paints it.
class ChartObject : public QObject, public QTextObjectInterface {
  Q_OBJECT
  Q_INTERFACES(QTextObjectInterface)

 public:
  std::vector<std::function<void(QPainter*, const QRectF&)>> painters;
  QSizeF size;

  QSizeF intrinsicSize(QTextDocument*, int, const QTextFormat& format) override {
    const double factor =
        format.hasProperty(kChartHeight) ? format.doubleProperty(kChartHeight) : 1.0;
    return {size.width(), size.height() * factor};
  }
  void drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                  const QTextFormat& format) override {
    const int index = format.property(kChartIndex).toInt();
    if (index < 0 || index >= static_cast<int>(painters.size())) return;
    // Lay the chart out in screen units (96 per inch) and scale to the page, so its type has
    // the same physical size as on screen.
    const double scale = kDpi / 96.0;
    painter->save();
    painter->translate(rect.topLeft());
    painter->scale(scale, scale);
    painters[index](painter, QRectF(QPointF(0, 0), rect.size() / scale));
    painter->restore();
  }
};

struct Builder {
  QTextDocument document;
  QTextCursor cursor{&document};
  ChartObject charts;
  QString footer;

  explicit Builder(const QSizeF& chartSize) {
    charts.size = chartSize;
    QFont font = QApplication::font();
    font.setPointSizeF(9.5);
    document.setDefaultFont(font);
    document.setDefaultStyleSheet(QStringLiteral(
        "h1 { font-size: 22pt; color: #1f3a5f; } h2 { font-size: 15pt; color: #1f3a5f; } "
        "h3 { font-size: 11pt; } th { background-color: #e8edf3; } small { color: #555555; }"));
  }

  // Each fragment starts a block of its own, so a heading never runs into the text after it.
  void html(const QString& html) {
    if (cursor.block().length() > 1) cursor.insertBlock(QTextBlockFormat(), QTextCharFormat());
    cursor.insertHtml(html);
  }
  void pageBreak() {
    QTextBlockFormat format;
    format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    cursor.insertBlock(format);
  }
  void heading(const QString& text) {
    pageBreak();
    html(QStringLiteral("<h2>%1</h2>").arg(text.toHtmlEscaped()));
  }
  // `taller`: the chart's height in usual heights (a tornado's many bars need room for their
  // labels, in CJK fonts most of all).
  // `build` makes the chart afresh (with `options`) whenever the page is painted.
  void chart(ChartBuilder build, const ChartOptions& options, const QString& caption,
             double taller = 1.0) {
    QTextBlockFormat block;
    block.setAlignment(Qt::AlignHCenter);
    cursor.insertBlock(block);
    QTextCharFormat object;
    object.setObjectType(kChartObject);
    object.setProperty(kChartIndex, static_cast<int>(charts.painters.size()));
    object.setProperty(kChartHeight, taller);
    charts.painters.push_back(
        [build = std::move(build), options](QPainter* painter, const QRectF& target) {
          paintNewChart(build, options, painter, target);
        });
    cursor.insertText(QString(QChar::ObjectReplacementCharacter), object);
    cursor.insertBlock(QTextBlockFormat());
    if (!caption.isEmpty())
      html(QStringLiteral("<p><small>%1</small></p>").arg(caption.toHtmlEscaped()));
  }
};

QString print(Builder& b, const QString& path, const ReportOptions& options, const QString& title) {
  // Written to a temporary file renamed over `path` at the end: never half a report on disk.
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return PdfReport::tr("cannot write %1: %2").arg(path, file.errorString());
  QPdfWriter writer(&file);
  writer.setResolution(kDpi);
  writer.setPageSize(QPageSize(options.pageSize));
  writer.setPageMargins(QMarginsF(16, 16, 16, 16), QPageLayout::Millimeter);
  writer.setTitle(title);
  writer.setCreator(QStringLiteral("FleetCost %1").arg(QApplication::applicationVersion()));
  QPainter painter;
  if (!painter.begin(&writer)) {
    file.cancelWriting();
    return PdfReport::tr("cannot write %1").arg(path);
  }
  b.document.documentLayout()->setPaintDevice(&writer);
  b.document.documentLayout()->registerHandler(kChartObject, &b.charts);
  const QRectF page = writer.pageLayout().paintRectPixels(kDpi);
  const double footerHeight = kDpi * 0.35;
  const QSizeF body(page.width(), page.height() - footerHeight);
  b.document.setPageSize(body);
  const int pages = b.document.pageCount();
  QFont footerFont = b.document.defaultFont();
  footerFont.setPointSizeF(7.5);
  for (int i = 0; i < pages; ++i) {
    if (i > 0) writer.newPage();
    painter.save();
    painter.translate(0, -i * body.height());
    QAbstractTextDocumentLayout::PaintContext context;
    context.clip = QRectF(0, i * body.height(), body.width(), body.height());
    painter.setClipRect(context.clip);
    b.document.documentLayout()->draw(&painter, context);
    painter.restore();
    painter.setFont(footerFont);
    painter.setPen(QColor(110, 110, 110));
    const QRectF footer(0, page.height() - footerHeight * 0.7, page.width(), footerHeight * 0.7);
    painter.drawText(footer, Qt::AlignLeft | Qt::AlignVCenter, b.footer);
    painter.drawText(footer, Qt::AlignRight | Qt::AlignVCenter,
                     PdfReport::tr("Page %1 of %2").arg(i + 1).arg(pages));
  }
  painter.end();
  if (!file.commit()) return PdfReport::tr("cannot write %1: %2").arg(path, file.errorString());
  return {};
}

QSizeF chartSize(const ReportOptions& options) {
  const QPageLayout layout(QPageSize(options.pageSize), QPageLayout::Portrait,
                           QMarginsF(16, 16, 16, 16), QPageLayout::Millimeter);
  const double width = layout.paintRectPixels(kDpi).width();
  return {width, width * 0.58};
}

void cover(Builder& b, const QString& title, const QString& subtitle, const ReportOptions& options,
           const QStringList& facts) {
  QString html = QStringLiteral("<p style=\"color: #1f3a5f;\"><b>FleetCost</b></p><br/><br/>");
  html += QStringLiteral("<h1>%1</h1>").arg(title.toHtmlEscaped());
  html += QStringLiteral("<p style=\"font-size: 13pt;\">%1</p><br/>").arg(subtitle.toHtmlEscaped());
  for (const QString& fact : facts) html += QStringLiteral("<p>%1</p>").arg(fact);
  html += QStringLiteral("<br/><p><small>%1</small></p>")
              .arg(PdfReport::tr("Prepared on %1 with FleetCost %2.")
                       .arg(options.locale.toString(QDate::currentDate(), QLocale::LongFormat),
                            QApplication::applicationVersion()));
  b.html(html);
}

QStringList scenarioFacts(const Scenario& s, const ScenarioResult& r,
                          const ReportOptions& options) {
  QStringList facts;
  if (!options.workbookName.isEmpty())
    facts << PdfReport::tr("Workbook: %1").arg(options.workbookName.toHtmlEscaped());
  facts << PdfReport::tr("Horizon: %n month(s); amounts in %1", "", r.horizonMonths)
               .arg(QString::fromStdString(r.currency));
  facts << PdfReport::tr("Discount rate: %1 % a year; %2")
               .arg(formatNumber(s.discountRateAnnual.value * 100.0, 1, options.locale),
                    r.afterTax ? PdfReport::tr("after tax") : PdfReport::tr("before tax"));
  facts << PdfReport::tr("%n plan(s)", "", static_cast<int>(r.plans.size())) +
               QStringLiteral("; ") +
               PdfReport::tr("%n workload(s)", "", static_cast<int>(r.workloadNames.size()));
  return facts;
}

}  // namespace

QString writeScenarioReport(const QString& path, const Scenario& s, const ScenarioResult& r,
                            const ReportOptions& options) {
  Builder b(chartSize(options));
  const QString name = QString::fromStdString(r.name);
  b.footer = PdfReport::tr("FleetCost — %1").arg(name);
  cover(b, name, PdfReport::tr("Renting or owning GPU servers: the cost comparison"), options,
        scenarioFacts(s, r, options));
  b.heading(PdfReport::tr("Executive summary"));
  b.html(executiveSummaryHtml(r, options.locale));
  b.html(QStringLiteral("<h3>%1</h3>").arg(PdfReport::tr("Key figures")));
  b.html(keyFiguresHtml(r, options.locale));
  if (const QString tokens = tokenCostsHtml(r, options.locale); !tokens.isEmpty()) b.html(tokens);

  ChartOptions chartOptions;
  chartOptions.currency = QString::fromStdString(r.currency);
  chartOptions.locale = options.locale;
  chartOptions.theme = ChartTheme::Light;
  for (const CatalogChart& c : catalogCharts(r)) {
    b.heading(c.title);
    b.html(QStringLiteral("<p>%1</p>").arg(c.keyNumber.toHtmlEscaped()));
    b.chart(c.build, chartOptions, c.subject);
  }
  if (options.risk) {
    b.heading(PdfReport::tr("Risk: how robust is the answer?"));
    b.html(riskSummaryHtml(*options.risk, options.locale));
    // A page for each chart; the tornado's twelve bars get a taller chart.
    for (const CatalogChart& c : riskCharts(options.risk, options.locale)) {
      b.pageBreak();
      b.html(QStringLiteral("<h3>%1</h3><p>%2</p>")
                 .arg(c.title.toHtmlEscaped(), c.keyNumber.toHtmlEscaped()));
      b.chart(c.build, chartOptions, c.subject, c.id == QLatin1String("tornado") ? 1.45 : 1.0);
    }
  }
  b.heading(PdfReport::tr("Yearly cash flows"));
  b.html(yearlyCashFlowsHtml(r, options.locale));
  b.heading(PdfReport::tr("Warnings"));
  b.html(warningsHtml(r));
  b.heading(PdfReport::tr("Method"));
  b.html(methodNotesHtml(r));
  b.html(QStringLiteral("<h3>%1</h3>").arg(PdfReport::tr("Tax rules")));
  b.html(taxRulesHtml(s, options.locale));
  b.heading(PdfReport::tr("Appendix: assumptions register"));
  b.html(assumptionsHtml(s, options.locale));
  return print(b, path, options, name);
}

QString writeComparisonReport(const QString& path, const std::vector<const Scenario*>& scenarios,
                              const std::vector<const ScenarioResult*>& results,
                              const ReportOptions& options) {
  Builder b(chartSize(options));
  std::vector<QString> names;
  for (const Scenario* s : scenarios) names.push_back(QString::fromStdString(s->name.value_or("")));
  const QString title =
      PdfReport::tr("Comparison of %n scenario(s)", "", static_cast<int>(names.size()));
  b.footer = PdfReport::tr("FleetCost — %1").arg(title);
  QStringList facts;
  if (!options.workbookName.isEmpty())
    facts << PdfReport::tr("Workbook: %1").arg(options.workbookName.toHtmlEscaped());
  for (const QString& n : names) facts << QStringLiteral("• %1").arg(n.toHtmlEscaped());
  cover(b, title, PdfReport::tr("Renting or owning GPU servers: scenarios side by side"), options,
        facts);
  b.heading(PdfReport::tr("Side by side"));
  b.html(comparisonHtml(results, names, options.locale));
  const ScenarioResult* first = nullptr;
  for (const ScenarioResult* r : results)
    if (r && !first) first = r;
  if (first) {
    const int plan = focusPlan(*first);
    const QString planName = QString::fromStdString(first->plans[plan].name);
    ChartOptions o;
    o.currency = QString::fromStdString(first->currency);
    o.locale = options.locale;
    o.theme = ChartTheme::Light;
    b.html(QStringLiteral("<h3>%1</h3>")
               .arg(PdfReport::tr("Cumulative cost of %1").arg(planName.toHtmlEscaped())));
    b.chart(
        [results, names, planName](const ChartOptions& options) {
          return buildCompareChart(results, names, planName, options);
        },
        o, {});
  }
  for (std::size_t i = 0; i < results.size(); ++i) {
    b.heading(names[i]);
    if (!results[i]) {
      b.html(PdfReport::tr("<p>This scenario has problems; fix them to see its results.</p>"));
      continue;
    }
    b.html(executiveSummaryHtml(*results[i], options.locale));
    b.html(keyFiguresHtml(*results[i], options.locale));
    if (const QString tokens = tokenCostsHtml(*results[i], options.locale); !tokens.isEmpty())
      b.html(tokens);
  }
  return print(b, path, options, title);
}

}  // namespace fleetcost::ui

#include "pdf_report.moc"
