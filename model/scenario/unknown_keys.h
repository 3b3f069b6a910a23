// What a workbook object holds that this version does not understand: unknown keys and
// values of the wrong type, kept as JSON text so that saving writes them back unchanged.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace fleetcost {

struct UnknownKeys {
  // (key, JSON text of the value), in file order.
  std::vector<std::pair<std::string, std::string>> entries;

  bool empty() const { return entries.empty(); }
  const std::string* find(const std::string& key) const {
    for (const auto& [k, v] : entries)
      if (k == key) return &v;
    return nullptr;
  }
  void erase(const std::string& key) {
    std::erase_if(entries, [&](const auto& entry) { return entry.first == key; });
  }
  bool operator==(const UnknownKeys&) const = default;
};

// Carried by every object of a workbook.
struct Extras {
  UnknownKeys keys;
  // Set when the element of a list was not a JSON object: its JSON text, kept verbatim.
  std::optional<std::string> notAnObject;
  bool operator==(const Extras&) const = default;
};

}  // namespace fleetcost
