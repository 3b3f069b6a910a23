// Small pieces shared by the binding definitions.
#pragma once

#include <QCoreApplication>

#include "ui/views/models/scenario_bindings.h"

namespace fleetcost::ui::bindings {

// The translation context of every column header and choice label.
class Columns {
  Q_DECLARE_TR_FUNCTIONS(Columns)
};

// Choices with fixed values and translated labels.
inline std::function<std::vector<Choice>(const Scenario&)> fixedChoices(
    std::vector<Choice> choices) {
  return [choices = std::move(choices)](const Scenario&) { return choices; };
}

inline std::function<std::vector<Choice>(const Scenario&)> currencies() {
  return [](const Scenario& s) { return currencyChoices(s); };
}

}  // namespace fleetcost::ui::bindings
