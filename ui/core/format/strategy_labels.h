// The one place a strategy becomes words for people: "Rent on demand", "Rent reserved",
// "Colocate", "Hybrid", "Hosted API", "Portfolio", in the reader's language. The editors, the
// report, the XLSX and the new-workbook template all call it; files and CSV keep the keys
// (strategyKey).
#pragma once

#include <QString>

#include "model/scenario/strategy.h"

namespace fleetcost::ui {

// The strategy's name, translated (context "Strategy").
QString strategyLabel(Strategy strategy);

}  // namespace fleetcost::ui
