// The weekly load shape of a workload (MODEL.md §3): 168 hourly weights from Monday 00:00,
// normalised to mean 1, from a preset (flat, business_hours, diurnal) or a custom list.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <vector>

namespace fleetcost {

inline constexpr int kHoursPerWeek = 168;
inline constexpr double kHoursPerMonth = 730.0;  // 8760 / 12, every month

using WeeklyProfile = std::array<double, kHoursPerWeek>;

// The raw preset weights, before normalisation; nothing for an unknown name.
std::optional<WeeklyProfile> presetWeights(const std::string& preset);

// Weights scaled to mean 1. The weights must be >= 0 and not all 0 (validated beforehand).
WeeklyProfile normalisedProfile(const WeeklyProfile& weights);

// The workload's normalised profile: custom weights, else the preset, else flat.
WeeklyProfile workloadProfile(const std::optional<std::string>& preset,
                              const std::optional<std::vector<double>>& weights);

}  // namespace fleetcost
