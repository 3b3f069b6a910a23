// Cost categories of MODEL.md §5 (docs/MODEL.md §12's api; §6's lease and tax), in output order.
#pragma once

#include <array>

namespace fleetcost {

enum class Category : int {
  Hardware,
  Residual,
  Space,
  Power,
  Cooling,
  Network,
  Operations,
  RentalOnDemand,
  RentalReserved,
  Api,  // hosted API tokens: reported only in scenarios with an api plan
  Lease,
  Tax,
};

inline constexpr int kCategoryCount = 12;
inline constexpr int kBaseCategoryCount = 9;  // always reported; api, lease and tax only when used

inline const char* categoryKey(Category category) {
  static constexpr std::array<const char*, kCategoryCount> keys{
      "hardware",   "residual",         "space",           "power", "cooling", "network",
      "operations", "rental_on_demand", "rental_reserved", "api",   "lease",   "tax"};
  return keys[static_cast<int>(category)];
}

}  // namespace fleetcost
