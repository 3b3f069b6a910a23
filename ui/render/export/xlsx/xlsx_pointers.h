// Where a scenario's objects are, as JSON pointers from the scenario ("/sites/1"), for naming
// their inputs (ScenarioInputs::name(siteAt(1), &Site::energyPerKwh)).
#pragma once

#include <string>

namespace fleetcost::ui {

inline constexpr const char* kOwnershipAt = "/ownership";

inline std::string itemAt(const char* list, int index) {
  return std::string("/") + list + "/" + std::to_string(index);
}

// The exchange rate of `code` (as written, not escaped).
inline std::string exchangeRateAt(const std::string& code) {
  return "/fx_per_usd/" + code;
}

inline std::string regionAt(int region) {
  return itemAt("regions", region);
}
inline std::string taxAt(int region) {
  return regionAt(region) + "/tax";
}
inline std::string depreciationAt(int region) {
  return taxAt(region) + "/depreciation";
}
inline std::string gpuModelAt(int gpu) {
  return itemAt("gpu_models", gpu);
}
inline std::string serverAt(int server) {
  return itemAt("server_models", server);
}
inline std::string siteAt(int site) {
  return itemAt("sites", site);
}
inline std::string coolingAt(int site, int option) {
  return siteAt(site) + "/cooling_options/" + std::to_string(option);
}
inline std::string rentalOfferAt(int offer) {
  return itemAt("rental_offers", offer);
}
inline std::string apiOfferAt(int offer) {
  return itemAt("api_offers", offer);
}
inline std::string workloadAt(int workload) {
  return itemAt("workloads", workload);
}
inline std::string financingAt(int plan) {
  return itemAt("plans", plan) + "/financing";
}

}  // namespace fleetcost::ui
