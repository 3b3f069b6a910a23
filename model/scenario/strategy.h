// The four strategies of MODEL.md §4 and what each needs.
#pragma once

#include <optional>
#include <string_view>

namespace fleetcost {

enum class Strategy { RentOnDemand, RentReserved, Colocate, Hybrid };

inline std::optional<Strategy> parseStrategy(std::string_view text) {
  if (text == "rent_on_demand") return Strategy::RentOnDemand;
  if (text == "rent_reserved") return Strategy::RentReserved;
  if (text == "colocate") return Strategy::Colocate;
  if (text == "hybrid") return Strategy::Hybrid;
  return std::nullopt;
}

inline const char* strategyKey(Strategy strategy) {
  switch (strategy) {
    case Strategy::RentOnDemand:
      return "rent_on_demand";
    case Strategy::RentReserved:
      return "rent_reserved";
    case Strategy::Colocate:
      return "colocate";
    case Strategy::Hybrid:
      return "hybrid";
  }
  return "";
}

// Owning plans buy servers (colocate, hybrid); the others only rent.
inline bool isOwning(Strategy strategy) {
  return strategy == Strategy::Colocate || strategy == Strategy::Hybrid;
}

}  // namespace fleetcost
