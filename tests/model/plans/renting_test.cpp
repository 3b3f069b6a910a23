// Renting on demand and reserved (MODEL.md §4.1, §4.2), worked out by hand.
#include "model/plans/renting.h"

#include <gtest/gtest.h>

#include "support/test_workbooks.h"

namespace fleetcost {
namespace {

using test::baseScenario;
using test::Json;
using test::sumOf;

TEST(RentOnDemand, GpuHoursTimesThePriceDatedTheNextMonth) {
  const PlanResult r = test::evaluateJson(baseScenario()).plans[0];
  // 16 GPUs flat = 11,680 GPU-hours a month at 2 = 23,360, paid at t = m + 1.
  const Series& rental = r.flow(Category::RentalOnDemand);
  ASSERT_EQ(rental.size(), 13u);
  EXPECT_DOUBLE_EQ(rental[0], 0);
  EXPECT_DOUBLE_EQ(rental[1], 23360);
  EXPECT_DOUBLE_EQ(rental[12], 23360);
  EXPECT_DOUBLE_EQ(r.nominalCost, 12 * 23360.0);  // 280,320
  // CO2: 140,160 GPU-hours * 1 kWh * 0.5 kg / 1000 = 70.08 t.
  EXPECT_NEAR(r.co2Tonnes, 70.08, 1e-9);
  EXPECT_TRUE(r.reserved.empty());
}

TEST(RentOnDemand, PriceChangesOnceAYear) {
  Json s = baseScenario();
  s["horizon_months"] = 24;
  s["rental_offers"][0]["annual_price_change"] = -0.5;
  const PlanResult r = test::evaluateJson(s).plans[0];
  // Year 1 at 2 (23,360 a month), year 2 at 1 (11,680 a month).
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[12], 23360);
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[13], 11680);
  EXPECT_DOUBLE_EQ(r.nominalCost, 12 * 23360.0 + 12 * 11680.0);  // 420,480
}

Json reservedScenario() {
  Json s = baseScenario();
  s["plans"][0]["strategy"] = "rent_reserved";
  s["plans"][0]["name"] = "reserve";
  return s;
}

TEST(RentReserved, ReservesWhatFlatDemandNeeds) {
  // R = 0: 23,360; R = 8: 8,000 + 8 * 730 * 2 = 19,680; R = 16: 16,000 (no overflow).
  const PlanResult r = test::evaluateJson(reservedScenario()).plans[0];
  ASSERT_EQ(r.reserved.size(), 1u);
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{16}));
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[1], 16000);
  EXPECT_DOUBLE_EQ(sumOf(r.flow(Category::RentalOnDemand)), 0);
  EXPECT_DOUBLE_EQ(r.nominalCost, 12 * 16000.0);
}

TEST(RentReserved, ReservesTheBaseAndRentsThePeaks) {
  // 84 hours at 8 GPUs and 84 at 24 (mean 16). R = 0: 23,360. R = 8: 8,000 + 16 GPUs above
  // for 84 of 168 hours = 5,840 GPU-hours * 2 = 11,680 -> 19,680. R = 16: 16,000 + 2,920 * 2
  // = 21,840. R = 24: 24,000. Best: R = 8.
  Json s = reservedScenario();
  Json profile = Json::array();
  for (int k = 0; k < 168; ++k) profile.push_back(k < 84 ? 0.5 : 1.5);
  s["workloads"][0]["profile"] = profile;
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{8}));
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[1], 8000);
  EXPECT_NEAR(r.flow(Category::RentalOnDemand)[1], 11680, 1e-9);
}

TEST(RentReserved, TermsLockTheirStartPriceAndTheLastMayBeShorter) {
  // 18 months, 12-month terms: [0, 12) and [12, 18). Prices +10% a year: the second term
  // reserves at 1,100 per GPU-month. R = 16 wins both terms (17,600 < 8,800 + 12,848).
  Json s = reservedScenario();
  s["horizon_months"] = 18;
  s["rental_offers"][0]["annual_price_change"] = 0.1;
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{16, 16}));
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalReserved)[12], 16000);
  EXPECT_NEAR(r.flow(Category::RentalReserved)[13], 17600, 1e-9);
  EXPECT_NEAR(r.nominalCost, 12 * 16000.0 + 6 * 17600.0, 1e-6);  // 297,600
}

TEST(RentReserved, TiesGoToTheSmallerReservation) {
  // Reserved at exactly the on-demand price of a month (2 * 730 = 1,460): every R costs
  // 23,360 a month, so R = 0 stays.
  Json s = reservedScenario();
  s["rental_offers"][0]["reserved_per_gpu_month"] = 1460;
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{0}));
  EXPECT_DOUBLE_EQ(r.flow(Category::RentalOnDemand)[1], 23360);
}

TEST(RentReserved, IdleReservedCapacityEmitsNoCo2) {
  Json s = reservedScenario();
  s["rental_offers"][0]["reserved_unit_gpus"] = 10;  // R = 20 > 16 GPUs of demand
  s["rental_offers"][0]["reserved_per_gpu_month"] = 100;
  const PlanResult r = test::evaluateJson(s).plans[0];
  EXPECT_EQ(r.reserved[0], (std::vector<long long>{20}));
  EXPECT_NEAR(r.co2Tonnes, 70.08, 1e-9);  // the 140,160 demanded GPU-hours only
}

}  // namespace
}  // namespace fleetcost
