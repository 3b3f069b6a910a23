// A chart on screen: shows a built chart (owning it) with hover tooltips giving exact amounts
// and legend entries that hide or show their series on click; or, when there is nothing to
// chart, a centred message instead of an empty chart.
#pragma once

#include <QPointF>
#include <QString>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QBarSet;
class QChart;
class QChartView;
class QLabel;
class QLegendMarker;
class QStackedLayout;
QT_END_NAMESPACE

namespace fleetcost::ui {

class ResultChartView : public QWidget {
  Q_OBJECT

 public:
  explicit ResultChartView(QWidget* parent = nullptr);
  ~ResultChartView() override;

  // Shows `chart` and takes ownership of it; the chart shown before is deleted. Series and
  // legend markers are wired for tooltips and toggling now (add no series afterwards).
  // nullptr is the same as showMessage(QString()).
  void setChart(QChart* chart);
  // The chart shown, or nullptr while a message shows. Owned by this view.
  QChart* chart() const { return chart_; }

  // Replaces the chart (deleted) by a centred message, e.g. "Fix the problems listed to see
  // results".
  void showMessage(const QString& message);
  bool isShowingMessage() const { return chart_ == nullptr; }
  QString message() const;

  // The QChartView (for grab(), copying to the clipboard).
  QChartView* chartView() const { return view_; }
  // The tooltip text of the last hover ("" after leaving), for tests and status bars.
  QString currentToolTip() const { return toolTip_; }

  // What a click on a legend entry does: hides its series (or bar set), dims the entry; again
  // shows it.
  void toggleMarker(QLegendMarker* marker);

 signals:
  void hoverTextChanged(const QString& text);
  void seriesToggled(const QString& name, bool visible);

 private:
  void wire(QChart* chart);
  void hoverPoint(QAbstractSeries* series, const QPointF& point, bool entered);
  void hoverBar(QBarSet* set, int index, bool entered);
  void showTip(const QString& text);
  void replaceChart(QChart* chart);

  QStackedLayout* stack_ = nullptr;
  QChartView* view_ = nullptr;
  QLabel* label_ = nullptr;
  QChart* chart_ = nullptr;  // shown and owned; nullptr with a message
  QChart* blank_ = nullptr;  // placeholder inside the view while a message shows
  QString toolTip_;
};

}  // namespace fleetcost::ui
