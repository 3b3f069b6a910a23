// Chart builders and the chart view: series, markers, axes, scales and tooltips against
// hand-built results (arithmetic in comments) and small evaluated scenarios; offscreen renders.
#include <gtest/gtest.h>

#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QElapsedTimer>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPointer>
#include <QScatterSeries>
#include <QTranslator>
#include <QValueAxis>
#include <cmath>
#include <memory>

#include "support/test_workbooks.h"
#include "ui/core/format/number_format.h"
#include "ui/render/charts/chart_builders.h"
#include "ui/render/charts/chart_metadata.h"
#include "ui/render/charts/chart_palette.h"
#include "ui/render/charts/chart_render.h"
#include "ui/render/charts/chart_view.h"
#include "ui/render/charts/fleet_chart.h"

// Readable QString values in failure messages.
inline void PrintTo(const QString& text, std::ostream* os) {
  *os << '"' << text.toStdString() << '"';
}

namespace fleetcost::ui {
namespace {

using test::Json;

// A result in JPY over H months with two plans:
//   0 "Rent": rental on demand 5,000,000 per month, dated t = 1..H;
//   1 "Own":  hardware 40,000,000 at t = 0, power 1,000,000 per month at t = 1..H and a
//             residual credit of -10,000,000 at t = H;
// one GPU model (8 GPUs per server), peak 16 GPUs, average 12, "Own" owns 2 servers (+ 1 in
// the last month), 1 rack, 7,300 kWh per month (= 10 kW average).
// With H = 12: Rent cumulates 5t million (60 at H), Own 40 + t million before H and
// 40 + 12 - 10 = 42 at H; Own <= Rent from t = 10 on (50 <= 50), so break-even month 10.
ScenarioResult handResult(int H = 12, int extraPlans = 0) {
  ScenarioResult r;
  r.name = "Hand";
  r.currency = "JPY";
  r.horizonMonths = H;
  r.discount.assign(H + 1, 1.0);
  r.gpuIds = {"g1"};
  GpuDemand d;
  d.id = "g1";
  d.name = "GPU One";
  d.gpusPerServer = 8;
  d.peakGpus.assign(H, 16.0);
  d.averageGpus.assign(H, 12.0);
  d.loadDurationFromMonth = std::max(0, H - 12);
  for (int m = d.loadDurationFromMonth; m < H; ++m)
    for (int k = 0; k < 168; ++k) d.loadDuration.push_back(k < 40 ? 24.0 : 8.0);
  std::sort(d.loadDuration.begin(), d.loadDuration.end(), std::greater<>());
  r.demand = {d};

  auto finish = [H](PlanResult& p) {
    for (Series& flow : p.flows)
      if (flow.empty() && &flow - &p.flows[0] < kBaseCategoryCount) flow.assign(H + 1, 0.0);
    p.total.assign(H + 1, 0.0);
    for (int c = 0; c < kCategoryCount; ++c)
      for (std::size_t t = 0; t < p.flows[c].size(); ++t) p.total[t] += p.flows[c][t];
    p.cumulative.assign(H + 1, 0.0);
    double sum = 0;
    for (int t = 0; t <= H; ++t) p.cumulative[t] = sum += p.total[t];
    p.pvCumulative = p.cumulative;
    p.nominalCost = p.pvCost = p.cumulative[H];
  };
  PlanResult rent;
  rent.planIndex = 0;
  rent.name = "Rent";
  rent.strategy = Strategy::RentOnDemand;
  rent.flow(Category::RentalOnDemand).assign(H + 1, 5e6);
  rent.flow(Category::RentalOnDemand)[0] = 0;
  rent.ownedServers = {std::vector<long long>(H, 0)};
  rent.racks.assign(H, 0);
  rent.facilityKwh.assign(H, 0.0);
  rent.burstGpuHours = {Series(H, 12.0 * 730)};
  rent.rentsGpu = {true};
  finish(rent);

  PlanResult own;
  own.planIndex = 1;
  own.name = "Own";
  own.strategy = Strategy::Colocate;
  own.ownsServers = true;
  own.flow(Category::Hardware).assign(H + 1, 0.0);
  own.flow(Category::Hardware)[0] = 40e6;
  own.flow(Category::Power).assign(H + 1, 1e6);
  own.flow(Category::Power)[0] = 0;
  own.flow(Category::Residual).assign(H + 1, 0.0);
  own.flow(Category::Residual)[H] = -10e6;
  own.ownedServers = {std::vector<long long>(H, 2)};
  own.ownedServers[0].back() = 3;
  own.racks.assign(H, 1);
  own.facilityKwh.assign(H, 7300.0);
  own.burstGpuHours = {Series(H, 0.0)};
  own.rentsGpu = {false};
  finish(own);
  r.plans = {rent, own};
  for (int i = 0; i < extraPlans; ++i) {
    PlanResult extra = own;
    extra.planIndex = 2 + i;
    extra.name = "Own " + std::to_string(i + 2);
    r.plans.push_back(extra);
  }
  BreakEven pair;
  pair.owningPlan = 1;
  pair.rentingPlan = 0;
  pair.month = 10;
  pair.discountedMonth = 11;
  r.breakeven = {pair};
  return r;
}

ChartOptions lightOptions() {
  ChartOptions options;
  options.locale = QLocale(QLocale::English, QLocale::UnitedStates);
  options.theme = ChartTheme::Light;
  return options;
}

template <class T>
std::vector<T*> seriesOf(QChart* chart) {
  std::vector<T*> found;
  for (QAbstractSeries* s : chart->series())
    if (auto* t = qobject_cast<T*>(s)) found.push_back(t);
  return found;
}

// Line series with a legend entry (leaves out helper lines such as the zero line).
std::vector<QLineSeries*> namedLines(QChart* chart) {
  std::vector<QLineSeries*> lines;
  for (QLineSeries* line : seriesOf<QLineSeries>(chart))
    if (line->type() == QAbstractSeries::SeriesTypeLine && !line->name().isEmpty())
      lines.push_back(line);
  return lines;
}

QValueAxis* valueAxis(QChart* chart, Qt::Alignment alignment) {
  for (QAbstractAxis* axis : chart->axes())
    if (axis->alignment() == alignment)
      if (auto* v = qobject_cast<QValueAxis*>(axis)) return v;
  return nullptr;
}

QBarSet* setLabelled(QAbstractBarSeries* bars, const QString& label) {
  for (QBarSet* set : bars->barSets())
    if (set->label() == label) return set;
  return nullptr;
}

// Whether the image has more than a handful of colours (something was drawn).
bool drawsSomething(const QImage& image) {
  if (image.isNull()) return false;
  QSet<QRgb> colours;
  for (int y = 0; y < image.height(); y += 7)
    for (int x = 0; x < image.width(); x += 7) colours.insert(image.pixel(x, y));
  return colours.size() > 8;
}

// ---------------------------------------------------------------------------------------------

TEST(ChartCumulative, OneLinePerPlanEndingAtNominalCostOverTheDivisor) {
  const ScenarioResult r = handResult();
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  const auto lines = namedLines(chart.get());
  ASSERT_EQ(lines.size(), 2u);
  // Largest amount 60,000,000 -> scale 1e6, "JPY million".
  for (std::size_t i = 0; i < lines.size(); ++i) {
    EXPECT_EQ(lines[i]->name(), QString::fromStdString(r.plans[i].name));
    ASSERT_EQ(lines[i]->count(), 13);  // H + 1 dates
    EXPECT_DOUBLE_EQ(lines[i]->at(12).x(), 12.0);
    EXPECT_DOUBLE_EQ(lines[i]->at(12).y(), r.plans[i].nominalCost / 1e6);
    EXPECT_EQ(lines[i]->pen().color(), planColor(static_cast<int>(i)));
  }
  EXPECT_DOUBLE_EQ(lines[0]->at(12).y(), 60.0);
  EXPECT_DOUBLE_EQ(lines[1]->at(12).y(), 42.0);
  EXPECT_EQ(chart->animationOptions(), QChart::NoAnimation);
}

TEST(ChartCumulative, BreakEvenMarkerAtTheMonthOnTheOwningPlansLine) {
  const ScenarioResult r = handResult();
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  const auto markers = seriesOf<QScatterSeries>(chart.get());
  ASSERT_EQ(markers.size(), 1u);
  ASSERT_EQ(markers[0]->count(), 1);
  // Own at t = 10: 40 + 10 = 50 million.
  EXPECT_DOUBLE_EQ(markers[0]->at(0).x(), 10.0);
  EXPECT_DOUBLE_EQ(markers[0]->at(0).y(), 50.0);
  const QString tip = charts::describePoint(chart.get(), markers[0], markers[0]->at(0));
  EXPECT_TRUE(tip.contains(QStringLiteral("Own breaks even with Rent"))) << tip.toStdString();
  EXPECT_TRUE(tip.contains(QStringLiteral("after 10 months"))) << tip.toStdString();
  EXPECT_TRUE(tip.contains(QStringLiteral("¥50,000,000"))) << tip.toStdString();
}

// Rent (on demand, 60 million), Own and its copies Own 2 and Own 3 (colocate, 42 million each):
// the cheapest renting plan is Rent, the cheapest owning plan Own (the first of equals). They
// are drawn in full (width 3); Own 2 and 3 faded (alpha 110, width 1.2), named on screen by one
// legend entry; Own 2's break-even with Rent has no marker until Own 2 is the plan chosen.
TEST(ChartCumulative, CheapestOwningAndRentingDrawnInFullOthersFaded) {
  ScenarioResult r = handResult(12, 2);
  BreakEven second;
  second.owningPlan = 2;
  second.rentingPlan = 0;
  second.month = 10;
  second.discountedMonth = 11;
  r.breakeven.push_back(second);
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  const auto lines = namedLines(chart.get());
  ASSERT_EQ(lines.size(), 5u);  // four plans and the faded plans' entry
  const double scale = std::max(1.0, lightOptions().fontScale);
  for (int i : {0, 1}) {
    EXPECT_EQ(lines[i]->pen().color().alpha(), 255) << i;
    EXPECT_DOUBLE_EQ(lines[i]->pen().widthF(), 3.0 * scale) << i;
  }
  for (int i : {2, 3}) {
    EXPECT_EQ(lines[i]->pen().color().alpha(), 110) << i;
    EXPECT_DOUBLE_EQ(lines[i]->pen().widthF(), 1.2 * scale) << i;
    EXPECT_TRUE(lines[i]->property(kNoLegendEntry).toBool()) << i;
  }
  EXPECT_EQ(lines[4]->count(), 0);
  EXPECT_TRUE(lines[4]->name().startsWith(QStringLiteral("Other plans")));
  auto markers = seriesOf<QScatterSeries>(chart.get());
  ASSERT_EQ(markers.size(), 1u);
  EXPECT_EQ(markers[0]->count(), 1);  // Own against Rent only

  // Own 2 chosen: drawn in full, and its break-even with Rent marked too (a marker per owning
  // plan, both at month 10).
  ChartOptions chosen = lightOptions();
  chosen.focusPlan = 2;
  chart.reset(buildCumulativeCostChart(r, chosen));
  EXPECT_EQ(namedLines(chart.get())[2]->pen().color().alpha(), 255);
  markers = seriesOf<QScatterSeries>(chart.get());
  ASSERT_EQ(markers.size(), 1u);
  EXPECT_EQ(markers[0]->count(), 2);

  // On paper every plan keeps its legend entry, faded or not, and there is no shared one.
  ChartOptions paper = lightOptions();
  paper.interactive = false;
  chart.reset(buildCumulativeCostChart(r, paper));
  EXPECT_EQ(namedLines(chart.get()).size(), 4u);
  EXPECT_FALSE(namedLines(chart.get())[3]->property(kNoLegendEntry).toBool());
}

TEST(ChartCumulative, PairsWithoutAMonthHaveNoMarker) {
  ScenarioResult r = handResult();
  r.breakeven[0].month.reset();
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  EXPECT_TRUE(seriesOf<QScatterSeries>(chart.get()).empty());
}

TEST(ChartCumulative, DiscountedChartsPresentValuesAndDiscountedMonths) {
  ScenarioResult r = handResult();
  for (double& v : r.plans[0].pvCumulative) v *= 0.5;  // Rent: 30 million at H
  ChartOptions options = lightOptions();
  options.discounted = true;
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, options));
  EXPECT_DOUBLE_EQ(namedLines(chart.get())[0]->at(12).y(), 30.0);
  const auto markers = seriesOf<QScatterSeries>(chart.get());
  ASSERT_EQ(markers.size(), 1u);
  EXPECT_DOUBLE_EQ(markers[0]->at(0).x(), 11.0);  // discountedMonth
  EXPECT_DOUBLE_EQ(markers[0]->at(0).y(), 51.0);  // Own's pv cumulative at 11
  EXPECT_TRUE(valueAxis(chart.get(), Qt::AlignLeft)->titleText().contains("present value"));
}

