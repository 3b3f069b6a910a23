// The five strategies of MODEL.md §4 and docs/MODEL.md §12, and the portfolio of docs/MODEL.md
// §13 that gives each workload one of the five.
#pragma once

#include <optional>
#include <string_view>

namespace fleetcost {

enum class Strategy { RentOnDemand, RentReserved, Colocate, Hybrid, Api, Portfolio };
// The strategies a plan may state, and the typed ones a portfolio's assignment may.
inline constexpr Strategy kStrategies[] = {Strategy::RentOnDemand, Strategy::RentReserved,
                                           Strategy::Colocate,     Strategy::Hybrid,
                                           Strategy::Api,          Strategy::Portfolio};
inline constexpr Strategy kTypedStrategies[] = {Strategy::RentOnDemand, Strategy::RentReserved,
                                                Strategy::Colocate, Strategy::Hybrid,
                                                Strategy::Api};

inline std::optional<Strategy> parseStrategy(std::string_view text) {
  if (text == "rent_on_demand") return Strategy::RentOnDemand;
  if (text == "rent_reserved") return Strategy::RentReserved;
  if (text == "colocate") return Strategy::Colocate;
  if (text == "hybrid") return Strategy::Hybrid;
  if (text == "api") return Strategy::Api;
  if (text == "portfolio") return Strategy::Portfolio;
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
    case Strategy::Api:
      return "api";
    case Strategy::Portfolio:
      return "portfolio";
  }
  return "";
}

// Owning plans buy servers (colocate, hybrid); the others only rent: GPUs, or a hosted API's
// tokens. A hosted API plan is on the renting side for break-even and "cheapest renting"; a
// portfolio is on neither side (it may own and rent).
inline bool isOwning(Strategy strategy) {
  return strategy == Strategy::Colocate || strategy == Strategy::Hybrid;
}
inline bool isRenting(Strategy strategy) {
  return !isOwning(strategy) && strategy != Strategy::Portfolio;
}

}  // namespace fleetcost
