// Thresholds (goal seek) worked by hand on the teaching example, plugged back into a full
// evaluation on the shipped example, against the break-even map's zero line, and the cases
// without an answer.
#include "model/risk/thresholds.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>

#include "model/evaluation/workbook_check.h"
#include "model/risk/breakeven_map.h"
#include "model/risk/threshold_output.h"
#include "model/validation/validate_scenario.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

Scenario exampleScenario(const std::string& file) {
  const CheckedWorkbook checked = checkWorkbookFile(test::sourcePath("assets/examples/" + file));
  EXPECT_TRUE(checked.workbook);
  return checked.workbook->scenarios.at(0);
}

std::shared_ptr<const RiskModel> modelOf(const Scenario& s) {
  RiskModelOrProblems built = buildRiskModel(s, 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

std::shared_ptr<const RiskModel> teaching() {
  static const auto model = modelOf(exampleScenario("teaching-one-gpu.fleetcost"));
  return model;
}

ThresholdResult solve(const RiskModel& model, std::vector<ThresholdInput> inputs,
                      const std::string& owning = "", const std::string& renting = "",
                      bool hold = false) {
  ThresholdOptions options;
  options.inputs = std::move(inputs);
  options.owning = owning;
  options.renting = renting;
  options.holdDecisions = hold;
  ThresholdResult r = runThresholds(model, options);
  EXPECT_EQ(r.error, "");
  EXPECT_TRUE(r.problems.empty());
  return r;
}

// Teaching example, colocate against renting on demand, demand scaled by s on today's fleet of
// 3 servers (24 GPUs; docs/teaching-example.md): colocating costs the fixed 810,000 + 12,000 -
// 187,500 resale = 634,500, plus per month 4,000 power fee + 400 cooling + 500 network + 3,950
// operations + energy (730 * 3 * 2 kW idle + 8/8 kWh * 14,600 s served GPU-hours) * 1.25 * 0.10
// = 547.50 + 1,825 s; over 24 months 860,040 + 43,800 s (903,840 at s = 1). Renting on demand
// costs 1,051,200 s. Equal at s = 860,040 / 1,007,400 = 0.853722...; the fleet is then busy
// 20 s / 24 of its GPU-hours: 71.1435... % (83.33 % today).
TEST(Thresholds, UtilisationByHandOnTheTeachingExample) {
  for (bool hold : {false, true}) {
    const ThresholdResult r =
        solve(*teaching(), {{kUtilisation, {}}}, "Colocate", "Rent on demand", hold);
    ASSERT_EQ(r.thresholds.size(), 1u);
    const Threshold& t = r.thresholds[0];
    ASSERT_EQ(t.status, ThresholdStatus::Found) << t.message;
    EXPECT_EQ(t.unit, "%");
    EXPECT_NEAR(t.today, 100.0 * 20 / 24, 1e-9);
    const ThresholdCrossing& c = *t.threshold();
    EXPECT_NEAR(c.demandScale, 860040.0 / 1007400.0, 1e-9);
    EXPECT_NEAR(c.value, 100.0 * 860040.0 / 1007400.0 * 20 / 24, 1e-7);
    EXPECT_TRUE(c.owningWinsAbove);
    EXPECT_FALSE(c.jump);
    EXPECT_NEAR(*t.distance(), c.value - 100.0 * 20 / 24, 1e-12);
    // The colocate plan rents nothing, so its fleet of 24 GPUs stops the search above 20 * 1.2.
    ASSERT_FALSE(t.limits.empty());
    EXPECT_EQ(t.limits[0].pointer, "/scenarios/0/plans/2");
    EXPECT_LT(t.high, 100.0);
  }
}

// The cheapest pair, hybrid (caps 2 servers) against reserved (16 GPUs per term), with every
// rental price times r: reserved costs 770,880 r; the hybrid 421,000 hardware net of resale and
// rack fees + 24 * (2,500 maintenance + 1,825 energy + 2,400 rack fees + 300 transit and remote
// hands) = 589,600, plus 24 * 8,760 r for the 4 GPUs it rents = 210,240 r. Equal at r =
// 589,600 / 560,640 = 1.0516552...; above it owning wins. The caps and reservations chosen again
// are the same (every price scales alike, and cap 2 stays cheapest near r = 1.05: cap 3 costs
// 896,640 + 7,200, cap 1 323,000 + 630,720 r + 7,200).
TEST(Thresholds, RentalPriceScaleByHandOnTheTeachingExample) {
  for (bool hold : {false, true}) {
    const ThresholdResult r = solve(*teaching(), {{kRentalPriceScale, {}}}, "", "", hold);
    EXPECT_EQ(r.decisionsHeld, hold);
    EXPECT_EQ(teaching()->base.plans[r.owningPlan].name, "Hybrid");
    EXPECT_EQ(teaching()->base.plans[r.rentingPlan].name, "Rent reserved");
    EXPECT_DOUBLE_EQ(r.differenceToday(), 799840.0 - 770880.0);
    const Threshold& t = r.thresholds.at(0);
    ASSERT_EQ(t.status, ThresholdStatus::Found);
    EXPECT_NEAR(t.threshold()->value, 589600.0 / 560640.0, 1e-9);
    EXPECT_TRUE(t.threshold()->owningWinsAbove);
    EXPECT_NEAR(*t.relativeDistance(), 589600.0 / 560640.0 - 1, 1e-9);
    EXPECT_FALSE(t.owningWinsToday);
    EXPECT_EQ(t.crossings.size(), 1u);  // the difference is linear in r
  }
}

// The hybrid's 2 servers use (730 * 2 * 2 kW + 11,680 served GPU-hours) * 1.25 = 18,250 kWh a
// month: at e per kWh it costs 799,840 - 24 * 1,825 + 24 * 18,250 e = 756,040 + 438,000 e, the
// reserved plan 770,880. Equal at e = 14,840 / 438,000 = 0.0338812...; below it owning wins.
TEST(Thresholds, EnergyPriceByHandOnTheTeachingExample) {
  const ThresholdResult r = solve(*teaching(), {{"/sites/0/energy_per_kwh", {}}});
  const Threshold& t = r.thresholds.at(0);
  EXPECT_EQ(t.input, "/scenarios/0/sites/0/energy_per_kwh");
  EXPECT_EQ(t.unit, "USD per kWh");
  ASSERT_EQ(t.status, ThresholdStatus::Found);
  EXPECT_NEAR(t.threshold()->value, 14840.0 / 438000.0, 1e-9 * 14840.0 / 438000.0);
  EXPECT_FALSE(t.threshold()->owningWinsAbove);
  EXPECT_DOUBLE_EQ(t.today, 0.1);
}

// Colocate against on demand over a horizon of H months (H <= 48, no refresh): colocating costs
// 822,000 + 11,222.50 H - 750,000 * 0.5^(H/12) resale, renting 43,800 H; the difference
// 822,000 - 32,577.50 H - 750,000 * 2^(-H/12) is 3,122.30 at H = 16 and -12,750.08 at H = 17
// (it rises to H = 5 and falls after; above 48 owning keeps winning). Owning wins from 17 months.
// Neither plan has a decision to hold, so a risk trial (held) gives the same.
TEST(Thresholds, HorizonByHandOnTheTeachingExample) {
  for (bool hold : {false, true}) {
    const ThresholdResult r =
        solve(*teaching(), {{kHorizonMonths, {}}}, "Colocate", "Rent on demand", hold);
    const Threshold& t = r.thresholds.at(0);
    EXPECT_EQ(t.input, "/scenarios/0/horizon_months");
    EXPECT_TRUE(t.whole);
    ASSERT_EQ(t.status, ThresholdStatus::Found);
    EXPECT_EQ(t.threshold()->value, 17);
    EXPECT_TRUE(t.threshold()->owningWinsAbove);
    EXPECT_EQ(*t.distance(), -7);
    EXPECT_TRUE(t.owningWinsToday);
    EXPECT_EQ(t.low, 1);
    EXPECT_EQ(t.high, 48);  // twice today's
    EXPECT_EQ(t.crossings.size(), 1u);
  }
}

// Colocate against reserved: colocating costs 903,840 - 24 * 2,372.50 + 24 * 23,725 e = 846,900 +
// 569,400 e, above 770,880 even with free energy: no threshold from 0 to 100 times 0.10.
TEST(Thresholds, NoThresholdInTheRangeIsSaid) {
  const ThresholdResult r =
      solve(*teaching(), {{"/sites/0/energy_per_kwh", {}}}, "Colocate", "Rent reserved");
  const Threshold& t = r.thresholds.at(0);
  EXPECT_EQ(t.status, ThresholdStatus::None);
  EXPECT_EQ(t.threshold(), nullptr);
  EXPECT_FALSE(t.distance());
  EXPECT_EQ(t.low, 0);
  EXPECT_DOUBLE_EQ(t.high, 10);
  EXPECT_FALSE(t.owningWinsToday);
}

TEST(Thresholds, ARangeNarrowsTheSearchAndAZeroValueNeedsOne) {
  Scenario s = exampleScenario("teaching-one-gpu.fleetcost");
  s.sites[0].energyPerKwh.value = 0;
  const auto model = modelOf(s);
  const ThresholdResult without = solve(*model, {{"/sites/0/energy_per_kwh", {}}});
  EXPECT_EQ(without.thresholds.at(0).status, ThresholdStatus::Unavailable);
  EXPECT_NE(without.thresholds[0].message.find("give a range"), std::string::npos);
  const ThresholdResult with = solve(*model, {{"/sites/0/energy_per_kwh", std::pair{0.0, 1.0}}});
  ASSERT_EQ(with.thresholds.at(0).status, ThresholdStatus::Found);
  EXPECT_NEAR(with.thresholds[0].threshold()->value, 14840.0 / 438000.0, 1e-10);
  EXPECT_EQ(with.thresholds[0].high, 1.0);
}

TEST(Thresholds, OptionsItCannotUse) {
  const auto model = teaching();
  ThresholdOptions options;
  options.owning = "Nothing";
  EXPECT_NE(runThresholds(*model, options).error.find("no plan named \"Nothing\""),
            std::string::npos);
  options.owning = "Rent reserved";
  EXPECT_NE(runThresholds(*model, options).error.find("is not an owning plan"), std::string::npos);
  options.owning = "";
  options.renting = "Hybrid";
  EXPECT_NE(runThresholds(*model, options).error.find("is not a renting plan"), std::string::npos);
  options.renting = "";
  options.inputs = {{"/sites/0/nothing", {}}};
  EXPECT_NE(runThresholds(*model, options).error.find("not a figure the scenario states"),
            std::string::npos);
  options.inputs = {{kUtilisation, std::pair{0.0, 2.0}}};
  EXPECT_NE(runThresholds(*model, options).error.find("takes no range"), std::string::npos);
  options.inputs = {{"/sites/0/cooling_options/1/pue", std::pair{0.5, 2.0}}};
  EXPECT_NE(runThresholds(*model, options).error.find("must be between 1.0 and 3.0"),
            std::string::npos);
  options.inputs = {{"/sites/0/energy_per_kwh", std::pair{0.2, 0.5}}};  // today is 0.1
  EXPECT_NE(runThresholds(*model, options).error.find("around today's value 0.1"),
            std::string::npos);
  options.inputs = {{"/plans/0/financing/annual_rate", {}}};
  EXPECT_NE(runThresholds(*model, options).error.find("not one of the two compared"),
            std::string::npos);
  const auto onlyRenting = modelOf(test::loadScenario(test::baseScenario()));
  // No pair is not an error (the file's other scenarios are still answered): it says why.
  const ThresholdResult unanswered = runThresholds(*onlyRenting, {});
  EXPECT_EQ(unanswered.error, "");
  EXPECT_EQ(unanswered.unanswered, kNoOwningPlan);
  EXPECT_TRUE(unanswered.thresholds.empty());
}

TEST(Thresholds, DefaultInputsOfTheTeachingExample) {
  const std::vector<ThresholdInput> inputs = defaultThresholdInputs(*teaching(), 3);
  std::vector<std::string> names;
  for (const ThresholdInput& in : inputs) names.push_back(in.input);
  EXPECT_EQ(names, (std::vector<std::string>{kUtilisation, kRentalPriceScale,
                                             "/sites/0/energy_per_kwh", "/server_models/0/price",
                                             "/discount_rate_annual", kHorizonMonths}));
}

TEST(Thresholds, MostInformativeAreTheNearestToToday) {
  ThresholdResult r;
  const auto add = [&](double today, std::optional<double> value) {
    Threshold t;
    t.today = today;
    if (value) {
      t.status = ThresholdStatus::Found;
      t.crossings.push_back({*value, true, false, 0});
      t.nearest = 0;
    }
    r.thresholds.push_back(t);
  };
  add(1, 1.5);   // 50 %
  add(10, 11);   // 10 %
  add(0, 0.01);  // today 0: after those with a relative distance
  add(5, {});    // none
  add(100, 70);  // 30 %
  add(2, 2.2);   // 10 %, after the first 10 % (input order)
  EXPECT_EQ(mostInformativeThresholds(r), (std::vector<int>{1, 5, 4}));
  EXPECT_EQ(mostInformativeThresholds(r, 10), (std::vector<int>{1, 5, 4, 0, 2}));
}

// Utilisation can stop at 100 % with today at 100 % (the fleet is full; owning still wins up to
// demand 1.125 x today's, the rest rented): it ranks by that demand's 12.5 %, after a 10 %
// distance and before a 30 % one.
TEST(Thresholds, MostInformativeRanksUtilisationByItsDemand) {
  ThresholdResult r;
  const auto add = [&](const std::string& input, double today, double value, double demand) {
    Threshold t;
    t.input = input;
    t.today = today;
    t.status = ThresholdStatus::Found;
    t.crossings.push_back({value, false, false, demand});
    t.nearest = 0;
    r.thresholds.push_back(t);
  };
  add(kUtilisation, 100, 100, 1.125);
  add(kRentalPriceScale, 1, 0.9, 0);
  add("/discount_rate_annual", 0.1, 0.13, 0);
  EXPECT_EQ(mostInformativeThresholds(r), (std::vector<int>{1, 0, 2}));
}

// Plausible first: a discount rate below 0 is never listed (the example's "owning wins if the
// discount rate is below -3.97 % a year", -149.7 % from today's 8 %), and a value outside the
// low-high range a figure states comes after every value inside one or of a figure without one,
// however near it is.
TEST(Thresholds, MostInformativeArePlausible) {
  ThresholdResult r;
  const auto add = [&](const std::string& input, double today, double value,
                       std::optional<std::pair<double, double>> stated, bool notBelowZero) {
    Threshold t;
    t.input = input;
    t.today = today;
    t.status = ThresholdStatus::Found;
    t.crossings.push_back({value, false, false, 0});
    t.nearest = 0;
    t.stated = stated;
    t.notBelowZero = notBelowZero;
    r.thresholds.push_back(t);
  };
  add("/discount_rate_annual", 0.08, -0.0397, {}, true);  // -149.6 %: below 0, never
  add("/server_models/0/price", 100, 105, std::pair{110.0, 150.0}, false);  // 5 %, outside
  add(kRentalPriceScale, 1, 1.3, {}, false);                                // 30 %, no range stated
  add("/sites/0/energy_per_kwh", 20, 28, std::pair{15.0, 30.0}, false);     // 40 %, inside
  add("/discount_rate_annual", 0.08, 0.02, {}, true);                       // -75 %, a rate above 0
  EXPECT_EQ(mostInformativeThresholds(r), (std::vector<int>{2, 3, 4}));
  EXPECT_EQ(mostInformativeThresholds(r, 10), (std::vector<int>{2, 3, 4, 1}));
}

TEST(Thresholds, KnowWhatIsPlausibleForEachInput) {
  const Scenario base = exampleScenario("tokyo-vs-hong-kong.fleetcost");
  ASSERT_TRUE(base.sites[0].energyPerKwh.low && base.sites[0].energyPerKwh.high);
  const ThresholdResult r = solve(
      *modelOf(base),
      {{"/discount_rate_annual", {}}, {"/sites/0/energy_per_kwh", {}}, {kRentalPriceScale, {}}});
  EXPECT_TRUE(r.thresholds.at(0).notBelowZero);
  EXPECT_FALSE(r.thresholds[1].notBelowZero);
  ASSERT_TRUE(r.thresholds[1].stated);
  EXPECT_EQ(r.thresholds[1].stated->first, *base.sites[0].energyPerKwh.low);
  EXPECT_EQ(r.thresholds[1].stated->second, *base.sites[0].energyPerKwh.high);
  EXPECT_FALSE(r.thresholds[2].stated);
}

// The shipped example's scenario with one input at x: rental prices or demand scaled, or a
// figure set (its range dropped).
Scenario withInput(Scenario s, const std::string& input, double x) {
  const auto scale = [x](Figure& f) {
    f.value *= x;
    f.low.reset();
    f.high.reset();
  };
  if (input == kRentalPriceScale) {
    for (RentalOffer& o : s.rentalOffers) {
      scale(o.onDemandPerGpuHour);
      scale(o.reservedPerGpuMonth);
    }
  } else if (input == kDemandScale) {
    for (Workload& w : s.workloads)
      scale(w.usesTokens() ? w.avgTokensPerSecond : w.gpuHoursPerMonth);
  } else {
    for (RangedFigure& f : rangedFigures(s, "/scenarios/0", true))
      if (f.pointer == input) f.in(s) = Figure::of(x);
  }
  return s;
}

// The teaching example's hybrid against renting on demand, energy at e per kWh (docs/
// teaching-example.md, "Hybrid"): with a cap of c servers the hybrid costs
//   c = 0: 1,051,200 (everything rented on demand, no rack: no site term; exactly the on-demand
//          plan's cost),
//   c = 1: 953,720 - 24 * 912.50 + 7,200 + 24 * 9,125 e = 939,020 + 219,000 e,
//   c = 2: 756,040 + 438,000 e (as in EnergyPriceByHandOnTheTeachingExample),
//   c = 3: 896,640 - 24 * 2,372.50 + 7,200 + 24 * 23,725 e = 846,900 + 569,400 e.
// c = 2 is the cheapest owned cap at every e >= 0 (c = 1 only from e = 0.8355, c = 3 never), and
// it is kept over renting everything while cheaper by more than the search margin (MODEL.md
// §4.5: 1e-9 x 1,051,200): 756,040 + 438,000 e < 1,051,200 - 0.0010512, e < (295,160 -
// 0.0010512) / 438,000 = 0.6738812761... Above it the best cap is 0 and the two plans cost
// exactly the same: a tie, not a win. The threshold is that edge, not the first sample inside
// the tie (1.0 = 10 x today's).
double onDemandMinusHybrid(const Scenario& base, double energy) {
  Scenario s = base;
  s.sites[0].energyPerKwh = Figure::of(energy);
  const std::optional<ScenarioResult> r = evaluateScenario(s, 0).result;
  EXPECT_TRUE(r);
  return r ? test::planNamed(*r, "Hybrid").pvCost - test::planNamed(*r, "Rent on demand").pvCost
           : 0.0;
}

TEST(Thresholds, ATieIsNotAWinTheThresholdIsWhereItEnds) {
  const Scenario base = exampleScenario("teaching-one-gpu.fleetcost");
  const double edge = (295160.0 - 1e-9 * 1051200.0) / 438000.0;
  // Today 0.10 (owning wins) and today 1.0 (inside the tie): the same edge either way.
  for (double today : {0.1, 1.0}) {
    SCOPED_TRACE(today);
    Scenario s = base;
    s.sites[0].energyPerKwh = Figure::of(today);
    const ThresholdResult r =
        solve(*modelOf(s), {{"/sites/0/energy_per_kwh", {}}}, "Hybrid", "Rent on demand");
    const Threshold& t = r.thresholds.at(0);
    ASSERT_EQ(t.status, ThresholdStatus::Found) << t.message;
    ASSERT_EQ(t.crossings.size(), 1u);  // the tie's far end (towards 100 x) is no crossing
    const ThresholdCrossing& c = *t.threshold();
    EXPECT_NEAR(c.value, edge, 1e-9);  // narrowed to 1e-9 of the bracket's smaller end, >= 0.5
    EXPECT_FALSE(c.owningWinsAbove);
    EXPECT_EQ(t.owningWinsToday, today < edge);
    // Plugged back in: just inside owning wins strictly, just outside the plans tie.
    EXPECT_LT(onDemandMinusHybrid(base, c.value * (1 - 1e-8)), 0);
    EXPECT_EQ(onDemandMinusHybrid(base, c.value * (1 + 1e-8)), 0);
  }
}

TEST(Thresholds, ATieOverTheWholeRangeIsSaid) {
  // From 0.8 to 5 per kWh the best cap is 0 throughout: the two plans cost exactly the same.
  Scenario s = exampleScenario("teaching-one-gpu.fleetcost");
  s.sites[0].energyPerKwh = Figure::of(1.0);
  const ThresholdResult r = solve(*modelOf(s), {{"/sites/0/energy_per_kwh", std::pair{0.8, 5.0}}},
                                  "Hybrid", "Rent on demand");
  const Threshold& t = r.thresholds.at(0);
  EXPECT_EQ(t.status, ThresholdStatus::None);
  EXPECT_FALSE(t.owningWinsToday);
  EXPECT_NE(t.message.find("exactly the same"), std::string::npos) << t.message;
}

// The teaching example with a hosted API plan serving its chat inference at 1 USD per million
// tokens (input and output alike), training rented on demand at 3.00. Colocating keeps today's
// 3 servers (24 GPUs) while demand is scaled by s: busy 14,600 s of 17,520 GPU-hours a month,
// a utilisation of 83.33 s % whichever renting plan it is compared with. Against the API plan:
// colocating costs 860,040 + 43,800 s (UtilisationByHandOnTheTeachingExample); the API plan
// 24 * (11,680 s * 3 + 4 GPUs * 730 h * 1,000 tokens/s * 3,600 s / 10^6 * 1 USD) = 840,960 s +
// 252,288 s = 1,093,248 s. Equal at s = 860,040 / 1,049,448 = 0.819516...: 68.293 %.
TEST(Thresholds, UtilisationIsTheOwningPlansWhicheverPlanItIsComparedWith) {
  std::ifstream in(test::sourcePath("assets/examples/teaching-one-gpu.fleetcost"));
  test::Json scenario = test::Json::parse(in)["scenarios"][0];
  scenario["api_offers"] = test::Json::parse(R"([{"id": "chat_api", "model": "chat-model",
      "region": "tokyo", "currency": "USD", "input_per_million_tokens": 1,
      "output_per_million_tokens": 1}])");
  scenario["workloads"][1]["model"] = "chat-model";
  scenario["workloads"][1]["input_token_share"] = 0.5;
  scenario["plans"].push_back(
      test::Json::parse(R"({"name": "API", "strategy": "api", "rental_region": "tokyo"})"));
  const auto model = modelOf(test::loadScenario(scenario));
  const double sStar = 860040.0 / 1049448.0;
  for (const char* renting : {"Rent on demand", "API"}) {
    SCOPED_TRACE(renting);
    const ThresholdResult r = solve(*model, {{kUtilisation, {}}}, "Colocate", renting);
    const Threshold& t = r.thresholds.at(0);
    ASSERT_NE(t.status, ThresholdStatus::Unavailable) << t.message;
    EXPECT_NEAR(t.today, 100.0 * 20 / 24, 1e-9);
    if (std::string(renting) == "API") {
      ASSERT_EQ(t.status, ThresholdStatus::Found);
      EXPECT_NEAR(t.threshold()->demandScale, sStar, 1e-9);
      EXPECT_NEAR(t.threshold()->value, 100.0 * sStar * 20 / 24, 1e-7);
      EXPECT_TRUE(t.threshold()->owningWinsAbove);
    }
  }
}

