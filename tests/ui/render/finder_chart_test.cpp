// The plan finder's Pareto chart (ui/render/charts/finder_charts.h) on the hand-worked
// two-workload case: the front's points, the axes titled with the currency, and the P95 chart
// only when the result has a P95 front.
#include <gtest/gtest.h>

#include <QChart>
#include <QScatterSeries>
#include <QValueAxis>
#include <memory>

#include "model/finder/plan_finder.h"
#include "support/portfolio_workbooks.h"
#include "ui/render/report/finder_catalog.h"

namespace fleetcost::ui {
namespace {

const QLocale kEnglish(QLocale::English, QLocale::UnitedStates);

QScatterSeries* scatterNamed(QChart* chart, const QString& name) {
  for (QAbstractSeries* s : chart->series())
    if (auto* scatter = qobject_cast<QScatterSeries*>(s); scatter && scatter->name() == name)
      return scatter;
  return nullptr;
}

QString axisTitle(QChart* chart, Qt::Orientation orientation) {
  const auto axes = chart->axes(orientation);
  return axes.isEmpty() ? QString() : axes.front()->titleText();
}

std::unique_ptr<QChart> build(const CatalogChart& c) {
  ChartOptions o;
  o.locale = kEnglish;
  o.theme = ChartTheme::Light;
  return std::unique_ptr<QChart>(c.build(o));
}

TEST(FinderChart, TheFrontOfTheTwoWorkloadCase) {
  const Scenario s = test::loadScenario(test::twoWorkloadScenario());
  const auto r = std::make_shared<const FinderResult>(findPlans(s, 0, {.top = 16}));
  ASSERT_TRUE(r->problems.empty());
  const std::vector<CatalogChart> charts = finderCharts(r, QStringLiteral("USD"), kEnglish);
  ASSERT_EQ(charts.size(), 1u);  // no P95 front without the P95 objective
  EXPECT_EQ(charts[0].id, "finder-pareto");
  const auto chart = build(charts[0]);
  // By hand (support/portfolio_workbooks.h), each assignment (w1, w2) as present value / peak
  // fiscal-year capex (servers bought at month 0, all in the first fiscal year):
  //   reserved + reserved 288,000 / 0        colocate + reserved 256,000 / 200,000 (#1)
  //   reserved + on demand 332,160 / 0       colocate + on demand 300,160 / 200,000
  //   on demand + reserved 376,320 / 0       colocate + colocate 285,000 / 450,000
  //   on demand + on demand 420,480 / 0      reserved + colocate 377,000 / 250,000
  // Nothing costs less than 256,000, and without capex nothing less than 288,000: the front is
  // those two; every other plan costs more than one of them for as much capex or more.
  QScatterSeries* front = scatterNamed(chart.get(), QStringLiteral("Pareto front"));
  ASSERT_TRUE(front);
  ASSERT_EQ(front->count(), 2);
  const QStringList tips = front->property("fleetcostPointTips").toStringList();
  ASSERT_EQ(tips.size(), 2);
  // Sorted by capex: 0 first.
  EXPECT_TRUE(tips[0].contains("Present value: US$288,000.00")) << tips[0].toStdString();
  EXPECT_TRUE(tips[0].contains("Peak fiscal-year capex: US$0.00")) << tips[0].toStdString();
  EXPECT_TRUE(tips[1].contains("#1")) << tips[1].toStdString();
  EXPECT_TRUE(tips[1].contains("Present value: US$256,000.00")) << tips[1].toStdString();
  EXPECT_TRUE(tips[1].contains("Peak fiscal-year capex: US$200,000.00")) << tips[1].toStdString();
  // The points, in the axes' scaled units: x 0 and 200,000; y in the ratio 288 : 256.
  EXPECT_EQ(front->at(0).x(), 0.0);
  EXPECT_GT(front->at(1).x(), 0.0);
  EXPECT_NEAR(front->at(0).y() / front->at(1).y(), 288.0 / 256.0, 1e-12);
  // #1 marked on its own, and every ranked plan drawn.
  QScatterSeries* best = scatterNamed(chart.get(), QStringLiteral("Best (#1)"));
  ASSERT_TRUE(best);
  ASSERT_EQ(best->count(), 1);
  EXPECT_EQ(best->at(0), front->at(1));
  QScatterSeries* ranked = scatterNamed(chart.get(), QStringLiteral("Ranked plans"));
  ASSERT_TRUE(ranked);
  EXPECT_EQ(ranked->count(), static_cast<int>(r->ranked.size()));
  // Axes say what they show, in which currency and unit.
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Horizontal).contains("Peak fiscal-year capex"));
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Horizontal).contains("USD"));
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Vertical).contains("Present value"));
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Vertical).contains("USD"));
}

TEST(FinderChart, PresentValueAgainstP95WhenTheResultHasThatFront) {
  // A result as the P95 objective fills it: two candidates, the cheaper one riskier.
  auto r = std::make_shared<FinderResult>();
  FinderCandidate a, b;
  a.option = {0};
  a.presentValue = 100000;
  a.p95 = 180000;
  b.option = {1};
  b.presentValue = 120000;
  b.p95 = 130000;
  r->ranked = {b, a};
  r->pareto = {a};
  r->paretoP95 = {a, b};
  const auto charts = finderCharts(r, QStringLiteral("JPY"), kEnglish);
  ASSERT_EQ(charts.size(), 2u);
  EXPECT_EQ(charts[1].id, "finder-pareto-p95");
  const auto chart = build(charts[1]);
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Horizontal).contains("P95 of present value"));
  EXPECT_TRUE(axisTitle(chart.get(), Qt::Horizontal).contains("JPY"));
  QScatterSeries* front = scatterNamed(chart.get(), QStringLiteral("Pareto front"));
  ASSERT_TRUE(front);
  ASSERT_EQ(front->count(), 2);
  // Sorted by P95: b (130,000) first, then a (180,000).
  const QStringList tips = front->property("fleetcostPointTips").toStringList();
  EXPECT_TRUE(tips[0].contains("P95 of present value: ¥130,000")) << tips[0].toStdString();
  EXPECT_TRUE(tips[1].contains("P95 of present value: ¥180,000")) << tips[1].toStdString();
}

}  // namespace
}  // namespace fleetcost::ui
