// Builds the workbook's JSON Schema from field_specs.h (plain fields: type, rule, required,
// length, unit) and workbook_shape.h (lists, nested objects, maps; figure objects).
#include "model/io/workbook_schema.h"

#include "model/scenario/evidence_date.h"

#include <array>
#include <utility>

#include "model/io/json_text.h"
#include "model/scenario/field_rule.h"
#include "model/scenario/field_specs.h"
#include "model/scenario/strategy.h"
#include "model/scenario/workbook_shape.h"
#include "model/validation/validate_scenario.h"

namespace fleetcost {

using io::Json;

namespace {

std::string definition(const std::string& name) {
  return "#/$defs/" + name;
}

Json ref(const std::string& name) {
  return Json{{"$ref", definition(name)}};
}

// A value the file may also leave null ("not stated").
Json orNull(Json schema) {
  return Json{{"anyOf", Json::array({std::move(schema), Json{{"type", "null"}}})}};
}

struct RuleSchema {
  Rule rule;
  const char* name;  // of its figure's definition
};
constexpr std::array<RuleSchema, 11> kRules{{
    {Rule::Any, "Figure"},
    {Rule::NonNegative, "FigureNonNegative"},
    {Rule::Positive, "FigurePositive"},
    {Rule::AnnualChange, "FigureAnnualChange"},
    {Rule::UnitInterval, "FigureUnitInterval"},
    {Rule::Pue, "FigurePue"},
    {Rule::Headroom, "FigureHeadroom"},
    {Rule::Horizon, "FigureHorizon"},
    {Rule::WholeNonNegative, "FigureWholeNonNegative"},
    {Rule::WholePositive, "FigureWholePositive"},
    {Rule::MonthOfYear, "FigureMonthOfYear"},
}};
constexpr const char* kFigureObject = "FigureObject";

const char* ruleDefinition(Rule rule) {
  for (const RuleSchema& r : kRules)
    if (r.rule == rule) return r.name;
  return kRules[0].name;
}

// The numbers field_rule.cpp's checkRule accepts.
Json ruleNumber(Rule rule) {
  Json number = Json::object();
  number["type"] = isWholeNumberRule(rule) ? "integer" : "number";
  switch (rule) {
    case Rule::Any:
      break;
    case Rule::NonNegative:
    case Rule::WholeNonNegative:
      number["minimum"] = 0;
      break;
    case Rule::Positive:
      number["exclusiveMinimum"] = 0;
      break;
    case Rule::AnnualChange:
      number["exclusiveMinimum"] = -1;
      break;
    case Rule::UnitInterval:
      number["minimum"] = 0;
      number["maximum"] = 1;
      break;
    case Rule::Pue:
      number["minimum"] = 1;
      number["maximum"] = 3;
      break;
    case Rule::Headroom:
      number["minimum"] = 0;
      number["maximum"] = 10;
      break;
    case Rule::Horizon:
      number["minimum"] = 1;
      number["maximum"] = 600;
      break;
    case Rule::WholePositive:
      number["minimum"] = 1;
      break;
    case Rule::MonthOfYear:
      number["minimum"] = 1;
      number["maximum"] = 12;
      break;
  }
  return number;
}

// YYYY, YYYY-MM or YYYY-MM-DD (a figure's as_of), and YYYY-MM or YYYY-MM-DD (prices_as_of).
constexpr const char* kDatePattern = "^[0-9]{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?)?$";
constexpr const char* kMonthOrDayPattern = "^[0-9]{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12][0-9]|3[01]))?$";

// A figure under a rule: the number bare, or a figure object whose value meets the rule.
Json figureSchema(const Json& number) {
  Json object = ref(kFigureObject);
  object["properties"] = Json{{figureKey(FigurePart::Value), number}};
  return Json{{"anyOf", Json::array({number, std::move(object)})}};
}

// A figure written as an object: a number value, optional bounds and texts, its own keys kept.
Json figureObjectSchema() {
  Json properties = Json::object();
  for (const FigurePartSpec& part : figureParts()) {
    Json schema = Json::object();
    if (part.isNumber()) {
      schema["type"] =
          part.part == FigurePart::Value ? Json("number") : Json::array({"number", "null"});
    } else {
      schema["type"] = Json::array({"string", "null"});
      schema["maxLength"] = part.maxCharacters;
    }
    // docs/file-format.md, "Evidence" (an older file's as_of text is read as a date).
    if (part.part == FigurePart::AsOf) schema["pattern"] = kDatePattern;
    if (part.part == FigurePart::Evidence)
      for (std::string_view kind : kEvidenceKinds) schema["enum"].push_back(kind);
    properties[part.key] = std::move(schema);
  }
  return Json{{"type", "object"},
              {"description",
               "A figure: the value the model uses, optional low and high bounds "
               "for the risk analyses, and where it comes from"},
              {"properties", std::move(properties)},
              {"required", Json::array({figureKey(FigurePart::Value)})}};
}

template <class T>
Json plainFieldSchema(const FieldSpec<T>& spec) {
  Json schema = std::visit(
      [&](auto member) -> Json {
        using Member = std::remove_cvref_t<decltype(std::declval<T&>().*member)>;
        if constexpr (std::is_same_v<Member, Figure>) {
          if constexpr (std::is_same_v<T, Workbook>) {
            if (member == &Workbook::staleAfterMonths) return ref(ruleDefinition(spec.rule));
            // A newer version needs a newer FleetCost (workbook_reader.cpp).
            Json number = ruleNumber(spec.rule);
            number["maximum"] = kCurrentWorkbookVersion;
            return figureSchema(number);
          } else {
            return ref(ruleDefinition(spec.rule));
          }
        } else if constexpr (std::is_same_v<Member, std::optional<std::string>>) {
          if constexpr (std::is_same_v<T, Workbook>) {
            if (member == &Workbook::pricesAsOf)
              return Json{{"type", "string"}, {"pattern", kMonthOrDayPattern}};
            return Json{{"const", kWorkbookFormat}};
          }
          Json text{{"type", "string"}};
          // A word of an enumeration: the field's own words, or the plan strategies.
          if (spec.choices == Choices::Words)
            for (const WordChoice& word : spec.words) text["enum"].push_back(word.value);
          if (spec.choices == Choices::Strategies)
            for (Strategy strategy : kStrategies) text["enum"].push_back(strategyKey(strategy));
          if (spec.text != TextKind::Word)
            text["maxLength"] =
                spec.text == TextKind::Note ? kMaxNoteCharacters : kMaxNameCharacters;
          return text;
        } else {
          return Json{{"type", "boolean"}};
        }
      },
      spec.member);
  if (!spec.required) schema = orNull(std::move(schema));
  std::string unit = spec.unit;
  if (spec.money) unit += std::string(unit.empty() ? "" : ", ") + "in its object's currency";
  if (!unit.empty()) schema["description"] = unit;
  return schema;
}

class SchemaBuilder {
 public:
  template <class T>
  void object() {
    const std::string name = objectTypeName<T>();
    if (defs_.contains(name)) return;
    defs_[name] = Json::object();  // its place, before the objects it holds
    Json properties = Json::object();
    Json required = Json::array();
    for (const auto& spec : fieldSpecs<T>()) {
      properties[spec.key] = plainFieldSchema(spec);
      if (spec.required) required.push_back(spec.key);
    }
    for (const auto& spec : partSpecs<T>()) {
      properties[spec.key] = part(spec);
      if (spec.required) required.push_back(spec.key);
    }
    Json schema{{"type", "object"}, {"properties", std::move(properties)}};
    if (!required.empty()) schema["required"] = std::move(required);
    defs_[name] = std::move(schema);
  }

