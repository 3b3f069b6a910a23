// Wiring the export commands to file dialogs and the writers.
#include "ui/shell/actions/export_actions.h"

#include <QAction>
#include <QApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QScreen>
#include <QStatusBar>
#include <QTabWidget>

#include "ui/core/risk/risk_runner.h"
#include "ui/core/session/session.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/export/csv_export.h"
#include "ui/render/export/slide_export.h"
#include "ui/render/export/xlsx/xlsx_export.h"
#include "ui/render/report/chart_catalog.h"
#include "ui/render/report/pdf_report.h"
#include "ui/render/report/risk_catalog.h"
#include "ui/views/present/presentation_window.h"
#include "ui/views/results/results_panel.h"
#include "ui/views/risk/risk_view.h"

namespace fleetcost::ui {

namespace {

// A name for a file: what the user would type, without characters file systems refuse.
QString fileSafe(const QString& text) {
  QString out;
  for (const QChar c : text)
    out += QStringLiteral("/\\:*?\"<>|").contains(c) || c.unicode() < 32 ? QLatin1Char('-') : c;
  return out.simplified();
}

}  // namespace

ExportActions::ExportActions(QMainWindow* window, Session* session, ResultsPanel* results,
                             RiskView* risk)
    : QObject(window), window_(window), session_(session), results_(results), risk_(risk) {
  report_ = new QAction(tr("&Report (PDF)…"), this);
  report_->setShortcut(QKeySequence::Print);
  report_->setToolTip(
      tr("The scenario's report: summary, key figures, every chart, yearly cash flows, "
         "assumptions with sources"));
  comparison_ = new QAction(tr("&Comparison report (PDF)…"), this);
  comparison_->setToolTip(tr("Every scenario of the workbook side by side"));
  csv_ = new QAction(tr("Monthly flows as &CSV…"), this);
  xlsx_ = new QAction(tr("&Spreadsheet with live formulas (XLSX)…"), this);
  xlsx_->setToolTip(
      tr("Every scenario, every flow a formula of the inputs: change an input cell and every "
         "total, NPV and break-even follows"));
  png_ = new QAction(tr("This chart as P&NG for slides…"), this);
  svg_ = new QAction(tr("This chart as S&VG…"), this);
  copyChart_ = new QAction(tr("Copy c&hart for slides"), this);
  copyChart_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
  present_ = new QAction(tr("&Present"), this);
  present_->setShortcut(QKeySequence(Qt::Key_F5));
  present_->setToolTip(tr("Show the charts full screen, one per slide (Esc to leave)"));

  const QStringList pdfFilters{tr("PDF, A4 (*.pdf)"), tr("PDF, US Letter (*.pdf)")};
  const bool letterFirst = QLocale().measurementSystem() == QLocale::ImperialUSSystem;
  const QStringList pdfOrder = letterFirst ? QStringList{pdfFilters[1], pdfFilters[0]} : pdfFilters;
  connect(report_, &QAction::triggered, this, [this, pdfOrder, letterFirst] {
    chooseAndWrite(tr("Save the report"), QStringLiteral("pdf"), pdfOrder,
                   [this, letterFirst](const QString& path, int filter) {
                     return writeReport(path, (filter == 0) == letterFirst);
                   });
  });
  connect(comparison_, &QAction::triggered, this, [this, pdfOrder, letterFirst] {
    chooseAndWrite(tr("Save the comparison report"), QStringLiteral("pdf"), pdfOrder,
                   [this, letterFirst](const QString& path, int filter) {
                     return writeComparison(path, (filter == 0) == letterFirst);
                   });
  });
  connect(csv_, &QAction::triggered, this, [this] {
    chooseAndWrite(
        tr("Export monthly flows"), QStringLiteral("csv"),
        {tr("CSV, UTF-8 (*.csv)"), tr("CSV for Excel, UTF-8 with byte-order mark (*.csv)")},
        [this](const QString& path, int filter) { return writeCsv(path, filter == 1); });
  });
  connect(xlsx_, &QAction::triggered, this, [this] {
    chooseAndWrite(tr("Export a spreadsheet"), QStringLiteral("xlsx"),
                   {tr("Excel workbook (*.xlsx)")},
                   [this](const QString& path, int) { return writeXlsx(path); });
  });
  connect(png_, &QAction::triggered, this, [this] {
    chooseAndWrite(tr("Save the chart for slides"), QStringLiteral("png"),
                   {tr("PNG, 1920 × 1080 (*.png)"), tr("PNG, 3840 × 2160 (*.png)")},
                   [this](const QString& path, int filter) {
                     return writeChart(path, filter == 1 ? QSize(3840, 2160) : QSize(1920, 1080));
                   });
  });
  connect(svg_, &QAction::triggered, this, [this] {
    chooseAndWrite(
        tr("Save the chart as vectors"), QStringLiteral("svg"), {tr("SVG image (*.svg)")},
        [this](const QString& path, int) { return writeChart(path, QSize(1920, 1080)); });
  });
  connect(copyChart_, &QAction::triggered, this, [this] {
    const SnapshotPtr snapshot = session_->snapshot();
    const ScenarioResult* result =
        snapshot ? snapshot->result(session_->currentScenario()) : nullptr;
    if (!result) return;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString why;
    const std::optional<CatalogChart> chart = currentChart(&why);
    if (chart) {
      SlideOptions options;
      options.scenarioName = QString::fromStdString(result->name);
      options.currency = QString::fromStdString(result->currency);
      copySlideToClipboard(*chart, options);
    }
    QApplication::restoreOverrideCursor();
    window_->statusBar()->showMessage(
        chart ? tr("Copied “%1” to the clipboard (1920 × 1080)").arg(chart->title) : why, 4000);
  });
  connect(present_, &QAction::triggered, this, &ExportActions::startPresentation);

  // Right-click on a chart: copy or save it.
  std::vector<ResultChartView*> views;
  for (int tab = 0; results_->chartView(tab); ++tab) views.push_back(results_->chartView(tab));
  if (risk_)
    views.insert(views.end(), {risk_->tornadoView(), risk_->distributionView(), risk_->mapView()});
  for (ResultChartView* view : views) {
    view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(view, &QWidget::customContextMenuRequested, this,
            [this, view](const QPoint& p) { showChartMenu(view->mapToGlobal(p)); });
  }
  // Nothing to export while the scenario has problems.
  const auto refresh = [this] {
    const SnapshotPtr snapshot = session_->snapshot();
    const bool has = snapshot && snapshot->result(session_->currentScenario());
    for (QAction* a : {report_, csv_, xlsx_, png_, svg_, copyChart_, present_}) a->setEnabled(has);
    int withResults = 0;
    if (snapshot)
      for (const auto& r : snapshot->results) withResults += r ? 1 : 0;
    comparison_->setEnabled(withResults >= 2);
  };
  connect(session_, &Session::snapshotChanged, this, refresh);
  connect(session_, &Session::currentScenarioChanged, this, refresh);
  refresh();
}

void ExportActions::fillExportMenu(QMenu* menu) const {
  menu->addAction(csv_);
  menu->addAction(xlsx_);
  menu->addSeparator();
  menu->addAction(png_);
  menu->addAction(svg_);
  menu->addAction(copyChart_);
}

QString ExportActions::suggestedName(const QString& suffix) const {
  const SnapshotPtr snapshot = session_->snapshot();
  const ScenarioResult* result = snapshot ? snapshot->result(session_->currentScenario()) : nullptr;
  const QString document = session_->document()->filePath();
  const QString dir = document.isEmpty() ? QDir::homePath() : QFileInfo(document).absolutePath();
  QString base = document.isEmpty() ? tr("FleetCost") : QFileInfo(document).completeBaseName();
  if (result) base += QStringLiteral(" - ") + QString::fromStdString(result->name);
  return QDir(dir).filePath(fileSafe(base) + QLatin1Char('.') + suffix);
}

void ExportActions::chooseAndWrite(const QString& title, const QString& suffix,
                                   const QStringList& filters,
                                   const std::function<QString(const QString&, int)>& write) {
  QFileDialog dialog(window_, title, suggestedName(suffix));
  dialog.setAcceptMode(QFileDialog::AcceptSave);
  dialog.setNameFilters(filters);
  dialog.setDefaultSuffix(suffix);
  if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) return;
  const QString path = dialog.selectedFiles().front();
  const int filter = static_cast<int>(filters.indexOf(dialog.selectedNameFilter()));
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const QString error = write(path, std::max(0, filter));
  QApplication::restoreOverrideCursor();
  if (!error.isEmpty()) {
    QMessageBox::warning(window_, title, error);
    return;
  }
  window_->statusBar()->showMessage(tr("Wrote %1").arg(QDir::toNativeSeparators(path)), 5000);
}

