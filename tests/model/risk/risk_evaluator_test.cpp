// The fast risk trial against the full path: a trial at the base figures gives exactly the base
// evaluation; a trial with drawn figures (or scaled demand and prices) equals, to 1e-9 relative,
// compiling the changed scenario from scratch and evaluating it with the same held decisions.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

#include "bench/generated_workbook.h"
#include "model/evaluation/workbook_check.h"
#include "model/risk/monte_carlo.h"
#include "model/risk/risk_trial.h"
#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

std::shared_ptr<const RiskModel> modelOf(const Scenario& s) {
  RiskModelOrProblems built = buildRiskModel(s, 0);
  for (const Problem& p : built.problems) ADD_FAILURE() << formatProblem(p);
  return built.model;
}

Scenario exampleScenario(int index) {
  const CheckedWorkbook checked =
      checkWorkbookFile(test::sourcePath("assets/examples/tokyo-vs-hong-kong.fleetcost"));
  return checked.workbook->scenarios.at(index);
}

void range(Figure& f, double low, double high) {
  f.present = true;
  f.low = low;
  f.high = high;
}

// The benchmark workbook with ranges on figures of every kind of effect, a leased plan, tax
// rules and the after-tax view (so lease and tax are checked too).
Scenario largeScenarioWithRanges(bool afterTax) {
  Scenario s = bench::largeScenario();
  s.afterTax = afterTax;
  range(s.fxPerUsd[0].second, 140, 160);
  range(s.discountRateAnnual, 0.05, 0.12);
  Ownership& own = s.ownership;
  range(own.headroom, 0, 0.3);
  own.spareRatio = Figure::of(0.02);
  range(own.spareRatio, 0, 0.05);
  own.refreshMonths = Figure::of(48);
  range(own.refreshMonths, 36, 60);
  range(own.leadTimeMonths, 1, 6);
  range(own.hardwareAnnualPriceChange, -0.2, 0.05);
  own.resaleAnnualDecline = Figure::of(0.35);
  range(own.resaleAnnualDecline, 0.3, 0.4);
  own.maintenanceAnnualPct = Figure::of(0.05);
  range(own.maintenanceAnnualPct, 0.02, 0.1);
  own.licensePerGpuYear = Figure::of(100);
  range(own.licensePerGpuYear, 0, 300);
  const char* methods[] = {"immediate", "straight_line", "declining_balance"};
  for (int i = 0; i < 3; ++i) {
    Region& r = s.regions[i];
    r.tax.present = true;
    r.tax.taxRate = Figure::of(0.2 + 0.05 * i);
    range(r.tax.taxRate, 0.15, 0.35);
    r.tax.depreciation.present = true;
    r.tax.depreciation.method = methods[i];
    r.tax.depreciation.usefulLifeYears = Figure::of(5);
    if (i > 0) range(r.tax.depreciation.usefulLifeYears, 3, 6);
    r.tax.depreciation.factor = Figure::of(2);
  }
  for (ServerModel& m : s.serverModels) {
    range(m.price, m.price.value * 0.7, m.price.value * 1.2);
    range(m.powerIdleKw, m.powerIdleKw.value * 0.5, m.powerIdleKw.value * 1.2);
    range(m.powerMaxKw, m.powerMaxKw.value * 0.95, m.powerMaxKw.value * 1.05);
  }
  for (Site& site : s.sites) {
    range(site.powerPerKwMonth, site.powerPerKwMonth.value * 0.7, site.powerPerKwMonth.value * 1.4);
    range(site.energyPerKwh, site.energyPerKwh.value * 0.8, site.energyPerKwh.value * 1.3);
    range(site.coloAnnualChange, 0, 0.06);
    range(site.energyAnnualChange, -0.05, 0.08);
    range(site.coolingOptions[1].pue, 1.3, 1.6);
    range(site.coolingOptions[1].maxKwPerRack, 25, 35);
  }
  for (RentalOffer& o : s.rentalOffers) {
    range(o.onDemandPerGpuHour, o.onDemandPerGpuHour.value * 0.5, o.onDemandPerGpuHour.value * 1.4);
    range(o.reservedPerGpuMonth, o.reservedPerGpuMonth.value * 0.6,
          o.reservedPerGpuMonth.value * 1.3);
    range(o.annualPriceChange, -0.4, 0);
  }
  for (std::size_t i = 0; i < s.workloads.size(); ++i) {
    Workload& w = s.workloads[i];
    range(w.gpuHoursPerMonth, w.gpuHoursPerMonth.value * 0.6, w.gpuHoursPerMonth.value * 1.5);
    range(w.annualGrowth, 0, 0.6);
    if (i % 5 == 1)
      range(w.startMonth, std::max(0.0, w.startMonth.value - 6), w.startMonth.value + 6);
  }
  s.plans[4].financing.present = true;
  s.plans[4].financing.method = "lease";
  s.plans[4].financing.annualRate = Figure::of(0.06);
  range(s.plans[4].financing.annualRate, 0.03, 0.1);
  s.plans[4].financing.termMonths = Figure::of(36);
  range(s.plans[4].financing.termMonths, 24, 48);
  return s;
}

