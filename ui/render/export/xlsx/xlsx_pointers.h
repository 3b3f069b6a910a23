// Where a scenario's objects are, as JSON pointers from the scenario ("/sites/1"), for naming
// their inputs (ScenarioInputs::name(siteAt(1), &Site::energyPerKwh)).
#pragma once

#include <string>

#include "model/scenario/workbook_shape.h"

namespace fleetcost::ui {

// "/" and the key of a scenario's part (workbook_shape.h): "/ownership", "/sites".
template <class M>
std::string partAt(M Scenario::*part) {
  return partPointer(std::string(), part);
}
inline std::string ownershipAt() {
  return partAt(&Scenario::ownership);
}

template <class M>
std::string itemAt(M Scenario::*list, int index) {
  return itemPointer(std::string(), list, index);
}

// The exchange rate of `code` (as written, not escaped).
inline std::string exchangeRateAt(const std::string& code) {
  return partAt(&Scenario::fxPerUsd) + "/" + code;
}

inline std::string regionAt(int region) {
  return itemAt(&Scenario::regions, region);
}
inline std::string taxAt(int region) {
  return regionAt(region) + "/" + partKey(&Region::tax);
}
inline std::string depreciationAt(int region) {
  return taxAt(region) + "/" + partKey(&TaxRule::depreciation);
}
inline std::string gpuModelAt(int gpu) {
  return itemAt(&Scenario::gpuModels, gpu);
}
inline std::string serverAt(int server) {
  return itemAt(&Scenario::serverModels, server);
}
inline std::string siteAt(int site) {
  return itemAt(&Scenario::sites, site);
}
inline std::string coolingAt(int site, int option) {
  return siteAt(site) + "/" + partKey(&Site::coolingOptions) + "/" + std::to_string(option);
}
inline std::string rentalOfferAt(int offer) {
  return itemAt(&Scenario::rentalOffers, offer);
}
inline std::string apiOfferAt(int offer) {
  return itemAt(&Scenario::apiOffers, offer);
}
inline std::string workloadAt(int workload) {
  return itemAt(&Scenario::workloads, workload);
}
inline std::string financingAt(int plan) {
  return itemAt(&Scenario::plans, plan) + "/" + partKey(&Plan::financing);
}

}  // namespace fleetcost::ui
