// One table per workbook object listing its plain fields (key, member, rule, unit), so the
// reader, the writer, the validator and the risk analyses walk the same list.
#pragma once

#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <variant>

#include "model/scenario/field_rule.h"
#include "model/scenario/scenario.h"

namespace fleetcost {

template <class T>
using FieldMember =
    std::variant<Figure T::*, std::optional<std::string> T::*, std::optional<bool> T::*>;

// What a text field holds, for its length limit (field_rule.h): a name, id, reference or
// currency code; a note; or one of a few words, which the validator checks by value instead.
enum class TextKind { Name, Note, Word };

template <class T>
struct FieldSpec {
  const char* key;
  FieldMember<T> member;
  Rule rule = Rule::Any;
  bool required = false;
  const char* unit = "";  // what the number counts; money fields add the object's currency
  bool money = false;
  TextKind text = TextKind::Name;  // for text fields
};

// Defined for Workbook, Scenario, Ownership, Region, TaxRule, Depreciation, GpuModel,
// ServerModel, Site, CoolingOption, RentalOffer, PricePath, PricePoint, ApiOffer, Workload, Plan
// and Financing.
template <class T>
std::span<const FieldSpec<T>> fieldSpecs();

// The key of T's plain field `member`, e.g. keyOf(&ServerModel::powerMaxKw) is "power_max_kw":
// code that names a field (a cross-field rule, a problem's pointer) names it through the table.
template <class T, class M>
const char* keyOf(M T::*member) {
  for (const auto& spec : fieldSpecs<T>())
    if (const auto* held = std::get_if<M T::*>(&spec.member); held && *held == member)
      return spec.key;
  throw std::logic_error("keyOf: a member that is not in its object's field table");
}

// Whether `key` is one of T's plain fields.
template <class T>
bool isPlainField(const std::string& key) {
  for (const auto& spec : fieldSpecs<T>())
    if (key == spec.key) return true;
  return false;
}

}  // namespace fleetcost
