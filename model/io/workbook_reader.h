// Reads a workbook from text or from a file into the typed Workbook, keeping what it does not
// understand (unknown keys, values of the wrong type) so that saving writes it back.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/scenario/problem.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

inline constexpr std::uintmax_t kMaxWorkbookBytes = 64ull * 1024 * 1024;

struct ReadWorkbook {
  std::optional<Workbook> workbook;  // absent when the text is not a JSON object at all
  Problems problems;                 // JSON syntax and type problems, in file order
  bool newerVersion = false;         // the file needs a newer FleetCost (open read-only)
};

ReadWorkbook readWorkbookText(std::string_view text);

// Reads the file, refusing what is not a regular file or is larger than 64 MiB. Problems about
// the file as a whole have an empty pointer.
ReadWorkbook readWorkbookFile(const std::string& path);

}  // namespace fleetcost
