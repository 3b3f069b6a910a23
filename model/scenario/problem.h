// A problem found in a workbook: the JSON pointer of the field and what is wrong with it.
#pragma once

#include <string>
#include <vector>

namespace fleetcost {

struct Problem {
  std::string pointer;  // RFC 6901, from the workbook's root; "" for the file as a whole
  std::string message;
  bool operator==(const Problem&) const = default;
};

using Problems = std::vector<Problem>;

// "POINTER: message", the form the command line prints.
inline std::string formatProblem(const Problem& p) {
  return p.pointer + ": " + p.message;
}

}  // namespace fleetcost
