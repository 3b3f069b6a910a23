// A number as a workbook states it: the value the model uses, an optional low/high range
// for risk analyses, and where it comes from (source, as-of date, note, the kind of evidence).
// MODEL.md §2; docs/file-format.md.
#pragma once

#include <optional>
#include <string>

#include "model/scenario/unknown_keys.h"

namespace fleetcost {

struct Figure {
  double value = 0.0;
  std::optional<double> low;
  std::optional<double> high;
  std::string source;
  std::string asOf;
  std::string note;
  // quote, list_price, index, specification or estimate (docs/file-format.md); "" unstated
  std::string evidence;
  bool present = false;   // stated in the file; otherwise `value` is the contract's default
  bool asObject = false;  // written as {"value": ...} rather than as a bare number
  UnknownKeys extras;     // keys of the figure object that this version does not know

  static Figure defaulted(double defaultValue) {
    Figure f;
    f.value = defaultValue;
    return f;
  }
  static Figure of(double statedValue) {
    Figure f;
    f.value = statedValue;
    f.present = true;
    return f;
  }

  double lowOrValue() const { return low.value_or(value); }
  double highOrValue() const { return high.value_or(value); }
  bool hasRange() const { return lowOrValue() != value || highOrValue() != value; }
  bool needsObject() const {
    return asObject || low || high || !source.empty() || !asOf.empty() || !note.empty() ||
           !evidence.empty() || !extras.empty();
  }
  bool operator==(const Figure&) const = default;
};

}  // namespace fleetcost
