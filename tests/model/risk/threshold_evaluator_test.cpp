// ThresholdEvaluator and ownedUtilisation: the two present values of a plan pair with one or two
// threshold inputs set, worked by hand on a one-GPU-model scenario of round numbers.
#include "model/risk/threshold_evaluator.h"

#include <gtest/gtest.h>

#include <vector>

#include "model/risk/thresholds.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

// test::baseScenario() (12 months, no discounting, no energy price, no fees) with a colocate
// plan "own" first and the base's "rent" on demand second:
//   own: 16 GPUs flat need 2 servers of 8 GPUs: 2 x 100,000 = 200,000 at month 0, credited at
//        12 months 200,000 x (1 - 0.5)^(12/12) = 100,000: 100,000.
//   rent: 11,680 GPU-hours x 2 USD x 12 months = 280,320.
test::Json pairJson(const std::string& renting = "rent_on_demand") {
  test::Json s = test::baseScenario();
  s["plans"] = test::Json::parse(R"([{"name": "own", "strategy": "colocate", "site": "site1"}])");
  s["plans"].push_back({{"name", "rent"}, {"strategy", renting}, {"rental_region", "r1"}});
  return s;
}

std::shared_ptr<const RiskModel> modelOf(const test::Json& json) {
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(json), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

ResolvedInput inputOf(const RiskModel& model, const std::vector<RangedFigure>& figures,
                      const std::string& name) {
  std::string error;
  const auto in = resolveThresholdInput(model, figures, name, {}, error);
  EXPECT_TRUE(in) << error;
  return in.value_or(ResolvedInput{});
}

struct Pair {
  std::shared_ptr<const RiskModel> model;
  std::vector<RangedFigure> figures;
};

Pair pairOf(const test::Json& json) {
  Pair p{modelOf(json), {}};
  if (p.model) p.figures = thresholdFigures(*p.model);
  return p;
}

std::optional<ThresholdPoint> pointAt(ThresholdEvaluator& e, double x) {
  Problems problems;
  const auto point = e.at(x, problems);
  for (const Problem& p : problems) ADD_FAILURE() << formatProblem(p);
  return point;
}

TEST(ThresholdEvaluator, RentalPriceScaleMovesOnlyTheRentingPlan) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  for (bool hold : {false, true}) {
    SCOPED_TRACE(hold ? "held" : "chosen again");
    ThresholdEvaluator e(*p.model, p.figures, inputOf(*p.model, p.figures, "rental_price_scale"),
                         hold);
    // x = 1: own 100,000, rent 280,320 (above): owning is cheaper by 180,320.
    auto point = pointAt(e, 1.0);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->pvOwning, 100000.0);
    EXPECT_DOUBLE_EQ(point->pvRenting, 280320.0);
    EXPECT_DOUBLE_EQ(point->difference(), -180320.0);
    EXPECT_FALSE(point->utilisation);  // only the utilisation input measures it
    // x = 0.5: rent 11,680 x 1 USD x 12 = 140,160; own rents nothing, still 100,000.
    point = pointAt(e, 0.5);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->pvOwning, 100000.0);
    EXPECT_DOUBLE_EQ(point->pvRenting, 140160.0);
    // x = 2.5: 11,680 x 5 USD x 12 = 700,800; the evaluator starts from the base each time.
    point = pointAt(e, 2.5);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->pvRenting, 700800.0);
  }
}

// Server price P: own buys 2 servers (2 P) and is credited half of them after 12 months (P), so
// it costs P. At P = 280,320 the two plans tie: the difference is exactly 0 (whole numbers and
// halves only), the value a threshold must not count as a win.
TEST(ThresholdEvaluator, AFigureAtTheTieGivesExactlyZero) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  for (bool hold : {false, true}) {
    SCOPED_TRACE(hold ? "held" : "chosen again");
    ThresholdEvaluator e(*p.model, p.figures,
                         inputOf(*p.model, p.figures, "/server_models/0/price"), hold);
    auto point = pointAt(e, 280320.0);
    ASSERT_TRUE(point);
    EXPECT_EQ(point->pvOwning, 280320.0);
    EXPECT_EQ(point->difference(), 0.0);
    // P = 300,000: own costs 300,000, 19,680 more than renting.
    point = pointAt(e, 300000.0);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->difference(), 19680.0);
    // P = 0: servers are free, own costs nothing.
    point = pointAt(e, 0.0);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->pvOwning, 0.0);
  }
}