TEST(ChartCumulative, AxesHaveUnitAndCurrencyAndShortTicks) {
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(handResult(), lightOptions()));
  QValueAxis* y = valueAxis(chart.get(), Qt::AlignLeft);
  QValueAxis* x = valueAxis(chart.get(), Qt::AlignBottom);
  ASSERT_TRUE(x && y);
  EXPECT_EQ(y->titleText(), QStringLiteral("Cumulative cost (JPY million)"));
  EXPECT_EQ(x->titleText(), QStringLiteral("Months from start"));
  // 0..60 million in nice steps, labels without decimals.
  EXPECT_DOUBLE_EQ(y->min(), 0.0);
  EXPECT_GE(y->max(), 60.0);
  EXPECT_LE(y->max(), 70.0);
  EXPECT_EQ(y->labelFormat(), QStringLiteral("%.0f"));
  EXPECT_DOUBLE_EQ(x->min(), 0.0);
  EXPECT_DOUBLE_EQ(x->max(), 12.0);
  EXPECT_DOUBLE_EQ(x->tickInterval(), 12.0);
  EXPECT_TRUE(chart->localizeNumbers());
}

TEST(ChartCumulative, SmallAmountsGetDecimalsInTheirLabels) {
  ScenarioResult r = handResult();
  r.currency = "USD";
  for (PlanResult& p : r.plans)
    for (double& v : p.cumulative) v /= 2e4;  // at most 3,000 USD: no scale, steps of 500
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  EXPECT_EQ(valueAxis(chart.get(), Qt::AlignLeft)->titleText(),
            QStringLiteral("Cumulative cost (USD)"));
  for (PlanResult& p : r.plans)
    for (double& v : p.cumulative) v /= 2000;  // at most 1.50 USD: steps of 0.5
  chart.reset(buildCumulativeCostChart(r, lightOptions()));
  EXPECT_EQ(valueAxis(chart.get(), Qt::AlignLeft)->labelFormat(), QStringLiteral("%.1f"));
}