// Each threshold of the shipped example, plugged back into an evaluation of the changed
// scenario, makes the two present values equal to 1e-6 of their size: with decisions chosen
// again, evaluateScenario; with decisions held, compiling and evaluatePrepared with the base
// case's decisions (not the risk trial the search used). A whole-number threshold is the first
// value on owning's side of the change.
TEST(Thresholds, PluggedBackThePresentValuesAreEqual) {
  const Scenario base = exampleScenario("tokyo-vs-hong-kong.fleetcost");
  const auto model = modelOf(base);
  for (bool hold : {false, true}) {
    SCOPED_TRACE(hold ? "held" : "chosen again");
    ThresholdOptions options;
    options.inputs = {{kRentalPriceScale, {}},
                      {"/sites/0/energy_per_kwh", {}},
                      {"/sites/1/energy_per_kwh", {}},
                      {"/server_models/0/price", {}},
                      {"/discount_rate_annual", {}},
                      {kHorizonMonths, {}},
                      {kDemandScale, {}}};
    options.owning = "Colocate — Tokyo";
    options.renting = hold ? "Rent reserved — Tokyo" : "Rent on demand — Tokyo";
    options.holdDecisions = hold;
    const ThresholdResult r = runThresholds(*model, options);
    ASSERT_EQ(r.error, "");
    const auto difference = [&](const std::string& input, double x) {
      const Scenario s = withInput(base, input, x);
      std::optional<ScenarioResult> result;
      if (hold) {
        EXPECT_TRUE(validateScenarioFields(s, "/scenarios/0").empty());
        PreparedOrProblems p = prepareScenario(s, "/scenarios/0");
        EXPECT_TRUE(p.prepared);
        result = evaluatePrepared(*p.prepared, &model->decisions).result;
      } else {
        result = evaluateScenario(s, 0).result;
      }
      EXPECT_TRUE(result);
      const double own = result->plans[r.owningPlan].pvCost;
      const double rent = result->plans[r.rentingPlan].pvCost;
      return std::pair{own - rent, std::max(std::fabs(own), std::fabs(rent))};
    };
    int checked = 0;
    for (const Threshold& t : r.thresholds) {
      SCOPED_TRACE(t.input);
      ASSERT_NE(t.status, ThresholdStatus::Unavailable) << t.message;
      for (const ThresholdCrossing& c : t.crossings) {
        const auto [d, size] = difference(t.input, c.value);
        if (t.whole) {
          EXPECT_LT(d, 0);
          EXPECT_GE(difference(t.input, c.value + (c.owningWinsAbove ? -1 : 1)).first, 0);
        } else if (c.jump) {
          EXPECT_LT(d, 0);
        } else {
          EXPECT_LE(std::fabs(d), 1e-6 * size) << "at " << c.value;
        }
        ++checked;
      }
    }
    EXPECT_GE(checked, 3);
  }
}

