// The one place a strategy becomes words for people: "Rent on demand", "Rent reserved",
// "Colocate", "Hybrid", "Hosted API", in the reader's language. The editors, the report, the XLSX
// and the new-workbook template all call it; files and CSV keep the keys (strategyKey).
#pragma once

#include <QString>
#include <array>

#include "model/scenario/strategy.h"

namespace fleetcost::ui {

// Every strategy, in the order the plan editor offers them (MODEL.md §4).
inline constexpr std::array<Strategy, 5> kStrategies{Strategy::RentOnDemand, Strategy::RentReserved,
                                                     Strategy::Colocate, Strategy::Hybrid,
                                                     Strategy::Api};

// The strategy's name, translated (context "Strategy").
QString strategyLabel(Strategy strategy);

}  // namespace fleetcost::ui
