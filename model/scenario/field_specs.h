// One table per workbook object listing its plain fields (key, member, rule, unit), so the
// reader, the writer, the validator and the risk analyses walk the same list.
#pragma once

#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
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

// How an editor shows and takes a number: as typed, as a percentage (0.3 shows "30 %"), or
// whole.
enum class NumberShape { Plain, Percent, Whole };

// Where an editor's choices for a text field come from: free entry, the scenario's lists (ids
// of regions, GPU models and sites; currencies of its exchange rates; models and providers of its
// offers), the plan strategies, or the field's own words.
enum class Choices {
  Free,
  Currencies,
  Regions,
  GpuModels,
  Sites,
  ApiModels,
  RentalProviders,
  ApiProviders,
  Strategies,
  TypedStrategies,  // a portfolio assignment's: every strategy but portfolio
  Workloads,        // the scenario's workload names
  Words,
};

// Which the spreadsheet export reads a field for: FleetCost's decisions (fleet, racks, caps,
// reservations, demand), the sheet's formulas, or both (docs/spreadsheet.md).
enum class SheetUse { Formulas, Decisions, FormulasAndDecisions };

// One word a text field may hold, with its label (translated, context "FieldLabels").
struct WordChoice {
  const char* value;
  const char* label;
};

// Everything FleetCost knows about one plain field of a workbook object T: its key and member,
// the rule its value must meet, its unit, its labels and how the editors and the spreadsheet
// show it. The reader, writer, validator, figure walk, risk ranges, labels, units, editor
// columns and the spreadsheet's Assumptions list all read this one table (field_specs.cpp).
// Texts for people are marked with FC_TEXT_NOOP so lupdate finds them; they are English here
// and translated where they are shown.
template <class T>
struct FieldSpec {
  const char* key;
  FieldMember<T> member;
  Rule rule = Rule::Any;
  bool required = false;
  const char* unit = "";  // what the number counts (context "Units"); money adds the currency
  bool money = false;
  TextKind text = TextKind::Name;  // for text fields
  const char* label = "";          // short label, a column header (context "FieldLabels")
  const char* help = "";           // what the field means, a tooltip (context "FieldHelp")
  NumberShape shape = NumberShape::Plain;
  Choices choices = Choices::Free;
  std::span<const WordChoice> words = {};  // Choices::Words: the words and their labels
  const char* absentWord = "";             // the word an absent text field means ("allocated")
  bool absentFlag = false;                 // what an absent true/false field means
  SheetUse sheet = SheetUse::Formulas;
  // A yearly share of the held servers' price p_b paid as operations (maintenance, insurance):
  // the engine and the spreadsheet add up every such figure (MODEL.md §4.4).
  bool heldValueRate = false;
};

// Defined for Workbook, Scenario, Ownership, Region, TaxRule, Depreciation, GpuModel,
// ServerModel, Site, CoolingOption, RentalOffer, PricePath, PricePoint, ApiOffer, Workload, Plan,
// Assignment and Financing.
template <class T>
std::span<const FieldSpec<T>> fieldSpecs();

// The descriptor of T's plain field `member` (keyOf's, with everything else).
template <class T, class M>
const FieldSpec<T>& specOf(M T::*member) {
  for (const auto& spec : fieldSpecs<T>())
    if (const auto* held = std::get_if<M T::*>(&spec.member); held && *held == member) return spec;
  throw std::logic_error("specOf: a member that is not in its object's field table");
}

// The key of T's plain field `member`, e.g. keyOf(&ServerModel::powerMaxKw) is "power_max_kw":
// code that names a field (a cross-field rule, a problem's pointer) names it through the table.
template <class T, class M>
const char* keyOf(M T::*member) {
  return specOf(member).key;
}

// The short label (English, context "FieldLabels") of the first figure field with this key in
// any object, or "" (the risk analyses name a figure by its key).
const char* figureLabelOf(std::string_view key);

// Whether `key` is one of T's plain fields.
template <class T>
bool isPlainField(const std::string& key) {
  for (const auto& spec : fieldSpecs<T>())
    if (key == spec.key) return true;
  return false;
}

}  // namespace fleetcost
