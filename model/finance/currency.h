// Converts amounts into the reporting currency once, before any computation (MODEL.md §2):
// amount / fx_per_usd[currency] * fx_per_usd[reporting]; USD is 1.
#pragma once

#include <map>
#include <string>

#include "model/scenario/scenario.h"

namespace fleetcost {

class CurrencyConverter {
 public:
  explicit CurrencyConverter(const Scenario& scenario);

  // Units of `currency` per 1 USD; the currency must be USD or in fx_per_usd (validated).
  double perUsd(const std::string& currency) const;
  double toReporting(double amount, const std::string& currency) const {
    return amount / perUsd(currency) * reportingPerUsd_;
  }

 private:
  std::map<std::string, double> perUsd_;
  double reportingPerUsd_ = 1.0;
};

}  // namespace fleetcost
