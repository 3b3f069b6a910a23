// A figure's unit in the reader's language: "JPY per GPU-hour" reads "JPY／GPU時間" in Japanese.
// The model states units in English (model/scenario/field_specs.cpp), a currency code first
// where the figure is money; the code stays as it is and the words are translated.
#pragma once

#include <QString>
#include <string_view>

namespace fleetcost::ui {

// `unit` as the model states it ("per kWh", "JPY per GPU-hour", "HKD per USD", "months"),
// translated (context "Units"); words it does not know are kept in English.
QString unitText(std::string_view unit);

}  // namespace fleetcost::ui