TEST(ChartCumulative, NonFiniteAmountsNeverReachTheChart) {
  ScenarioResult r = handResult();
  r.plans[0].cumulative[5] = std::nan("");
  r.plans[1].cumulative[6] = INFINITY;
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(r, lightOptions()));
  for (QLineSeries* line : namedLines(chart.get())) {
    EXPECT_EQ(line->count(), 12);
    for (const QPointF& p : line->points()) EXPECT_TRUE(std::isfinite(p.y()));
  }
  QValueAxis* y = valueAxis(chart.get(), Qt::AlignLeft);
  EXPECT_TRUE(std::isfinite(y->min()) && std::isfinite(y->max()));
}

TEST(ChartCumulative, EmptyResultAndLongHorizonsBuild) {
  ScenarioResult empty;
  empty.currency = "JPY";
  empty.horizonMonths = 1;
  std::unique_ptr<QChart> chart(buildCumulativeCostChart(empty, lightOptions()));
  EXPECT_TRUE(namedLines(chart.get()).empty());
  EXPECT_DOUBLE_EQ(valueAxis(chart.get(), Qt::AlignLeft)->max(), 1.0);

  // 600 months and 20 plans: ticks every 60 months (at most 10 labels); 20 lines and the one
  // legend entry of the faded plans.
  chart.reset(buildCumulativeCostChart(handResult(600, 18), lightOptions()));
  EXPECT_EQ(namedLines(chart.get()).size(), 21u);
  EXPECT_DOUBLE_EQ(valueAxis(chart.get(), Qt::AlignBottom)->tickInterval(), 60.0);
}

// ---------------------------------------------------------------------------------------------

TEST(ChartMonthly, BarSetsAreTheNonZeroCategoriesInCategoryOrder) {
  const ScenarioResult r = handResult();
  std::unique_ptr<QChart> chart(buildMonthlyCostChart(r, 1, lightOptions()));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  ASSERT_EQ(bars.size(), 1u);
  QStringList labels;
  for (QBarSet* set : bars[0]->barSets()) labels << set->label();
  EXPECT_EQ(labels, (QStringList{"Hardware", "Residual value", "Power"}));
  // Largest stack: hardware 40 million at t = 0 -> JPY million.
  QBarSet* hardware = bars[0]->barSets()[0];
  ASSERT_EQ(hardware->count(), 13);
  EXPECT_DOUBLE_EQ(hardware->at(0), 40.0);
  EXPECT_EQ(hardware->color(), categoryColor(Category::Hardware));
  // The residual credit goes below zero, at x = H.
  EXPECT_DOUBLE_EQ(bars[0]->barSets()[1]->at(12), -10.0);
  QValueAxis* y = valueAxis(chart.get(), Qt::AlignLeft);
  EXPECT_EQ(y->titleText(), QStringLiteral("Cost per month (JPY million)"));
  EXPECT_LE(y->min(), -10.0);
  EXPECT_GE(y->max(), 40.0);
}

