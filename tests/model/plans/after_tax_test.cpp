// The after-tax view and lease financing (MODEL.md §6, §9), worked out by hand.
#include "model/plans/after_tax.h"

#include <gtest/gtest.h>

#include <cmath>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::Json;
using test::sumOf;

// Base scenario owning 2 servers (200,000, no install or network) for 12 months at a site that
// charges nothing, next to renting on demand (23,360 a month); resale after a year is half.
Json taxed(const char* rule) {
  Json s = test::baseScenario();
  s["after_tax"] = true;
  s["regions"][0]["tax"] = Json::parse(rule);
  s["plans"] = Json::parse(R"([
    {"name": "own", "strategy": "colocate", "site": "site1"},
    {"name": "rent", "strategy": "rent_on_demand", "rental_region": "r1"}])");
  return s;
}

const char* kTokyo =
    R"({"tax_rate": 0.3, "depreciation": {"method": "declining_balance", "useful_life_years": 5, "factor": 2}})";
const char* kHongKong = R"({"tax_rate": 0.165, "depreciation": {"method": "immediate"}})";

TEST(AfterTax, TokyoDecliningBalanceWithTheDeemedSaleAtTheEnd) {
  const ScenarioResult r = test::evaluateJson(taxed(kTokyo));
  const PlanResult& own = r.plans[0];
  // Year 1 of 200% over 5 years: 40% of 200,000 = 80,000, in parts of 6,666.67 at the end of
  // months 0..11 (t = 1..12): tax -0.3 * 6,666.67 = -2,000 a month. At H = 12 the deemed sale
  // deducts book 120,000 - credit 100,000 = 20,000: t = 12 has -0.3 * 26,666.67 = -8,000.
  const Series& tax = own.flow(Category::Tax);
  ASSERT_EQ(tax.size(), 13u);
  EXPECT_NEAR(tax[0], 0, 1e-9);
  EXPECT_NEAR(tax[1], -2000, 1e-9);
  EXPECT_NEAR(tax[11], -2000, 1e-9);
  EXPECT_NEAR(tax[12], -8000, 1e-9);
  EXPECT_NEAR(sumOf(tax), -30000, 1e-6);  // 30% of cost minus proceeds
  EXPECT_NEAR(own.nominalCost, 200000 - 100000 - 30000, 1e-6);
  EXPECT_TRUE(own.flow(Category::Lease).empty());
  // Renting deducts its rental when paid: 23,360 * 0.7 a month.
  EXPECT_NEAR(r.plans[1].flow(Category::Tax)[1], -0.3 * 23360, 1e-9);
  EXPECT_NEAR(r.plans[1].nominalCost, 280320 * 0.7, 1e-6);
}

TEST(AfterTax, ASaleAtRefreshDeductsBookValueMinusProceeds) {
  Json s = taxed(kTokyo);
  s["ownership"]["refresh_months"] = 6;
  const PlanResult own = test::evaluateJson(s).plans[0];
  // Cohort bought at 0, sold at 6 for 200,000 * 0.5^(6/12) = 141,421.36 after six parts of
  // 6,666.67 (book 160,000): t = 6 deducts 6,666.67 + (160,000 - 141,421.36). The cohort
  // bought at 6 has the same story by H = 12.
  const double proceeds = 200000 * std::pow(0.5, 0.5);
  const double part = 80000.0 / 12;
  EXPECT_NEAR(own.flow(Category::Tax)[6], -0.3 * (part + 160000 - proceeds), 1e-6);
  EXPECT_NEAR(own.flow(Category::Tax)[7], -0.3 * part, 1e-9);
  EXPECT_NEAR(own.flow(Category::Tax)[12], -0.3 * (part + 160000 - proceeds), 1e-6);
}

TEST(AfterTax, HongKongDeductsComputerHardwareWhenBought) {
  const PlanResult own = test::evaluateJson(taxed(kHongKong)).plans[0];
  // 200,000 deducted at t = 0: -33,000; the terminal credit of 100,000 is then a taxable gain
  // (book 0): +16,500 at t = 12.
  EXPECT_NEAR(own.flow(Category::Tax)[0], -33000, 1e-9);
  EXPECT_NEAR(own.flow(Category::Tax)[12], 16500, 1e-9);
  EXPECT_NEAR(own.nominalCost, 200000 - 100000 - 16500, 1e-6);
}

