// The one place a figure's field becomes words for people: "On demand / GPU-hour",
// "Energy / kWh", "Resale value decline / year", in the reader's language. The editors' column
// headers, the tornado, the thresholds and the report all call it; files keep the keys.
#pragma once

#include <QString>
#include <string_view>

namespace fleetcost {
struct RangedFigure;
}

namespace fleetcost::ui {

// The field's name, translated (context "FieldLabels"); a key it does not know (a field added
// since) reads as the key with spaces: "price_per_million_tokens" -> "price per million tokens".
QString fieldLabel(std::string_view key);

// A ranged figure (model/risk/ranged_figures.h) named for a reader. Short: the field and the
// figure's subject, "On demand / GPU-hour · H100 Tokyo, AWS" (unique within a scenario: the
// tornado's labels, lists of thresholds). Full: the field, the whole owner's name and the unit,
// "On demand / GPU-hour — Japanese GPU cloud H100 8-GPU node (Tokyo, estimate) (JPY per
// GPU-hour)", for tooltips and reports.
QString figureShortLabel(const RangedFigure& figure);
QString figureFullLabel(const RangedFigure& figure);

}  // namespace fleetcost::ui