// Demand times s with decisions chosen again: the colocate fleet follows demand.
//   s = 0.5: 8 GPUs, 1 server: 100,000 - 50,000 credit = 50,000; rent 5,840 x 2 x 12 = 140,160.
//   s = 1.5: 24 GPUs, 3 servers: 300,000 - 150,000 = 150,000; rent 17,520 x 2 x 12 = 420,480.
TEST(ThresholdEvaluator, DemandScaleSizesTheFleetAgain) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  ThresholdEvaluator e(*p.model, p.figures, inputOf(*p.model, p.figures, "demand_scale"), false);
  auto point = pointAt(e, 0.5);
  ASSERT_TRUE(point);
  EXPECT_DOUBLE_EQ(point->pvOwning, 50000.0);
  EXPECT_DOUBLE_EQ(point->pvRenting, 140160.0);
  EXPECT_FALSE(point->utilisation);
  point = pointAt(e, 1.5);
  ASSERT_TRUE(point);
  EXPECT_DOUBLE_EQ(point->pvOwning, 150000.0);
  EXPECT_DOUBLE_EQ(point->pvRenting, 420480.0);
}

// Utilisation: demand times s on today's fleet of 2 servers (16 GPUs, 11,680 GPU-hours a month).
//   s = 0.5: own keeps both servers: still 100,000 (not the 50,000 of demand_scale); busy 5,840
//            of 11,680 owned GPU-hours: utilisation 0.5. Rent 140,160.
//   s = 1:   busy 11,680 of 11,680: 1.
TEST(ThresholdEvaluator, UtilisationKeepsTodaysFleet) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  ThresholdEvaluator e(*p.model, p.figures, inputOf(*p.model, p.figures, kUtilisation), false);
  auto point = pointAt(e, 0.5);
  ASSERT_TRUE(point);
  EXPECT_DOUBLE_EQ(point->pvOwning, 100000.0);
  EXPECT_DOUBLE_EQ(point->pvRenting, 140160.0);
  ASSERT_TRUE(point->utilisation);
  EXPECT_DOUBLE_EQ(*point->utilisation, 0.5);
  point = pointAt(e, 1.0);
  ASSERT_TRUE(point);
  ASSERT_TRUE(point->utilisation);
  EXPECT_DOUBLE_EQ(*point->utilisation, 1.0);
}

// s = 1.5 asks 24 GPUs of today's 16. Without a rental region the colocate plan cannot serve
// the other 8: no point, a problem at the owning plan. With one it rents them on demand:
// 8 GPUs x 730 h x 2 USD x 12 = 140,160 on top of 100,000 = 240,160; its own GPUs are full,
// busy 17,520 - 5,840 rented = 11,680 of 11,680: utilisation 1 (not 1.5).
TEST(ThresholdEvaluator, UtilisationAboveTodaysFleet) {
  {
    const Pair p = pairOf(pairJson());
    ASSERT_TRUE(p.model);
    ThresholdEvaluator e(*p.model, p.figures, inputOf(*p.model, p.figures, kUtilisation), false);
    Problems problems;
    EXPECT_FALSE(e.at(1.5, problems));
    EXPECT_TRUE(test::hasProblem(problems, "/scenarios/0/plans/0", "cannot serve"));
  }
  test::Json json = pairJson();
  json["plans"][0]["rental_region"] = "r1";
  const Pair p = pairOf(json);
  ASSERT_TRUE(p.model);
  ThresholdEvaluator e(*p.model, p.figures, inputOf(*p.model, p.figures, kUtilisation), false);
  const auto point = pointAt(e, 1.5);
  ASSERT_TRUE(point);
  EXPECT_DOUBLE_EQ(point->pvOwning, 240160.0);
  EXPECT_DOUBLE_EQ(point->pvRenting, 420480.0);
  ASSERT_TRUE(point->utilisation);
  EXPECT_DOUBLE_EQ(*point->utilisation, 1.0);
}

