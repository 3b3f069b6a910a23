// Risk results -> JSON text (io/json_text.h is the model's one door to nlohmann_json).
// Money is not rounded; a percentile that lands on "never" and an absent comparison are null.
#include <cmath>

#include "model/io/json_text.h"
#include "model/risk/risk_output.h"

namespace fleetcost {

using io::Json;

namespace {

Json number(double v) {
  return std::isfinite(v) ? Json(v) : Json(nullptr);
}
Json optional(const std::optional<double>& v) {
  return v ? number(*v) : Json(nullptr);
}

Json planName(const RiskModel& m, int plan) {
  return plan >= 0 ? Json(m.base.plans[plan].name) : Json(nullptr);
}

Json scenarioHead(const RiskModel& m) {
  Json out = Json::object();
  out["name"] = m.base.name;
  out["currency"] = m.base.currency;
  return out;
}

Json distribution(const Distribution& d, bool withMean) {
  Json out = Json::object();
  if (withMean) out["mean"] = optional(d.mean);
  out["min"] = number(d.min);
  out["max"] = number(d.max);
  for (std::size_t i = 0; i < kPercentiles.size(); ++i)
    out["p" + std::to_string(kPercentiles[i])] = optional(d.percentiles[i]);
  return out;
}

std::string document(const char* format, Json scenarios, Json extra = Json::object()) {
  Json out = Json::object();
  out["format"] = format;
  out["version"] = 1;
  for (auto& [key, value] : extra.items()) out[key] = value;
  out["scenarios"] = std::move(scenarios);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string sensitivityJson(const std::vector<Analysed<SensitivityResult>>& scenarios) {
  Json list = Json::array();
  for (const auto& [m, r] : scenarios) {
    Json s = scenarioHead(*m);
    Json base = Json::object();
    Json plans = Json::array();
    for (const PlanResult& p : m->base.plans)
      plans.push_back(
          {{"name", p.name}, {"strategy", strategyKey(p.strategy)}, {"pv_cost", p.pvCost}});
    base["plans"] = std::move(plans);
    base["cheapest_owning"] = planName(*m, m->baseOutcome.bestOwning);
    base["cheapest_renting"] = planName(*m, m->baseOutcome.bestRenting);
    base["difference"] = number(m->baseOutcome.difference);
    s["base"] = std::move(base);
    Json figures = Json::array();
    for (const RangedFigure& f : m->figures)
      figures.push_back({{"pointer", f.pointer},
                         {"label", f.label},
                         {"unit", f.unit},
                         {"low", f.low},
                         {"value", f.value},
                         {"high", f.high}});
    s["figures"] = std::move(figures);
    Json tornados = Json::array();
    for (const Tornado& t : r->tornados) {
      Json entry = Json::object();
      entry["output"] = t.plan < 0 ? "difference" : "pv_cost";
      entry["plan"] = planName(*m, t.plan);
      entry["base"] = t.base;
      Json bars = Json::array();
      for (const TornadoBar& b : t.bars) {
        const RangedFigure& f = m->figures[b.figure];
        bars.push_back({{"pointer", f.pointer},
                        {"label", f.label},
                        {"low", f.low},
                        {"high", f.high},
                        {"at_low", b.atLow},
                        {"at_high", b.atHigh},
                        {"change_at_low", b.atLow - t.base},
                        {"change_at_high", b.atHigh - t.base},
                        {"swing", b.swing}});
      }
      entry["bars"] = std::move(bars);
      tornados.push_back(std::move(entry));
    }
    s["tornados"] = std::move(tornados);
    list.push_back(std::move(s));
  }
  return document("fleetcost-sensitivity", std::move(list));
}

std::string monteCarloJson(const std::vector<Analysed<MonteCarloResult>>& scenarios) {
  Json list = Json::array();
  long long trials = 0;
  std::uint64_t seed = 0;
  for (const auto& [m, r] : scenarios) {
    trials = r->trials;
    seed = r->seed;
    Json s = scenarioHead(*m);
    s["ranged_figures"] = m->figures.size();
    Json plans = Json::array();
    for (std::size_t j = 0; j < r->plans.size(); ++j)
      plans.push_back({{"name", m->base.plans[j].name},
                       {"strategy", strategyKey(m->base.plans[j].strategy)},
                       {"pv_cost", distribution(r->plans[j], true)}});
    s["plans"] = std::move(plans);
    s["difference"] = r->difference ? distribution(*r->difference, true) : Json(nullptr);
    if (r->breakEven) {
      Json months = distribution(*r->breakEven, false);
      months["never"] = double(r->breakEven->infinite) / double(r->trials);
      s["breakeven_month"] = std::move(months);
    } else {
      s["breakeven_month"] = nullptr;
    }
    s["probability_owning_cheaper"] = optional(r->probabilityOwningCheaper);
    list.push_back(std::move(s));
  }
  Json extra = Json::object();
  extra["trials"] = trials;
  extra["seed"] = seed;
  extra["percentiles"] = kPercentiles;
  return document("fleetcost-montecarlo", std::move(list), std::move(extra));
}

std::string breakEvenMapJson(const std::vector<Analysed<BreakEvenMap>>& scenarios) {
  Json list = Json::array();
  for (const auto& [m, r] : scenarios) {
    Json s = scenarioHead(*m);
    for (const auto* axis : {&r->x, &r->y})
      s[axis == &r->x ? "x" : "y"] = {{"input", axis->input},
                                      {"label", axis->label},
                                      {"unit", axis->unit},
                                      {"values", axis->values}};
    Json rows = Json::array();
    const std::size_t nx = r->x.values.size();
    for (std::size_t iy = 0; iy < r->y.values.size(); ++iy) {
      Json row = Json::array();
      for (std::size_t ix = 0; ix < nx; ++ix) row.push_back(number(r->at(ix, iy)));
      rows.push_back(std::move(row));
    }
    s["difference"] = std::move(rows);
    Json lines = Json::array();
    for (const Polyline& line : r->zeroLine) {
      Json points = Json::array();
      for (const auto& p : line) points.push_back({p[0], p[1]});
      lines.push_back(std::move(points));
    }
    s["zero_line"] = std::move(lines);
    list.push_back(std::move(s));
  }
  return document("fleetcost-breakeven-map", std::move(list));
}

}  // namespace fleetcost
