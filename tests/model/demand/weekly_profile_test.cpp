// Weekly profiles (MODEL.md §3), worked out by hand.
#include "model/demand/weekly_profile.h"

#include <gtest/gtest.h>

#include <numeric>

namespace fleetcost {
namespace {

double mean(const WeeklyProfile& p) {
  return std::accumulate(p.begin(), p.end(), 0.0) / 168.0;
}

TEST(WeeklyProfile, FlatIsOneEveryHour) {
  const WeeklyProfile p = workloadProfile(std::string("flat"), std::nullopt);
  for (double w : p) EXPECT_DOUBLE_EQ(w, 1.0);
}

TEST(WeeklyProfile, MissingProfileIsFlat) {
  const WeeklyProfile p = workloadProfile(std::nullopt, std::nullopt);
  EXPECT_DOUBLE_EQ(p[0], 1.0);
  EXPECT_DOUBLE_EQ(p[167], 1.0);
}

TEST(WeeklyProfile, BusinessHours) {
  // Raw: 45 hours (Mon-Fri, 9..17) at 1.0 and 123 at 0.25: sum 45 + 30.75 = 75.75,
  // so the scale to mean 1 is 168 / 75.75 = 2.2178217821782178.
  const WeeklyProfile p = workloadProfile(std::string("business_hours"), std::nullopt);
  const double scale = 168.0 / 75.75;
  EXPECT_DOUBLE_EQ(p[9], scale);            // Monday 09:00
  EXPECT_DOUBLE_EQ(p[8], 0.25 * scale);     // Monday 08:00
  EXPECT_DOUBLE_EQ(p[4 * 24 + 17], scale);  // Friday 17:00, the last business hour
  EXPECT_DOUBLE_EQ(p[4 * 24 + 18], 0.25 * scale);
  EXPECT_DOUBLE_EQ(p[5 * 24 + 10], 0.25 * scale);  // Saturday 10:00
  EXPECT_NEAR(mean(p), 1.0, 1e-12);
}

TEST(WeeklyProfile, Diurnal) {
  // A day of 1 + 0.6 cos(2 pi (h - 14) / 24) sums to 24 (the cosines cancel); weekends are
  // 0.8 of that: 5 * 24 + 2 * 19.2 = 158.4, scale 168 / 158.4 = 1.0606060606.
  const WeeklyProfile p = workloadProfile(std::string("diurnal"), std::nullopt);
  const double scale = 168.0 / 158.4;
  EXPECT_NEAR(p[14], 1.6 * scale, 1e-12);                 // Monday 14:00, the daily peak
  EXPECT_NEAR(p[2], 0.4 * scale, 1e-12);                  // Monday 02:00, the trough
  EXPECT_NEAR(p[5 * 24 + 14], 1.6 * 0.8 * scale, 1e-12);  // Saturday 14:00
  EXPECT_NEAR(p[6 * 24 + 2], 0.4 * 0.8 * scale, 1e-12);   // Sunday 02:00
  EXPECT_NEAR(mean(p), 1.0, 1e-12);
}

TEST(WeeklyProfile, CustomWeightsAreNormalised) {
  std::vector<double> weights(168, 0.0);
  weights[0] = 2.0;
  weights[1] = 6.0;
  // Sum 8: scale 168 / 8 = 21.
  const WeeklyProfile p = workloadProfile(std::nullopt, weights);
  EXPECT_DOUBLE_EQ(p[0], 42.0);
  EXPECT_DOUBLE_EQ(p[1], 126.0);
  EXPECT_DOUBLE_EQ(p[2], 0.0);
}

TEST(WeeklyProfile, UnknownPresetHasNoWeights) {
  EXPECT_FALSE(presetWeights("weekly"));
}

}  // namespace
}  // namespace fleetcost
