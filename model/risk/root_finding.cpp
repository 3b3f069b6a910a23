// Sampling outward, bracketing sign changes, and narrowing them: Brent's method (inverse
// quadratic interpolation and secant steps, safeguarded by bisection; Brent 1973, as in
// Forsythe, Malcolm and Moler's zeroin) or bisection on whole numbers.
#include "model/risk/root_finding.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace fleetcost {

namespace {

constexpr int kEdgeSteps = 12;  // bisections towards a limit: within 1/4096 of the gap

bool negative(double f) {
  return f < 0;
}

bool cancelled(const std::atomic<bool>* cancel) {
  return cancel && cancel->load(std::memory_order_relaxed);
}

RootCrossing crossingOf(RootSample lo, RootSample hi) {
  RootCrossing c;
  if (lo.x > hi.x) std::swap(lo, hi);
  c.before = lo;
  c.after = hi;
  c.negativeAbove = negative(hi.f);
  return c;
}

// Brent's method on [lo, hi], f(lo) and f(hi) nonzero and of opposite signs, until the bracket
// is within `tolerance` (a crossing or a jump, as narrowBrent says) or an evaluation gives f = 0
// exactly (nothing, with `hitZero` set). Nothing either when an evaluation fails or on cancel.
std::optional<RootCrossing> brent(const RootFunction& f, RootSample lo, RootSample hi,
                                  double tolerance, double zeroTolerance, Problems& why,
                                  const std::atomic<bool>* cancel, int& evaluations,
                                  bool& hitZero) {
  constexpr double kEpsilon = std::numeric_limits<double>::epsilon();
  double a = lo.x, fa = lo.f, b = hi.x, fb = hi.f;
  double c = a, fc = fa, d = b - a, e = d;
  for (int iteration = 0; iteration < 300; ++iteration) {
    if ((fb > 0 && fc > 0) || (fb < 0 && fc < 0)) {
      c = a;
      fc = fa;
      d = e = b - a;
    }
    if (std::fabs(fc) < std::fabs(fb)) {
      a = b;
      b = c;
      c = a;
      fa = fb;
      fb = fc;
      fc = fa;
    }
    const double tol1 = 2.0 * kEpsilon * std::fabs(b) + 0.5 * tolerance;
    const double xm = 0.5 * (c - b);
    if (std::fabs(xm) <= tol1) break;
    if (std::fabs(e) >= tol1 && std::fabs(fa) > std::fabs(fb)) {
      const double s = fb / fa;
      double p, q;
      if (a == c) {
        p = 2.0 * xm * s;
        q = 1.0 - s;
      } else {
        const double qa = fa / fc, r = fb / fc;
        p = s * (2.0 * xm * qa * (qa - r) - (b - a) * (r - 1.0));
        q = (qa - 1.0) * (r - 1.0) * (s - 1.0);
      }
      if (p > 0) q = -q;
      p = std::fabs(p);
      const double min1 = 3.0 * xm * q - std::fabs(tol1 * q), min2 = std::fabs(e * q);
      if (2.0 * p < std::min(min1, min2)) {
        e = d;
        d = p / q;
      } else {
        d = xm;
        e = d;
      }
    } else {
      d = xm;
      e = d;
    }
    a = b;
    fa = fb;
    b += std::fabs(d) > tol1 ? d : std::copysign(tol1, xm);
    if (cancelled(cancel)) return std::nullopt;
    ++evaluations;
    const auto value = f(b, why);
    if (!value) return std::nullopt;
    fb = *value;
    if (fb == 0) {
      hitZero = true;
      return std::nullopt;
    }
  }
  // [b, c] brackets the change of sign; b has the smaller |f|.
  RootCrossing out = crossingOf({b, fb}, {c, fc});
  out.x = b;
  if (std::fabs(fb) > zeroTolerance) {
    out.jump = true;
    out.x = negative(out.after.f) ? out.after.x : out.before.x;
  }
  return out;
}

}  // namespace

std::optional<RootCrossing> narrowBrent(const RootFunction& f, RootSample lo, RootSample hi,
                                        double tolerance, double zeroTolerance, Problems& why,
                                        const std::atomic<bool>* cancel, int& evaluations) {
  // The tightest bracket of "f < 0" known: `n` negative, `p` not. Every point evaluated inside
  // it moves one of its ends, whichever method chose the point.
  RootSample n = negative(lo.f) ? lo : hi, p = negative(lo.f) ? hi : lo;
  const RootFunction tracked = [&](double x, Problems& w) -> std::optional<double> {
    const auto value = f(x, w);
    if (value && (x - n.x) * (x - p.x) < 0) (negative(*value) ? n : p) = {x, *value};
    return value;
  };
  const auto evaluate = [&](double x) {
    if (cancelled(cancel)) return false;
    ++evaluations;
    return tracked(x, why).has_value();
  };
  // Narrow enough: within the tolerance, or as near as doubles get (Brent's own stop).
  constexpr double kEpsilon = std::numeric_limits<double>::epsilon();
  const auto step = [&] {
    return tolerance + 4 * kEpsilon * std::max(std::fabs(n.x), std::fabs(p.x));
  };
  const auto narrow = [&] { return std::fabs(p.x - n.x) <= step(); };
  for (;;) {
    if (p.f != 0) {  // a change of sign: Brent's method, unless it lands on a zero
      bool hitZero = false;
      auto crossing =
          brent(tracked, n, p, tolerance, zeroTolerance, why, cancel, evaluations, hitZero);
      if (!hitZero) return crossing;
    }
    // f(p) = 0 exactly. Owning wins strictly only where f < 0, so the threshold is the edge of
    // that side, not a point inside a tie (f = 0 over a range): first a point next to p, which
    // settles an isolated zero, then bisection on "f < 0" while p stays at a zero.
    if (!narrow() && !evaluate(p.x + std::copysign(step(), n.x - p.x))) return std::nullopt;
    while (p.f == 0 && !narrow())
      if (!evaluate(n.x + (p.x - n.x) / 2)) return std::nullopt;
    if (p.f != 0 && !narrow()) continue;
    // The edge, within the tolerance: at p the difference is 0 (exactly when p.f is 0) and just
    // beyond n owning wins; it is a jump when f(n) is not yet 0 to the tolerance.
    RootCrossing out = crossingOf(n, p);
    out.x = p.x;
    if (p.f != 0 || std::fabs(n.f) > zeroTolerance) {
      out.jump = std::fabs(n.f) > zeroTolerance;
      out.x = out.jump ? n.x : (std::fabs(n.f) < std::fabs(p.f) ? n.x : p.x);
    }
    return out;
  }
}