  Json done() {
    defs_[kFigureObject] = figureObjectSchema();
    for (const RuleSchema& r : kRules) defs_[r.name] = figureSchema(ruleNumber(r.rule));
    return std::move(defs_);
  }

 private:
  template <class T>
  Json part(const PartSpec<T>& spec) {
    Json schema = std::visit(
        [&](auto member) -> Json {
          using Member = std::remove_cvref_t<decltype(std::declval<T&>().*member)>;
          if constexpr (std::is_same_v<Member, FxRates>) {
            return Json{{"type", "object"},
                        {"description", "units of each currency per 1 USD"},
                        {"propertyNames", Json{{"maxLength", kMaxNameCharacters}}},
                        {"additionalProperties", ref(ruleDefinition(Rule::Positive))}};
          } else if constexpr (std::is_same_v<Member, std::vector<std::string>>) {
            return Json{{"type", "array"},
                        {"items", Json{{"type", "string"}, {"maxLength", kMaxNameCharacters}}}};
          } else if constexpr (std::is_same_v<Member, WeeklyWeights>) {
            Json weight = ruleNumber(Rule::NonNegative);
            Json weights{{"type", "array"},
                         {"items", weight},
                         {"minItems", 168},
                         {"maxItems", 168},
                         {"contains", Json{{"type", "number"}, {"exclusiveMinimum", 0}}}};
            return Json{{"anyOf", Json::array({Json{{"type", "string"}}, std::move(weights)})}};
          } else if constexpr (requires { typename Member::value_type; }) {
            using Element = typename Member::value_type;
            object<Element>();
            Json list{{"type", "array"}, {"items", ref(objectTypeName<Element>())}};
            if (spec.minItems > 0) list["minItems"] = spec.minItems;
            if (const std::size_t most = maxItems(spec.key)) list["maxItems"] = most;
            return list;
          } else {
            object<Member>();
            return ref(objectTypeName<Member>());
          }
        },
        spec.member);
    return spec.required ? schema : orNull(std::move(schema));
  }

  // The limits of MODEL.md §8 on a scenario's lists.
  static std::size_t maxItems(const std::string& key) {
    if (key == partKey(&Scenario::workloads)) return kMaxWorkloads;
    if (key == partKey(&Scenario::plans)) return kMaxPlans;
    return 0;
  }

  Json defs_ = Json::object();
};

}  // namespace

std::string workbookSchemaText() {
  SchemaBuilder builder;
  builder.object<Workbook>();
  Json schema = Json::object();
  schema["$schema"] = "https://json-schema.org/draft/2020-12/schema";
  schema["title"] =
      "FleetCost workbook (*.fleetcost), format version " + std::to_string(kCurrentWorkbookVersion);
  schema["description"] =
      "Generated from FleetCost's field and part tables (model/scenario/field_specs.cpp, "
      "workbook_shape.cpp) by fleetcost-schema; docs/file-format.md. Types, ranges, text lengths "
      "and required keys as FleetCost checks them; references, uniqueness and the rules that "
      "join fields are FleetCost's own checks (fleetcost-cli validate). Keys not listed are "
      "allowed: FleetCost keeps them.";
  schema["$ref"] = definition(objectTypeName<Workbook>());
  schema["$defs"] = builder.done();
  return schema.dump(2) + "\n";
}

}  // namespace fleetcost
