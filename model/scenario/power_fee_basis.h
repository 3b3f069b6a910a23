// What a site's per-kW colocation fee is charged on (docs/MODEL.md §10, reading 57): the racks'
// whole allocation or the owned servers' rated power.
#pragma once

#include <optional>
#include <string_view>

namespace fleetcost {

enum class PowerFeeBasis {
  Allocated,  // Racks(m) * max_kw_per_rack: the default, and MODEL.md §4.4 as written
  Used,       // Σ_g Owned_g(m) * power_max_kw_g
};

inline std::optional<PowerFeeBasis> parsePowerFeeBasis(std::string_view text) {
  if (text == "allocated") return PowerFeeBasis::Allocated;
  if (text == "used") return PowerFeeBasis::Used;
  return std::nullopt;
}

}  // namespace fleetcost