TEST(ChartMonthly, LongHorizonsAreLabelledInYears) {
  std::unique_ptr<QChart> chart(buildMonthlyCostChart(handResult(120), 0, lightOptions()));
  QValueAxis* x = valueAxis(chart.get(), Qt::AlignBottom);
  EXPECT_EQ(x->tickType(), QValueAxis::TicksDynamic);
  EXPECT_DOUBLE_EQ(x->tickAnchor(), 0.0);
  EXPECT_DOUBLE_EQ(x->tickInterval(), 12.0);
  EXPECT_EQ(x->titleText(), QStringLiteral("Months from start"));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  ASSERT_EQ(bars[0]->barSets().size(), 1);
  EXPECT_EQ(bars[0]->barSets()[0]->count(), 121);
}

TEST(ChartMonthly, LeaseAndTaxAppearWhenReported) {
  ScenarioResult r = handResult();
  r.plans[1].flow(Category::Tax).assign(13, -1e5);
  r.plans[1].flow(Category::Lease).assign(13, 0.0);  // reported but all zero: left out
  std::unique_ptr<QChart> chart(buildMonthlyCostChart(r, 1, lightOptions()));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  EXPECT_NE(setLabelled(bars[0], "Tax"), nullptr);
  EXPECT_EQ(setLabelled(bars[0], "Lease"), nullptr);
}

TEST(ChartMonthly, BadPlanIndexGivesAnEmptyChart) {
  std::unique_ptr<QChart> chart(buildMonthlyCostChart(handResult(), 7, lightOptions()));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  ASSERT_EQ(bars.size(), 1u);
  EXPECT_TRUE(bars[0]->barSets().isEmpty());
}

// ---------------------------------------------------------------------------------------------

TEST(ChartPresentValue, SegmentsSumToEachPlansPvCost) {
  // An evaluated scenario with a 10% discount rate and an owning plan next to renting.
  Json s = test::baseScenario();
  s["horizon_months"] = 36;
  s["discount_rate_annual"] = 0.1;
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}});
  const ScenarioResult r = test::evaluateJson(s);
  ASSERT_EQ(r.plans.size(), 2u);
  std::unique_ptr<QChart> chart(buildPresentValueChart(r, lightOptions()));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  ASSERT_EQ(bars.size(), 1u);
  const QString unit = valueAxis(chart.get(), Qt::AlignBottom)->titleText();
  const MoneyScale scale = moneyScale(std::max(r.plans[0].pvCost, r.plans[1].pvCost) * 1.5, "USD");
  ASSERT_TRUE(unit.contains(scale.unit)) << unit.toStdString();
  // Bars go bottom-up: index 0 is the last plan.
  for (int i = 0; i < 2; ++i) {
    const int bar = 1 - i;
    double sum = 0;
    for (QBarSet* set : bars[0]->barSets()) sum += set->at(bar) * scale.divisor;
    EXPECT_NEAR(sum, r.plans[i].pvCost, 1e-6 * r.plans[i].pvCost) << r.plans[i].name;
  }
  // The residual credit of the owning plan is a negative segment.
  QBarSet* residual = setLabelled(bars[0], "Residual value");
  ASSERT_NE(residual, nullptr);
  EXPECT_LT(residual->at(0), 0.0);
}

TEST(ChartPresentValue, PlanNamesOnTheCategoryAxisFirstPlanOnTop) {
  std::unique_ptr<QChart> chart(buildPresentValueChart(handResult(), lightOptions()));
  QBarCategoryAxis* plans = nullptr;
  for (QAbstractAxis* axis : chart->axes())
    if (auto* c = qobject_cast<QBarCategoryAxis*>(axis)) plans = c;
  ASSERT_NE(plans, nullptr);
  EXPECT_EQ(plans->categories(), (QStringList{"Own", "Rent"}));
  const auto bars = seriesOf<QAbstractBarSeries>(chart.get());
  QBarSet* rental = setLabelled(bars[0], "Rental on demand");
  ASSERT_NE(rental, nullptr);
  // Each plan's net present value is a diamond labelled right of its bar; the plans' names stand
  // over their bars (the axis shows none).
  auto* fleet = qobject_cast<FleetChart*>(chart.get());
  ASSERT_NE(fleet, nullptr);
  EXPECT_FALSE(plans->labelsVisible());
  EXPECT_EQ(fleet->noteTexts(), (QStringList{"net ¥60.00 million", "net ¥42.00 million", "Own",
                                             "Rent"}));  // nets of Rent, Own; names bottom up
  const auto net = seriesOf<QScatterSeries>(chart.get());
  ASSERT_EQ(net.size(), 1u);
  EXPECT_DOUBLE_EQ(net[0]->at(1).x(), 42.0);  // Own: 40 + 12 - 10 million, in row 0
  EXPECT_DOUBLE_EQ(net[0]->at(1).y(), 0.0);
  EXPECT_EQ(charts::describeBar(chart.get(), rental, 1),
            QStringLiteral("Rental on demand\nRent: ¥60,000,000"));
}

// ---------------------------------------------------------------------------------------------

