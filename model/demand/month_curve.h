// One month of one GPU model's demand as classes of hours in ascending order of demand: how
// many hours of the week each class has, its demand in GPUs, and suffix sums, so that the
// demand above a capacity (MODEL.md §3, §4) is a search and two lookups.
#pragma once

#include <algorithm>

namespace fleetcost {

struct MonthCurve {
  const double* value = nullptr;        // ascending; GPUs are scale * value[c]
  const double* hours = nullptr;        // hours of the week in class c
  const double* suffixValue = nullptr;  // Σ_{j >= c} hours[j] * value[j], classes + 1 entries
  const double* suffixHours = nullptr;  // Σ_{j >= c} hours[j]
  int classes = 0;
  double scale = 1.0;
  double total = 0.0;  // Σ_k D(k)
  double peak = 0.0;   // max_k D(k)

  double demand(int c) const { return scale * value[c]; }

  // Σ_k max(D(k) - capacity, 0) from the first class above the capacity, `first`.
  double aboveFromClass(int first, double capacity) const {
    const double above = scale * suffixValue[first] - suffixHours[first] * capacity;
    return above > 0.0 ? above : 0.0;
  }

  // The first class whose demand is above the capacity (classes when none is).
  int firstAbove(double capacity) const {
    int lo = 0, hi = classes;
    while (lo < hi) {
      const int mid = (lo + hi) / 2;
      if (scale * value[mid] > capacity)
        hi = mid;
      else
        lo = mid + 1;
    }
    return lo;
  }

  // Σ_k max(D(k) - capacity, 0). `cursor` is the first class above a close capacity found
  // before (this month's, or the month before's in a run over months), walked from instead of
  // searching; -1 searches. The classes ascend, so both find the same class. Sets the cursor.
  double aboveFrom(double capacity, int& cursor) const {
    if (!(peak > capacity)) return 0.0;
    if (capacity == 0.0) return total;
    int i = cursor;
    if (i < 0) {
      i = firstAbove(capacity);
    } else {
      while (i < classes && !(scale * value[i] > capacity)) ++i;
      while (i > 0 && scale * value[i - 1] > capacity) --i;
    }
    cursor = i;
    return aboveFromClass(i, capacity);
  }
  double above(double capacity) const {
    int search = -1;
    return aboveFrom(capacity, search);
  }
};

}  // namespace fleetcost
