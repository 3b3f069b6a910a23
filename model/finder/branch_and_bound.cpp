// The finder's branch and bound (docs/finder.md, "Spaces beyond enumeration").
#include "model/finder/branch_and_bound.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <queue>

#include "model/finder/candidate_ranking.h"

namespace fleetcost {

std::vector<std::vector<double>> leastMarginalCosts(const PartTable& table) {
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<std::vector<double>> least(table.supplies.size());
  for (std::size_t o = 0; o < table.supplies.size(); ++o) {
    const SupplyTable& t = table.supplies[o];
    const std::size_t n = t.workloads.size();
    least[o].assign(n, inf);
    for (std::size_t mask = 1; mask < t.values.size(); ++mask)
      if (!t.values[mask].priced) return {};
    for (std::size_t b = 0; b < n; ++b) {
      const std::size_t bit = std::size_t(1) << b;
      for (std::size_t mask = 0; mask < t.values.size(); ++mask) {
        if (mask & bit) continue;
        const double from = mask ? t.values[mask].presentValue : 0.0;
        least[o][b] = std::min(least[o][b], t.values[mask | bit].presentValue - from);
      }
    }
  }
  return least;
}

namespace {

struct Node {
  double partial = 0;  // the sum of the parts of the workloads placed
  std::int32_t parent = -1;
  std::int32_t option = -1;  // the supply of the last workload placed
  std::int32_t depth = 0;    // workloads placed
  bool complete = false;     // every workload placed, feasible
};

struct Open {
  double bound;
  std::int32_t node;
  bool operator>(const Open& other) const {
    return bound != other.bound ? bound > other.bound : node > other.node;
  }
};

class BoundSearch {
 public:
  BoundSearch(const PartTable& table, const FinderOptions& options, const FinderProgress& progress,
              FinderResult& out)
      : t_(table), options_(options), progress_(progress), out_(out) {}

  void run() {
    const std::size_t W = out_.optionsOfWorkload.size();
    least_ = leastMarginalCosts(t_);
    proven_ = !least_.empty();
    rest_.assign(W + 1, 0.0);
    for (std::size_t w = W; w-- > 0;) {
      double least = std::numeric_limits<double>::infinity();
      for (int o : out_.optionsOfWorkload[w])
        least = std::min(least, proven_ ? least_[o][t_.supplies[o].bitOf[w]] : 0.0);
      rest_[w] = rest_[w + 1] + least;
    }
    nodes_.push_back(Node{});
    open_.push({rest_[0], 0});
    long long expanded = 0;
    while (!open_.empty()) {
      const Open top = open_.top();
      if (int(out_.ranked.size()) >= options_.top &&
          !equalPresentValue(top.bound, out_.ranked.back().presentValue) &&
          top.bound > out_.ranked.back().presentValue)
        break;  // nothing open can enter the ranking
      if (double(nodes_.size()) >= options_.maxNodes || cancelled()) break;
      open_.pop();
      if (nodes_[top.node].complete) {
        FinderCandidate c = candidateOf(top.node);
        keepBest(out_.ranked, std::move(c), options_.top);
      } else {
        expand(top.node);
      }
      if (++expanded % 4096 == 0 && progress_.report)
        progress_.report(double(nodes_.size()) / options_.maxNodes, out_.ranked);
    }
    finish();
  }

 private:
  bool cancelled() const { return progress_.cancel && progress_.cancel->load(); }

  // The supplies of the workloads placed at `node`, per workload (-1 beyond its depth).
  std::vector<int> optionsAt(std::int32_t node) const {
    std::vector<int> option(out_.optionsOfWorkload.size(), -1);
    for (std::int32_t n = node; n > 0; n = nodes_[n].parent)
      option[nodes_[n].depth - 1] = nodes_[n].option;
    return option;
  }

  std::vector<std::size_t> masksOf(const std::vector<int>& option) const {
    std::vector<std::size_t> masks(t_.supplies.size(), 0);
    for (std::size_t w = 0; w < option.size(); ++w)
      if (option[w] >= 0) masks[option[w]] |= std::size_t(1) << t_.supplies[option[w]].bitOf[w];
    return masks;
  }

  FinderCandidate candidateOf(std::int32_t node) const {
    FinderCandidate c;
    c.option = optionsAt(node);
    sumParts(t_, masksOf(c.option), c);
    return c;
  }

