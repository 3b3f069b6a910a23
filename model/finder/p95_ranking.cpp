// Ranking the finder's pool by the 95th percentile of present value.
#include "model/finder/p95_ranking.h"

#include <algorithm>

#include "model/finder/candidate_ranking.h"
#include "model/risk/monte_carlo.h"

namespace fleetcost {

void rankByP95(const Scenario& scenario, int index, const FinderOptions& options,
               const FinderProgress& progress, double start, double share, FinderResult& out) {
  if (out.ranked.empty()) return;
  Scenario withPlans = scenario;
  withPlans.plans.clear();
  for (std::size_t i = 0; i < out.ranked.size(); ++i)
    withPlans.plans.push_back(portfolioPlanOf(out, out.ranked[i], "#" + std::to_string(i + 1)));
  EvaluationOptions evaluation;
  evaluation.afterTax = false;
  const RiskModelOrProblems model = buildRiskModel(withPlans, index, evaluation);
  if (!model.model) {
    out.problems = model.problems;
    return;
  }
  MonteCarloOptions mc;
  mc.trials = options.trials;
  mc.seed = options.seed;
  mc.threads = options.threads;
  mc.cancel = progress.cancel;
  if (progress.report)
    mc.progress = [&](long long done, long long total) {
      progress.report(start + share * double(done) / double(total), out.ranked);
    };
  const MonteCarloResult result = runMonteCarlo(*model.model, mc);
  if (result.cancelled) {
    out.cancelled = true;
    out.exact = false;
    if (int(out.ranked.size()) > options.top) out.ranked.resize(options.top);
    return;
  }
  if (!result.problems.empty()) {
    out.problems = result.problems;
    return;
  }
  for (std::size_t i = 0; i < out.ranked.size(); ++i) out.ranked[i].p95 = result.plans[i].at(95);
  // The front of present value against P95 (both lower is better), cheapest first.
  for (const FinderCandidate& c : out.ranked) {
    if (!c.p95) continue;
    const bool dominated = std::any_of(out.ranked.begin(), out.ranked.end(), [&](const auto& f) {
      return &f != &c && f.p95 && f.presentValue <= c.presentValue && *f.p95 <= *c.p95 &&
             (f.presentValue < c.presentValue || *f.p95 < *c.p95);
    });
    if (!dominated) out.paretoP95.push_back(c);
  }
  std::stable_sort(out.ranked.begin(), out.ranked.end(), [](const auto& a, const auto& b) {
    if (a.p95.has_value() != b.p95.has_value()) return a.p95.has_value();
    return a.p95 && *a.p95 != *b.p95 ? *a.p95 < *b.p95 : false;
  });
  if (int(out.ranked.size()) > options.top) out.ranked.resize(options.top);
}

}  // namespace fleetcost
