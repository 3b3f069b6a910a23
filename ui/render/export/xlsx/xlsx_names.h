// Defined names a person can read in a formula ("tokyo_colo_energy_per_kwh"): made from ids,
// names and JSON keys, valid in Excel and LibreOffice (ASCII letters, digits and underscores,
// not starting with a digit, never a cell reference) and unique in the workbook, compared as
// Excel compares them (case-insensitively). Pure text, no libxlsxwriter.
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>

namespace fleetcost::ui {

// Letters, digits and underscores of `text` (anything else becomes one underscore, none at the
// ends), at most `maxLength` characters; "" when nothing is left.
std::string nameToken(std::string_view text, std::size_t maxLength = 60);

class DefinedNames {
 public:
  // "PREFIX" + "object_key" (or "key" when `object` is empty), with "_2", "_3", ... when taken;
  // `fallback` stands for an object whose name has no letter or digit to keep.
  std::string make(std::string_view prefix, std::string_view object, std::string_view key,
                   std::string_view fallback = "item");
  bool taken(std::string_view name) const;

 private:
  std::unordered_set<std::string> taken_;  // lower case
};

}  // namespace fleetcost::ui