QString ExportActions::writeReport(const QString& path, bool letter) {
  const SnapshotPtr snapshot = session_->snapshot();
  const int index = session_->currentScenario();
  const ScenarioResult* result = snapshot ? snapshot->result(index) : nullptr;
  if (!result) return tr("The scenario has problems; fix them before writing a report.");
  ReportOptions options;
  options.pageSize = letter ? QPageSize::Letter : QPageSize::A4;
  options.workbookName = session_->document()->displayName();
  options.locale = QLocale();
  options.risk = currentRisk();
  return writeScenarioReport(path, snapshot->scenarios[index], *result, options);
}

QString ExportActions::writeComparison(const QString& path, bool letter) {
  const SnapshotPtr snapshot = session_->snapshot();
  if (!snapshot) return tr("Nothing to compare yet.");
  std::vector<const Scenario*> scenarios;
  std::vector<const ScenarioResult*> results;
  for (std::size_t i = 0; i < snapshot->scenarios.size(); ++i) {
    scenarios.push_back(&snapshot->scenarios[i]);
    results.push_back(snapshot->result(static_cast<int>(i)));  // null: shown as "has problems"
  }
  if (scenarios.size() < 2) return tr("A comparison needs two or more scenarios.");
  ReportOptions options;
  options.pageSize = letter ? QPageSize::Letter : QPageSize::A4;
  options.workbookName = session_->document()->displayName();
  options.locale = QLocale();
  return writeComparisonReport(path, scenarios, results, options);
}

