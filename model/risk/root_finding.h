// Where a function of one input changes sign (the thresholds of docs/thresholds.md): the input
// is sampled outward from today's value, each pair of neighbouring samples on either side of 0
// is a bracket, and each bracket is narrowed by Brent's method (bisection for whole numbers).
// "Negative" (f < 0) is the side looked for; f = 0 (a tie) counts with the positive side.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <vector>

#include "model/scenario/problem.h"

namespace fleetcost {

// f(x), or nothing (with the reasons in `why`) where x cannot be evaluated.
using RootFunction = std::function<std::optional<double>(double x, Problems& why)>;

struct RootSample {
  double x = 0, f = 0;
};

struct RootSearch {
  double today = 0;
  std::vector<double> below, above;  // sample points, each list moving away from today
  bool whole = false;                // whole-number input: bisection down to neighbours
  double tolerance = 1e-9;           // relative, in x
  double toleranceFloor = 1e-9;      // x scale under which the tolerance is absolute
  double zeroTolerance = 0;          // |f| at or below it is 0 (a crossing, not a jump)
  int maxBrackets = 16;              // the nearest ones are narrowed, the rest are counted
  const std::atomic<bool>* cancel = nullptr;
};

struct RootCrossing {
  // Continuous: where f is 0 (the narrowed point with the smallest |f|), or for a jump the end
  // of the narrowed bracket on the negative side. Whole numbers: the whole value on the
  // negative side (the first or last at which f < 0).
  double x = 0;
  RootSample before, after;    // the narrowed bracket, before.x < after.x
  bool negativeAbove = false;  // f < 0 on the side above x
  bool jump = false;           // f jumps across 0 here instead of passing through it
};

struct RootLimit {
  double x = 0;  // the first point that could not be evaluated
  Problems problems;
};

struct RootResult {
  bool cancelled = false;
  RootSample today;
  std::vector<RootSample> samples;  // every sample evaluated, ascending (today among them)
  // Why a side stopped before its last point: the nearest point found (by bisecting towards
  // the first failing sample, 12 times) that cannot be evaluated.
  std::optional<RootLimit> limitBelow, limitAbove;
  std::vector<RootCrossing> crossings;  // narrowed, ascending
  int unnarrowed = 0;                   // brackets beyond maxBrackets, counted only
  int nearest = -1;                     // the crossing nearest to today, -1 when none
  Problems failures;                    // a point inside a bracket that could not be evaluated
  int evaluations = 0;
};

// Samples, brackets and narrows. Today's value must evaluate (else `failures` holds why).
RootResult findCrossings(const RootFunction& f, const RootSearch& search);

// Brent's method on [a, b] (one of f(a), f(b) below 0, the other not) to |b - a| <= tolerance.
// Where f is 0 exactly the threshold is the edge of the side where f < 0, not a point of a tie:
// f = 0 over a range is narrowed by bisection on "f < 0" to that edge, reported at its end where
// f is 0 (or as a jump on the negative side when f is not yet 0 there to zeroTolerance).
// Nothing when an evaluation fails (reasons in `why`) or the search is cancelled.
std::optional<RootCrossing> narrowBrent(const RootFunction& f, RootSample a, RootSample b,
                                        double tolerance, double zeroTolerance, Problems& why,
                                        const std::atomic<bool>* cancel, int& evaluations);

// Bisection on whole numbers a < b down to b - a = 1.
std::optional<RootCrossing> narrowWhole(const RootFunction& f, RootSample a, RootSample b,
                                        Problems& why, const std::atomic<bool>* cancel,
                                        int& evaluations);

}  // namespace fleetcost