TEST(ChartCapacity, DemandOwnedGpusAndBurstPerMonth) {
  const ScenarioResult r = handResult();
  std::unique_ptr<QChart> chart(buildCapacityChart(r, 1, 0, lightOptions()));
  QLineSeries* owned = nullptr;
  QLineSeries* peak = nullptr;
  for (QLineSeries* line : namedLines(chart.get())) {
    if (line->name() == "Owned GPUs (incl. spares)") owned = line;
    if (line->name() == "Peak demand") peak = line;
  }
  ASSERT_TRUE(owned && peak);
  // Steps: month m spans m..m+1; 2 servers * 8 GPUs = 16, the last month 3 * 8 = 24.
  EXPECT_EQ(owned->count(), 24);
  EXPECT_DOUBLE_EQ(owned->at(0).y(), 16.0);
  EXPECT_DOUBLE_EQ(owned->at(23).x(), 12.0);
  EXPECT_DOUBLE_EQ(owned->at(23).y(), 24.0);
  EXPECT_EQ(charts::describePoint(chart.get(), owned, QPointF(11.5, 24)),
            QStringLiteral("Owned GPUs (incl. spares)\nmonth 11 (year 1): 24.0 GPUs"));
  EXPECT_EQ(valueAxis(chart.get(), Qt::AlignLeft)->titleText(), QStringLiteral("GPUs (GPU One)"));

  // Renting: everything is rented, 12 * 730 GPU-hours per month = 12 average GPUs.
  chart.reset(buildCapacityChart(r, 0, 0, lightOptions()));
  QLineSeries* burst = nullptr;
  for (QLineSeries* line : namedLines(chart.get()))
    if (line->name() == "Rented on demand (average GPUs)") burst = line;
  ASSERT_NE(burst, nullptr);
  EXPECT_DOUBLE_EQ(burst->at(0).y(), 12.0);
}

TEST(ChartLoadDuration, CurveOwnedLineAndHybridCap) {
  ScenarioResult r = handResult();
  r.plans[1].strategy = Strategy::Hybrid;
  r.plans[1].hybridCaps = {2};  // 16 GPUs
  std::unique_ptr<QChart> chart(buildLoadDurationChart(r, 1, 0, lightOptions()));
  QLineSeries *curve = nullptr, *owned = nullptr, *cap = nullptr;
  for (QLineSeries* line : namedLines(chart.get())) {
    if (line->name() == "Hourly demand, sorted") curve = line;
    if (line->name().startsWith("Owned GPUs")) owned = line;
    if (line->name() == "Hybrid cap") cap = line;
  }
  ASSERT_TRUE(curve && owned && cap);
  // 40 of 168 hours at 24 GPUs, the rest at 8: two runs, 0..23.8 % and 23.8..100 %.
  ASSERT_EQ(curve->count(), 4);
  EXPECT_DOUBLE_EQ(curve->at(0).y(), 24.0);
  EXPECT_NEAR(curve->at(1).x(), 100.0 * 40 / 168, 1e-9);
  EXPECT_DOUBLE_EQ(curve->at(3).x(), 100.0);
  EXPECT_DOUBLE_EQ(owned->at(0).y(), 24.0);  // 3 servers in the last month
  EXPECT_DOUBLE_EQ(cap->at(0).y(), 16.0);
  // Demand above the cap (24 > 16) is shaded.
  EXPECT_EQ(seriesOf<QAreaSeries>(chart.get()).size(), 1u);
  EXPECT_TRUE(valueAxis(chart.get(), Qt::AlignBottom)->titleText().contains("(%)"));
}

TEST(ChartRacksAndPower, RacksOnTheLeftKilowattsOnTheRight) {
  std::unique_ptr<QChart> chart(buildRacksAndPowerChart(handResult(), 1, lightOptions()));
  QValueAxis* left = valueAxis(chart.get(), Qt::AlignLeft);
  QValueAxis* right = valueAxis(chart.get(), Qt::AlignRight);
  ASSERT_TRUE(left && right);
  EXPECT_EQ(left->titleText(), QStringLiteral("Racks"));
  EXPECT_TRUE(right->titleText().contains("kW"));
  EXPECT_EQ(left->tickCount(), right->tickCount());
  const auto lines = namedLines(chart.get());
  ASSERT_EQ(lines.size(), 1u);
  EXPECT_DOUBLE_EQ(lines[0]->at(0).y(), 10.0);  // 7,300 kWh / 730 h
  EXPECT_TRUE(lines[0]->attachedAxes().contains(right));
  ASSERT_EQ(seriesOf<QAreaSeries>(chart.get()).size(), 1u);
}

// ---------------------------------------------------------------------------------------------

TEST(ChartCompare, OneLinePerScenarioHavingThePlan) {
  const ScenarioResult a = handResult();
  ScenarioResult b = handResult();
  for (double& v : b.plans[0].cumulative) v *= 2;
  ScenarioResult c = handResult();
  c.plans[0].name = "Other";
  std::unique_ptr<QChart> chart(buildCompareChart(
      {&a, nullptr, &b, &c}, {"Base", "Broken", "Double", "Renamed"}, "Rent", lightOptions()));
  const auto lines = namedLines(chart.get());
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_EQ(lines[0]->name(), QStringLiteral("Base"));
  EXPECT_EQ(lines[1]->name(), QStringLiteral("Double"));
  // 120 million at most -> JPY million.
  EXPECT_DOUBLE_EQ(lines[1]->at(12).y(), 120.0);
  EXPECT_EQ(lines[1]->pen().color(), planColor(2));
}

// ---------------------------------------------------------------------------------------------