QString ExportActions::writeCsv(const QString& path, bool byteOrderMark) {
  const SnapshotPtr snapshot = session_->snapshot();
  const ScenarioResult* result = snapshot ? snapshot->result(session_->currentScenario()) : nullptr;
  if (!result) return tr("The scenario has problems; fix them before exporting.");
  CsvOptions options;
  options.byteOrderMark = byteOrderMark;
  const std::string bytes = monthlyFlowsCsv(*result, options);
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly))
    return tr("Cannot write %1: %2").arg(path, file.errorString());
  file.write(bytes.data(), static_cast<qint64>(bytes.size()));
  if (!file.commit()) return tr("Cannot write %1: %2").arg(path, file.errorString());
  return {};
}

QString ExportActions::writeXlsx(const QString& path) {
  // Every scenario of the workbook; those with problems are listed on the Summary, not exported.
  const SnapshotPtr snapshot = session_->snapshot();
  if (!snapshot) return tr("Nothing to export yet.");
  std::vector<XlsxScenario> scenarios;
  bool any = false;
  for (std::size_t i = 0; i < snapshot->scenarios.size(); ++i) {
    const ScenarioResult* result = snapshot->result(static_cast<int>(i));
    any = any || result;
    scenarios.push_back({&snapshot->scenarios[i], result});
  }
  if (!any) return tr("The scenarios have problems; fix them before exporting.");
  XlsxOptions options;
  options.workbookName = session_->document()->displayName();
  options.locale = QLocale();
  return writeWorkbookXlsx(path, scenarios, options);
}

std::shared_ptr<const RiskAnalyses> ExportActions::currentRisk() const {
  const SnapshotPtr snapshot = session_->snapshot();
  const int index = session_->currentScenario();
  if (!snapshot || !snapshot->result(index)) return nullptr;
  const Scenario& scenario = snapshot->scenarios[index];
  EvaluationOptions evaluation;
  evaluation.afterTax = session_->taxView();
  if (risk_ && risk_->runner()->showsScenario(scenario, index, evaluation) &&
      isComplete(*risk_->runner()->current()) && risk_->runner()->current()->trials == kRiskTrials)
    return risk_->runner()->currentShared();
  return analyseRisk(scenario, index, evaluation);
}

std::optional<CatalogChart> ExportActions::currentChart(QString* why) const {
  const SnapshotPtr snapshot = session_->snapshot();
  const ScenarioResult* result = snapshot ? snapshot->result(session_->currentScenario()) : nullptr;
  const auto fail = [why](const QString& text) {
    if (why) *why = text;
    return std::nullopt;
  };
  if (!result) return fail(tr("The scenario has problems; fix them before exporting."));
  if (risk_ && riskShown_) {
    const QString id = risk_->currentChartId();
    for (const CatalogChart& chart : riskCharts(currentRisk(), QLocale(), risk_->currentTornado()))
      if (chart.id == id) return chart;
    return fail(tr("This risk chart has nothing to show yet."));
  }
  const QString id = results_->currentChartId();
  for (const CatalogChart& chart :
       catalogCharts(*result, results_->chosenPlan(), results_->chosenGpu()))
    if (chart.id == id) return chart;
  return fail(tr("This chart has nothing to show for the chosen plan."));
}

QString ExportActions::writeChart(const QString& path, const QSize& size) {
  const SnapshotPtr snapshot = session_->snapshot();
  const ScenarioResult* result = snapshot ? snapshot->result(session_->currentScenario()) : nullptr;
  QString why;
  const std::optional<CatalogChart> chart = currentChart(&why);
  if (!result || !chart) return why;
  SlideOptions options;
  options.size = size;
  options.scenarioName = QString::fromStdString(result->name);
  options.currency = QString::fromStdString(result->currency);
  options.locale = QLocale();
  return path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive)
             ? writeSlideSvg(path, *chart, options)
             : writeSlidePng(path, *chart, options);
}

void ExportActions::startPresentation() {
  const SnapshotPtr snapshot = session_->snapshot();
  if (!snapshot || !snapshot->result(session_->currentScenario())) return;
  QApplication::setOverrideCursor(Qt::WaitCursor);
  const std::vector<CatalogChart> risk = riskCharts(currentRisk(), QLocale());
  QApplication::restoreOverrideCursor();
  auto* presentation = new PresentationWindow(snapshot, session_->currentScenario(), risk, window_);
  // The whole screen the main window is on (also without a window manager to honour full screen).
  presentation->setGeometry(window_->screen()->geometry());
  presentation->showFullScreen();
  presentation->activateWindow();
  presentation->setFocus();
}

void ExportActions::showChartMenu(const QPoint& position) {
  QMenu menu(window_);
  menu.addAction(copyChart_);
  menu.addAction(png_);
  menu.addAction(svg_);
  menu.addSeparator();
  menu.addAction(present_);
  menu.exec(position);
}

}  // namespace fleetcost::ui