// The full path: compile the scenario with the trial's figures and evaluate it with the held
// decisions.
ScenarioResult fullPath(const RiskModel& model, const std::vector<double>& values,
                        const RiskScales& scales = {}) {
  Scenario s = model.scenario;
  for (std::size_t f = 0; f < values.size(); ++f) model.figures[f].in(s).value = values[f];
  for (Workload& w : s.workloads) {
    (w.usesTokens() ? w.avgTokensPerSecond : w.gpuHoursPerMonth).value *= scales.demand;
  }
  for (RentalOffer& o : s.rentalOffers) scaleRentalPrices(o, o, scales.rentalPrice);
  PreparedOrProblems prepared = prepareScenario(s, model.pointer);
  EXPECT_TRUE(prepared.prepared);
  prepared.prepared->afterTax = model.prepared.afterTax;
  ScenarioEvaluation e = evaluatePrepared(*prepared.prepared, &model.decisions);
  EXPECT_TRUE(e.result);
  return e.result.value_or(ScenarioResult{});
}

void expectClose(double expected, double actual, const std::string& what) {
  const double tolerance = 1e-9 * std::max(1.0, std::fabs(expected));
  EXPECT_NEAR(actual, expected, tolerance) << what;
}

void expectTrialMatchesFullPath(const RiskModel& model, RiskTrial& trial,
                                const std::vector<double>& values, const RiskScales& scales,
                                const std::string& what) {
  RiskOutcome outcome;
  Problems problems;
  ASSERT_TRUE(trial.evaluate(values, scales, outcome, problems)) << what;
  const ScenarioResult full = fullPath(model, values, scales);
  ASSERT_EQ(full.plans.size(), outcome.pv.size());
  const RiskOutcome expected = outcomeOf(full.plans);
  for (std::size_t j = 0; j < full.plans.size(); ++j) {
    expectClose(full.plans[j].pvCost, outcome.pv[j], what + ", pv of " + full.plans[j].name);
    if (trial.compiledAgain()) continue;
    const PlanResult& fast = trial.plans()[j].result;
    for (std::size_t t = 0; t < full.plans[j].cumulative.size(); ++t)
      expectClose(full.plans[j].cumulative[t], fast.cumulative[t], what + ", cumulative");
  }
  EXPECT_EQ(outcome.bestOwning, expected.bestOwning) << what;
  EXPECT_EQ(outcome.bestRenting, expected.bestRenting) << what;
  EXPECT_EQ(outcome.breakEven, expected.breakEven) << what;
}

void expectBaseTrialIsExact(const RiskModel& model, RiskTrial& trial) {
  RiskOutcome outcome;
  Problems problems;
  ASSERT_TRUE(trial.evaluate(model.baseValues(), {}, outcome, problems));
  for (std::size_t j = 0; j < model.base.plans.size(); ++j) {
    EXPECT_EQ(outcome.pv[j], model.base.plans[j].pvCost) << model.base.plans[j].name;
    EXPECT_EQ(trial.plans()[j].result.cumulative, model.base.plans[j].cumulative);
    EXPECT_EQ(trial.plans()[j].result.pvCumulative, model.base.plans[j].pvCumulative);
  }
  EXPECT_EQ(outcome.bestOwning, model.baseOutcome.bestOwning);
  EXPECT_EQ(outcome.breakEven, model.baseOutcome.breakEven);
}

void checkEquivalence(const Scenario& scenario, int trials) {
  const auto model = modelOf(scenario);
  ASSERT_TRUE(model);
  ASSERT_FALSE(model->figures.empty());
  RiskTrial trial(*model);
  expectBaseTrialIsExact(*model, trial);
  std::vector<double> values;
  for (int t = 0; t < trials; ++t) {
    drawTrial(*model, 42, t, values);
    expectTrialMatchesFullPath(*model, trial, values, {}, "trial " + std::to_string(t));
  }
  // Each figure alone at a bound (what sensitivity evaluates), from the last trial's state.
  for (std::size_t f = 0; f < model->figures.size(); f += 7) {
    values = model->baseValues();
    values[f] = model->figures[f].high;
    expectTrialMatchesFullPath(*model, trial, values, {}, model->figures[f].pointer + " high");
  }
  // Back at the base figures after all that: exact again.
  expectBaseTrialIsExact(*model, trial);
  // The break-even map's scales.
  values = model->baseValues();
  expectTrialMatchesFullPath(*model, trial, values, {1.7, 0.4}, "scaled");
  expectTrialMatchesFullPath(*model, trial, values, {0.5, 1.0}, "demand halved");
  expectBaseTrialIsExact(*model, trial);
}

TEST(RiskEvaluator, ShippedExampleMatchesTheFullPath) {
  checkEquivalence(exampleScenario(0), 30);
  checkEquivalence(exampleScenario(1), 10);
  checkEquivalence(exampleScenario(2), 10);  // steady training, owning at the wholesale suite
}