// The break-even map's zero line through today's rental prices (the row at scale 1) crosses
// where the rental price threshold is; on the teaching example the difference is linear in the
// rental price scale, so the map's interpolated crossing is the threshold itself.
TEST(Thresholds, AgreeWithTheBreakEvenMapsZeroLine) {
  BreakEvenMapOptions map;
  map.x = kRentalPriceScale;
  map.xRange = std::pair{0.9, 1.2};
  map.y = kDemandScale;
  map.yRange = std::pair{0.5, 1.5};
  map.steps = 3;  // rental prices 0.9, 1.05, 1.2; demand 0.5, 1, 1.5
  const BreakEvenMap m = runBreakEvenMap(*teaching(), map);
  ASSERT_EQ(m.error, "");
  std::optional<double> crossing;
  for (const Polyline& line : m.zeroLine)
    for (const auto& point : line)
      if (point[1] == 1.0) crossing = point[0];
  ASSERT_TRUE(crossing);
  for (bool hold : {true, false}) {
    const ThresholdResult r = solve(*teaching(), {{kRentalPriceScale, {}}}, "", "", hold);
    EXPECT_NEAR(r.thresholds.at(0).threshold()->value, *crossing, 1e-9);
  }
}

// On the shipped example, with decisions held as the map holds them and only the cheapest pair
// kept (the map chooses the cheapest at every point): along demand at today's rental prices
// (the map's row at rental price scale 1), every cell where the map changes sign holds a
// threshold crossing, the threshold is in such a cell, and so is every point of the zero line
// on that row.
TEST(Thresholds, AgreeWithTheBreakEvenMapOnTheShippedExample) {
  Scenario s = exampleScenario("tokyo-vs-hong-kong.fleetcost");
  const auto full = modelOf(s);
  s.plans = {s.plans[full->baseOutcome.bestOwning], s.plans[full->baseOutcome.bestRenting]};
  const auto model = modelOf(s);
  BreakEvenMapOptions map;
  map.x = kDemandScale;
  map.xRange = std::pair{0.2, 1.8};
  map.y = kRentalPriceScale;
  map.yRange = std::pair{0.5, 1.5};
  map.steps = 41;  // the row y = 1 is grid row 20; demand every 0.04
  const BreakEvenMap m = runBreakEvenMap(*model, map);
  ASSERT_EQ(m.error, "");
  ASSERT_EQ(m.y.values[20], 1.0);
  ThresholdOptions options;
  options.inputs = {{kDemandScale, std::pair{0.2, 1.8}}};
  options.holdDecisions = true;
  const ThresholdResult r = runThresholds(*model, options);
  const Threshold& t = r.thresholds.at(0);
  ASSERT_EQ(t.status, ThresholdStatus::Found);
  const auto crossingIn = [&](double from, double to) {
    for (const ThresholdCrossing& c : t.crossings)
      if (c.value >= from && c.value <= to) return true;
    return false;
  };
  std::vector<std::pair<double, double>> cells;
  for (std::size_t ix = 0; ix + 1 < m.x.values.size(); ++ix)
    if ((m.at(ix, 20) < 0) != (m.at(ix + 1, 20) < 0))
      cells.push_back({m.x.values[ix], m.x.values[ix + 1]});
  ASSERT_FALSE(cells.empty());
  for (const auto& [from, to] : cells)
    EXPECT_TRUE(crossingIn(from, to)) << "the map changes sign between " << from << " and " << to;
  const double threshold = t.threshold()->value;
  EXPECT_TRUE(std::any_of(cells.begin(), cells.end(), [&](const auto& cell) {
    return threshold >= cell.first && threshold <= cell.second;
  })) << threshold;
  int onRow = 0;
  for (const Polyline& line : m.zeroLine)
    for (const auto& point : line)
      if (point[1] == 1.0) {
        ++onRow;
        EXPECT_TRUE(crossingIn(point[0] - 0.04, point[0] + 0.04)) << point[0];
      }
  EXPECT_GT(onRow, 0);
}

TEST(Thresholds, CancelledAndProgress) {
  ThresholdOptions options;
  std::vector<std::pair<long long, long long>> calls;
  options.progress = [&](long long done, long long total) { calls.push_back({done, total}); };
  options.threads = 1;
  const ThresholdResult r = runThresholds(*teaching(), options);
  EXPECT_EQ(r.thresholds.size(), 6u);
  ASSERT_FALSE(calls.empty());
  EXPECT_EQ(calls.back(), (std::pair<long long, long long>{6, 6}));
  std::atomic<bool> cancel{true};
  options.cancel = &cancel;
  const ThresholdResult cancelled = runThresholds(*teaching(), options);
  EXPECT_TRUE(cancelled.cancelled);
  EXPECT_TRUE(cancelled.thresholds.empty());
}

}  // namespace
}  // namespace fleetcost
