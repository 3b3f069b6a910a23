// The File menu's report and export commands and the View menu's presentation, for the scenario
// being edited: PDF report (A4 or Letter), comparison report, CSV, XLSX, the chart on screen as
// PNG or SVG or on the clipboard, and presentation mode (F5). Errors are shown, never lost.
#pragma once

#include <QObject>
#include <QSize>
#include <QString>
#include <functional>
#include <memory>
#include <optional>

#include "ui/render/report/chart_catalog.h"

class QAction;
class QMainWindow;
class QMenu;

namespace fleetcost {
struct RiskAnalyses;
}

namespace fleetcost::ui {

class Session;
class ResultsPanel;
class RiskView;

class ExportActions : public QObject {
  Q_OBJECT

 public:
  // `risk` may be null (no risk charts then).
  ExportActions(QMainWindow* window, Session* session, ResultsPanel* results,
                RiskView* risk = nullptr);

  QAction* report() const { return report_; }
  QAction* comparisonReport() const { return comparison_; }
  QAction* present() const { return present_; }
  QAction* copyChart() const { return copyChart_; }
  // "Export" submenu: CSV, XLSX, chart as PNG, chart as SVG.
  void fillExportMenu(QMenu* menu) const;

  // The work behind the actions, with the file chosen (tests call these directly). Return ""
  // on success, otherwise the message shown.
  QString writeReport(const QString& path, bool letter);
  QString writeComparison(const QString& path, bool letter);
  QString writeCsv(const QString& path, bool byteOrderMark);
  QString writeXlsx(const QString& path);
  QString writeChart(const QString& path, const QSize& size);  // .svg: vector; else PNG

  // Whether the Risk view is the one on top (the main window follows its dock's tab), so that
  // "this chart" means the risk chart shown.
  void setRiskShown(bool shown) { riskShown_ = shown; }

  // The current scenario's risk analyses: the Risk view's when they are complete and of the
  // scenario shown, otherwise computed now (reports and slides show the same seed and trials).
  std::shared_ptr<const RiskAnalyses> currentRisk() const;
  // The chart "this chart" means: the Risk view's when it is on top, otherwise the results
  // panel's. Null (message in `why`) when it has nothing to show.
  std::optional<CatalogChart> currentChart(QString* why = nullptr) const;

 private:
  void chooseAndWrite(const QString& title, const QString& suffix, const QStringList& filters,
                      const std::function<QString(const QString&, int)>& write);
  void startPresentation();
  void showChartMenu(const QPoint& position);
  QString suggestedName(const QString& suffix) const;

  QMainWindow* window_;
  Session* session_;
  ResultsPanel* results_;
  RiskView* risk_;
  bool riskShown_ = false;
  QAction *report_, *comparison_, *csv_, *xlsx_, *png_, *svg_, *copyChart_, *present_;
};

}  // namespace fleetcost::ui
