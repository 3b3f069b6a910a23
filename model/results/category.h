// Cost categories of MODEL.md §5 (and §6's lease and tax), in output order.
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
  Lease,
  Tax,
};

inline constexpr int kCategoryCount = 11;
inline constexpr int kBaseCategoryCount = 9;  // always reported; lease and tax only with §6

inline const char* categoryKey(Category category) {
  static constexpr std::array<const char*, kCategoryCount> keys{
      "hardware",   "residual",         "space",           "power", "cooling", "network",
      "operations", "rental_on_demand", "rental_reserved", "lease", "tax"};
  return keys[static_cast<int>(category)];
}

}  // namespace fleetcost
