// Numbers in command-line options: whole numbers in a range, finite numbers and LOW:HIGH ranges,
// read whole (no trailing characters), for every subcommand alike.
#pragma once

#include <charconv>
#include <cmath>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include "app/cli/cli_options.h"

namespace fleetcost::cli {

template <class T>
bool parseWhole(std::string_view text, T& value) {
  const auto result = std::from_chars(text.data(), text.data() + text.size(), value);
  return result.ec == std::errc() && result.ptr == text.data() + text.size();
}

inline bool parseFiniteNumber(std::string_view text, double& value) {
  return parseWhole(text, value) && std::isfinite(value);
}

// "LOW:HIGH", both finite numbers.
inline std::optional<std::pair<double, double>> parseRange(std::string_view text) {
  const auto colon = text.find(':');
  double low = 0, high = 0;
  if (colon == std::string_view::npos || !parseFiniteNumber(text.substr(0, colon), low) ||
      !parseFiniteNumber(text.substr(colon + 1), high))
    return std::nullopt;
  return std::pair{low, high};
}

// Option `name` as a whole number from `lo` to `hi` into `value` (left alone when absent); the
// usage message when it is not one.
template <class T>
std::optional<Message> wholeOption(const ParsedOptions& options, const std::string& name, T lo,
                                   T hi, T& value) {
  const auto text = options.value(name);
  if (!text) return std::nullopt;
  T parsed{};
  if (parseWhole(*text, parsed) && parsed >= lo && parsed <= hi) {
    value = parsed;
    return std::nullopt;
  }
  return Message(FC_TRANSLATE_NOOP("Cli", "%1 must be a whole number from %2 to %3"),
                 {name, std::to_string(lo), std::to_string(hi)});
}

}  // namespace fleetcost::cli
