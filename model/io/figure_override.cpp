// Overrides keep the shipped figure as JSON inside the figure's kept keys.
#include "model/io/figure_override.h"

#include "model/io/json_text.h"

namespace fleetcost {

using io::Json;

namespace {

constexpr const char* kShippedKey = "shipped";

Json figureJson(const Figure& f) {
  Json out = Json::object();
  out["value"] = f.value;
  if (f.low) out["low"] = *f.low;
  if (f.high) out["high"] = *f.high;
  if (!f.source.empty()) out["source"] = f.source;
  if (!f.asOf.empty()) out["as_of"] = f.asOf;
  if (!f.note.empty()) out["note"] = f.note;
  return out;
}

}  // namespace

void overrideFigure(Figure& figure, double value, const std::string& today) {
  const bool sourced = !figure.source.empty();
  if (sourced && !figure.extras.find(kShippedKey))
    figure.extras.entries.emplace_back(kShippedKey, io::compactText(figureJson(figure)));
  if (sourced || figure.extras.find(kShippedKey)) {
    figure.source = "user input";
    figure.asOf = today;
    figure.note.clear();
  }
  figure.value = value;
  figure.present = true;
  if ((figure.low && *figure.low > value) || (figure.high && *figure.high < value)) {
    figure.low.reset();
    figure.high.reset();
  }
}

std::optional<Figure> shippedFigure(const Figure& figure) {
  const std::string* text = figure.extras.find(kShippedKey);
  if (!text) return std::nullopt;
  const io::ParsedJson parsed = io::parseJsonText(*text);
  if (!parsed.document || !parsed.document->is_object()) return std::nullopt;
  const Json& j = *parsed.document;
  Figure f;
  f.present = true;
  f.asObject = true;
  if (j.contains("value") && j["value"].is_number()) f.value = j["value"].get<double>();
  if (j.contains("low") && j["low"].is_number()) f.low = j["low"].get<double>();
  if (j.contains("high") && j["high"].is_number()) f.high = j["high"].get<double>();
  if (j.contains("source") && j["source"].is_string()) f.source = j["source"].get<std::string>();
  if (j.contains("as_of") && j["as_of"].is_string()) f.asOf = j["as_of"].get<std::string>();
  if (j.contains("note") && j["note"].is_string()) f.note = j["note"].get<std::string>();
  return f;
}

void resetToShipped(Figure& figure) {
  if (auto shipped = shippedFigure(figure)) {
    UnknownKeys extras = figure.extras;
    extras.erase(kShippedKey);
    figure = *shipped;
    figure.extras = extras;
  }
}

}  // namespace fleetcost