// docs/MODEL.md §13: a portfolio's parts are compiled again from each trial's figures; owning at
// the wholesale suite, reserving, an API and on demand in one plan, and every workload hybrid.
TEST(RiskEvaluator, PortfolioPlansMatchTheFullPath) {
  Scenario s = exampleScenario(0);
  const char* supplies[][2] = {{"colocate", "tokyo_wholesale"},
                               {"colocate", "tokyo_wholesale"},
                               {"rent_reserved", ""},
                               {"api", ""},
                               {"rent_on_demand", ""}};
  Plan mixed, hybrid;
  mixed.name = "mixed";
  hybrid.name = "all hybrid";
  for (Plan* p : {&mixed, &hybrid}) p->strategy = "portfolio";
  for (std::size_t w = 0; w < s.workloads.size(); ++w) {
    Assignment a;
    a.workload = s.workloads[w].name;
    a.strategy = supplies[w][0];
    if (*supplies[w][1]) a.site = supplies[w][1];
    a.rentalRegion = "tokyo";
    mixed.assignments.push_back(a);
    a.strategy = "hybrid";
    a.site = "tokyo_colo";
    hybrid.assignments.push_back(a);
  }
  s.plans.push_back(mixed);
  s.plans.push_back(hybrid);
  checkEquivalence(s, 12);
}

TEST(RiskEvaluator, LargeWorkbookWithRangesMatchesTheFullPath) {
  checkEquivalence(largeScenarioWithRanges(false), 8);
}

TEST(RiskEvaluator, PowerFeeOnUsedKwMatchesTheFullPath) {
  // plan_costs.cpp's per-kW fee with power_fee_basis "used" (per owned server, not per rack).
  Scenario s = largeScenarioWithRanges(false);
  for (Site& site : s.sites) site.powerFeeBasis = "used";
  checkEquivalence(s, 6);
}

TEST(RiskEvaluator, AfterTaxAndLeaseMatchTheFullPath) {
  checkEquivalence(largeScenarioWithRanges(true), 6);
}

TEST(RiskEvaluator, PricePathsAndHostedApiPlansMatchTheFullPath) {
  // docs/MODEL.md §12: a ranged path scale and path point, ranged API prices and token split,
  // demand of token workloads (the API's tokens follow it), with reserved and owning plans.
  test::Json s = test::baseScenario();
  s["horizon_months"] = 30;
  s["rental_offers"][0]["price_path"] = test::Json::parse(R"({"points": [
      {"month": 6, "on_demand_per_gpu_hour": {"value": 1.6, "low": 1.2, "high": 2.4}},
      {"month": 18, "on_demand_per_gpu_hour": 1.4, "reserved_per_gpu_month": 700}],
      "scale": {"value": 1, "low": 0.6, "high": 1.5}})");
  s["api_offers"] = test::Json::parse(R"([{"id": "a1", "model": "m1", "region": "r1",
      "currency": "JPY", "input_per_million_tokens": {"value": 150, "low": 100, "high": 300},
      "output_per_million_tokens": 600, "annual_price_change": {"value": -0.2, "low": -0.5,
      "high": 0}}])");
  s["workloads"].push_back(test::Json::parse(R"({"name": "chat", "kind": "inference",
      "gpu": "g1", "avg_tokens_per_second": {"value": 4000, "low": 2000, "high": 9000},
      "tokens_per_second_per_gpu": {"value": 500, "low": 300, "high": 800}, "model": "m1",
      "input_token_share": {"value": 0.75, "low": 0.5, "high": 0.9}, "profile": "diurnal"})"));
  s["plans"] = test::Json::parse(R"([
      {"name": "reserve", "strategy": "rent_reserved", "rental_region": "r1"},
      {"name": "api", "strategy": "api", "rental_region": "r1"},
      {"name": "own", "strategy": "hybrid", "site": "site1", "rental_region": "r1"}])");
  checkEquivalence(test::loadScenario(s), 20);
}

TEST(RiskEvaluator, ReservedTermsCompileTheScenarioAgain) {
  // A reserved term length changes the terms the held reservations apply to: the trial compiles
  // the scenario again, and still equals the full path.
  test::Json s = test::baseScenario();
  s["plans"][0]["strategy"] = "rent_reserved";
  s["rental_offers"][0]["reserved_term_months"] = {{"value", 6}, {"low", 3}, {"high", 12}};
  const auto model = modelOf(test::loadScenario(s));
  ASSERT_TRUE(model);
  ASSERT_EQ(model->figures.size(), 1u);
  EXPECT_EQ(model->figures[0].effect, FigureEffect::Rebuild);
  RiskTrial trial(*model);
  expectTrialMatchesFullPath(*model, trial, {12.0}, {}, "term 12");
  expectBaseTrialIsExact(*model, trial);
}

}  // namespace
}  // namespace fleetcost
