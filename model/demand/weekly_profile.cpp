// Preset weekly profiles and their normalisation.
#include "model/demand/weekly_profile.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace fleetcost {

std::optional<WeeklyProfile> presetWeights(const std::string& preset) {
  WeeklyProfile w{};
  if (preset == "flat") {
    w.fill(1.0);
    return w;
  }
  if (preset == "business_hours") {
    // 1.0 on Monday-Friday (days 0-4), hours 9..17 inclusive; 0.25 otherwise.
    for (int k = 0; k < kHoursPerWeek; ++k) {
      const int day = k / 24, hour = k % 24;
      w[k] = (day <= 4 && hour >= 9 && hour <= 17) ? 1.0 : 0.25;
    }
    return w;
  }
  if (preset == "diurnal") {
    // 1 + 0.6 cos(2 pi (hour - 14) / 24), times 0.8 on Saturday and Sunday (days 5, 6).
    for (int k = 0; k < kHoursPerWeek; ++k) {
      const int day = k / 24, hour = k % 24;
      const double shape = 1.0 + 0.6 * std::cos(2.0 * std::numbers::pi * (hour - 14) / 24.0);
      w[k] = shape * (day >= 5 ? 0.8 : 1.0);
    }
    return w;
  }
  return std::nullopt;
}

WeeklyProfile normalisedProfile(const WeeklyProfile& weights) {
  double sum = 0.0;
  for (double w : weights) sum += w;
  WeeklyProfile out{};
  const double scale = kHoursPerWeek / sum;
  if (std::isfinite(sum) && std::isfinite(scale)) {
    for (int k = 0; k < kHoursPerWeek; ++k) out[k] = weights[k] * scale;
    return out;
  }
  // Weights near the ends of double range (the sum overflows, or its reciprocal does): the
  // same mean-1 profile from the weights divided by the largest first.
  double largest = 0.0;
  for (double w : weights) largest = std::max(largest, w);
  if (!(largest > 0.0) || !std::isfinite(largest)) return out;
  double scaledSum = 0.0;
  for (double w : weights) scaledSum += w / largest;
  for (int k = 0; k < kHoursPerWeek; ++k)
    out[k] = weights[k] / largest * (kHoursPerWeek / scaledSum);
  return out;
}

WeeklyProfile workloadProfile(const std::optional<std::string>& preset,
                              const std::optional<std::vector<double>>& weights) {
  WeeklyProfile raw{};
  if (weights && weights->size() == static_cast<std::size_t>(kHoursPerWeek)) {
    for (int k = 0; k < kHoursPerWeek; ++k) raw[k] = (*weights)[k];
  } else if (auto presetShape = presetWeights(preset.value_or("flat"))) {
    raw = *presetShape;
  } else {
    raw.fill(1.0);
  }
  return normalisedProfile(raw);
}

}  // namespace fleetcost
