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
  for (int first = 1; !root; first += kBlock) {
    // The present value at x = +i h and -i h for the block's i, by Horner's rule side by side.
    double z[2 * kBlock], value[2 * kBlock] = {};
    bool inRange[2 * kBlock];
    for (int j = 0; j < kBlock; ++j) {
      const int i = first + j;
      const double up = i * kStep, down = -i * kStep;
      inRange[j] = up <= kHighest + 1e-12;
      inRange[kBlock + j] = down >= kLowest - 1e-12;
      z[j] = std::exp(-up / 12.0);
      z[kBlock + j] = std::exp(-down / 12.0);
    }
    if (!inRange[0] && !inRange[kBlock]) break;
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
