// The number rules of MODEL.md §8 and their messages.
#include "scenario/field_rule.h"

#include <charconv>
#include <cmath>

namespace fleetcost {

bool isWholeNumberRule(Rule rule) {
  return rule == Rule::Horizon || rule == Rule::WholeNonNegative || rule == Rule::WholePositive;
}

std::string formatNumber(double value) {
  char buffer[64];
  auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

std::optional<std::string> checkRule(Rule rule, double v) {
  const std::string got = ", got " + formatNumber(v);
  if (!std::isfinite(v)) return "must be a finite number" + got;
  const bool whole = std::floor(v) == v;
  switch (rule) {
    case Rule::Any:
      return std::nullopt;
    case Rule::NonNegative:
      if (v < 0) return "must be 0 or more" + got;
      return std::nullopt;
    case Rule::Positive:
      if (!(v > 0)) return "must be more than 0" + got;
      return std::nullopt;
    case Rule::AnnualChange:
      if (!(v > -1)) return "must be more than -1 (a fall of 100%)" + got;
      return std::nullopt;
    case Rule::UnitInterval:
      if (v < 0 || v > 1) return "must be between 0 and 1" + got;
      return std::nullopt;
    case Rule::Pue:
      if (v < 1.0 || v > 3.0) return "must be between 1.0 and 3.0" + got;
      return std::nullopt;
    case Rule::Headroom:
      if (v < 0 || v > 10) return "must be between 0 and 10" + got;
      return std::nullopt;
    case Rule::Horizon:
      if (!whole || v < 1 || v > 600) return "must be a whole number of months from 1 to 600" + got;
      return std::nullopt;
    case Rule::WholeNonNegative:
      if (!whole || v < 0) return "must be a whole number, 0 or more" + got;
      return std::nullopt;
    case Rule::WholePositive:
      if (!whole || v < 1) return "must be a whole number, 1 or more" + got;
      return std::nullopt;
  }
  return std::nullopt;
}

}  // namespace fleetcost