TEST(ChartInputs, ChangingAPriceChangesTheChartsSeries) {
  Json s = test::baseScenario();
  const ScenarioResult before = test::evaluateJson(s);
  s["rental_offers"][0]["on_demand_per_gpu_hour"] = 3;
  const ScenarioResult after = test::evaluateJson(s);
  // 11,680 GPU-hours per month for 12 months: 140,160 GPU-hours at 2 then at 3 US$.
  std::unique_ptr<QChart> first(buildCumulativeCostChart(before, lightOptions()));
  std::unique_ptr<QChart> second(buildCumulativeCostChart(after, lightOptions()));
  const QLineSeries* a = namedLines(first.get())[0];
  const QLineSeries* b = namedLines(second.get())[0];
  // 280,320 and 420,480 USD: both in USD thousand.
  EXPECT_NEAR(a->at(12).y(), 280.32, 1e-9);
  EXPECT_NEAR(b->at(12).y(), 420.48, 1e-9);

  std::unique_ptr<QChart> m1(buildMonthlyCostChart(before, 0, lightOptions()));
  std::unique_ptr<QChart> m2(buildMonthlyCostChart(after, 0, lightOptions()));
  QBarSet* r1 = setLabelled(seriesOf<QAbstractBarSeries>(m1.get())[0], "Rental on demand");
  QBarSet* r2 = setLabelled(seriesOf<QAbstractBarSeries>(m2.get())[0], "Rental on demand");
  ASSERT_TRUE(r1 && r2);
  EXPECT_NEAR(r1->at(1), 23.36, 1e-9);  // 11,680 * 2 = 23,360 USD
  EXPECT_NEAR(r2->at(1), 35.04, 1e-9);  // 11,680 * 3 = 35,040 USD
}

TEST(ChartInputs, CategoryNamesAreTranslated) {
  class Shouting : public QTranslator {
   public:
    QString translate(const char* context, const char* source, const char*, int) const override {
      if (QByteArray(context) == "Category") return QString::fromUtf8(source).toUpper();
      if (QByteArray(context) == "Charts" && QByteArray(source) == "Cost per month (%1)")
        return QStringLiteral("月額費用（%1）");
      return {};
    }
    bool isEmpty() const override { return false; }
  } translator;
  QCoreApplication::installTranslator(&translator);
  std::unique_ptr<QChart> chart(buildMonthlyCostChart(handResult(), 1, lightOptions()));
  QCoreApplication::removeTranslator(&translator);
  EXPECT_EQ(seriesOf<QAbstractBarSeries>(chart.get())[0]->barSets()[0]->label(),
            QStringLiteral("HARDWARE"));
  EXPECT_EQ(valueAxis(chart.get(), Qt::AlignLeft)->titleText(),
            QStringLiteral("月額費用（JPY million）"));
}

TEST(ChartInputs, ThemeAndFontScale) {
  ChartOptions options = lightOptions();
  std::unique_ptr<QChart> light(buildCumulativeCostChart(handResult(), options));
  options.theme = ChartTheme::Dark;
  options.fontScale = 2.0;
  std::unique_ptr<QChart> dark(buildCumulativeCostChart(handResult(), options));
  EXPECT_GT(light->backgroundBrush().color().lightnessF(), 0.9);
  EXPECT_LT(dark->backgroundBrush().color().lightnessF(), 0.3);
  const QFont small = valueAxis(light.get(), Qt::AlignLeft)->labelsFont();
  const QFont large = valueAxis(dark.get(), Qt::AlignLeft)->labelsFont();
  EXPECT_NEAR(large.pointSizeF(), 2 * small.pointSizeF(), 0.01);
  EXPECT_GE(small.pointSizeF(), 8.5);
}

// ---------------------------------------------------------------------------------------------

TEST(ChartRender, EveryChartRendersOffscreen) {
  Json s = test::baseScenario();
  s["horizon_months"] = 60;
  s["plans"].push_back(
      {{"name", "own"}, {"strategy", "colocate"}, {"site", "site1"}, {"rental_region", "r1"}});
  s["plans"].push_back(
      {{"name", "hybrid"}, {"strategy", "hybrid"}, {"site", "site1"}, {"rental_region", "r1"}});
  const ScenarioResult r = test::evaluateJson(s);
  const ChartOptions options = lightOptions();
  std::vector<std::unique_ptr<QChart>> charts;
  charts.emplace_back(buildCumulativeCostChart(r, options));
  charts.emplace_back(buildMonthlyCostChart(r, 1, options));
  charts.emplace_back(buildPresentValueChart(r, options));
  charts.emplace_back(buildCapacityChart(r, 2, 0, options));
  charts.emplace_back(buildLoadDurationChart(r, 2, 0, options));
  charts.emplace_back(buildRacksAndPowerChart(r, 1, options));
  charts.emplace_back(buildCompareChart({&r, &r}, {"A", "B"}, "own", options));
  for (auto& chart : charts) {
    const QImage image = renderChartImage(chart.get(), QSize(1200, 700));
    EXPECT_EQ(image.size(), QSize(1200, 700));
    EXPECT_TRUE(drawsSomething(image));
    // Once laid out, the legend sits below the plot area.
    EXPECT_GT(chart->legend()->geometry().top(), chart->plotArea().bottom())
        << chart->legend()->geometry().height() << " " << chart->plotArea().top() << " "
        << chart->size().height() << " " << (&chart - &charts[0]);
  }
  // Many long plan names wrap the legend onto several rows, all inside the chart (on paper,
  // where every plan has its entry).
  ChartOptions paper = options;
  paper.interactive = false;
  std::unique_ptr<QChart> crowded(buildCumulativeCostChart(handResult(60, 18), paper));
  renderChartImage(crowded.get(), QSize(800, 600));
  EXPECT_GE(qobject_cast<FleetChart*>(crowded.get())->legendRows(), 2);
  EXPECT_GT(crowded->legend()->geometry().top(), crowded->plotArea().bottom());
  EXPECT_LE(crowded->legend()->geometry().bottom(), 600.0);
  // And through a view, grabbed.
  ResultChartView view;
  view.resize(900, 500);
  view.setChart(buildCumulativeCostChart(r, options));
  view.show();
  EXPECT_TRUE(drawsSomething(view.chartView()->grab().toImage()));
}

