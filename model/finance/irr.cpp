// IRR by scanning and bisection on x = 12 ln(1 + r).
#include "model/finance/irr.h"

#include <cmath>

namespace fleetcost {

namespace {

// Σ_t d_t (1 + r)^-t with (1 + r)^-1 = e^(-x/12), by Horner's rule.
double presentValueAt(const std::vector<double>& d, double x) {
  const double z = std::exp(-x / 12.0);
  double sum = 0.0;
  for (auto it = d.rbegin(); it != d.rend(); ++it) sum = sum * z + *it;
  return sum;
}

// A root in [lo, hi] where f(lo) has the sign of fLo and f(hi) the other.
double bisect(const std::vector<double>& d, double lo, double hi, double fLo) {
  for (int i = 0; i < 200; ++i) {
    const double mid = 0.5 * (lo + hi);
    if (mid == lo || mid == hi) break;
    const double fMid = presentValueAt(d, mid);
    if (fMid == 0.0) return mid;
    if ((fMid < 0) == (fLo < 0)) {
      lo = mid;
      fLo = fMid;
    } else {
      hi = mid;
    }
  }
  return 0.5 * (lo + hi);
}

// Whether Σ_t d_t z^t keeps the sign of its lowest stated term d_a for every z' <= z (all x'
// at and beyond x = -12 ln z): |d_a| > Σ_{t > a} |d_t| z^(t - a), with a margin for rounding.
bool lowestTermDecides(const std::vector<double>& d, std::size_t a, double z) {
  double tail = 0.0;
  for (std::size_t t = d.size() - 1; t > a; --t) tail = (tail + std::fabs(d[t])) * z;
  return std::fabs(d[a]) > tail * (1.0 + 1e-6);
}

// The same for the highest stated term d_b and every z' >= z: |d_b| > Σ_{t < b} |d_t| z^(t - b).
bool highestTermDecides(const std::vector<double>& d, std::size_t b, double z) {
  double head = 0.0;
  const double inverse = 1.0 / z;
  for (std::size_t t = 0; t < b; ++t) head = (head + std::fabs(d[t])) * inverse;
  return std::fabs(d[b]) > head * (1.0 + 1e-6);
}

}  // namespace

std::optional<double> annualIrr(const std::vector<double>& d) {
  bool positive = false, negative = false;
  for (double v : d) {
    positive = positive || v > 0;
    negative = negative || v < 0;
  }
  if (!positive || !negative) return std::nullopt;
  constexpr double kStep = 0.01, kLowest = -10.0, kHighest = 50.0;
  constexpr int kBlock = 8;  // grid points per side evaluated together (independent chains)
  const double atZero = presentValueAt(d, 0.0);
  std::optional<double> root;
  if (atZero == 0.0) root = 0.0;
  double previousUp = atZero, previousDown = atZero;
  // The scan stops on a side once the lowest (positive side) or highest (negative side) term
  // decides the sign everywhere beyond and the last point has that sign: no root is left there,
  // so the scan gives what it would over the whole range.
  std::size_t lowest = 0, highest = d.size() - 1;
  while (d[lowest] == 0.0) ++lowest;
  while (d[highest] == 0.0) --highest;
  bool upDone = false, downDone = false;
  for (int first = 1; !root; first += kBlock) {
    if (!upDone && (previousUp < 0) == (d[lowest] < 0) &&
        lowestTermDecides(d, lowest, std::exp(-first * kStep / 12.0)))
      upDone = true;
    if (!downDone && (previousDown < 0) == (d[highest] < 0) &&
        highestTermDecides(d, highest, std::exp(first * kStep / 12.0)))
      downDone = true;
    if (upDone && downDone) break;
    // The present value at x = +i h and -i h for the block's i, by Horner's rule side by side.
    double z[2 * kBlock], value[2 * kBlock] = {};
    bool inRange[2 * kBlock];
    for (int j = 0; j < kBlock; ++j) {
      const int i = first + j;
      const double up = i * kStep, down = -i * kStep;
      inRange[j] = !upDone && up <= kHighest + 1e-12;
      inRange[kBlock + j] = !downDone && down >= kLowest - 1e-12;
      z[j] = std::exp(-up / 12.0);
      z[kBlock + j] = std::exp(-down / 12.0);
    }
    if (!inRange[0] && !inRange[kBlock]) break;  // both ends of the range reached
    for (auto it = d.rbegin(); it != d.rend(); ++it)
      for (int j = 0; j < 2 * kBlock; ++j) value[j] = value[j] * z[j] + *it;
    // The scan's order: at each distance the positive side first.
    for (int j = 0; j < kBlock && !root; ++j) {
      const int i = first + j;
      const double up = i * kStep, down = -i * kStep;
      if (inRange[j]) {
        const double f = value[j];
        if (f == 0.0) {
          root = up;
        } else if ((f < 0) != (previousUp < 0)) {
          root = bisect(d, up - kStep, up, previousUp);
        } else {
          previousUp = f;
        }
      }
      if (!root && inRange[kBlock + j]) {
        const double f = value[kBlock + j];
        if (f == 0.0) {
          root = down;
        } else if ((f < 0) != (previousDown < 0)) {
          root = bisect(d, down, down + kStep, f);
        } else {
          previousDown = f;
        }
      }
      if (!inRange[j] && !inRange[kBlock + j]) break;
    }
  }
  if (!root) return std::nullopt;
  const double monthly = std::exp(*root / 12.0) - 1.0;
  return std::pow(1.0 + monthly, 12) - 1.0;
}

}  // namespace fleetcost
