// The tolerant rounding of MODEL.md: ceil~(x) = ceil(x - 1e-9), floor~(x) = floor(x + 1e-9),
// the search margin, and clamping of whole-number fields into a safe integer range.
#pragma once

#include <algorithm>
#include <cmath>

namespace fleetcost {

// std::ceil and std::floor without a library call (the x86-64 baseline has no rounding
// instruction); exact for every finite double.
inline double fastCeil(double x) {
  if (!(std::fabs(x) < 4.5e15)) return std::ceil(x);  // huge values are whole already; NaN
  const auto t = static_cast<double>(static_cast<long long>(x));
  return t < x ? t + 1.0 : t;
}
inline double fastFloor(double x) {
  if (!(std::fabs(x) < 4.5e15)) return std::floor(x);
  const auto t = static_cast<double>(static_cast<long long>(x));
  return t > x ? t - 1.0 : t;
}

inline double ceilTolerant(double x) {
  return fastCeil(x - 1e-9);
}
inline double floorTolerant(double x) {
  return fastFloor(x + 1e-9);
}

// A candidate beats the incumbent only if cheaper by more than 1e-9 * max(1, |incumbent|).
inline bool beatsIncumbent(double candidate, double incumbent) {
  return candidate < incumbent - 1e-9 * std::max(1.0, std::fabs(incumbent));
}

// A validated whole-number field as an integer, clamped to [lo, hi] so huge values stay safe.
inline long long wholeCount(double value, long long lo, long long hi) {
  if (!(value >= static_cast<double>(lo))) return lo;
  if (value >= static_cast<double>(hi)) return hi;
  return std::llround(value);
}

// A computed count (servers, racks) as an integer; absurd inputs saturate instead of overflowing
// and the evaluation's final check reports the costs they produce.
inline long long countFrom(double value) {
  if (!(value > 0)) return 0;
  return value >= 1e15 ? 1'000'000'000'000'000LL : static_cast<long long>(value);
}

}  // namespace fleetcost
