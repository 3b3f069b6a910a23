// The forms of a scenario's own settings and of its ownership policy: every plain field of the
// object, in its descriptor table's order (field_specs.cpp).
#include "ui/views/models/binding_helpers.h"

namespace fleetcost::ui {

std::unique_ptr<FormBinding> scenarioSettingsBinding() {
  return std::make_unique<FormBindingFor<Scenario>>([](Scenario& s, bool) { return &s; }, "",
                                                    allFieldColumns<Scenario>());
}

std::unique_ptr<FormBinding> ownershipBinding() {
  return std::make_unique<FormBindingFor<Ownership>>(
      [](Scenario& s, bool forWrite) {
        if (forWrite) s.ownership.present = true;
        return &s.ownership;
      },
      "/ownership", allFieldColumns<Ownership>());
}

}  // namespace fleetcost::ui
