// IRR by scanning and bisection on x = 12 ln(1 + r).
#include "finance/irr.h"

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
  std::optional<double> root;
  const double atZero = presentValueAt(d, 0.0);
  if (atZero == 0.0) root = 0.0;
  double previousUp = atZero, previousDown = atZero;
  for (int i = 1; !root; ++i) {
    const double up = i * kStep, down = -i * kStep;
    bool scanned = false;
    if (up <= kHighest + 1e-12) {
      scanned = true;
      const double f = presentValueAt(d, up);
      if (f == 0.0) {
        root = up;
        break;
      }
      if ((f < 0) != (previousUp < 0)) {
        root = bisect(d, up - kStep, up, previousUp);
        break;
      }
      previousUp = f;
    }
    if (down >= kLowest - 1e-12) {
      scanned = true;
      const double f = presentValueAt(d, down);
      if (f == 0.0) {
        root = down;
        break;
      }
      if ((f < 0) != (previousDown < 0)) {
        root = bisect(d, down, down + kStep, f);
        break;
      }
      previousDown = f;
    }
    if (!scanned) break;
  }
  if (!root) return std::nullopt;
  const double monthly = std::exp(*root / 12.0) - 1.0;
  return std::pow(1.0 + monthly, 12) - 1.0;
}

}  // namespace fleetcost
