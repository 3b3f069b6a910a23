// The pair of plans a threshold compares: which plans are chosen (the cheapest of each kind, or
// those named), the pair's own scenario, and pointers mapped between it and the workbook.
#include "model/risk/threshold_pair.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

// test::baseScenario() (12 months, no discounting, no fees, no energy price) with four plans, in
// this order unless a test reorders them:
//   rent      on demand: 11,680 GPU-hours x 2 USD x 12 months = 280,320;
//   hybrid    caps at 2 servers (cap 1: 50,000 + 8 GPUs x 730 h x 2 x 12 = 190,160; cap 0:
//             280,320): 2 x 100,000 - half credited after a year = 100,000;
//   reserved  16 GPUs reserved (1,000 a month each beats 730 x 2 = 1,460): 16 x 1,000 x 12 =
//             192,000;
//   own       colocate, 2 servers: 100,000, the same as the hybrid.
test::Json fourPlans() {
  test::Json s = test::baseScenario();
  s["plans"] = test::Json::parse(R"([
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
    {"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"},
    {"name": "reserved", "strategy": "rent_reserved", "rental_region": "r1"},
    {"name": "own", "strategy": "colocate", "site": "site1"}])");
  return s;
}

std::shared_ptr<const RiskModel> modelOf(const test::Json& json) {
  RiskModelOrProblems built = buildRiskModel(test::loadScenario(json), 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

std::optional<ThresholdPair> pairOf(const RiskModel& model, const std::string& owning = "",
                                    const std::string& renting = "") {
  std::string error;
  Problems problems;
  auto pair = buildThresholdPair(model, owning, renting, error, problems);
  EXPECT_EQ(error, "");
  EXPECT_TRUE(problems.empty());
  return pair;
}

std::vector<std::string> planNames(const RiskModel& model) {
  std::vector<std::string> names;
  for (const PlanResult& p : model.base.plans) names.push_back(p.name);
  return names;
}

// The cheapest owning plan is a tie of hybrid and own at 100,000: the first in plan order.
// The cheapest renting plan is reserved (192,000 < 280,320).
TEST(ThresholdPair, TheCheapestOfEachKindFirstOnTies) {
  const auto model = modelOf(fourPlans());
  ASSERT_TRUE(model);
  const auto pair = pairOf(*model);
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->plans.owning, 1);  // hybrid, before own
  EXPECT_EQ(pair->plans.renting, 2);
  EXPECT_EQ(planNames(*pair->model), (std::vector<std::string>{"hybrid", "reserved"}));
  ASSERT_EQ(pair->model->base.plans.size(), 2u);
  EXPECT_DOUBLE_EQ(pair->model->base.plans[0].pvCost, 100000.0);
  EXPECT_DOUBLE_EQ(pair->model->base.plans[1].pvCost, 192000.0);

  // own listed before hybrid: own is first of the tie.
  test::Json json = fourPlans();
  std::swap(json["plans"][1], json["plans"][3]);  // rent, own, reserved, hybrid
  const auto swapped = modelOf(json);
  ASSERT_TRUE(swapped);
  const auto other = pairOf(*swapped);
  ASSERT_TRUE(other);
  EXPECT_EQ(other->plans.owning, 1);
  EXPECT_EQ(planNames(*other->model), (std::vector<std::string>{"own", "reserved"}));
}

TEST(ThresholdPair, PlansNamed) {
  const auto model = modelOf(fourPlans());
  ASSERT_TRUE(model);
  const auto pair = pairOf(*model, "own", "rent");
  ASSERT_TRUE(pair);
  EXPECT_EQ(pair->plans.owning, 3);
  EXPECT_EQ(pair->plans.renting, 0);
  EXPECT_EQ(pair->plans.scenarioPointer, "/scenarios/0");
  EXPECT_EQ(planNames(*pair->model), (std::vector<std::string>{"own", "rent"}));
  // own 100,000 against rent 280,320 (above).
  EXPECT_DOUBLE_EQ(pair->model->base.plans[0].pvCost, 100000.0);
  EXPECT_DOUBLE_EQ(pair->model->base.plans[1].pvCost, 280320.0);
  // Only the renting plan named: the owning one is still the cheapest (hybrid, first of the tie).
  const auto half = pairOf(*model, "", "rent");
  ASSERT_TRUE(half);
  EXPECT_EQ(half->plans.owning, 1);
  EXPECT_EQ(half->plans.renting, 0);
}

TEST(ThresholdPair, PlansItCannotCompare) {
  const auto fails = [](const RiskModel& model, const std::string& owning,
                        const std::string& renting, const std::string& text) {
    std::string error;
    Problems problems;
    EXPECT_FALSE(buildThresholdPair(model, owning, renting, error, problems));
    EXPECT_NE(error.find(text), std::string::npos) << error;
    EXPECT_TRUE(problems.empty());
  };
  const auto model = modelOf(fourPlans());
  ASSERT_TRUE(model);
  fails(*model, "nothing", "", "no plan named \"nothing\"");
  fails(*model, "", "nothing", "no plan named \"nothing\"");
  fails(*model, "reserved", "", "plan \"reserved\" is not an owning plan");
  fails(*model, "", "hybrid", "plan \"hybrid\" is not a renting plan");
  // A scenario with renting plans only, and one with an owning plan only: no pair.
  test::Json renting = fourPlans();
  renting["plans"] = test::Json::array({fourPlans()["plans"][0], fourPlans()["plans"][2]});
  const auto onlyRenting = modelOf(renting);
  ASSERT_TRUE(onlyRenting);
  fails(*onlyRenting, "", "", "needs an owning and a renting plan");
  test::Json owning = fourPlans();
  owning["plans"] = test::Json::array({fourPlans()["plans"][3]});
  const auto onlyOwning = modelOf(owning);
  ASSERT_TRUE(onlyOwning);
  fails(*onlyOwning, "", "", "needs an owning and a renting plan");
}

// A file that leaves the discount rate out: the pair states it (its default 0), so it is among
// the figures a threshold can search, with today's value 0.
TEST(ThresholdPair, ThePairStatesTheDiscountRate) {
  test::Json json = fourPlans();
  json.erase("discount_rate_annual");
  const auto model = modelOf(json);
  ASSERT_TRUE(model);
  const auto has = [](const std::vector<RangedFigure>& figures) -> const RangedFigure* {
    for (const RangedFigure& f : figures)
      if (f.pointer == "/scenarios/0/discount_rate_annual") return &f;
    return nullptr;
  };
  EXPECT_FALSE(has(thresholdFigures(*model)));
  const auto pair = pairOf(*model);
  ASSERT_TRUE(pair);
  const RangedFigure* rate = has(pair->figures);
  ASSERT_TRUE(rate);
  EXPECT_EQ(rate->value, 0);
}

// Workbook plans 3 (owning) and 0 (renting) of scenario 1 are the pair's 0 and 1.
TEST(ThresholdPair, PointersBetweenThePairAndTheWorkbook) {
  const PairPlans plans{"/scenarios/1", 3, 0};
  EXPECT_EQ(plans.planPointer(1), "/scenarios/1/plans/1");
  EXPECT_EQ(plans.toWorkbook("/scenarios/1/plans/0/site"), "/scenarios/1/plans/3/site");
  EXPECT_EQ(plans.toWorkbook("/scenarios/1/plans/1"), "/scenarios/1/plans/0");
  EXPECT_EQ(plans.toWorkbook("/scenarios/1/sites/0/energy_per_kwh"),
            "/scenarios/1/sites/0/energy_per_kwh");
  EXPECT_EQ(plans.toPair("/scenarios/1/plans/3/financing/annual_rate"),
            "/scenarios/1/plans/0/financing/annual_rate");
  EXPECT_EQ(plans.toPair("/scenarios/1/plans/0"), "/scenarios/1/plans/1");
  EXPECT_EQ(plans.toPair("/scenarios/1/horizon_months"), "/scenarios/1/horizon_months");
  // Plans not compared: 2, and 30 (which starts with "3" but is not plan 3).
  EXPECT_EQ(plans.toPair("/scenarios/1/plans/2/financing/annual_rate"), "");
  EXPECT_EQ(plans.toPair("/scenarios/1/plans/30"), "");
  Problems problems{{"/scenarios/1/plans/1/rental_region", "a"}, {"/scenarios/1/sites/0", "b"}};
  problems = plans.toWorkbook(std::move(problems));
  EXPECT_EQ(problems[0].pointer, "/scenarios/1/plans/0/rental_region");
  EXPECT_EQ(problems[1].pointer, "/scenarios/1/sites/0");
}

// Plans rent (0), own leased at 6 % (1) and own2 leased at 8 % (2); the pair own and rent. A
// plan's figure is named by its workbook pointer and found at the pair's plan 0.
TEST(ThresholdPair, InputsNamedInTheWorkbook) {
  test::Json json = fourPlans();
  json["plans"] = test::Json::parse(R"([
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"},
    {"name": "own", "strategy": "colocate", "site": "site1",
     "financing": {"method": "lease", "annual_rate": 0.06, "term_months": 12}},
    {"name": "own2", "strategy": "colocate", "site": "site1",
     "financing": {"method": "lease", "annual_rate": 0.08, "term_months": 12}}])");
  const auto model = modelOf(json);
  ASSERT_TRUE(model);
  const auto pair = pairOf(*model, "own", "rent");
  ASSERT_TRUE(pair);
  for (const char* name :
       {"/plans/1/financing/annual_rate", "/scenarios/0/plans/1/financing/annual_rate"}) {
    SCOPED_TRACE(name);
    std::string error;
    const auto in = resolvePairInput(*model, *pair, {name, {}}, error);
    ASSERT_TRUE(in) << error;
    EXPECT_EQ(in->input, "/scenarios/0/plans/0/financing/annual_rate");
    EXPECT_DOUBLE_EQ(in->today, 0.06);
  }
  std::string error;
  const auto horizon = resolvePairInput(*model, *pair, {kHorizonMonths, {}}, error);
  ASSERT_TRUE(horizon) << error;
  EXPECT_EQ(horizon->input, "/scenarios/0/horizon_months");
  EXPECT_EQ(horizon->today, 12);
  EXPECT_FALSE(resolvePairInput(*model, *pair, {"/plans/2/financing/annual_rate", {}}, error));
  EXPECT_EQ(error,
            "/plans/2/financing/annual_rate belongs to a plan that is not one of the two compared");
  error.clear();
  EXPECT_FALSE(resolvePairInput(*model, *pair, {"/sites/0/nothing", {}}, error));
  EXPECT_EQ(error.rfind("/sites/0/nothing: not a figure the scenario states", 0), 0u) << error;
}

}  // namespace
}  // namespace fleetcost
