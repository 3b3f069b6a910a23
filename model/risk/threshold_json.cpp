// Thresholds -> JSON text (keys in docs/thresholds.md; io/json_text.h is the model's one door
// to nlohmann_json). Values are not rounded; what does not exist is null.
#include <cmath>

#include "model/io/json_text.h"
#include "model/risk/threshold_output.h"

namespace fleetcost {

using io::Json;

namespace {

Json number(const std::optional<double>& v) {
  return v && std::isfinite(*v) ? Json(*v) : Json(nullptr);
}

const char* statusKey(ThresholdStatus s) {
  switch (s) {
    case ThresholdStatus::Found:
      return "found";
    case ThresholdStatus::None:
      return "none";
    case ThresholdStatus::Unavailable:
      break;
  }
  return "unavailable";
}

Json crossing(const Threshold& t, const ThresholdCrossing& c) {
  Json out = Json::object();
  out["value"] = c.value;
  out["owning_wins"] = c.owningWinsAbove ? "above" : "below";
  out["kind"] = c.jump ? "jump" : "crossing";
  if (t.input == kUtilisation) out["demand_scale"] = c.demandScale;
  return out;
}

Json threshold(const Threshold& t) {
  Json out = Json::object();
  out["input"] = t.input;
  out["label"] = t.label;
  out["unit"] = t.unit;
  out["whole"] = t.whole;
  out["status"] = statusKey(t.status);
  out["message"] = t.message.empty() ? Json(nullptr) : Json(t.message);
  const bool searched = t.status != ThresholdStatus::Unavailable;
  out["today"] = searched ? Json(t.today) : Json(nullptr);
  out["owning_wins_today"] = searched ? Json(t.owningWinsToday) : Json(nullptr);
  out["searched"] = searched ? Json{{"low", t.low}, {"high", t.high}} : Json(nullptr);
  if (const ThresholdCrossing* c = t.threshold()) {
    Json nearest = crossing(t, *c);
    nearest["distance"] = number(t.distance());
    nearest["relative_distance"] = number(t.relativeDistance());
    out["threshold"] = std::move(nearest);
  } else {
    out["threshold"] = nullptr;
  }
  Json all = Json::array();
  for (const ThresholdCrossing& c : t.crossings) all.push_back(crossing(t, c));
  out["crossings"] = std::move(all);
  out["more_sign_changes"] = t.uncounted;
  Json limits = Json::array();
  for (const Problem& p : t.limits)
    limits.push_back({{"pointer", p.pointer}, {"message", p.message}});
  out["limits"] = std::move(limits);
  return out;
}

}  // namespace

std::string thresholdsJson(const std::vector<Analysed<ThresholdResult>>& scenarios) {
  Json list = Json::array();
  for (const auto& [m, r] : scenarios) {
    Json s = Json::object();
    s["name"] = m->base.name;
    s["currency"] = m->base.currency;
    if (!r->unanswered.empty()) {  // no pair: why, and nothing else
      s["unanswered"] = r->unanswered;
      list.push_back(std::move(s));
      continue;
    }
    s["owning"] = m->base.plans[r->owningPlan].name;
    s["renting"] = m->base.plans[r->rentingPlan].name;
    s["decisions"] = r->decisionsHeld ? "held" : "chosen_again";
    s["today"] = {{"pv_owning", r->pvOwning},
                  {"pv_renting", r->pvRenting},
                  {"difference", r->differenceToday()}};
    Json thresholds = Json::array();
    for (const Threshold& t : r->thresholds) thresholds.push_back(threshold(t));
    s["thresholds"] = std::move(thresholds);
    Json best = Json::array();
    for (int i : mostInformativeThresholds(*r)) best.push_back(r->thresholds[i].input);
    s["most_informative"] = std::move(best);
    list.push_back(std::move(s));
  }
  Json out = Json::object();
  out["format"] = "fleetcost-thresholds";
  out["version"] = 1;
  out["scenarios"] = std::move(list);
  return out.dump(2, ' ', false, Json::error_handler_t::replace) + "\n";
}

}  // namespace fleetcost