  void expand(std::int32_t at) {
    const Node node = nodes_[at];
    const std::vector<int> option = optionsAt(at);
    std::vector<std::size_t> masks = masksOf(option);
    std::vector<int> siteOption(t_.siteOf.size() + 1, -1);
    for (int o : option)
      if (o >= 0 && t_.siteOf[o] >= 0) siteOption[t_.siteOf[o]] = o;
    const std::size_t w = std::size_t(node.depth);
    const bool last = w + 1 == option.size();
    for (int o : out_.optionsOfWorkload[w]) {
      const int site = t_.siteOf[o];
      if (site >= 0 && siteOption[site] >= 0 && siteOption[site] != o) continue;  // two ways
      const SupplyTable& table = t_.supplies[o];
      const std::size_t before = masks[o], after = before | std::size_t(1) << table.bitOf[w];
      if (!table.values[after].priced) continue;
      const double partial = node.partial - (before ? table.values[before].presentValue : 0.0) +
                             table.values[after].presentValue;
      Node child{partial, at, o, node.depth + 1, false};
      if (!last) {
        push(child, partial + rest_[w + 1]);
        continue;
      }
      ++out_.assignments;
      masks[o] = after;
      FinderCandidate c;
      const bool feasible = sumParts(t_, masks, c);
      masks[o] = before;
      if (!feasible) continue;
      ++out_.feasible;
      child.complete = true;
      child.partial = c.presentValue;
      c.option = option;
      c.option[w] = o;
      keepPareto(out_.pareto, c);
      push(child, c.presentValue);
    }
  }

  void push(const Node& node, double bound) {
    nodes_.push_back(node);
    open_.push({bound, std::int32_t(nodes_.size() - 1)});
  }

  // Stopped early: the lowest open bound holds for every assignment not ranked yet; the
  // complete assignments still open fill the ranking (cheapest first).
  void finish() {
    out_.cancelled = cancelled();
    if (open_.empty() || (int(out_.ranked.size()) >= options_.top &&
                          open_.top().bound > out_.ranked.back().presentValue &&
                          !equalPresentValue(open_.top().bound, out_.ranked.back().presentValue))) {
      out_.exact = proven_ && !out_.cancelled;
      return;
    }
    const double bound = open_.top().bound;
    std::vector<std::int32_t> partial;
    while (!open_.empty()) {
      const Open o = open_.top();
      open_.pop();
      if (nodes_[o.node].complete)
        keepBest(out_.ranked, candidateOf(o.node), options_.top);
      else if (partial.size() < kDives)
        partial.push_back(o.node);
    }
    // Nothing complete yet: the open nodes of lowest bound completed greedily.
    for (std::size_t i = 0; i < partial.size() && out_.ranked.empty() && !cancelled(); ++i)
      dive(partial[i]);
    if (!proven_) {
      out_.exact = false;
      return;
    }
    const bool bestProven =
        !out_.ranked.empty() && out_.ranked.front().presentValue <= bound + 1e-9 * std::abs(bound);
    out_.lowerBound = bestProven ? out_.ranked.front().presentValue : bound;
    out_.exact = bestProven && !out_.cancelled;
  }

  // Completes `node` giving each workload left the supply that adds least to the sum (one way
  // of owning per site); ranks it when feasible.
  void dive(std::int32_t node) {
    FinderCandidate c;
    c.option = optionsAt(node);
    std::vector<std::size_t> masks = masksOf(c.option);
    std::vector<int> siteOption(t_.siteOf.size() + 1, -1);
    for (int o : c.option)
      if (o >= 0 && t_.siteOf[o] >= 0) siteOption[t_.siteOf[o]] = o;
    for (std::size_t w = std::size_t(nodes_[node].depth); w < c.option.size(); ++w) {
      int best = -1;
      double least = std::numeric_limits<double>::infinity();
      for (int o : out_.optionsOfWorkload[w]) {
        const int site = t_.siteOf[o];
        if (site >= 0 && siteOption[site] >= 0 && siteOption[site] != o) continue;
        const SupplyTable& table = t_.supplies[o];
        const std::size_t before = masks[o], after = before | std::size_t(1) << table.bitOf[w];
        if (!table.values[after].ok) continue;
        const double added =
            table.values[after].presentValue - (before ? table.values[before].presentValue : 0.0);
        if (added < least) least = added, best = o;
      }
      if (best < 0) return;
      c.option[w] = best;
      masks[best] |= std::size_t(1) << t_.supplies[best].bitOf[w];
      if (t_.siteOf[best] >= 0) siteOption[t_.siteOf[best]] = best;
    }
    ++out_.assignments;
    if (!sumParts(t_, masks, c)) return;
    ++out_.feasible;
    keepPareto(out_.pareto, c);
    keepBest(out_.ranked, std::move(c), options_.top);
  }

  static constexpr std::size_t kDives = 1000;

  const PartTable& t_;
  const FinderOptions& options_;
  const FinderProgress& progress_;
  FinderResult& out_;
  std::vector<std::vector<double>> least_;
  bool proven_ = true;
  std::vector<double> rest_;  // per depth: the least the workloads from it on add
  std::vector<Node> nodes_;
  std::priority_queue<Open, std::vector<Open>, std::greater<>> open_;
};

}  // namespace

void branchAndBound(const PartTable& table, const FinderOptions& options,
                    const FinderProgress& progress, FinderResult& out) {
  out.branchAndBound = true;
  BoundSearch(table, options, progress, out).run();
}

}  // namespace fleetcost
