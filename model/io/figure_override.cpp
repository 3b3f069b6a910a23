// Overrides keep the shipped figure as JSON inside the figure's kept keys.
#include "model/io/figure_override.h"

#include "model/io/json_text.h"
#include "model/scenario/workbook_shape.h"

namespace fleetcost {

using io::Json;

namespace {

constexpr const char* kShippedKey = "shipped";

Json figureJson(const Figure& f) {
  Json out = Json::object();
  out[figureKey(FigurePart::Value)] = f.value;
  if (f.low) out[figureKey(FigurePart::Low)] = *f.low;
  if (f.high) out[figureKey(FigurePart::High)] = *f.high;
  if (!f.source.empty()) out[figureKey(FigurePart::Source)] = f.source;
  if (!f.asOf.empty()) out[figureKey(FigurePart::AsOf)] = f.asOf;
  if (!f.note.empty()) out[figureKey(FigurePart::Note)] = f.note;
  if (!f.evidence.empty()) out[figureKey(FigurePart::Evidence)] = f.evidence;
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
    figure.evidence.clear();
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
  Figure f;
  f.present = true;
  f.asObject = true;
  for (const auto& [key, item] : parsed.document->items()) {
    const FigurePartSpec* part = findFigurePart(key);
    if (!part) continue;
    if (part->isNumber() && item.is_number())
      setFigureNumber(f, part->part, item.get<double>());
    else if (!part->isNumber() && item.is_string())
      figureText(f, part->part) = item.get<std::string>();
  }
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