TEST(AfterTax, HongKongLeasedHardwareGetsNoImmediateDeduction) {
  Json s = taxed(kHongKong);
  s["plans"][0]["financing"] =
      Json::parse(R"({"method": "lease", "annual_rate": 0.06, "term_months": 12})");
  const PlanResult own = test::evaluateJson(s).plans[0];
  // PMT(0.5%, 12, -200,000) = 1,000 / (1 - 1.005^-12) = 17,213.29 at t = 1..12; no purchase, no
  // resale, no depreciation; each instalment is deducted when paid.
  const double payment = 1000.0 / (1.0 - std::pow(1.005, -12));
  EXPECT_NEAR(payment, 17213.29, 0.005);
  EXPECT_DOUBLE_EQ(sumOf(own.flow(Category::Hardware)), 0);
  EXPECT_DOUBLE_EQ(sumOf(own.flow(Category::Residual)), 0);
  EXPECT_NEAR(own.flow(Category::Lease)[1], payment, 1e-6);
  EXPECT_NEAR(own.flow(Category::Lease)[12], payment, 1e-6);
  EXPECT_NEAR(own.flow(Category::Tax)[0], 0, 1e-9);
  EXPECT_NEAR(own.flow(Category::Tax)[1], -0.165 * payment, 1e-6);
  EXPECT_NEAR(own.nominalCost, 12 * payment * (1 - 0.165), 1e-6);
}

TEST(AfterTax, LeaseWithoutTheTaxViewHasNoTaxCategory) {
  Json s = taxed(kHongKong);
  s["after_tax"] = false;
  s["plans"][0]["financing"] =
      Json::parse(R"({"method": "lease", "annual_rate": 0, "term_months": 24})");
  const PlanResult own = test::evaluateJson(s).plans[0];
  // 200,000 over 24 months at 0%: 8,333.33 a month, those after H = 12 dropped.
  EXPECT_NEAR(own.flow(Category::Lease)[12], 200000.0 / 24, 1e-9);
  EXPECT_NEAR(own.nominalCost, 12 * 200000.0 / 24, 1e-6);
  EXPECT_TRUE(own.flow(Category::Tax).empty());
}

TEST(AfterTax, DecisionsAreTakenBeforeTax) {
  // The fleet is the same with after_tax on or off.
  Json s = taxed(kTokyo);
  s["plans"].push_back(Json::parse(
      R"({"name": "hybrid", "strategy": "hybrid", "site": "site1", "rental_region": "r1"})"));
  const ScenarioResult after = test::evaluateJson(s);
  s["after_tax"] = false;
  const ScenarioResult before = test::evaluateJson(s);
  EXPECT_EQ(after.plans[2].hybridCaps, before.plans[2].hybridCaps);
  EXPECT_EQ(after.plans[2].ownedServers, before.plans[2].ownedServers);
}

TEST(AfterTax, WorkloadCostsStillAddUpToThePlan) {
  Json s = taxed(kTokyo);
  Json second = s["workloads"][0];
  second["name"] = "w2";
  second["gpu_hours_per_month"] = 2920;
  s["workloads"].push_back(second);
  s["sites"][0]["space_per_rack_month"] = 1000;
  s["plans"][0]["financing"] =
      Json::parse(R"({"method": "lease", "annual_rate": 0.05, "term_months": 36})");
  const ScenarioResult r = test::evaluateJson(s);
  for (std::size_t j = 0; j < r.plans.size(); ++j) {
    double sum = 0.0;
    for (const WorkloadCost& w : r.workloads)
      if (w.plan == static_cast<int>(j)) sum += w.cost;
    EXPECT_NEAR(sum, r.plans[j].nominalCost, 1e-6 * std::fabs(r.plans[j].nominalCost)) << j;
  }
}

TEST(AfterTax, BreakEvenCarriesTheIrr) {
  const ScenarioResult r = test::evaluateJson(taxed(kTokyo));
  ASSERT_EQ(r.breakeven.size(), 1u);
  ASSERT_TRUE(r.breakeven[0].irr);
  // At that rate the monthly savings of owning have no present value.
  const double monthly = std::pow(1.0 + *r.breakeven[0].irr, 1.0 / 12.0) - 1.0;
  double npv = 0.0;
  for (std::size_t t = 0; t < r.plans[0].total.size(); ++t)
    npv += (r.plans[1].total[t] - r.plans[0].total[t]) / std::pow(1.0 + monthly, double(t));
  EXPECT_NEAR(npv, 0.0, 1e-6);
}

}  // namespace
}  // namespace fleetcost
