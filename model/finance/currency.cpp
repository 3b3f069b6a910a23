// FX conversion into the reporting currency.
#include "model/finance/currency.h"

namespace fleetcost {

CurrencyConverter::CurrencyConverter(const Scenario& scenario) {
  perUsd_["USD"] = 1.0;
  for (const auto& [code, rate] : scenario.fxPerUsd) perUsd_[code] = rate.value;
  reportingPerUsd_ = perUsd(scenario.reportingCurrency.value_or("USD"));
}

double CurrencyConverter::perUsd(const std::string& currency) const {
  const auto it = perUsd_.find(currency);
  return it == perUsd_.end() ? 1.0 : it->second;
}

}  // namespace fleetcost
