// The tables and forms of a scenario's editors: which fields each shows, with translated
// headers and units, and how new rows start.
#pragma once

#include <functional>
#include <memory>

#include "ui/views/models/form_binding.h"
#include "ui/views/models/list_binding.h"

namespace fleetcost::ui {

std::unique_ptr<ListBinding> workloadsBinding();
std::unique_ptr<ListBinding> gpuModelsBinding();
std::unique_ptr<ListBinding> serverModelsBinding();
std::unique_ptr<ListBinding> sitesBinding();
// The cooling options of the site at row `site()` (none when no site is selected).
std::unique_ptr<ListBinding> coolingOptionsBinding(std::function<int()> site);
std::unique_ptr<ListBinding> rentalOffersBinding();
// The price path points of the rental offer at row `offer()` (docs/MODEL.md §12.2).
std::unique_ptr<ListBinding> pricePathBinding(std::function<int()> offer);
std::unique_ptr<ListBinding> apiOffersBinding();
// Plans; switching a plan to portfolio gives it a supply for every workload when it has none.
std::unique_ptr<ListBinding> plansBinding();
// The supplies (assignments) of the plan at row `plan()`, when it is a portfolio; no list (not
// available, nothing to edit) otherwise (docs/MODEL.md §13).
std::unique_ptr<ListBinding> assignmentsBinding(std::function<int()> plan);
bool isPortfolio(const Plan& plan);
// The names of the scenario's workloads that `plan` gives no supply, in the workloads' order.
std::vector<std::string> workloadsWithoutSupply(const Scenario& scenario, const Plan& plan);
// Appends to the portfolio plan at `planRow` a supply for each workload it does not serve yet:
// renting on demand in the plan's rental region, or the first region. Returns how many.
int assignEveryWorkload(Scenario& scenario, int planRow);
std::unique_ptr<ListBinding> regionsBinding();
std::unique_ptr<ListBinding> exchangeRatesBinding();

std::unique_ptr<FormBinding> scenarioSettingsBinding();
std::unique_ptr<FormBinding> ownershipBinding();

// The rental offer's price path scale (editable once the offer has a path).
Column<RentalOffer> pricePathScaleColumn();
// A column of the offer's price path (its source, its date), empty and not edited where the
// offer has no path; its key is "price_path/" and the path's.
Column<RentalOffer> onPricePath(Column<PricePath> inner);

// Choices shared by several columns (field_choices.cpp).
std::vector<Choice> currencyChoices(const Scenario& scenario);
// A field's words with their translated labels.
std::vector<Choice> wordChoices(std::span<const WordChoice> words);
QString profileLabel(const Workload& workload);

}  // namespace fleetcost::ui