std::optional<RootCrossing> narrowWhole(const RootFunction& f, RootSample lo, RootSample hi,
                                        Problems& why, const std::atomic<bool>* cancel,
                                        int& evaluations) {
  if (lo.x > hi.x) std::swap(lo, hi);
  while (hi.x - lo.x > 1) {
    if (cancelled(cancel)) return std::nullopt;
    const double mid = std::floor(lo.x + (hi.x - lo.x) / 2);
    ++evaluations;
    const auto value = f(mid, why);
    if (!value) return std::nullopt;
    (negative(*value) == negative(lo.f) ? lo : hi) = {mid, *value};
  }
  RootCrossing c = crossingOf(lo, hi);
  c.x = negative(hi.f) ? hi.x : lo.x;
  return c;
}

RootResult findCrossings(const RootFunction& f, const RootSearch& search) {
  RootResult out;
  Problems why;
  ++out.evaluations;
  const auto today = f(search.today, why);
  if (!today) {
    out.failures = std::move(why);
    return out;
  }
  out.today = {search.today, *today};
  // Each side outward until a point cannot be evaluated.
  std::vector<RootSample> below, above;
  for (auto [points, samples, limit] : {std::tuple{&search.below, &below, &out.limitBelow},
                                        std::tuple{&search.above, &above, &out.limitAbove}}) {
    for (double x : *points) {
      if (cancelled(search.cancel)) {
        out.cancelled = true;
        return out;
      }
      why.clear();
      ++out.evaluations;
      const auto value = f(x, why);
      if (!value) {
        *limit = RootLimit{x, std::move(why)};
        break;
      }
      samples->push_back({x, *value});
    }
    // The edge of what can be evaluated lies between the last sample and the limit: bisect
    // towards it, so that the range searched reaches close to it.
    for (int step = 0; *limit && step < kEdgeSteps; ++step) {
      const double good = samples->empty() ? search.today : samples->back().x;
      const double bad = (*limit)->x;
      double mid = good + (bad - good) / 2;
      if (search.whole) {
        mid = bad > good ? std::floor(mid) : std::ceil(mid);
        if (mid == good) break;
      }
      if (cancelled(search.cancel)) {
        out.cancelled = true;
        return out;
      }
      why.clear();
      ++out.evaluations;
      if (const auto value = f(mid, why))
        samples->push_back({mid, *value});
      else
        *limit = RootLimit{mid, std::move(why)};
    }
  }
  out.samples.assign(below.rbegin(), below.rend());
  out.samples.push_back(out.today);
  out.samples.insert(out.samples.end(), above.begin(), above.end());

  // Brackets, nearest to today first (by the distance of their nearer end).
  std::vector<std::pair<RootSample, RootSample>> brackets;
  for (std::size_t i = 0; i + 1 < out.samples.size(); ++i)
    if (negative(out.samples[i].f) != negative(out.samples[i + 1].f))
      brackets.push_back({out.samples[i], out.samples[i + 1]});
  const auto gap = [&](const std::pair<RootSample, RootSample>& b) {
    return std::min(std::fabs(b.first.x - search.today), std::fabs(b.second.x - search.today));
  };
  std::stable_sort(brackets.begin(), brackets.end(),
                   [&](const auto& l, const auto& r) { return gap(l) < gap(r); });
  if (static_cast<int>(brackets.size()) > search.maxBrackets) {
    out.unnarrowed = static_cast<int>(brackets.size()) - search.maxBrackets;
    brackets.resize(search.maxBrackets);
  }
  for (const auto& [lo, hi] : brackets) {
    if (cancelled(search.cancel)) {
      out.cancelled = true;
      return out;
    }
    why.clear();
    const double scale =
        std::max(std::min(std::fabs(lo.x), std::fabs(hi.x)), search.toleranceFloor);
    const auto crossing =
        search.whole ? narrowWhole(f, lo, hi, why, search.cancel, out.evaluations)
                     : narrowBrent(f, lo, hi, search.tolerance * scale, search.zeroTolerance, why,
                                   search.cancel, out.evaluations);
    if (cancelled(search.cancel)) {
      out.cancelled = true;
      return out;
    }
    if (crossing)
      out.crossings.push_back(*crossing);
    else
      out.failures.insert(out.failures.end(), why.begin(), why.end());
  }
  std::sort(out.crossings.begin(), out.crossings.end(),
            [](const RootCrossing& l, const RootCrossing& r) { return l.x < r.x; });
  for (std::size_t i = 0; i < out.crossings.size(); ++i)
    if (out.nearest < 0 || std::fabs(out.crossings[i].x - search.today) <
                               std::fabs(out.crossings[out.nearest].x - search.today))
      out.nearest = static_cast<int>(i);
  return out;
}

}  // namespace fleetcost