TEST(ChartRender, EveryChartBuildsForALargeResult) {
  // 120 months, 8 plans, two GPU models: every chart is built and has series. Its speed is
  // BM_BuildEveryCatalogChart in tests/bench/report_benchmark.cpp, not a timed test.
  ScenarioResult r = handResult(120, 6);
  r.demand.push_back(r.demand[0]);
  for (PlanResult& p : r.plans) {
    p.ownedServers.push_back(p.ownedServers[0]);
    p.burstGpuHours.push_back(p.burstGpuHours[0]);
    p.rentsGpu.push_back(true);
    for (int c = 0; c < kBaseCategoryCount; ++c) p.flows[c].assign(121, 1e6 + c);
  }
  const ChartOptions options = lightOptions();
  std::vector<std::unique_ptr<QChart>> charts;
  charts.emplace_back(buildCumulativeCostChart(r, options));
  charts.emplace_back(buildMonthlyCostChart(r, 3, options));
  charts.emplace_back(buildPresentValueChart(r, options));
  charts.emplace_back(buildCapacityChart(r, 3, 1, options));
  charts.emplace_back(buildLoadDurationChart(r, 3, 1, options));
  charts.emplace_back(buildRacksAndPowerChart(r, 3, options));
  charts.emplace_back(buildCompareChart({&r, &r, &r}, {"A", "B", "C"}, "Own", options));
  for (const auto& chart : charts) EXPECT_FALSE(chart->series().isEmpty()) << chart->title().toStdString();
}

// ---------------------------------------------------------------------------------------------

TEST(ChartView, SetChartTakesOwnershipAndReplacesWithoutLeaking) {
  ResultChartView view;
  QPointer<QChart> first = buildCumulativeCostChart(handResult(), lightOptions());
  view.setChart(first);
  EXPECT_EQ(view.chart(), first.data());
  EXPECT_FALSE(view.isShowingMessage());
  QPointer<QChart> second = buildPresentValueChart(handResult(), lightOptions());
  view.setChart(second);
  EXPECT_TRUE(first.isNull());  // deleted
  EXPECT_EQ(view.chartView()->chart(), second.data());
  EXPECT_TRUE(view.chartView()->renderHints().testFlag(QPainter::Antialiasing));

  view.showMessage("Fix the problems listed to see results");
  EXPECT_TRUE(second.isNull());
  EXPECT_TRUE(view.isShowingMessage());
  EXPECT_EQ(view.chart(), nullptr);
  EXPECT_EQ(view.message(), QStringLiteral("Fix the problems listed to see results"));

  QPointer<QChart> third = buildCumulativeCostChart(handResult(), lightOptions());
  view.setChart(third);
  EXPECT_FALSE(view.isShowingMessage());
  EXPECT_EQ(view.message(), QString());
}

TEST(ChartView, HoverShowsTheExactAmount) {
  ResultChartView view;
  view.setChart(buildCumulativeCostChart(handResult(), lightOptions()));
  QLineSeries* own = namedLines(view.chart())[1];
  // Own at t = 7: 40 + 7 = 47 million yen, in full.
  emit own->hovered(QPointF(7.2, 47.0), true);
  EXPECT_EQ(view.currentToolTip(), QStringLiteral("Own\nmonth 7 (year 1): ¥47,000,000"));
  emit own->hovered(QPointF(7.2, 47.0), false);
  EXPECT_EQ(view.currentToolTip(), QString());

  view.setChart(buildMonthlyCostChart(handResult(), 1, lightOptions()));
  auto* bars = seriesOf<QAbstractBarSeries>(view.chart())[0];
  QBarSet* residual = setLabelled(bars, "Residual value");
  emit bars->hovered(true, 12, residual);
  EXPECT_EQ(view.currentToolTip(),
            QStringLiteral("Residual value\nmonth 12 (year 2): -¥10,000,000"));

  view.setChart(buildRacksAndPowerChart(handResult(), 1, lightOptions()));
  QLineSeries* power = namedLines(view.chart())[0];
  emit power->hovered(QPointF(3.5, 10), true);
  EXPECT_EQ(view.currentToolTip(),
            QStringLiteral("Average facility power (kW)\nmonth 3 (year 1): 10.0 kW"));
  QAreaSeries* racks = seriesOf<QAreaSeries>(view.chart())[0];
  emit racks->hovered(QPointF(11.9, 1), true);
  EXPECT_EQ(view.currentToolTip(), QStringLiteral("Racks\nmonth 11 (year 1): 1 racks"));

  // Load duration: 40 of 168 hours at 24 GPUs = the top 23.8 % of hours.
  view.setChart(buildLoadDurationChart(handResult(), 1, 0, lightOptions()));
  for (QLineSeries* line : namedLines(view.chart()))
    if (line->name() == "Hourly demand, sorted") emit line->hovered(QPointF(10, 24), true);
  EXPECT_EQ(view.currentToolTip(),
            QStringLiteral("Hourly demand, sorted\nat least 24.0 GPUs in 10.0 % of hours"));
}

TEST(ChartView, LegendClickTogglesTheSeriesAndDimsItsEntry) {
  ResultChartView view;
  view.resize(800, 500);
  view.show();
  view.setChart(buildCumulativeCostChart(handResult(), lightOptions()));
  QCoreApplication::processEvents();
  QLineSeries* rent = namedLines(view.chart())[0];
  QLegendMarker* marker = view.chart()->legend()->markers(rent).value(0);
  ASSERT_NE(marker, nullptr);
  const QColor label = marker->labelBrush().color();
  EXPECT_TRUE(marker->isVisible());
  emit marker->clicked();
  EXPECT_FALSE(rent->isVisible());
  EXPECT_TRUE(marker->isVisible());
  EXPECT_LT(marker->labelBrush().color().alphaF(), 0.5);
  emit marker->clicked();
  EXPECT_TRUE(rent->isVisible());
  EXPECT_EQ(marker->labelBrush().color(), label);

  // Bar sets drop to zero and come back.
  view.setChart(buildMonthlyCostChart(handResult(), 1, lightOptions()));
  auto* bars = seriesOf<QAbstractBarSeries>(view.chart())[0];
  QBarSet* hardware = setLabelled(bars, "Hardware");
  QLegendMarker* barMarker = nullptr;
  for (QLegendMarker* m : view.chart()->legend()->markers(bars))
    if (static_cast<QBarLegendMarker*>(m)->barset() == hardware) barMarker = m;
  ASSERT_NE(barMarker, nullptr);
  emit barMarker->clicked();
  EXPECT_DOUBLE_EQ(hardware->at(0), 0.0);
  EXPECT_TRUE(barMarker->isVisible());
  emit barMarker->clicked();
  EXPECT_DOUBLE_EQ(hardware->at(0), 40.0);
}

}  // namespace
}  // namespace fleetcost::ui

