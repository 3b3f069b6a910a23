// Choosing the pair, resolving the inputs, solving each over threads, and reading the
// crossings back in the inputs' units (docs/thresholds.md).
#include "model/risk/thresholds.h"
#include "model/scenario/workbook_shape.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <mutex>
#include <sstream>
#include <thread>
#include <tuple>

#include "model/risk/breakeven_map.h"
#include "model/risk/root_finding.h"
#include "model/risk/threshold_evaluator.h"
#include "model/risk/threshold_pair.h"
#include "model/scenario/field_specs.h"

namespace fleetcost {

namespace {

// Six significant digits: where a search stopped needs no more.
std::string shortNumber(double x) {
  std::ostringstream out;
  out.precision(6);
  out << x;
  return out.str();
}

// The reported value of the searched variable x (utilisation in %).
double reported(const ResolvedInput& in, double x, const std::map<double, double>& utilisation) {
  if (in.kind != ThresholdInputKind::Utilisation) return x;
  const auto it = utilisation.find(x);
  return it == utilisation.end() ? 0.0 : 100.0 * it->second;
}

Threshold solve(const RiskModel& pair, const std::vector<RangedFigure>& figures,
                const ResolvedInput& in, const PairPlans& plans, const ThresholdOptions& options) {
  Threshold t;
  t.input = in.kind == ThresholdInputKind::Figure ? plans.toWorkbook(in.input) : in.input;
  t.label = in.label;
  t.unit = in.unit;
  t.whole = in.whole;
  t.today = in.today;
  if (in.figure >= 0) {
    const RangedFigure& f = figures[in.figure];
    if (f.low != f.value || f.high != f.value) t.stated = std::pair{f.low, f.high};
    t.notBelowZero = f.key == keyOf(&Scenario::discountRateAnnual);
  }
  if (!in.unavailable.empty()) {
    t.status = ThresholdStatus::Unavailable;
    t.message = in.unavailable;
    return t;
  }
  ThresholdEvaluator evaluator(pair, figures, in, options.holdDecisions);
  std::map<double, double> utilisation;  // x -> busy share, for the utilisation input
  const RootFunction f = [&](double x, Problems& why) -> std::optional<double> {
    auto point = evaluator.at(x, why);
    if (!point) return std::nullopt;
    if (point->utilisation) utilisation[x] = *point->utilisation;
    return point->difference();
  };
  const double scale =
      std::max(std::fabs(pair.base.plans[0].pvCost), std::fabs(pair.base.plans[1].pvCost));
  RootSearch search;
  search.today = in.today;
  search.below = in.below;
  search.above = in.above;
  search.whole = in.whole;
  search.toleranceFloor = in.toleranceFloor;
  search.zeroTolerance = 1e-7 * scale;
  search.cancel = options.cancel;
  const RootResult r = findCrossings(f, search);
  if (r.cancelled) return t;
  if (r.samples.empty()) {  // today itself did not evaluate
    t.status = ThresholdStatus::Unavailable;
    t.message = r.failures.empty() ? "today's value cannot be evaluated"
                                   : plans.toWorkbook(r.failures).front().message;
    return t;
  }
  if (in.kind == ThresholdInputKind::Utilisation && !utilisation.count(in.today)) {
    t.status = ThresholdStatus::Unavailable;
    t.message = "the owning plan owns no server today, so its fleet has no utilisation";
    return t;
  }
  t.today = reported(in, in.today, utilisation);
  t.owningWinsToday = r.today.f < 0;
  t.low = reported(in, r.samples.front().x, utilisation);
  t.high = reported(in, r.samples.back().x, utilisation);
  for (const auto* limit : {&r.limitBelow, &r.limitAbove}) {
    if (!*limit) continue;
    const std::string value = shortNumber((*limit)->x);
    for (const Problem& p : plans.toWorkbook((*limit)->problems))
      t.limits.push_back(problemAt(
          p.pointer,
          in.kind == ThresholdInputKind::Utilisation
              ? Message(FC_TRANSLATE_NOOP("Problems", "the search stops at demand scale %1: %2"),
                        {value, messageOf(p)})
              : Message(FC_TRANSLATE_NOOP("Problems", "the search stops at %1 %2: %3"),
                        {value, in.unit, messageOf(p)})));
  }
  for (const RootCrossing& c : r.crossings) {
    ThresholdCrossing out;
    out.value = reported(in, c.x, utilisation);
    out.owningWinsAbove = c.negativeAbove;
    out.jump = c.jump;
    if (in.kind == ThresholdInputKind::Utilisation) out.demandScale = c.x;
    t.crossings.push_back(out);
  }
  // Nearest in the input's unit (for utilisation, in % rather than in demand scale).
  for (std::size_t i = 0; i < t.crossings.size(); ++i)
    if (t.nearest < 0 || std::fabs(t.crossings[i].value - t.today) <
                             std::fabs(t.crossings[t.nearest].value - t.today))
      t.nearest = static_cast<int>(i);
  t.uncounted = r.unnarrowed;
  if (!r.failures.empty()) {
    for (const Problem& p : plans.toWorkbook(r.failures))
      t.limits.push_back(problemAt(
          p.pointer,
          Message(FC_TRANSLATE_NOOP("Problems", "a change of sign could not be narrowed: %1"),
                  {messageOf(p)})));
  }
  if (!t.crossings.empty())
    t.status = ThresholdStatus::Found;
  else if (!r.failures.empty() || t.uncounted > 0) {
    t.status = ThresholdStatus::Unavailable;
    t.message = "the sign changes in the range, but no change could be narrowed";
  } else {
    t.status = ThresholdStatus::None;
    // A tie is no win: where the two cost exactly the same at every value, say so.
    if (std::all_of(r.samples.begin(), r.samples.end(),
                    [](const RootSample& s) { return s.f == 0; }))
      t.message = kTiesThroughout;
  }
  return t;
}

}  // namespace

std::optional<double> Threshold::distance() const {
  if (!threshold()) return std::nullopt;
  return threshold()->value - today;
}

std::optional<double> Threshold::relativeDistance() const {
  if (!threshold() || today == 0) return std::nullopt;
  return (threshold()->value - today) / std::fabs(today);
}

std::vector<ThresholdInput> defaultThresholdInputs(const RiskModel& model, int owningPlan) {
  std::vector<ThresholdInput> inputs{{kUtilisation, {}}, {kRentalPriceScale, {}}};
  const Scenario& s = model.scenario;
  if (owningPlan >= 0) {
    const Plan& plan = s.plans[owningPlan];
    for (std::size_t i = 0; i < s.sites.size(); ++i)
      if (plan.site && s.sites[i].id == plan.site && s.sites[i].energyPerKwh.present) {
        inputs.push_back(
            {itemPointer("", &Scenario::sites, i) + "/" + keyOf(&Site::energyPerKwh), {}});
        break;
      }
    // The server of the GPU model the plan owns most GPU-months of.
    const PlanResult& result = model.base.plans[owningPlan];
    int most = -1;
    double mostGpuMonths = 0;
    for (std::size_t g = 0; g < result.ownedServers.size(); ++g) {
      double gpuMonths = 0;
      for (long long n : result.ownedServers[g])
        gpuMonths += double(n) * model.base.demand[g].gpusPerServer;
      if (gpuMonths > mostGpuMonths) {
        mostGpuMonths = gpuMonths;
        most = static_cast<int>(g);
      }
    }
    for (std::size_t k = 0; most >= 0 && k < s.serverModels.size(); ++k)
      if (s.serverModels[k].gpu == model.base.gpuIds[most]) {
        if (s.serverModels[k].price.present)
          inputs.push_back(
              {itemPointer("", &Scenario::serverModels, k) + "/" + keyOf(&ServerModel::price), {}});
        break;
      }
  }
  inputs.push_back({std::string("/") + keyOf(&Scenario::discountRateAnnual), {}});
  inputs.push_back({kHorizonMonths, {}});
  return inputs;
}

ThresholdResult runThresholds(const RiskModel& model, const ThresholdOptions& options) {
  ThresholdResult out;
  out.decisionsHeld = options.holdDecisions;
  if (model.baseOutcome.bestOwning < 0 || model.baseOutcome.bestRenting < 0) {
    out.unanswered = model.baseOutcome.bestOwning < 0 ? kNoOwningPlan : kNoRentingPlan;
    return out;
  }
  std::optional<ThresholdPair> built =
      buildThresholdPair(model, options.owning, options.renting, out.error, out.problems);
  if (!built) return out;  // `error` (the options) or `problems` (the pair's today) says why
  const PairPlans& plans = built->plans;
  out.owningPlan = plans.owning;
  out.rentingPlan = plans.renting;
  out.pvOwning = model.base.plans[plans.owning].pvCost;
  out.pvRenting = model.base.plans[plans.renting].pvCost;
  const RiskModel& pair = *built->model;
  const std::vector<RangedFigure>& figures = built->figures;

  const std::vector<ThresholdInput> inputs =
      options.inputs.empty() ? defaultThresholdInputs(model, plans.owning) : options.inputs;
  std::vector<ResolvedInput> resolved;
  for (const ThresholdInput& input : inputs) {
    auto in = resolvePairInput(model, *built, input, out.error);
    if (!in) return out;
    resolved.push_back(std::move(*in));
  }

  out.thresholds.resize(resolved.size());
  std::atomic<std::size_t> next{0};
  std::atomic<long long> done{0};
  std::mutex mutex;
  const auto work = [&] {
    for (std::size_t i; (i = next.fetch_add(1)) < resolved.size();) {
      if (options.cancel && options.cancel->load(std::memory_order_relaxed)) return;
      out.thresholds[i] = solve(pair, figures, resolved[i], plans, options);
      const long long now = done.fetch_add(1) + 1;
      if (options.progress) {
        std::lock_guard lock(mutex);
        options.progress(now, static_cast<long long>(resolved.size()));
      }
    }
  };
  int threads =
      options.threads > 0 ? options.threads : static_cast<int>(std::thread::hardware_concurrency());
  threads = std::clamp(threads, 1, std::max(1, static_cast<int>(resolved.size())));
  std::vector<std::thread> pool;
  for (int i = 1; i < threads; ++i) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  if (options.cancel && options.cancel->load()) {
    ThresholdResult cancelled;
    cancelled.cancelled = true;
    return cancelled;
  }
  return out;
}

OwningWinsDemand owningWinsDemand(const Threshold& t) {
  OwningWinsDemand out;
  const std::vector<ThresholdCrossing>& c = t.crossings;  // ascending in demand scale
  if (t.owningWinsToday) {
    for (const ThresholdCrossing& x : c)
      if (x.demandScale <= 1)
        out.from = &x;
      else if (!out.to)
        out.to = &x;
    return out;
  }
  if (t.nearest < 0) return out;
  const std::size_t n = static_cast<std::size_t>(t.nearest);
  if (c[n].owningWinsAbove) {
    out.from = &c[n];
    if (n + 1 < c.size()) out.to = &c[n + 1];
  } else {
    out.to = &c[n];
    if (n > 0) out.from = &c[n - 1];
  }
  return out;
}

std::vector<int> mostInformativeThresholds(const ThresholdResult& result, int count) {
  std::vector<int> found;
  for (std::size_t i = 0; i < result.thresholds.size(); ++i) {
    const Threshold& t = result.thresholds[i];
    if (t.threshold() && !(t.notBelowZero && t.threshold()->value < 0))
      found.push_back(static_cast<int>(i));
  }
  // Outside the range of estimates the figure states: less plausible, so after the others.
  const auto outside = [&](int i) {
    const Threshold& t = result.thresholds[i];
    const double v = t.threshold()->value;
    return t.stated && (v < t.stated->first || v > t.stated->second);
  };
  // Utilisation stops rising at the fleet's capacity, so its distance in % can be 0 while demand
  // must still grow: it is measured by the demand on today's fleet (today: scale 1).
  const auto key = [&](int i) {
    const Threshold& t = result.thresholds[i];
    const auto relative = t.input == kUtilisation
                              ? std::optional<double>(t.threshold()->demandScale - 1.0)
                              : t.relativeDistance();
    return std::tuple{outside(i), relative ? 0 : 1,
                      std::fabs(relative ? *relative : *t.distance())};
  };
  std::stable_sort(found.begin(), found.end(), [&](int l, int r) { return key(l) < key(r); });
  if (static_cast<int>(found.size()) > count) found.resize(count);
  return found;
}

}  // namespace fleetcost
