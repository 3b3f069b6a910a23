// Converts amounts into the reporting currency once, before any computation (MODEL.md §2):
// amount / fx_per_usd[currency] * fx_per_usd[reporting]; USD is 1.
#pragma once

#include <map>
#include <string>

#include "model/scenario/scenario.h"

namespace fleetcost {

// One currency's conversion into the reporting currency, looked up once for many amounts.
struct CurrencyRate {
  double perUsd = 1.0, reportingPerUsd = 1.0;
  double toReporting(double amount) const { return amount / perUsd * reportingPerUsd; }
};

class CurrencyConverter {
 public:
  explicit CurrencyConverter(const Scenario& scenario);

  // Units of `currency` per 1 USD; the currency must be USD or in fx_per_usd (validated).
  double perUsd(const std::string& currency) const;
  CurrencyRate rate(const std::string& currency) const {
    return {perUsd(currency), reportingPerUsd_};
  }
  double toReporting(double amount, const std::string& currency) const {
    return rate(currency).toReporting(amount);
  }

 private:
  std::map<std::string, double> perUsd_;
  double reportingPerUsd_ = 1.0;
};

}  // namespace fleetcost