namespace fleetcost::ui {
namespace {

// Not a check: renders every chart of the shipped example to /tmp/charts-review for a person
// to look at. Run with --gtest_also_run_disabled_tests --gtest_filter='*ChartReview*'.
TEST(DISABLED_ChartReview, RenderShippedExample) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  ASSERT_TRUE(checked.workbook);
  std::vector<ScenarioResult> results;
  std::vector<QString> names;
  for (std::size_t i = 0; i < checked.workbook->scenarios.size(); ++i) {
    ScenarioEvaluation e = evaluateScenario(checked.workbook->scenarios[i], static_cast<int>(i));
    ASSERT_TRUE(e.result);
    results.push_back(*e.result);
    names.push_back(QString::fromStdString(e.result->name));
  }
  const QString dir = QStringLiteral("/tmp/charts-review");
  QDir().mkpath(dir);
  const ScenarioResult& r = results[0];
  auto save = [&](const QString& name, QChart* chart, QSize size = QSize(1200, 700)) {
    std::unique_ptr<QChart> owned(chart);
    EXPECT_TRUE(renderChartImage(chart, size).save(dir + "/" + name + ".png"));
  };
  ChartOptions options = lightOptions();
  auto titled = [&](const QString& title) {
    ChartOptions o = options;
    o.title = title;
    return o;
  };
  auto planIndex = [&](const std::string& name) {
    for (std::size_t i = 0; i < r.plans.size(); ++i)
      if (r.plans[i].name == name) return static_cast<int>(i);
    return 0;
  };
  const int colo = planIndex("Colocate — Tokyo");
  const int hybrid = planIndex("Hybrid — Tokyo");
  save("01-cumulative", buildCumulativeCostChart(r, titled("Cumulative cost")));
  ChartOptions discounted = titled("Cumulative cost, present value");
  discounted.discounted = true;
  save("02-cumulative-pv", buildCumulativeCostChart(r, discounted));
  save("03-monthly-colocate", buildMonthlyCostChart(r, colo, titled("Monthly cost — colocate")));
  save("04-monthly-rent", buildMonthlyCostChart(r, 0, titled("Monthly cost — rent")));
  save("05-pv", buildPresentValueChart(r, titled("Present value by plan")));
  for (std::size_t g = 0; g < r.demand.size(); ++g) {
    save(QStringLiteral("06-capacity-hybrid-gpu%1").arg(g),
         buildCapacityChart(r, hybrid, static_cast<int>(g), titled("Capacity — hybrid")));
    save(QStringLiteral("07-load-duration-hybrid-gpu%1").arg(g),
         buildLoadDurationChart(r, hybrid, static_cast<int>(g), titled("Load duration")));
  }
  save("06-capacity-colocate-gpu0", buildCapacityChart(r, colo, 0, titled("Capacity — colo")));
  save("07-load-duration-rent-gpu0", buildLoadDurationChart(r, 0, 0, titled("Load — rent")));
  save("08-racks-power", buildRacksAndPowerChart(r, colo, titled("Racks and power")));
  std::vector<const ScenarioResult*> all;
  for (const ScenarioResult& each : results) all.push_back(&each);
  save("09-compare", buildCompareChart(all, names, "Colocate — Tokyo", titled("Compare")));
  options.theme = ChartTheme::Dark;
  save("10-dark-cumulative", buildCumulativeCostChart(r, titled("Dark")));
  save("10-dark-monthly", buildMonthlyCostChart(r, hybrid, titled("Dark monthly")));
  options.theme = ChartTheme::Light;
  options.fontScale = 1.8;
  save("11-slide-cumulative", buildCumulativeCostChart(r, titled("Slide")), QSize(1920, 1080));
  save("11-slide-pv", buildPresentValueChart(r, titled("Slide PV")), QSize(1920, 1080));
  options.fontScale = 1.0;
  save("12-small-cumulative", buildCumulativeCostChart(r, options), QSize(640, 400));
  const ScenarioResult longest = handResult(600, 18);
  save("13-600-months-20-plans", buildCumulativeCostChart(longest, titled("600 months")));
  save("13-600-months-monthly", buildMonthlyCostChart(longest, 1, titled("600 months")));
  save("13-120-months-monthly", buildMonthlyCostChart(handResult(120), 1, titled("120 months")));
  {
    ScenarioResult japanese = handResult(60);
    japanese.plans[0].name = "東京でオンデマンド賃貸";
    japanese.plans[1].name = "香港コロケーション";
    ChartOptions ja = titled(QStringLiteral("累積コスト"));
    ja.locale = QLocale(QLocale::Japanese, QLocale::Japan);
    save("15-japanese-pv", buildPresentValueChart(japanese, ja));
  }
  ResultChartView view;
  view.resize(900, 500);
  view.showMessage(QStringLiteral("Fix the problems listed to see results"));
  view.show();
  EXPECT_TRUE(view.grab().save(dir + "/14-view-message.png"));
  view.setChart(buildCumulativeCostChart(r, lightOptions()));
  QCoreApplication::processEvents();
  EXPECT_TRUE(view.grab().save(dir + "/14-view-chart.png"));
}

}  // namespace
}  // namespace fleetcost::ui
