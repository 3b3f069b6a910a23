// Random draws for Monte Carlo (MODEL.md §7): every trial has its own generator seeded from
// (seed, trial index) with SplitMix64, so results do not depend on the thread count; the
// generator is xoshiro256**; triangular draws by the inverse distribution function.
#pragma once

#include <cmath>
#include <cstdint>

namespace fleetcost {

inline std::uint64_t splitMix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

class TrialRandom {
 public:
  TrialRandom(std::uint64_t seed, std::uint64_t trial) {
    std::uint64_t mix = seed;
    std::uint64_t state = splitMix64(mix) ^ (trial * 0xD1B54A32D192ED03ull);
    for (auto& word : s_) word = splitMix64(state);
  }

  std::uint64_t next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, 1), 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

// The triangular distribution (low, mode, high) at cumulative probability u in [0, 1).
inline double triangular(double low, double mode, double high, double u) {
  if (!(high > low)) return mode;
  const double width = high - low;
  // The products can overflow near the edge of double; their roots, taken apart, do not.
  if (u * width < mode - low) {
    const double draw = low + std::sqrt(u * width * (mode - low));
    return std::isfinite(draw) ? draw : low + std::sqrt(u * width) * std::sqrt(mode - low);
  }
  const double draw = high - std::sqrt((1.0 - u) * width * (high - mode));
  return std::isfinite(draw) ? draw : high - std::sqrt((1.0 - u) * width) * std::sqrt(high - mode);
}

}  // namespace fleetcost
