// The structure of a workbook beside field_specs.h's plain fields: which lists, nested objects and
// maps each object holds (workbook_shape.cpp), and the keys of a figure written as an object.
#pragma once

#include <cstddef>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "model/scenario/scenario.h"

namespace fleetcost {

// Where a part lives in its object; what the part holds follows from the member's type:
// std::vector<an object> a list of objects, an object (Ownership, TaxRule, ...) a nested object,
// FxRates an object of figures keyed by currency code, std::vector<std::string> a list of ids,
// WeeklyWeights a workload's profile (a preset's word or 168 weights).
using FxRates = std::vector<std::pair<std::string, Figure>>;
using WeeklyWeights = std::optional<std::vector<double>>;
template <class T>
using PartMember =
    std::variant<std::vector<Scenario> T::*, FxRates T::*, Ownership T::*, std::vector<Region> T::*,
                 std::vector<std::string> T::*, TaxRule T::*, Depreciation T::*,
                 std::vector<GpuModel> T::*, std::vector<ServerModel> T::*, std::vector<Site> T::*,
                 std::vector<CoolingOption> T::*, std::vector<RentalOffer> T::*, PricePath T::*,
                 std::vector<PricePoint> T::*, std::vector<ApiOffer> T::*,
                 std::vector<Workload> T::*, WeeklyWeights T::*, std::vector<Plan> T::*,
                 std::vector<Assignment> T::*, Financing T::*>;

enum class PartKind { List, Object, FigureMap, TextList, Profile };

// When the writer writes a part that holds nothing: a list always (as [], unless the file kept
// other text under its key), or only when the file stated it (`present`), or when it is stated
// or has elements. A nested object is written when it is `present`, a profile when it is set.
enum class Written { Always, WhenStated, WhenStatedOrFilled };

// One composite field of a workbook object T.
template <class T>
struct PartSpec {
  const char* key;
  PartMember<T> member;
  bool T::*present = nullptr;  // set by the reader when the file states the part
  Written written = Written::WhenStated;
  bool required = false;
  std::size_t minItems = 0;  // a list: at least this many elements (cooling options, points)
};

// Defined for every type fieldSpecs<T>() is (empty for the objects without parts), in the order
// the writer writes them, after the plain fields.
template <class T>
std::span<const PartSpec<T>> partSpecs();

// What the part holds (see PartMember).
template <class T>
PartKind partKind(const PartSpec<T>& spec) {
  return std::visit(
      [](auto member) {
        using M = std::remove_cvref_t<decltype(std::declval<T&>().*member)>;
        if constexpr (std::is_same_v<M, FxRates>)
          return PartKind::FigureMap;
        else if constexpr (std::is_same_v<M, std::vector<std::string>>)
          return PartKind::TextList;
        else if constexpr (std::is_same_v<M, WeeklyWeights>)
          return PartKind::Profile;
        else if constexpr (requires { typename M::value_type; })
          return PartKind::List;
        else
          return PartKind::Object;
      },
      spec.member);
}

// The descriptor of T's part `member`.
template <class T, class M>
const PartSpec<T>& partSpecOf(M T::*member) {
  for (const auto& spec : partSpecs<T>())
    if (const auto* held = std::get_if<M T::*>(&spec.member); held && *held == member) return spec;
  throw std::logic_error("partSpecOf: a member that is not in its object's part table");
}

// The key of T's part `member`, e.g. partKey(&Scenario::sites) is sites (keyOf's counterpart
// for plain fields, field_specs.h).
template <class T, class M>
const char* partKey(M T::*member) {
  return partSpecOf(member).key;
}

// Pointers built from the table: partPointer(at, &Scenario::ownership) is at + "/ownership",
// itemPointer(at, &Scenario::sites, 2) is at + "/sites/2".
template <class T, class M>
std::string partPointer(const std::string& at, M T::*member) {
  return at + "/" + partKey(member);
}
template <class T, class M>
std::string itemPointer(const std::string& at, M T::*member, std::size_t index) {
  return partPointer(at, member) + "/" + std::to_string(index);
}

// Scenario `index`'s pointer from the workbook's root: "/scenarios/2".
inline std::string scenarioPointer(std::size_t index) {
  return itemPointer(std::string(), &Workbook::scenarios, index);
}

// Whether `key` is one of T's parts.
template <class T>
bool isPart(std::string_view key) {
  for (const auto& spec : partSpecs<T>())
    if (key == spec.key) return true;
  return false;
}

// The name of an object type ("Scenario", "CoolingOption"), for the schema's definitions.
template <class T>
const char* objectTypeName();

// The keys of a figure written as an object (figure.h), in the order they are written: the
// numbers value, low and high, then the texts source, as_of, note and evidence, each at most
// `maxCharacters` long (field_rule.h).
enum class FigurePart { Value, Low, High, Source, AsOf, Note, Evidence };
struct FigurePartSpec {
  const char* key;
  FigurePart part;
  std::size_t maxCharacters = 0;  // texts only; 0 for the numbers
  bool isNumber() const { return maxCharacters == 0; }
};
std::span<const FigurePartSpec> figureParts();
const char* figureKey(FigurePart part);
// The figure part with this key, or nullptr (a key of the figure's own that is kept).
const FigurePartSpec* findFigurePart(std::string_view key);
// Sets a number part (value, low or high) of a figure.
inline void setFigureNumber(Figure& f, FigurePart part, double number) {
  if (part == FigurePart::Value)
    f.value = number;
  else if (part == FigurePart::Low)
    f.low = number;
  else
    f.high = number;
}
// A text part (source, as_of, note or evidence) of a figure.
inline std::string& figureText(Figure& f, FigurePart part) {
  return part == FigurePart::Source ? f.source
         : part == FigurePart::AsOf ? f.asOf
         : part == FigurePart::Note ? f.note
                                    : f.evidence;
}

}  // namespace fleetcost
