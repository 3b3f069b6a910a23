// The finder's ranking with groups of equal present value, and its Pareto front.
#include "model/finder/candidate_ranking.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace fleetcost {

bool equalPresentValue(double a, double b) {
  return std::abs(a - b) <= 1e-9 * std::max({std::abs(a), std::abs(b), 1.0});
}

bool betterCandidate(const FinderCandidate& a, const FinderCandidate& b) {
  if (!equalPresentValue(a.presentValue, b.presentValue)) return a.presentValue < b.presentValue;
  return a.option < b.option;
}

namespace {

void join(FinderCandidate& group, FinderCandidate c) {
  ++group.equalAlternatives;
  if (c.option < group.option) {
    // The new member shows the group; the one shown so far becomes an alternative.
    c.equalAlternatives = group.equalAlternatives;
    c.alternatives = std::move(group.alternatives);
    std::vector<int> former = std::move(group.option);
    group = std::move(c);
    group.alternatives.insert(group.alternatives.begin(), std::move(former));
    if (group.alternatives.size() > kAlternativesListed) group.alternatives.pop_back();
    return;
  }
  const auto at = std::upper_bound(group.alternatives.begin(), group.alternatives.end(), c.option);
  group.alternatives.insert(at, std::move(c.option));
  if (group.alternatives.size() > kAlternativesListed) group.alternatives.pop_back();
}

}  // namespace

void keepBest(std::vector<FinderCandidate>& ranked, FinderCandidate c, int top) {
  for (FinderCandidate& group : ranked)
    if (equalPresentValue(group.presentValue, c.presentValue)) {
      join(group, std::move(c));
      return;
    }
  if (int(ranked.size()) >= top && !betterCandidate(c, ranked.back())) return;
  ranked.insert(std::upper_bound(ranked.begin(), ranked.end(), c, betterCandidate), std::move(c));
  if (int(ranked.size()) > top) ranked.pop_back();
}

void keepPareto(std::vector<FinderCandidate>& front, const FinderCandidate& c) {
  for (const FinderCandidate& f : front)
    if (f.presentValue <= c.presentValue && f.peakYearCapex <= c.peakYearCapex) return;
  std::erase_if(front, [&](const FinderCandidate& f) {
    return c.presentValue <= f.presentValue && c.peakYearCapex <= f.peakYearCapex;
  });
  front.push_back(c);
  front.back().alternatives.clear();
  front.back().equalAlternatives = 0;
}

}  // namespace fleetcost