// Against reserved renting: today 16 GPUs are reserved (16 x 1,000 a month beats 16 x 730 x 2 =
// 23,360 on demand). At half demand (8 GPUs) the reservation chosen again is 8 GPUs: 8 x 1,000 x
// 12 = 96,000; held, it stays 16 GPUs: 192,000. The colocate fleet follows demand either way
// (1 server: 50,000).
TEST(ThresholdEvaluator, HeldDecisionsKeepTheReservations) {
  const Pair p = pairOf(pairJson("rent_reserved"));
  ASSERT_TRUE(p.model);
  const ResolvedInput demand = inputOf(*p.model, p.figures, "demand_scale");
  ThresholdEvaluator again(*p.model, p.figures, demand, false);
  ThresholdEvaluator held(*p.model, p.figures, demand, true);
  const auto a = pointAt(again, 0.5);
  const auto h = pointAt(held, 0.5);
  ASSERT_TRUE(a && h);
  EXPECT_DOUBLE_EQ(a->pvRenting, 96000.0);
  EXPECT_DOUBLE_EQ(h->pvRenting, 192000.0);
  EXPECT_DOUBLE_EQ(a->pvOwning, 50000.0);
  EXPECT_DOUBLE_EQ(h->pvOwning, 50000.0);
}

// A figure value that breaks a rule between fields (idle power 6 kW above the server's 5 kW
// peak) gives no point and says why; the next value is evaluated from the base again.
TEST(ThresholdEvaluator, AValueThatBreaksARuleGivesProblems) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  for (bool hold : {false, true}) {
    SCOPED_TRACE(hold ? "held" : "chosen again");
    ThresholdEvaluator e(*p.model, p.figures,
                         inputOf(*p.model, p.figures, "/server_models/0/power_idle_kw"), hold);
    Problems problems;
    EXPECT_FALSE(e.at(6.0, problems));
    ASSERT_FALSE(problems.empty());
    EXPECT_NE(problems[0].pointer.find("/scenarios/0/server_models/0"), std::string::npos)
        << formatProblem(problems[0]);
    // Idle 2 kW is fine; with no energy price power costs nothing: 100,000 and 280,320 again.
    const auto point = pointAt(e, 2.0);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->difference(), -180320.0);
  }
}

// Two inputs at once, as a break-even map sets them: rental prices x 0.5 and a server price of
// 50,000: own 2 x 50,000 - 50,000 credit = 50,000; rent 140,160 (above).
TEST(ThresholdEvaluator, TwoInputsAtOnce) {
  const Pair p = pairOf(pairJson());
  ASSERT_TRUE(p.model);
  for (bool hold : {false, true}) {
    SCOPED_TRACE(hold ? "held" : "chosen again");
    ThresholdEvaluator e(
        *p.model, p.figures,
        std::vector<ResolvedInput>{inputOf(*p.model, p.figures, "rental_price_scale"),
                                   inputOf(*p.model, p.figures, "/server_models/0/price")},
        hold);
    Problems problems;
    const std::vector<double> xs{0.5, 50000.0};
    const auto point = e.at(xs, problems);
    ASSERT_TRUE(point);
    EXPECT_DOUBLE_EQ(point->pvOwning, 50000.0);
    EXPECT_DOUBLE_EQ(point->pvRenting, 140160.0);
  }
}

// ownedUtilisation on hand-made fleets over the base's 12 months of 11,680 GPU-hours (8 GPUs a
// server, 730 hours a month):
//   4 servers each month, nothing rented: 11,680 / (4 x 8 x 730 = 23,360) = 0.5;
//   2 servers, 5,840 GPU-hours rented each month: (11,680 - 5,840) / 11,680 = 0.5;
//   no server: nothing.
TEST(ThresholdEvaluator, OwnedUtilisationByHand) {
  const auto model = modelOf(pairJson());
  ASSERT_TRUE(model);
  const DemandCurves& demand = model->prepared.demand;
  const std::vector<GpuDemand>& gpus = model->base.demand;
  ASSERT_EQ(gpus.size(), 1u);
  PlanResult plan;
  plan.ownedServers = {std::vector<long long>(12, 4)};
  plan.burstGpuHours = {Series(12, 0.0)};
  ASSERT_TRUE(ownedUtilisation(plan, demand, gpus));
  EXPECT_DOUBLE_EQ(*ownedUtilisation(plan, demand, gpus), 0.5);
  plan.ownedServers = {std::vector<long long>(12, 2)};
  plan.burstGpuHours = {Series(12, 5840.0)};
  ASSERT_TRUE(ownedUtilisation(plan, demand, gpus));
  EXPECT_DOUBLE_EQ(*ownedUtilisation(plan, demand, gpus), 0.5);
  plan.ownedServers = {std::vector<long long>(12, 0)};
  EXPECT_FALSE(ownedUtilisation(plan, demand, gpus));
}

}  // namespace
}  // namespace fleetcost
