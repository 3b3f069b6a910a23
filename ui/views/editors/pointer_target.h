// Where a problem's JSON pointer is shown: each editor of a scenario's part says how much of a
// pointer it shows and reveals it, so the editor tabs, not a table of tab numbers, decide which
// tab a problem opens.
#pragma once

#include <cstddef>
#include <string>

namespace fleetcost::ui {

// The length of `prefix` when `pointer` is it or lies under it ("/a/b" holds "/a/b/c", not
// "/a/bc"), else 0.
inline std::size_t pointerDepth(const std::string& pointer, const std::string& prefix) {
  if (prefix.empty() || pointer.compare(0, prefix.size(), prefix) != 0) return 0;
  return pointer.size() == prefix.size() || pointer[prefix.size()] == '/' ? prefix.size() : 0;
}

class PointerTarget {
 public:
  virtual ~PointerTarget() = default;
  // How much of `pointer` this editor shows (the length of the longest prefix of it that is one
  // of its rows, fields or its list), 0 when it shows none of it.
  virtual std::size_t shows(const std::string& pointer) const = 0;
  // Selects the row and cell `pointer` names and gives the editor the focus.
  virtual void reveal(const std::string& pointer) = 0;
};

}  // namespace fleetcost::ui
